import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';

export interface StoredImage {
  buffer: Buffer;
  mime: string;
}

/**
 * Where image bytes live. Keys are opaque, slash-separated names chosen by the service
 * (`<userId>/<imageId>.jpg`); the bytes and their mime type go together, as an object and its
 * Content-Type do in an S3-compatible store, which can replace the filesystem one behind this.
 */
export interface ImageStore {
  put(key: string, buffer: Buffer, mime: string): Promise<void>;
  /** The image, or null when there is none under this key. */
  get(key: string): Promise<StoredImage | null>;
  /** Removes the image; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Segments of letters, digits, dot, dash and underscore, each starting with a letter or digit
 * (so never `.` or `..`, never hidden), at most 8 deep and 255 characters in all.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MIME = /^[a-z]+\/[a-z0-9.+-]+$/;

export function isSafeImageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 255) return false;
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment));
}

// One file holds both: a header line naming the format and the mime type, then the bytes. A single
// rename then replaces both at once, and a reader never sees new bytes with an old type.
const HEADER_PREFIX = 'nestkeep-image/1 ';

/** Filesystem ImageStore under `root`. Writes go to a temporary file that is renamed into place. */
export class FsImageStore implements ImageStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    if (!isSafeImageKey(key)) throw new TypeError(`Unsafe image key: ${JSON.stringify(key)}`);
    const file = path.resolve(this.root, ...key.split('/'));
    // The key pattern already rules traversal out; this keeps it true if the pattern ever changes.
    if (!file.startsWith(this.root + path.sep))
      throw new TypeError(`Unsafe image key: ${JSON.stringify(key)}`);
    return file;
  }

  async put(key: string, buffer: Buffer, mime: string): Promise<void> {
    const file = this.pathOf(key);
    if (!MIME.test(mime)) throw new TypeError(`Invalid mime type: ${JSON.stringify(mime)}`);
    await mkdir(path.dirname(file), { recursive: true });
    // Keys never start with a dot, so a temporary file can never be read as an image.
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(Buffer.concat([Buffer.from(`${HEADER_PREFIX}${mime}\n`, 'latin1'), buffer]));
      await handle.sync();
    } catch (err) {
      await handle.close();
      await rm(temp, { force: true });
      throw err;
    }
    await handle.close();
    try {
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredImage | null> {
    const file = this.pathOf(key);
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const newline = data.indexOf(0x0a);
    const header = newline > 0 ? data.subarray(0, newline).toString('latin1') : '';
    if (!header.startsWith(HEADER_PREFIX)) throw new Error(`Not an image store file: ${key}`);
    return { mime: header.slice(HEADER_PREFIX.length), buffer: data.subarray(newline + 1) };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      await unlink(file);
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
