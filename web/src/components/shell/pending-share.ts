/**
 * A link shared into NestKeep by the iOS shortcut (`/?url=...&content=...`, spec part 1 §2). It is
 * kept in this tab's sessionStorage until the save dialog can open for a signed-in user who has
 * finished onboarding, so signing in (a full trip to the identity provider) and the onboarding
 * wizard never lose it.
 */
export interface SharedLink {
  url: string;
  content?: string;
}

export const PENDING_SHARE_KEY = 'nestkeep.pendingShare';

/** The shared link in a query string, and the query string without it ('' or '?rest'). */
export function shareFromSearch(search: string): { link: SharedLink; rest: string } | undefined {
  const params = new URLSearchParams(search);
  const url = params.get('url');
  if (!url) return undefined;
  const content = params.get('content') ?? undefined;
  params.delete('url');
  params.delete('content');
  const rest = params.toString();
  return { link: content ? { url, content } : { url }, rest: rest ? `?${rest}` : '' };
}

/** Where sign-in returns to: the app with the link in the address again (the gateway keeps it). */
export function shareReturnPath(link: SharedLink | undefined): string {
  if (!link) return '/app';
  const params = new URLSearchParams({ url: link.url });
  if (link.content) params.set('content', link.content);
  return `/app?${params.toString()}`;
}

export function readPendingShare(): SharedLink | undefined {
  try {
    const raw = sessionStorage.getItem(PENDING_SHARE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<SharedLink> | null;
    if (!value || typeof value.url !== 'string' || !value.url) return undefined;
    return typeof value.content === 'string' && value.content
      ? { url: value.url, content: value.content }
      : { url: value.url };
  } catch {
    return undefined;
  }
}

export function rememberPendingShare(link: SharedLink): void {
  try {
    sessionStorage.setItem(PENDING_SHARE_KEY, JSON.stringify(link));
  } catch {
    // storage unavailable (private mode): the sign-in return address still carries the link
  }
}

export function forgetPendingShare(): void {
  try {
    sessionStorage.removeItem(PENDING_SHARE_KEY);
  } catch {
    // nothing to forget
  }
}
