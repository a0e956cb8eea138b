import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.ts';
import { checkKey, StorageError } from './types.ts';

const root = () => mkdtempSync(join(tmpdir(), 'lingoclip-media-'));
const mp3 = Buffer.from('ID3 pretend audio');

describe('local file storage', () => {
  it('puts, finds and gets a file under its key', async () => {
    const dir = root();
    const storage = createLocalStorage(dir);
    expect(await storage.exists('audio/ab/abc.mp3')).toBe(false);
    expect(await storage.get('audio/ab/abc.mp3')).toBeNull();
    await storage.put('audio/ab/abc.mp3', mp3, 'audio/mpeg');
    expect(await storage.exists('audio/ab/abc.mp3')).toBe(true);
    expect(await storage.get('audio/ab/abc.mp3')).toEqual({ bytes: mp3, mimeType: 'audio/mpeg' });
    expect(readFileSync(join(dir, 'audio/ab/abc.mp3')).equals(mp3)).toBe(true);
  });

  it('removes a file, and a missing one without complaint (evictions may race)', async () => {
    const storage = createLocalStorage(root());
    await storage.put('audio/ab/abc.mp3', mp3, 'audio/mpeg');
    await storage.remove('audio/ab/abc.mp3');
    expect(await storage.exists('audio/ab/abc.mp3')).toBe(false);
    await expect(storage.remove('audio/ab/abc.mp3')).resolves.toBeUndefined();
    await expect(storage.remove('../escape.mp3')).rejects.toThrow(StorageError);
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    const dir = root();
    const storage = createLocalStorage(dir);
    await Promise.all([storage.put('a/x.mp3', mp3, 'audio/mpeg'), storage.put('a/x.mp3', mp3, 'audio/mpeg')]);
    await storage.put('a/x.mp3', Buffer.from('ID3 newer'), 'audio/mpeg');
    expect((await storage.get('a/x.mp3'))?.bytes.toString()).toBe('ID3 newer');
    expect(readdirSync(join(dir, 'a'))).toEqual(['x.mp3']);
  });

  it('cleans up its temporary file when the rename fails', async () => {
    const dir = root();
    mkdirSync(join(dir, 'a', 'taken.mp3', 'inside'), { recursive: true });
    await expect(createLocalStorage(dir).put('a/taken.mp3', mp3, 'audio/mpeg')).rejects.toThrow();
    expect(readdirSync(join(dir, 'a'))).toEqual(['taken.mp3']);
  });

  it('says a directory under the key is not a stored file', async () => {
    const dir = root();
    mkdirSync(join(dir, 'audio', 'ab'), { recursive: true });
    expect(await createLocalStorage(dir).exists('audio/ab')).toBe(false);
  });

  it('passes on errors other than a missing file', async () => {
    const dir = root();
    writeFileSync(join(dir, 'file'), 'not a folder');
    await expect(createLocalStorage(dir).exists('file/x.mp3')).rejects.toThrow(/ENOTDIR/);
    await expect(createLocalStorage(dir).get('file/x.mp3')).rejects.toThrow(/ENOTDIR/);
  });

  it('keeps the type in the extension and refuses a type the key does not say', async () => {
    const storage = createLocalStorage(root());
    await expect(storage.put('audio/x.wav', mp3, 'audio/mpeg')).rejects.toThrow(
      new StorageError('local storage keeps audio/mpeg only under a key ending in its extension, not "audio/x.wav"'),
    );
    await storage.put('audio/x.wav', mp3, 'audio/wav');
    expect((await storage.get('audio/x.wav'))?.mimeType).toBe('audio/wav');
  });

  it('refuses keys that could leave the media folder', async () => {
    const storage = createLocalStorage(root());
    for (const key of [
      '../escape.mp3',
      'audio/../../escape.mp3',
      '/etc/passwd',
      'a//b.mp3',
      '.hidden',
      'a\\b.mp3',
      '',
    ]) {
      await expect(storage.get(key), key).rejects.toThrow(StorageError);
    }
  });
});

describe('checkKey', () => {
  it('accepts plain path segments and nothing else', () => {
    expect(checkKey('audio/ab/0f.mp3')).toBe('audio/ab/0f.mp3');
    expect(() => checkKey('a b.mp3')).toThrow('invalid storage key "a b.mp3"');
    expect(() => checkKey(`${'a/'.repeat(300)}x`)).toThrow(StorageError);
  });
});
