/**
 * Encryption of customer-service paths in the permission answer: the platform encrypts them and the site decrypts them.
 * AES-256-GCM with the merchant's `csKey` from the same answer; the text is base64 of 12-byte IV ‖ ciphertext ‖ 16-byte
 * tag. It only keeps the links out of plain-text scrapes of the API; anyone with the answer can decrypt, by design.
 * WebCrypto, so the site and the platform share it.
 */
const b64 = {
  encode: (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)),
  decode: (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0)),
};

const importKey = (keyB64: string, usage: KeyUsage) =>
  crypto.subtle.importKey('raw', b64.decode(keyB64), 'AES-GCM', false, [usage]);

/**
 * The IV of a path: the first 12 bytes of its HMAC-SHA-256 under the same key, so the same link encrypts to the same
 * text and the permission answer keeps one ETag between visits (platform/http/revalidation.ts). Two different paths
 * get different IVs (an IV is never reused for another text under one key); that equal links encrypt equally shows
 * nothing the answer's own key does not already show.
 */
async function pathIv(keyB64: string, path: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', b64.decode(keyB64), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(path))).slice(0, 12);
}

export async function encryptServicePath(keyB64: string, path: string): Promise<string> {
  const iv = await pathIv(keyB64, path);
  const key = await importKey(keyB64, 'encrypt');
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(path)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return b64.encode(out);
}

/** Throws when the text was not encrypted with this key (wrong key, altered or truncated text). */
export async function decryptServicePath(keyB64: string, encrypted: string): Promise<string> {
  const bytes = b64.decode(encrypted);
  const key = await importKey(keyB64, 'decrypt');
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12));
  return new TextDecoder().decode(plain);
}
