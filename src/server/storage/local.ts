import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { checkKey, StorageError, type Storage } from './types.ts';

/** Local files carry no type of their own, so a key's extension says what it holds. */
const MIME_BY_EXTENSION: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

const mimeTypeOf = (key: string) => MIME_BY_EXTENSION[extname(key).toLowerCase()];

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one folder (DATA_DIR/media by default); the zero-setup choice. */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async put(key, bytes, mimeType) {
      if (mimeTypeOf(key) !== mimeType)
        throw new StorageError(
          `local storage keeps ${mimeType} only under a key ending in its extension, not "${key}"`,
        );
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed: a reader never sees half a file, and two writers
      // of the same key (same content by construction) simply replace one another.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async get(key) {
      const path = pathOf(key);
      try {
        return { bytes: await readFile(path), mimeType: mimeTypeOf(key) ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
