/**
 * Where application images live. The platform keeps them behind this interface: the default writes files on disk
 * (disk-store.ts); an object store (S3, GCS, R2 …) implements the same three calls, keyed by the same paths, and
 * is handed to createPlatform({ uploads }) — the one step several platform processes on several machines need,
 * since a disk is one machine's.
 */
export type ImageType = 'image/png' | 'image/jpeg';

export interface UploadStore {
  /** Keeps `bytes` under `key` (a relative path such as promotions/SHAPLA_BD/12/….png); never overwrites. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Forgets `key` (nothing happens when it is not there). */
  delete(key: string): Promise<void>;
}

/**
 * A key: path segments of letters, digits, _ and -, ending in .png or .jpg, or .sealed for an encrypted identity
 * document (platform/kyc) (no way out of the store).
 */
export const UPLOAD_KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(png|jpg|sealed)$/;
