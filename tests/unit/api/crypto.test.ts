// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { type EncryptedBody, encryptedBody } from '../../../src/api/calls/encryption';
import {
  DecryptionError,
  decryptPayload,
  encryptPayload,
  exportPrivateKey,
  exportPublicKey,
  fromBase64,
  generateKeyPair,
  importPrivateKey,
  importPublicKey,
  keyId,
  toBase64,
} from '../../../src/api/crypto';

let pair: CryptoKeyPair;
let kid: string;
let spki: string;

beforeAll(async () => {
  pair = await generateKeyPair();
  ({ kid, spki } = await exportPublicKey(pair.publicKey));
});

/** Flips one bit of a base64 field, keeping it valid base64 of the same length. */
function flipBit(field: string, byte = 0): string {
  const bytes = fromBase64(field);
  bytes[byte] = (bytes[byte] ?? 0) ^ 0x01;
  return toBase64(bytes);
}

async function sealed(json = '{"username":"rahim","password":"S3cret!"}'): Promise<EncryptedBody> {
  return encryptPayload(await importPublicKey(spki), kid, json);
}

describe('round trip', () => {
  it('decrypts what was encrypted with the published public key', async () => {
    const json = JSON.stringify({ username: 'করিম', password: 'پاس ورڈ 密码 ✓', mobileNum: '01712345678' });
    const body = await sealed(json);
    expect(body.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(body.kid).toBe(kid);
    expect(body.data).not.toContain('password');
    await expect(decryptPayload(pair.privateKey, body)).resolves.toBe(json);
  });

  it("produces a body the call's schema accepts", async () => {
    expect(encryptedBody.safeParse(await sealed()).success).toBe(true);
  });

  it('uses a fresh key and IV for every payload', async () => {
    const [a, b] = await Promise.all([sealed('{}'), sealed('{}')]);
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
    expect(fromBase64(a.iv)).toHaveLength(12);
  });

  it('wraps the AES key to the RSA modulus size (3072 bits by default)', async () => {
    expect(fromBase64((await sealed()).key)).toHaveLength(384);
  });

  it('survives a private key export and import (the platform keeping its key)', async () => {
    const restored = await importPrivateKey(await exportPrivateKey(pair.privateKey));
    expect(restored.extractable).toBe(false);
    await expect(decryptPayload(restored, await sealed('{"a":1}'))).resolves.toBe('{"a":1}');
  });
});

describe('tamper detection', () => {
  const tampered: [string, (body: EncryptedBody) => EncryptedBody][] = [
    ['a modified ciphertext', (b) => ({ ...b, data: flipBit(b.data, 3) })],
    ['a modified authentication tag', (b) => ({ ...b, data: flipBit(b.data, fromBase64(b.data).length - 1) })],
    ['a modified iv', (b) => ({ ...b, iv: flipBit(b.iv) })],
    ['a modified wrapped key', (b) => ({ ...b, key: flipBit(b.key, 100) })],
    ['a swapped kid', (b) => ({ ...b, kid: 'another-key-id' })],
    ['a truncated ciphertext', (b) => ({ ...b, data: toBase64(fromBase64(b.data).subarray(0, 20)) })],
    ['an iv of the wrong length', (b) => ({ ...b, iv: toBase64(new Uint8Array(16)) })],
    ['a field that is not base64', (b) => ({ ...b, data: `${b.data.slice(0, -4)}!!!!` })],
  ];
  for (const [name, change] of tampered) {
    it(`rejects ${name}`, async () => {
      const body = await sealed();
      await expect(decryptPayload(pair.privateKey, change(body))).rejects.toBeInstanceOf(DecryptionError);
    });
  }

  it('rejects a body encrypted for another key', async () => {
    const other = await generateKeyPair(2048);
    const otherPublic = await exportPublicKey(other.publicKey);
    const body = await encryptPayload(other.publicKey, otherPublic.kid, '{}');
    await expect(decryptPayload(pair.privateKey, { ...body, kid })).rejects.toBeInstanceOf(DecryptionError);
  });

  it('rejects a body that decrypts to invalid UTF-8', async () => {
    const body = await sealByHand(new Uint8Array([0x7b, 0xff, 0x7d]));
    await expect(decryptPayload(pair.privateKey, body)).rejects.toBeInstanceOf(DecryptionError);
  });
});

describe('the documented scheme', () => {
  it('decrypts a body built by hand from the description in crypto.ts', async () => {
    const body = await sealByHand(new TextEncoder().encode('{"ok":true}'));
    await expect(decryptPayload(pair.privateKey, body)).resolves.toBe('{"ok":true}');
  });
});

/** An independent implementation of the scheme, as another client (e.g. a native app) would write it. */
async function sealByHand(plain: Uint8Array<ArrayBuffer>): Promise<EncryptedBody> {
  const rawKey = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const aes = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const aad = new TextEncoder().encode(`RSA-OAEP-256+A256GCM.${kid}`);
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad }, aes, plain);
  const rsa = await crypto.subtle.importKey('spki', fromBase64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const key = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey);
  return {
    alg: 'RSA-OAEP-256+A256GCM',
    kid,
    key: toBase64(new Uint8Array(key)),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
  };
}

describe('keys', () => {
  it('derives a stable 16-character kid from the key', async () => {
    expect(kid).toMatch(/^[\w-]{16}$/);
    await expect(keyId(spki)).resolves.toBe(kid);
    const other = await exportPublicKey((await generateKeyPair(2048)).publicKey);
    expect(other.kid).not.toBe(kid);
  });

  it('refuses to import something that is not a public key', async () => {
    await expect(importPublicKey('AAAA')).rejects.toThrow();
    await expect(importPublicKey('not base64')).rejects.toThrow();
  });

  it('keeps the private key out of the public export', async () => {
    const exported = await exportPublicKey(pair.publicKey);
    expect(Object.keys(exported).sort()).toEqual(['kid', 'spki']);
    expect(exported.spki).not.toBe(await exportPrivateKey(pair.privateKey));
  });
});

describe('base64', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });

  it('is strict about padding and alphabet', () => {
    expect(() => fromBase64('YQ')).toThrow();
    expect(() => fromBase64('YQ==\n')).toThrow();
    expect(() => fromBase64('Y-E=')).toThrow();
    expect(fromBase64('YQ==')).toEqual(new Uint8Array([97]));
  });
});
