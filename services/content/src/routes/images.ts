import { randomUUID } from 'node:crypto';
import express from 'express';
import multer from 'multer';
import {
  AppError,
  badRequest,
  contentImageSaveRequest,
  findNulByte,
  notFound,
  parseInput,
  userIdOf,
} from '@nestkeep/common';
import type { ContentDeps } from '../deps.js';
import { saveItem } from '../db/items.js';
import { imageUrlFor, toContentItemResponse } from '../domain/items.js';
import { isUnlimited, monthKey } from '../domain/usage.js';
import { ImageRejectedError, MAX_UPLOAD_BYTES, processUpload, type ProcessedImage } from '../images/index.js';
import { usageLimitReached } from './content.js';

const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Screenshots and photos: upload, save as an item, analyse while the user waits, and serve back
 * to their owner only. Images are checked and cleaned (type by decoding, size, metadata stripped)
 * before anything is stored.
 */
export function imageRoutes(deps: ContentDeps): express.Router {
  const router = express.Router();
  // One byte over the limit is enough to know a file is too large.
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 20 },
  });

  const receiveImage: express.RequestHandler = (req, res, next) => {
    upload.single('image')(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE')
          return next(new ImageRejectedError('too_large', 'Please select an image smaller than 5MB'));
        return next(badRequest(`Upload refused: ${err.message}`));
      }
      // Anything else the form parser throws is the body's fault: it ended halfway (a client that
      // gave up), had no boundary, or a malformed part.
      if (err) return next(badRequest('Upload refused: the form data is incomplete or malformed'));
      // The app-wide NUL check ran before multer parsed these fields.
      const where = findNulByte(req.body, 'body');
      next(where ? badRequest(`${where}: must not contain a NUL character`) : undefined);
    });
  };

  /** Checks, cleans and stores the upload under the user's own prefix; returns its key. */
  const storeUpload = async (req: express.Request): Promise<{ key: string; processed: ProcessedImage }> => {
    if (!req.file)
      throw new AppError(400, 'image_required', 'Image required', undefined, {
        description: 'No image selected',
      });
    const processed = await processUpload(req.file.buffer);
    const key = `${userIdOf(req)}/${randomUUID()}.${EXTENSION[processed.mime]}`;
    await deps.images.put(key, processed.image, processed.mime);
    await deps.images.put(`${key}.thumb`, processed.thumbnail, processed.thumbnailMime);
    return { key, processed };
  };

  router.post('/api/upload-image', receiveImage, async (req, res) => {
    const { key } = await storeUpload(req);
    res.status(201).json({ imageUrl: imageUrlFor(key), thumbnailUrl: imageUrlFor(`${key}.thumb`) });
  });

  router.post('/api/content/image', receiveImage, async (req, res) => {
    const fields = parseInput(contentImageSaveRequest, req.body ?? {});
    const userId = userIdOf(req);
    const plan = await deps.planOf(userId);
    const { key } = await storeUpload(req);
    const outcome = await saveItem(
      deps.db,
      userId,
      {
        title: fields.title || 'Screenshot',
        titleChosen: Boolean(fields.title),
        description: fields.description || null,
        category: fields.category ?? 'Parenting Tips',
        categoryChosen: Boolean(fields.category),
        platform: 'manual',
        imageKey: key,
        personalNotes: fields.personalNotes || null,
        tags: fields.tags,
      },
      { month: monthKey(deps.now()), limit: isUnlimited(plan) ? null : deps.freeSaveLimit },
    );
    if (outcome.kind === 'limit') {
      await Promise.all([deps.images.delete(key), deps.images.delete(`${key}.thumb`)]);
      throw usageLimitReached();
    }
    deps.onEventsWritten();
    res.status(201).json(toContentItemResponse(outcome.item));
  });

  router.post('/api/content/analyze-image', receiveImage, async (req, res) => {
    const { key } = await storeUpload(req);
    try {
      res.json(await deps.analyzeImage(userIdOf(req), key));
    } finally {
      // Analysis only: nothing is kept.
      await Promise.all([deps.images.delete(key), deps.images.delete(`${key}.thumb`)]);
    }
  });

  router.get('/api/images/:owner/:file', async (req, res) => {
    // Only the owner may read an image: another user's key answers 404, like any other item.
    if (req.params.owner !== userIdOf(req)) throw notFound('Image not found');
    const stored = await deps.images.get(`${req.params.owner}/${req.params.file}`).catch(() => null);
    if (!stored) throw notFound('Image not found');
    res.setHeader('Content-Type', stored.mime);
    res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(stored.buffer);
  });

  return router;
}
