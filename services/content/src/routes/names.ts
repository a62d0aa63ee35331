import express from 'express';
import {
  nameFavoriteDeleteQuery,
  nameFavoriteRequest,
  nameGenerationRequest,
  parseInput,
  userIdOf,
  type NameFavorites,
} from '@nestkeep/common';
import type { ContentDeps } from '../deps.js';
import { addFavorite, listFavorites, removeFavorite } from '../domain/name-favorites.js';

/**
 * Who a visitor is for the rate limit: the address the gateway saw (the last X-Forwarded-For hop,
 * which the gateway appends; earlier hops are whatever the client sent).
 */
function visitorKey(req: express.Request): string {
  const hops = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return `visitor:${hops.at(-1) ?? req.ip ?? 'unknown'}`;
}

/**
 * The baby name generator (issue 9 item 2, part 2 §2.8, §7). Generating is public: signed-out
 * visitors (a `visitor` token from the gateway) get names too, within a tighter rate limit.
 * Favourites are per signed-in user (401 otherwise); removing a name that is not one of the user's
 * own favourites is 404.
 */
export function nameRoutes(deps: ContentDeps): express.Router {
  const router = express.Router();

  router.post('/api/generate-baby-names', async (req, res) => {
    const query = parseInput(nameGenerationRequest, req.body);
    if (req.principal?.kind === 'user') await deps.names.userRate(req.principal.userId, 'names');
    else await deps.names.visitorRate(visitorKey(req), 'names');
    res.json(await deps.names.generate(query));
  });

  router.get('/api/names/favorites', async (req, res) => {
    const favorites = await listFavorites(deps.db, userIdOf(req), deps.familyOf, deps.logger);
    res.json({ favorites } satisfies NameFavorites);
  });

  router.post('/api/names/favorites', async (req, res) => {
    const userId = userIdOf(req);
    const card = parseInput(nameFavoriteRequest, req.body);
    res.status(201).json(await addFavorite(deps.db, userId, card, deps.now()));
  });

  // The name in the query: any name, `..` and `a/b` included (see nameFavoriteDeleteQuery).
  router.delete('/api/names/favorites', async (req, res) => {
    const { name } = parseInput(nameFavoriteDeleteQuery, req.query);
    await removeFavorite(deps.db, userIdOf(req), name);
    res.status(204).end();
  });

  // Kept for existing API-token clients: works for names a path segment can carry.
  router.delete('/api/names/favorites/:name', async (req, res) => {
    await removeFavorite(deps.db, userIdOf(req), String(req.params.name));
    res.status(204).end();
  });

  return router;
}
