/** The options page: the NestKeep address, Connect / Disconnect, and who is connected. */
import { hasAccess, requestAccess } from './lib/access.js';
import { whoAmI } from './lib/api.js';
import { ext } from './lib/browser.js';
import { parseOrigin } from './lib/core.js';
import { disconnect, getSettings, setConnection, setOrigin } from './lib/settings.js';

const originInput = document.getElementById('origin') as HTMLInputElement;
const originStatus = document.getElementById('origin-status')!;
const accountStatus = document.getElementById('account-status')!;
const connectButton = document.getElementById('connect') as HTMLButtonElement;
const disconnectButton = document.getElementById('disconnect') as HTMLButtonElement;

const accessButton = document.getElementById('access') as HTMLButtonElement;
/** Said instead of 'Not connected.' until the next connection (after Disconnect). */
let notice: string | null = null;
/** The NestKeep address and whether it is allowed, as last rendered (read in Connect's click). */
let shownOrigin = '';
let access = true;

async function render(): Promise<void> {
  const settings = await getSettings();
  originInput.value = settings.origin;
  shownOrigin = settings.origin;
  access = await hasAccess(settings.origin);
  // Not connected, Connect asks for the NestKeep address itself; connected without it, ask here.
  accessButton.hidden = access || !settings.token;
  accessButton.textContent = `Allow access to ${new URL(settings.origin).host}`;
  if (!access && settings.token) {
    connectButton.hidden = true;
    disconnectButton.hidden = true;
    accountStatus.textContent = `The extension needs your permission to reach NestKeep at ${settings.origin}.`;
    return;
  }
  connectButton.hidden = Boolean(settings.token);
  disconnectButton.hidden = !settings.token;
  if (!settings.token) {
    accountStatus.textContent = notice ?? 'Not connected.';
    return;
  }
  notice = null;
  accountStatus.textContent = settings.email ? `Connected as ${settings.email}` : 'Connected';
  try {
    const me = await whoAmI(settings);
    if (me.status === 401) {
      await disconnect();
      accountStatus.textContent = 'NestKeep no longer accepts this connection. Connect again.';
      connectButton.hidden = false;
      disconnectButton.hidden = true;
    } else if (me.email) {
      if (me.email !== settings.email) await setConnection(settings.token, me.email);
      accountStatus.textContent = `Connected as ${me.email}`;
    }
  } catch {
    accountStatus.textContent = `Connected (NestKeep at ${settings.origin} cannot be reached right now)`;
  }
}

document.getElementById('origin-form')!.addEventListener('submit', async (e) => {
  e.preventDefault();
  const check = parseOrigin(originInput.value);
  if (!check.ok) {
    originStatus.textContent = check.message;
    return;
  }
  await setOrigin(check.origin);
  originStatus.textContent = `Saved: ${check.origin}`;
  await render();
});

accessButton.addEventListener('click', async () => {
  if (await requestAccess((await getSettings()).origin)) await render();
});

connectButton.addEventListener('click', async () => {
  // Asked for in the click itself (a user gesture), the first time only (issue 22 point 8).
  if (!access && !(await requestAccess(shownOrigin))) {
    accountStatus.textContent = `The extension needs your permission to reach NestKeep at ${shownOrigin}. Press Connect to allow it.`;
    return;
  }
  await ext.runtime.sendMessage({ type: 'connect' });
});

disconnectButton.addEventListener('click', async () => {
  notice = 'Disconnected. You can also revoke the token in your NestKeep profile.';
  await disconnect();
  await render();
});

// The connect flow finishes in the background: show it here as soon as the token is stored.
ext.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && ('token' in changes || 'email' in changes || 'origin' in changes)) void render();
});

void render();
