import express from 'express';
import {
  apiTokenCreateRequest,
  conflict,
  idParam,
  notFound,
  parseInput,
  requireServicePrincipal,
  tokenVerifyRequest,
  unauthorized,
  userIdOf,
  type ApiTokenCreated,
  type TokenVerifyResponse,
} from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import {
  createApiToken,
  deleteApiToken,
  findApiTokenByHash,
  listApiTokens,
  touchApiToken,
} from '../db/api-tokens.js';
import {
  asScope,
  generateApiToken,
  hashApiToken,
  LAST_USED_RESOLUTION_MS,
  MAX_TOKENS_PER_USER,
  shouldTouchLastUsed,
  tokenHint,
  toApiToken,
} from '../domain/api-tokens.js';

/**
 * Personal API tokens (issue 11): the user lists, creates and revokes their own; the gateway
 * verifies a bearer token on every call through /internal/tokens/verify.
 */
export function apiTokenRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();

  router.get('/api/tokens', async (req, res) => {
    const userId = userIdOf(req);
    const rows = await listApiTokens(deps.db, userId);
    res.set('Cache-Control', 'no-store');
    res.json(rows.map(toApiToken));
  });

  router.post('/api/tokens', async (req, res) => {
    const userId = userIdOf(req);
    const body = parseInput(apiTokenCreateRequest, req.body ?? {});
    const secret = generateApiToken();
    const result = await createApiToken(
      deps.db,
      userId,
      { name: body.name, scope: body.scope, tokenHash: hashApiToken(secret), hint: tokenHint(secret) },
      MAX_TOKENS_PER_USER,
      deps.now(),
    );
    if (result.kind === 'no_user') throw unauthorized();
    if (result.kind === 'limit') {
      throw conflict(
        `You already have ${MAX_TOKENS_PER_USER} API tokens, the most allowed. Revoke one you no longer use first.`,
      );
    }
    const created: ApiTokenCreated = { ...toApiToken(result.token), token: secret };
    res.set('Cache-Control', 'no-store');
    res.status(201).json(created);
  });

  router.delete('/api/tokens/:id', async (req, res) => {
    const userId = userIdOf(req);
    const id = idParam(req.params.id, 'Token not found');
    if (!(await deleteApiToken(deps.db, userId, id))) throw notFound('Token not found');
    res.status(204).end();
  });

  router.post('/internal/tokens/verify', requireServicePrincipal, async (req, res) => {
    const { token } = parseInput(tokenVerifyRequest, req.body ?? {});
    const row = await findApiTokenByHash(deps.db, hashApiToken(token));
    if (!row) throw unauthorized('Invalid or revoked API token');
    const now = deps.now();
    if (shouldTouchLastUsed(row.lastUsedAt, now)) {
      await touchApiToken(deps.db, row.id, now, new Date(now.getTime() - LAST_USED_RESOLUTION_MS));
    }
    const answer: TokenVerifyResponse = { tokenId: row.id, userId: row.userId, scope: asScope(row.scope) };
    res.json(answer);
  });

  return router;
}
