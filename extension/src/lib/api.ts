import {
  MESSAGES,
  imageFileName,
  imageTitle,
  linkSaveBody,
  outcomeOf,
  unreachable,
  type Outcome,
} from './core.js';

/** Calls to NestKeep with the extension's bearer token (no cookies: `credentials: 'omit'`). */
interface Connection {
  origin: string;
  token: string | null;
}

async function call(c: Connection, method: string, path: string, body?: BodyInit, json = false) {
  return fetch(new URL(path, c.origin), {
    method,
    credentials: 'omit',
    headers: {
      Authorization: `Bearer ${c.token}`,
      Accept: 'application/json',
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    },
    body,
  });
}

async function answer(c: Connection, send: () => Promise<Response>): Promise<Outcome> {
  if (!c.token) return { kind: 'not_connected', message: MESSAGES.notConnected };
  let res: Response;
  try {
    res = await send();
  } catch {
    return unreachable(c.origin);
  }
  return outcomeOf(res.status, await res.json().catch(() => null));
}

/** Saves a page or link (POST /api/content). */
export function saveLink(
  c: Connection,
  input: { url: string; title?: string | null; category?: string | null; note?: string | null },
): Promise<Outcome> {
  return answer(c, () => call(c, 'POST', '/api/content', JSON.stringify(linkSaveBody(input)), true));
}

/**
 * Saves an image from a page: its bytes are fetched here and uploaded like a screenshot (POST
 * /api/content/image), so it is stored and analysed. The context menu click lets the extension
 * read the page's own site (activeTab); an image elsewhere is read only if its site allows it.
 */
export async function saveImage(
  c: Connection,
  input: { src: string; pageTitle?: string | null; pageUrl?: string | null },
): Promise<Outcome> {
  if (!c.token) return { kind: 'not_connected', message: MESSAGES.notConnected };
  let blob: Blob;
  try {
    const res = await fetch(input.src, { credentials: 'include' });
    if (!res.ok) throw new Error(`status ${res.status}`);
    blob = await res.blob();
  } catch (err) {
    return { kind: 'error', message: `Could not read the image (${(err as Error).message}).` };
  }
  if (!blob.type.startsWith('image/')) {
    return { kind: 'error', message: 'That address did not give an image.' };
  }
  const form = new FormData();
  form.append('image', blob, imageFileName(input.src, blob.type));
  form.append('title', imageTitle(input.pageTitle, input.src));
  if (input.pageUrl) form.append('personalNotes', `From ${input.pageUrl}`);
  return answer(c, () => call(c, 'POST', '/api/content/image', form));
}

/** The signed-in user's email (GET /api/auth/user), or null when the token is not accepted. */
export async function whoAmI(c: Connection): Promise<{ status: number; email: string | null }> {
  if (!c.token) return { status: 401, email: null };
  const res = await call(c, 'GET', '/api/auth/user');
  const body = (await res.json().catch(() => null)) as { email?: unknown; user?: { email?: unknown } } | null;
  const email = body?.email ?? body?.user?.email;
  return { status: res.status, email: res.ok && typeof email === 'string' ? email : null };
}
