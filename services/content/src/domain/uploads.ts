import { randomUUID } from 'node:crypto';
import { AppError, type Logger } from '@nestkeep/common';
import type { Db } from '../db/client.js';
import { findOrphanUploads, forgetOrphan, forgetUpload, reserveUpload } from '../db/uploads.js';
import type { ImageStore, ProcessedImage } from '../images/index.js';

/** Per-user storage for uploaded images (config: UPLOAD_QUOTA_BYTES, UPLOAD_PENDING_MAX). */
export interface UploadLimits {
  /** Bytes of images and thumbnails one user may keep. */
  quotaBytes: number;
  /** Uploads not (yet) attached to a saved item one user may hold at once. */
  pendingMax: number;
}

const EXTENSION: Record<ProcessedImage['mime'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Stores a cleaned image and its thumbnail under the user's own prefix, counted against their
 * quota first. `pending` uploads (not saved with an item in the same request) are also bounded in
 * number: a user at the free save limit cannot park images without end. Throws 413 when the
 * quota would be passed, 403 when too many uploads wait unattached. Returns the image's key.
 */
export async function storeUpload(
  deps: { db: Db; images: ImageStore; limits: UploadLimits; now: () => Date },
  userId: string,
  processed: ProcessedImage,
  opts: { pending: boolean },
): Promise<string> {
  const key = `${userId}/${randomUUID()}.${EXTENSION[processed.mime]}`;
  const bytes = processed.image.length + processed.thumbnail.length;
  const reservation = await reserveUpload(
    deps.db,
    { key, userId, bytes, createdAt: deps.now() },
    { quotaBytes: deps.limits.quotaBytes, pendingMax: opts.pending ? deps.limits.pendingMax : null },
  );
  if (reservation.kind === 'over_quota') {
    throw new AppError(
      413,
      'upload_quota_exceeded',
      `Storage full: your images use ${megabytes(reservation.used)} of ${megabytes(deps.limits.quotaBytes)}. Delete saved images to make room.`,
    );
  }
  if (reservation.kind === 'too_many_pending') {
    throw new AppError(
      403,
      'too_many_pending_uploads',
      `Too many unsaved uploads: save or discard your ${deps.limits.pendingMax} earlier uploads first (unsaved uploads are removed after a day).`,
    );
  }
  try {
    await deps.images.put(key, processed.image, processed.mime);
    await deps.images.put(`${key}.thumb`, processed.thumbnail, processed.thumbnailMime);
  } catch (err) {
    await discardUpload(deps, key);
    throw err;
  }
  return key;
}

/** Removes an upload's files and frees its quota. */
export async function discardUpload(deps: { db: Db; images: ImageStore }, key: string): Promise<void> {
  await Promise.all([deps.images.delete(key), deps.images.delete(`${key}.thumb`)]);
  await forgetUpload(deps.db, key);
}

/**
 * Deletes uploads never attached to an item within `maxAgeMs` (files and thumbnail, then the row),
 * in batches. The row goes first and only while still unattached, so an upload being saved at
 * that moment keeps its files. Returns how many were removed.
 */
export async function sweepOrphanUploads(deps: {
  db: Db;
  images: ImageStore;
  now: () => Date;
  maxAgeMs: number;
  logger?: Logger;
  batch?: number;
}): Promise<number> {
  const before = new Date(deps.now().getTime() - deps.maxAgeMs);
  const batch = deps.batch ?? 200;
  let removed = 0;
  for (;;) {
    const keys = await findOrphanUploads(deps.db, before, batch);
    for (const key of keys) {
      if (!(await forgetOrphan(deps.db, key))) continue;
      removed++;
      await Promise.all([deps.images.delete(key), deps.images.delete(`${key}.thumb`)]).catch((err) =>
        deps.logger?.warn({ err, key }, 'files of an expired upload not removed'),
      );
    }
    if (keys.length < batch) break;
  }
  if (removed) deps.logger?.info({ removed }, 'expired unsaved uploads removed');
  return removed;
}

/** Runs the sweep every `everyMs` (and once at start); `stop` ends it. Errors are logged, never thrown. */
export function startOrphanSweep(
  deps: Parameters<typeof sweepOrphanUploads>[0] & { everyMs: number; logger: Logger },
): { stop: () => void } {
  let running = false; // a slow sweep is not overtaken by the next one
  const run = async () => {
    if (running) return;
    running = true;
    await sweepOrphanUploads(deps)
      .catch((err) => deps.logger.warn({ err }, 'upload sweep failed'))
      .finally(() => (running = false));
  };
  void run();
  const timer = setInterval(run, deps.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
