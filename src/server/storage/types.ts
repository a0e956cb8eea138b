export type StoredObject = { bytes: Buffer; mimeType: string };

/** Generated media (speech audio), by key; backed by local files or an S3-compatible bucket. */
export type Storage = {
  exists(key: string): Promise<boolean>;
  put(key: string, bytes: Buffer, mimeType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Deletes the object; a missing key is not an error (eviction may race another eviction). */
  remove(key: string): Promise<void>;
};

export class StorageError extends Error {}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/**
 * Keys are made by the server (`audio/ab/<hash>.mp3`), never by users; keeping them to plain
 * path segments means no `..` escapes the media folder and nothing needs URL-encoding rules.
 */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.length > 512)
    throw new StorageError(
      `invalid storage key "${key.slice(0, 100)}": use letters, digits, ".", "_", "-" and "/" between segments`,
    );
  return key;
}
