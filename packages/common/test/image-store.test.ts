import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FsImageStore, isSafeImageKey } from '../src/image-store.js';

let parent: string;
let root: string;
let store: FsImageStore;

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'nestkeep-store-'));
  root = path.join(parent, 'images');
  store = new FsImageStore(root);
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('FsImageStore', () => {
  it('gives back the bytes and mime type that were put', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0a, 0x00, 0xff]);
    await store.put('user-1/abc123.png', bytes, 'image/png');
    const got = await store.get('user-1/abc123.png');
    expect(got?.mime).toBe('image/png');
    expect(got?.buffer.equals(bytes)).toBe(true);
  });

  it('answers null for a key that was never stored, and deleting it is not an error', async () => {
    expect(await store.get('user-1/missing.jpg')).toBeNull();
    await expect(store.delete('user-1/missing.jpg')).resolves.toBeUndefined();
  });

  it('deletes an image', async () => {
    await store.put('a.jpg', Buffer.from('x'), 'image/jpeg');
    await store.delete('a.jpg');
    expect(await store.get('a.jpg')).toBeNull();
  });

  it('replaces an image whole and leaves no temporary files behind', async () => {
    await store.put('u/1.webp', Buffer.alloc(1000, 1), 'image/webp');
    await store.put('u/1.webp', Buffer.alloc(10, 2), 'image/jpeg');
    const got = await store.get('u/1.webp');
    expect(got).toEqual({ mime: 'image/jpeg', buffer: Buffer.alloc(10, 2) });
    expect(await filesUnder(root)).toEqual([path.join('u', '1.webp')]);
  });

  it('never mixes two writes to the same key', async () => {
    const versions = Array.from({ length: 20 }, (_, i) => Buffer.alloc(64 * 1024, i));
    await Promise.all(versions.map((v) => store.put('race.png', v, 'image/png')));
    const got = await store.get('race.png');
    expect(versions.some((v) => v.equals(got!.buffer))).toBe(true);
    expect(await filesUnder(root)).toEqual(['race.png']);
  });

  it('refuses keys that could leave the root or name hidden files', async () => {
    await writeFile(path.join(parent, 'secret.txt'), 'outside');
    const unsafe = [
      '',
      '..',
      '../secret.txt',
      'images/../../secret.txt',
      'a/../../secret.txt',
      '/etc/passwd',
      './a.png',
      'a/./b.png',
      'a//b.png',
      'a/',
      '.hidden.png',
      'a\\..\\b.png',
      'a\0.png',
      '%2e%2e/secret.txt',
      'ü.png',
      'x'.repeat(300),
    ];
    for (const key of unsafe) {
      expect(isSafeImageKey(key), key).toBe(false);
      await expect(store.put(key, Buffer.from('evil'), 'image/png'), key).rejects.toThrow(/Unsafe image key/);
      await expect(store.get(key), key).rejects.toThrow(/Unsafe image key/);
      await expect(store.delete(key), key).rejects.toThrow(/Unsafe image key/);
    }
    expect(await filesUnder(parent)).toEqual(['secret.txt']);
  });

  it('refuses a mime type that is not one', async () => {
    await expect(store.put('a.png', Buffer.from('x'), 'image/png\nX-Evil: 1')).rejects.toThrow(
      /Invalid mime/,
    );
  });

  it('accepts the keys the service makes', () => {
    for (const key of ['a.png', 'user_1/2024-05-01/thumb.webp', '0f8e4c1a-9b2d-4e7f-8a6b-3c5d7e9f1a2b.jpg']) {
      expect(isSafeImageKey(key), key).toBe(true);
    }
  });
});
