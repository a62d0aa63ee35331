/**
 * The background (a service worker in Chromium, background scripts in Firefox): the context menu
 * entries, the keyboard shortcut, the badge and notifications, and the connect flow. Every
 * listener is registered at the top level so a restarted worker still hears its events.
 */
import { saveImage, saveLink, whoAmI } from './lib/api.js';
import { ext } from './lib/browser.js';
import {
  MESSAGES,
  badgeFor,
  browserName,
  connectPageUrl,
  isSaveableUrl,
  tokenFromDoneUrl,
  type Outcome,
} from './lib/core.js';
import { getSettings, setConnection } from './lib/settings.js';

export const MENU_SAVE_LINK = 'nestkeep-save-link';
export const MENU_SAVE_IMAGE = 'nestkeep-save-image';
export const COMMAND_SAVE_PAGE = 'save-page';

async function createMenus(): Promise<void> {
  // Promise form (Firefox's browser.* takes no callbacks); entries survive restarts, so start clean.
  await ext.contextMenus.removeAll();
  ext.contextMenus.create({ id: MENU_SAVE_LINK, title: 'Save link to NestKeep', contexts: ['link'] });
  ext.contextMenus.create({ id: MENU_SAVE_IMAGE, title: 'Save image to NestKeep', contexts: ['image'] });
}

/** The last messages shown in notifications, newest last (read by tests through `self.nestkeep`). */
const notified: string[] = [];

/** Shows an outcome: the badge on the tab (or everywhere) and a notification saying it plainly. */
async function report(outcome: Outcome, tabId?: number): Promise<void> {
  const badge = badgeFor(outcome.kind);
  const target = tabId !== undefined && tabId >= 0 ? { tabId } : {};
  await Promise.all([
    ext.action.setBadgeText({ text: badge.text, ...target }),
    ext.action.setBadgeBackgroundColor({ color: badge.color, ...target }),
  ]).catch(() => undefined);
  await notify(outcome.message);
}

async function notify(message: string): Promise<void> {
  notified.push(message);
  if (notified.length > 20) notified.shift();
  try {
    await ext.notifications.create({
      type: 'basic',
      iconUrl: ext.runtime.getURL('icons/icon-128.png'),
      title: 'NestKeep',
      message,
    });
  } catch {
    // Notifications switched off for the browser: the badge still tells.
  }
}

/** A context menu click (exposed on `self.nestkeep` so tests can call it). */
export async function onMenuClick(
  info: Pick<chrome.contextMenus.OnClickData, 'menuItemId' | 'linkUrl' | 'srcUrl' | 'pageUrl'>,
  tab?: Pick<chrome.tabs.Tab, 'id' | 'title' | 'url'>,
): Promise<Outcome> {
  const settings = await getSettings();
  let outcome: Outcome;
  if (info.menuItemId === MENU_SAVE_IMAGE && info.srcUrl) {
    outcome = await saveImage(settings, {
      src: info.srcUrl,
      pageTitle: tab?.title,
      pageUrl: info.pageUrl ?? tab?.url,
    });
  } else if (info.menuItemId === MENU_SAVE_LINK && isSaveableUrl(info.linkUrl)) {
    outcome = await saveLink(settings, { url: info.linkUrl });
  } else {
    outcome = { kind: 'error', message: MESSAGES.notSaveable };
  }
  await report(outcome, tab?.id);
  return outcome;
}

/** Saves a tab's page (the keyboard shortcut; exposed for tests too). */
export async function savePage(tab?: Pick<chrome.tabs.Tab, 'id' | 'title' | 'url'>): Promise<Outcome> {
  const target = tab ?? (await ext.tabs.query({ active: true, currentWindow: true }))[0];
  const outcome = isSaveableUrl(target?.url)
    ? await saveLink(await getSettings(), { url: target.url, title: target.title })
    : { kind: 'error' as const, message: MESSAGES.notSaveable };
  await report(outcome, target?.id);
  return outcome;
}

/** Opens the connect page; the tab is watched until it reaches the done address. */
export async function startConnect(): Promise<void> {
  const { origin } = await getSettings();
  const tab = await ext.tabs.create({ url: connectPageUrl(origin, browserName(navigator.userAgent)) });
  await ext.storage.local.set({ connectTabId: tab.id });
}

/** The connect tab reached `<origin>/connect/extension/done#token=...`: keep the token, close it. */
async function onTabUpdated(tabId: number, change: { url?: string }, tab: chrome.tabs.Tab): Promise<void> {
  const url = change.url ?? tab.url;
  if (!url) return;
  const { connectTabId } = (await ext.storage.local.get('connectTabId')) as { connectTabId?: number };
  if (connectTabId !== tabId) return;
  const settings = await getSettings();
  const token = tokenFromDoneUrl(url, settings.origin);
  if (!token) return;
  await ext.storage.local.remove('connectTabId');
  const me = await whoAmI({ origin: settings.origin, token }).catch(() => ({ email: null }));
  await setConnection(token, me.email);
  await ext.tabs.remove(tabId).catch(() => undefined);
  await ext.action.setBadgeText({ text: '' }).catch(() => undefined);
  await notify(me.email ? `Connected to NestKeep as ${me.email}` : 'Connected to NestKeep');
}

ext.runtime.onInstalled.addListener(() => void createMenus());
ext.runtime.onStartup?.addListener(() => void createMenus());
ext.contextMenus.onClicked.addListener((info, tab) => void onMenuClick(info, tab));
ext.commands.onCommand.addListener((command, tab) => {
  if (command === COMMAND_SAVE_PAGE) void savePage(tab?.url ? tab : undefined);
});
ext.tabs.onUpdated.addListener((tabId, change, tab) => void onTabUpdated(tabId, change, tab));
ext.tabs.onRemoved.addListener(async (tabId) => {
  const { connectTabId } = (await ext.storage.local.get('connectTabId')) as { connectTabId?: number };
  if (connectTabId === tabId) await ext.storage.local.remove('connectTabId');
});
ext.runtime.onMessage.addListener((message: { type?: string }, _sender, sendResponse) => {
  if (message?.type === 'connect') {
    startConnect().then(
      () => sendResponse({ ok: true }),
      (err: Error) => sendResponse({ ok: false, message: err.message }),
    );
    return true;
  }
  return false;
});

/** The handlers, for tests driving the worker (`serviceWorker.evaluate(() => self.nestkeep...)`). */
(globalThis as unknown as { nestkeep: object }).nestkeep = {
  onMenuClick,
  savePage,
  startConnect,
  notified,
  MENU_SAVE_LINK,
  MENU_SAVE_IMAGE,
};
