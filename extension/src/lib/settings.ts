import { ext } from './browser.js';
import { DEFAULT_ORIGIN } from './core.js';

/** What the extension keeps in storage.local. */
export interface Settings {
  origin: string;
  token: string | null;
  email: string | null;
}

export async function getSettings(): Promise<Settings> {
  const s = (await ext.storage.local.get(['origin', 'token', 'email'])) as Partial<Settings>;
  return { origin: s.origin || DEFAULT_ORIGIN, token: s.token || null, email: s.email || null };
}

/** A new origin drops the token: it belongs to the old NestKeep. */
export async function setOrigin(origin: string): Promise<void> {
  const { origin: old } = await getSettings();
  if (old === origin) return;
  await ext.storage.local.set({ origin });
  await ext.storage.local.remove(['token', 'email']);
}

export async function setConnection(token: string, email: string | null): Promise<void> {
  await ext.storage.local.set({ token, email });
}

export async function disconnect(): Promise<void> {
  await ext.storage.local.remove(['token', 'email', 'connectTabId']);
}
