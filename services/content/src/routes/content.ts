import express from 'express';
import {
  accountEnded,
  AppError,
  badRequest,
  contentListQuery,
  contentSaveRequest,
  contentUpdateRequest,
  idParam,
  notFound,
  parseInput,
  userIdOf,
} from '@nestkeep/common';
import type { ContentDeps } from '../deps.js';
import {
  deleteOwnedItem,
  findOwnedItem,
  listItems,
  requestAnalysis,
  saveItem,
  toggleFavorite,
  updateOwnedItem,
} from '../db/items.js';
import {
  childForEdit,
  childStampForSave,
  itemEdit,
  newItemFromSave,
  toContentItemResponse,
} from '../domain/items.js';
import { isUnlimited, monthKey } from '../domain/usage.js';
import { isPendingUpload } from '../db/uploads.js';
import { isQuickSave, withPageTitle } from './quick-save-title.js';

/** The spec's answer to a save over the free limit (part 2 §8 reads `Usage limit reached` / requiresUpgrade). */
export const usageLimitReached = () =>
  new AppError(403, 'Usage limit reached', 'Usage limit reached', undefined, { requiresUpgrade: true });

/** An upload is saved with one item only (deleting that item deletes its files). */
const uploadTaken = () =>
  badRequest('imageUrl: not one of your uploads waiting to be saved (upload it again)');

/** A user's saved content. Another user's item answers 404 on every route. */
export function contentRoutes(deps: ContentDeps): express.Router {
  const router = express.Router();

  router.get('/api/content', async (req, res) => {
    const query = parseInput(contentListQuery, req.query);
    const items = await listItems(deps.db, userIdOf(req), query);
    res.json(items.map(toContentItemResponse));
  });

  router.post('/api/content', async (req, res) => {
    const body = parseInput(contentSaveRequest, req.body);
    const userId = userIdOf(req);
    if (body.imageKey && !(await isPendingUpload(deps.db, userId, body.imageKey))) throw uploadTaken();
    const [plan, childProfileId] = await Promise.all([
      deps.planOf(userId),
      childStampForSave(deps, userId, body.childProfileId),
    ]);
    const outcome = await saveItem(
      deps.db,
      userId,
      { ...newItemFromSave(body), childProfileId },
      { month: monthKey(deps.now()), limit: isUnlimited(plan) ? null : deps.freeSaveLimit },
      (id) => deps.endedUsers.isEnded(id),
    );
    if (outcome.kind === 'ended') throw accountEnded();
    if (outcome.kind === 'limit') throw usageLimitReached(); // the upload stays, until it expires
    if (outcome.kind === 'upload_taken') throw uploadTaken();
    if (outcome.kind === 'created') deps.onEventsWritten();
    const duplicate = outcome.kind === 'existing';
    // The background shortcut shows the answer's title: a quick save waits a moment for the page's.
    const item =
      outcome.kind === 'created' && isQuickSave(req.body) && !outcome.item.titleChosen
        ? await withPageTitle(deps, userId, outcome.item)
        : outcome.item;
    res.status(duplicate ? 200 : 201).json({ ...toContentItemResponse(item), duplicate });
  });

  router.put('/api/content/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Content not found');
    const body = parseInput(contentUpdateRequest, req.body);
    const userId = userIdOf(req);
    const { childProfileId, ...fields } = body;
    const current = await findOwnedItem(deps.db, userId, id);
    if (!current) throw notFound('Content not found');
    const item = await updateOwnedItem(deps.db, userId, id, {
      ...itemEdit(fields, current),
      ...(childProfileId !== undefined
        ? { childProfileId: await childForEdit(deps, userId, childProfileId) }
        : {}),
    });
    if (!item) throw notFound('Content not found');
    res.json(toContentItemResponse(item));
  });

  const favorite: express.RequestHandler = async (req, res) => {
    const item = await toggleFavorite(
      deps.db,
      userIdOf(req),
      idParam(String(req.params.id), 'Content not found'),
    );
    if (!item) throw notFound('Content not found');
    res.json(toContentItemResponse(item));
  };
  // Both readings of the spec (part 1 §7): POST and PATCH toggle.
  router.post('/api/content/:id/favorite', favorite);
  router.patch('/api/content/:id/favorite', favorite);

  router.post('/api/content/:id/analyze', async (req, res) => {
    // Each analysis may be a paid provider call: counted per user before anything is queued.
    await deps.analyzeRate(userIdOf(req), 'analyze');
    const item = await requestAnalysis(
      deps.db,
      userIdOf(req),
      idParam(String(req.params.id), 'Content not found'),
    );
    if (!item) throw notFound('Content not found');
    deps.onEventsWritten();
    res.status(202).json(toContentItemResponse(item));
  });

  router.delete('/api/content/:id', async (req, res) => {
    const item = await deleteOwnedItem(deps.db, userIdOf(req), idParam(req.params.id, 'Content not found'));
    if (!item) throw notFound('Content not found');
    if (item.imageKey) {
      const key = item.imageKey;
      await Promise.all([deps.images.delete(key), deps.images.delete(`${key}.thumb`)]).catch((err) =>
        deps.logger.warn({ err, key }, 'image of a deleted item not removed'),
      );
    }
    res.status(204).end();
  });

  return router;
}
