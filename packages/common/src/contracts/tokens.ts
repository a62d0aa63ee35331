import { z } from 'zod';
import { TOKEN_SCOPES } from '../token-scopes.js';

/** POST /api/tokens: a name the user recognises the token by ('iPhone shortcut', 'Chrome'). */
export const apiTokenCreateRequest = z.object({
  name: z
    .string({ error: 'Give the token a name' })
    .trim()
    .min(1, 'Give the token a name')
    .max(60, 'The name must be at most 60 characters'),
  scope: z.enum(TOKEN_SCOPES).default('save'),
});

/** A token as listed: never the secret itself, only its first characters to tell tokens apart. */
export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  /** e.g. 'nk_a1b2c3…' */
  hint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** POST /api/tokens answer: the only time the secret is shown. */
export const apiTokenCreated = apiToken.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreated>;

/** POST /internal/tokens/verify { token } → who it acts for (401 for an unknown or revoked one). */
export const tokenVerifyRequest = z.object({ token: z.string().min(1).max(200) });
export const tokenVerifyResponse = z.object({
  tokenId: z.number().int(),
  userId: z.string(),
  scope: z.enum(TOKEN_SCOPES),
});
export type TokenVerifyResponse = z.infer<typeof tokenVerifyResponse>;
