/** An upload store in memory: for a throw-away in-memory database (tests), whose images go with it. */
import { UPLOAD_KEY, type UploadStore } from './upload-store';

export function memoryUploadStore(): UploadStore {
  const files = new Map<string, Uint8Array>();
  const check = (key: string) => {
    if (!UPLOAD_KEY.test(key)) throw new Error(`upload key ${key} is not a store path`);
    return key;
  };
  return {
    async put(key, bytes) {
      if (files.has(check(key))) throw new Error(`upload key ${key} is taken`);
      files.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      return files.get(check(key)) ?? null;
    },
    async delete(key) {
      files.delete(check(key));
    },
  };
}
