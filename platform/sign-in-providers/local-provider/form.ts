/** Reads a small url-encoded form posted to a local demo provider's page (4 KB at most). */
import type { IncomingMessage } from 'node:http';

export function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 4096) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

/** A merchant's /login page on one of its hosts (local hosts on any port: the demo's port is chosen at start). */
export function returnAllowed(
  client: { tenantId: string; domains: readonly string[] },
  value: string,
  returnPath: RegExp,
  allowedQuery: readonly string[] = [],
): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  const local = (host === 'localhost' || host === `${client.tenantId}.localhost`) && url.protocol === 'http:';
  const domain = client.domains.includes(host) && url.protocol === 'https:';
  const query = [...url.searchParams.keys()].every((key) => allowedQuery.includes(key));
  return (local || domain) && returnPath.test(url.pathname) && query && !url.hash;
}
