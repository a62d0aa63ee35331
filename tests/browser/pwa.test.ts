import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { browserHarnessForFile, capture, pageJson, seriousA11yViolations, settle, visit } from './harness.js';

/**
 * Issue 11 point 4 in Chromium against the real gateway serving the production build: the web app
 * manifest (share target, icons), a share navigation saving through the save dialog, and the
 * service worker keeping the app shell available offline.
 */
const OFFLINE = "You're offline. Saved tips will be back when you reconnect.";

const h = browserHarnessForFile();

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('the web app manifest', () => {
  it('is linked from the page and served with the share target and icons that exist at their sizes', async () => {
    const html = await (await fetch(h.url('/app'), { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toMatch(/<meta name="theme-color" content="#7c3aed" \/>/);
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');

    const res = await fetch(h.url('/manifest.webmanifest'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'NestKeep',
      short_name: 'NestKeep',
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      theme_color: '#7c3aed',
      background_color: '#fbfaff',
      share_target: {
        action: '/share',
        method: 'GET',
        params: { title: 'title', text: 'text', url: 'url' },
      },
    });
    const described = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort();
    expect(described).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    const icons = [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ];
    for (const icon of icons) {
      const got = await fetch(h.url(icon.src));
      expect(got.status, icon.src).toBe(200);
      expect(got.headers.get('content-type'), icon.src).toBe('image/png');
      expect(icon.type).toBe('image/png');
      const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`, icon.src).toBe(`png ${icon.sizes}`);
    }
  });
});

describe('sharing into the installed app', () => {
  it('opens the save dialog with the link from the shared text, saves it, and the item is in the library', async () => {
    const { page, errors } = await h.signedInParent('share-target@example.com');
    await page.goto('/share?title=&text=Look%20https://example.com/tip&url=');
    const dialog = page.getByRole('dialog', { name: 'Save Content' });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: /^URL/ }).inputValue()).toBe('https://example.com/tip');
    expect(await dialog.getByLabel('Shared text').inputValue()).toBe('Look');
    // The address is the app's own again, without the shared data.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/app');

    await dialog.getByRole('button', { name: 'Save Content' }).click();
    await page.getByText('Content saved!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const items = await pageJson<Array<{ originalUrl: string | null }>>(page, 'GET', '/api/content');
    expect(items.map((i) => i.originalUrl)).toContain('https://example.com/tip');
    expect(errors).toEqual([]);
  });
});

describe('sharing signed out', () => {
  it('a shared text with no link survives sign-in and opens in the manual tab, then saves', async () => {
    // An existing parent (past onboarding) who is signed out in this browser.
    await h.signedInParent('share-text@example.com');
    const { page, errors } = await h.newPage();
    await page.goto('/share?title=Feeding&text=Burp%20after%20every%20feed');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('heading', { name: 'Development sign-in' }).waitFor();
    await page.getByLabel('Email').fill('share-text@example.com');
    await page.getByLabel('Display name').fill('Robin');
    await page.getByRole('button', { name: 'Sign in' }).click();

    const dialog = page.getByRole('dialog', { name: 'Save Content' });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: /Manual/ }).getAttribute('aria-selected')).toBe('true');
    expect(await dialog.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('Feeding');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Burp after every feed');
    expect(new URL(page.url()).pathname).toBe('/app');

    await dialog.getByRole('button', { name: 'Save Content' }).click();
    await dialog.waitFor({ state: 'detached' });
    const items = await pageJson<Array<{ title: string; description: string | null }>>(
      page,
      'GET',
      '/api/content',
    );
    expect(items.find((i) => i.title === 'Feeding')?.description).toBe('Burp after every feed');
    expect(errors).toEqual([]);
  });
});

describe('the service worker', () => {
  it('installs, precaches the app shell, and a reload of /app offline still shows the app with the offline banner', async () => {
    const { page, errors } = await h.signedInParent('offline-parent@example.com');
    const context = page.context();
    await visit(page, '/app');
    // Registered after load; it claims the page once active.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 15_000,
    });
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const urls: string[] = [];
      for (const key of keys) {
        for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
      }
      return { keys, urls };
    });
    expect(cached.keys).toHaveLength(1);
    expect(cached.keys[0]).toMatch(/^nestkeep-shell-/);
    expect(cached.urls).toEqual(
      expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/icons/icon-192.png']),
    );
    expect(cached.urls.some((u) => /^\/assets\/index-.*\.js$/.test(u))).toBe(true);
    expect(cached.urls.some((u) => /^\/assets\/.*\.css$/.test(u))).toBe(true);
    // The API and sign-in are never cached (the page has called /api by now).
    expect(cached.urls.filter((u) => u.startsWith('/api/') || u.startsWith('/auth/'))).toEqual([]);
    expect(await page.getByText(OFFLINE).count()).toBe(0);

    await context.setOffline(true);
    // The worker's own requests are offline too (so the page below can only come from its cache).
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    expect(
      await worker!.evaluate(() =>
        fetch('/healthz', { cache: 'no-store' }).then(
          () => 'reached',
          () => 'offline',
        ),
      ),
    ).toBe('offline');

    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await page.getByRole('status').filter({ hasText: OFFLINE }).waitFor();
    await settle(page);
    // The app's frame: its navigation and main area, not the browser's offline error page.
    expect(await page.locator('main').count()).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: 'NestKeep' }).waitFor();
    // The account page says there is no connection, not that the parent is signed out.
    await page.getByRole('heading', { name: 'No connection' }).waitFor();
    expect(await page.getByText('Welcome to NestKeep').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'pwa-offline-app');
    expect(await page.title()).not.toBe('');
    // API calls fail while offline (never answered from a cache).
    expect(
      await page.evaluate(() =>
        fetch('/api/content', { credentials: 'include' }).then(
          (r) => `answered ${r.status}`,
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    // Back online: the banner goes and the parent's app loads without a reload.
    await context.setOffline(false);
    await page.getByText(OFFLINE).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.getByRole('heading', { name: 'No connection' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
