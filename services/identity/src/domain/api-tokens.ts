import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, TOKEN_SCOPES, type ApiToken, type TokenScope } from '@nestkeep/common';

/** How many tokens one user may hold at once (a 21st is refused until one is revoked). */
export const MAX_TOKENS_PER_USER = 20;

/** lastUsedAt is written at most this often, so a busy token does not write on every call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** A fresh secret: 'nk_' + 32 random bytes, base64url (shown once, never stored). */
export function generateApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** What the database keeps: the SHA-256 (hex) of the whole token. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The first characters, so the user can tell their tokens apart: 'nk_a1b2c3d…'. */
export function tokenHint(token: string): string {
  return `${token.slice(0, 10)}…`;
}

/** Whether a stored lastUsedAt is stale enough to be written again. */
export function shouldTouchLastUsed(lastUsedAt: Date | null, now: Date): boolean {
  return !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
}

export function asScope(value: string): TokenScope {
  return (TOKEN_SCOPES as readonly string[]).includes(value) ? (value as TokenScope) : 'save';
}

export interface ApiTokenRow {
  id: number;
  name: string;
  scope: string;
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** A row as the list shows it (never the hash). */
export function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: asScope(row.scope),
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}
