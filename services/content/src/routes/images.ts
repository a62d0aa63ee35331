import express from 'express';
import multer from 'multer';
import {
  accountEnded,
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
import { childStampForSave, imageUrlFor, toContentItemResponse } from '../domain/items.js';
import { discardUpload, storeUpload } from '../domain/uploads.js';
import { isUnlimited, monthKey } from '../domain/usage.js';
import { ImageRejectedError, MAX_UPLOAD_BYTES, processUpload } from '../images/index.js';
import { AnalysisAbandonedError } from '../jobs/image-analysis.js';
import { usageLimitReached } from './content.js';

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

  /**
   * Checks, cleans and stores the upload under the user's own prefix, counted against their
   * storage quota; returns its key. `pending`: it is not saved with an item in this request.
   */
  const receivedUpload = async (req: express.Request, opts: { pending: boolean }): Promise<string> => {
    if (!req.file)
      throw new AppError(400, 'image_required', 'Image required', undefined, {
        description: 'No image selected',
      });
    const processed = await processUpload(req.file.buffer);
    return storeUpload(
      { db: deps.db, images: deps.images, limits: deps.uploadLimits, now: deps.now },
      userIdOf(req),
      processed,
      opts,
    );
  };

  router.post('/api/upload-image', receiveImage, async (req, res) => {
    const key = await receivedUpload(req, { pending: true });
    res.status(201).json({ imageUrl: imageUrlFor(key), thumbnailUrl: imageUrlFor(`${key}.thumb`) });
  });

  router.post('/api/content/image', receiveImage, async (req, res) => {
    const fields = parseInput(contentImageSaveRequest, req.body ?? {});
    const userId = userIdOf(req);
    // Stamped with the active child like any save (the web changes it with PUT when asked to).
    const [plan, childProfileId] = await Promise.all([
      deps.planOf(userId),
      childStampForSave(deps, userId, undefined),
    ]);
    const key = await receivedUpload(req, { pending: false });
    const outcome = await saveItem(
      deps.db,
      userId,
      {
        title: fields.title || 'Screenshot',
        titleChosen: Boolean(fields.title),
        description: fields.description || null,
        descriptionChosen: Boolean(fields.description),
        category: fields.category ?? 'Parenting Tips',
        categoryChosen: Boolean(fields.category),
        platform: 'manual',
        imageKey: key,
        note: fields.personalNotes || null,
        tags: fields.tags,
        childProfileId,
      },
      { month: monthKey(deps.now()), limit: isUnlimited(plan) ? null : deps.freeSaveLimit },
      (id) => deps.endedUsers.isEnded(id),
    );
    // The upload was made by this request, so no other save can have claimed it.
    if (outcome.kind !== 'created' && outcome.kind !== 'existing') {
      await discardUpload(deps, key);
      if (outcome.kind === 'ended') throw accountEnded();
      throw outcome.kind === 'limit' ? usageLimitReached() : new Error(`upload ${key} claimed twice`);
    }
    deps.onEventsWritten();
    res.status(201).json({ ...toContentItemResponse(outcome.item), duplicate: false });
  });

  router.post('/api/content/analyze-image', receiveImage, async (req, res) => {
    const userId = userIdOf(req);
    await deps.analyzeRate(userId, 'analyze-image');
    const key = await receivedUpload(req, { pending: false });
    // A client that goes away stops the wait, and the job if no worker has started it.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    try {
      res.json(await deps.analyzeImage(userId, key, { signal: gone.signal }));
    } catch (err) {
      if (!(err instanceof AnalysisAbandonedError)) throw err;
    } finally {
      // Analysis only: nothing is kept.
      await discardUpload(deps, key);
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
