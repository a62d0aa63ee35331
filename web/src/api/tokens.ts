import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiToken, ApiTokenCreated, ContentSaveResponse } from '@nestkeep/common/web';
import { ApiError, apiRequest, queryClient } from './client';

/** GET /api/tokens: the user's personal API tokens, newest first (never their secrets). */
export const TOKENS_KEY = ['/api/tokens'] as const;

export function useTokens(enabled = true) {
  return useQuery<ApiToken[]>({ queryKey: TOKENS_KEY, enabled });
}

const refreshTokens = () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY });

/** POST /api/tokens {name}: the answer carries the secret, shown this once. */
export const createToken = (name: string) => apiRequest<ApiTokenCreated>('POST', '/api/tokens', { name });

export function useCreateToken() {
  return useMutation({ mutationFn: createToken, onSuccess: () => void refreshTokens() });
}

/** DELETE /api/tokens/:id: the token stops working at once. */
export function useRevokeToken() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/tokens/${id}`),
    onSuccess: () => void refreshTokens(),
  });
}

/**
 * Saves a link the way the background iOS shortcut does: POST /api/content with the token as a
 * bearer and no cookie. Throws an ApiError with the server's message when refused.
 */
export async function saveWithToken(token: string, url: string): Promise<ContentSaveResponse> {
  const res = await fetch('/api/content', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ url: url.trim() }),
    credentials: 'omit',
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, body);
  return body as ContentSaveResponse;
}

/** 'Never used', or how long ago a token was last used ('just now', '5 minutes ago', '3 days ago'). */
export function lastUsedLabel(lastUsedAt: string | null, now: Date = new Date()): string {
  if (!lastUsedAt) return 'Never used';
  const then = new Date(lastUsedAt);
  if (Number.isNaN(then.getTime())) return 'Never used';
  return `Last used ${relativeTime(then, now)}`;
}

export function relativeTime(then: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const units: Array<[number, string]> = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
