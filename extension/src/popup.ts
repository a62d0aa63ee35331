/**
 * The toolbar popup: the current tab's title and address, an optional category and note, Save.
 * `popup.html?tabId=<id>` names the tab (tests, or a popup pinned in its own tab); otherwise the
 * active tab of the current window.
 */
import { hasAccess, requestAccess } from './lib/access.js';
import { saveLink } from './lib/api.js';
import { ext } from './lib/browser.js';
import { CATEGORIES, MESSAGES, badgeFor, isSaveableUrl, upgradeUrl, type Outcome } from './lib/core.js';
import { el } from './lib/dom.js';
import { disconnect, getSettings } from './lib/settings.js';

const root = document.getElementById('root')!;

async function currentTab(): Promise<chrome.tabs.Tab | undefined> {
  const named = Number(new URLSearchParams(location.search).get('tabId'));
  if (Number.isInteger(named) && named > 0) return ext.tabs.get(named).catch(() => undefined);
  return (await ext.tabs.query({ active: true, currentWindow: true }))[0];
}

function openTab(url: string): void {
  void ext.tabs.create({ url }).then(() => window.close());
}

function showNotConnected(origin: string, why?: string, access = true): void {
  const connect = el('button', { type: 'button', text: 'Connect' });
  connect.addEventListener('click', async () => {
    // The NestKeep address is asked for here, in the click (issue 22 point 8), not at install.
    if (!access && !(await requestAccess(origin))) {
      return showNotConnected(
        origin,
        `The extension needs your permission to reach NestKeep at ${origin}.`,
        false,
      );
    }
    connect.disabled = true;
    await ext.runtime.sendMessage({ type: 'connect' });
    window.close();
  });
  const options = el('a', { href: '#', text: 'Change the NestKeep address' });
  options.addEventListener('click', (e) => {
    e.preventDefault();
    void ext.runtime.openOptionsPage();
  });
  root.replaceChildren(
    el('p', { 'data-testid': 'not-connected', text: why ?? 'Not connected to NestKeep.' }),
    el('p', { class: 'muted', text: `Connect this browser to your account at ${origin}.` }),
    el('div', { class: 'actions' }, connect),
    el('p', { class: 'muted' }, options),
  );
}

function statusView(outcome: Outcome, origin: string): HTMLElement {
  const box = el('p', { class: `status ${outcome.kind}`, role: 'status', 'data-testid': 'save-status' });
  box.append(outcome.message);
  if (outcome.kind === 'limit') {
    const link = el('a', { href: upgradeUrl(origin), text: 'Upgrade' });
    link.addEventListener('click', (e) => {
      e.preventDefault();
      openTab(upgradeUrl(origin));
    });
    box.append(' ', link);
  }
  return box;
}

/** Connected, but the NestKeep address is not (or no longer) allowed: ask, with a click. */
function showNoAccess(origin: string): void {
  const allow = el('button', { type: 'button', text: `Allow access to ${new URL(origin).host}` });
  allow.addEventListener('click', async () => {
    if (await requestAccess(origin)) void main();
  });
  root.replaceChildren(
    el('p', {
      'data-testid': 'no-access',
      text: `The extension needs your permission to reach NestKeep at ${origin}.`,
    }),
    el('div', { class: 'actions' }, allow),
  );
}

async function main(): Promise<void> {
  const settings = await getSettings();
  const access = await hasAccess(settings.origin);
  // Not connected: Connect asks for the NestKeep address too (one click for both).
  if (!settings.token) return showNotConnected(settings.origin, undefined, access);
  if (!access) return showNoAccess(settings.origin);
  const tab = await currentTab();
  const url = tab?.url;

  const title = el('input', { id: 'title', type: 'text', value: tab?.title ?? '' });
  const category = el('select', { id: 'category' }, el('option', { value: '', text: 'Let NestKeep choose' }));
  for (const c of CATEGORIES) category.append(el('option', { value: c, text: c }));
  const note = el('textarea', { id: 'note', placeholder: 'Why you saved it (optional)' });
  const save = el('button', { type: 'submit', text: 'Save' });
  const status = el('div');
  const form = el(
    'form',
    {},
    el('label', { for: 'title', text: 'Title' }),
    title,
    el('p', { class: 'url', 'data-testid': 'page-url', text: url ?? '' }),
    el('label', { for: 'category', text: 'Category (optional)' }),
    category,
    el('label', { for: 'note', text: 'Note (optional)' }),
    note,
    el('div', { class: 'actions' }, save),
    status,
  );
  root.replaceChildren(form);
  if (!isSaveableUrl(url)) {
    save.disabled = true;
    status.replaceChildren(statusView({ kind: 'error', message: MESSAGES.notSaveable }, settings.origin));
    return;
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    save.disabled = true;
    save.textContent = 'Saving…';
    status.replaceChildren(el('p', { class: 'status', role: 'status', text: 'Saving…' }));
    const outcome = await saveLink(settings, {
      url,
      title: title.value,
      category: category.value,
      note: note.value,
    });
    save.textContent = 'Save';
    const badge = badgeFor(outcome.kind);
    const target = tab?.id !== undefined ? { tabId: tab.id } : {};
    await ext.action.setBadgeText({ text: badge.text, ...target }).catch(() => undefined);
    await ext.action.setBadgeBackgroundColor({ color: badge.color, ...target }).catch(() => undefined);
    if (outcome.kind === 'not_connected') {
      await disconnect();
      return showNotConnected(settings.origin, 'NestKeep no longer accepts this connection. Connect again.');
    }
    // A saved or existing item is done; anything else may be tried again.
    save.disabled = outcome.kind === 'saved' || outcome.kind === 'duplicate';
    status.replaceChildren(statusView(outcome, settings.origin));
  });
}

void main();
