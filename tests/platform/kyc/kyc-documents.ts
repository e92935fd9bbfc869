/**
 * Identity documents for tests: bytes that start as a JPEG, PNG or PDF does (what the platform sniffs), with random
 * bodies so two documents are never the same, and an upload store that remembers what was put in it.
 */
import { randomBytes } from 'node:crypto';
import type { UploadStore } from '../../../platform/promotions';
import type { KycDocumentKind } from '../../../src/api/calls/kyc/kyc';

export const jpeg = (size = 2048) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
export const png = (size = 2048) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);
export const pdf = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
export const gif = (size = 2048) => Buffer.concat([Buffer.from('GIF89a'), randomBytes(size - 6)]);

/** A submission's body: the given kinds, each a fresh JPEG unless `files` says otherwise. */
export function documents(kinds: readonly KycDocumentKind[], files: Partial<Record<KycDocumentKind, Buffer>> = {}) {
  return kinds.map((kind) => ({ kind, data: (files[kind] ?? jpeg()).toString('base64') }));
}

/** An upload store in memory whose files a test can count and read. */
export function watchedUploads(): UploadStore & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    async put(key, bytes) {
      if (files.has(key)) throw new Error(`upload key ${key} is taken`);
      files.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
