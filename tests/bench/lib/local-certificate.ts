/**
 * A throwaway self-signed certificate for `*.localhost`, so the site benchmark can serve the homes over HTTPS
 * with HTTP/2 as a real site's CDN does (browsers speak HTTP/2 only over TLS). Made with the system's openssl
 * into a temporary folder; Chromium is told to trust exactly this key (its SPKI hash), not every certificate.
 */
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalCertificate {
  certFile: string;
  keyFile: string;
  /** base64 SHA-256 of the public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

export function makeLocalCertificate(): LocalCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const [certFile, keyFile] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) {
    throw new Error(`openssl could not make a certificate (${made.error?.message ?? made.stderr.trim()})`);
  }
  const publicKey = new X509Certificate(readFileSync(certFile)).publicKey.export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, spki: createHash('sha256').update(publicKey).digest('base64') };
}
