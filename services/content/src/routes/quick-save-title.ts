import type { ContentItem } from '../generated/prisma/client.js';
import type { ContentDeps } from '../deps.js';
import { findOwnedItem } from '../db/items.js';

/** How often the stored item is read again while waiting for its page title. */
const POLL_MS = 100;

/**
 * A save as the background iOS shortcut (or any share) sends it: a bare `url` or a shared `text`,
 * not the save dialog's `originalUrl`. Only such a save waits for the page's title.
 */
export function isQuickSave(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  return !b.originalUrl && (typeof b.url === 'string' || typeof b.text === 'string');
}

/**
 * The just-stored link item once its analysis has run (the page's own title written back by the
 * analysis-results worker), waiting at most `deps.quickSaveTitleWaitMs`; else as it is then, with
 * the title made from the address. The item is already stored: waiting never puts the save at risk,
 * and a failed read answers with the item as saved.
 */
export async function withPageTitle(
  deps: ContentDeps,
  userId: string,
  item: ContentItem,
): Promise<ContentItem> {
  const waitMs = deps.quickSaveTitleWaitMs ?? 0;
  if (!item.originalUrl || waitMs <= 0) return item;
  const deadline = Date.now() + waitMs;
  let latest = item;
  try {
    while (latest.analysisStatus === 'pending' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
      latest = (await findOwnedItem(deps.db, userId, item.id)) ?? latest;
    }
  } catch (err) {
    deps.logger.warn({ itemId: item.id, err: (err as Error).message }, 'page title not read back');
  }
  return latest;
}
