import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The service worker's logic (src/sw.ts) in a small stand-in for a worker scope: what the install
 * precaches, what activation (also after an update) deletes, and which requests it answers. The
 * real worker in Chromium is covered by tests/browser/pwa.test.ts.
 */
const ORIGIN = 'https://nestkeep.test';
const PRECACHE = ['/index.html', '/assets/index-abc.js', '/assets/index-def.css', '/manifest.webmanifest'];

type Listener = (event: Record<string, unknown>) => void;

/** A Map-backed CacheStorage: cache name → (absolute URL → body text). */
function fakeCaches() {
  const store = new Map<string, Map<string, string>>();
  const open = async (name: string) => {
    if (!store.has(name)) store.set(name, new Map());
    const entries = store.get(name)!;
    return {
      addAll: async (requests: Request[]) => {
        for (const r of requests) {
          const res = await fetch(r);
          if (!res.ok) throw new Error(`precache ${r.url}: ${res.status}`);
          entries.set(r.url, await res.text());
        }
      },
    };
  };
  const match = async (request: Request | string, opts?: { cacheName?: string }) => {
    const url = typeof request === 'string' ? request : request.url;
    const names = opts?.cacheName ? [opts.cacheName] : [...store.keys()];
    for (const name of names) {
      const body = store.get(name)?.get(url);
      if (body !== undefined) return new Response(body, { headers: { 'x-from': 'cache' } });
    }
    return undefined;
  };
  return {
    store,
    api: {
      open,
      match,
      keys: async () => [...store.keys()],
      delete: async (name: string) => store.delete(name),
    },
  };
}

let listeners: Record<string, Listener>;
let caches: ReturnType<typeof fakeCaches>;
let online: boolean;
let network: string[];
const claim = vi.fn(async () => undefined);
const skipWaiting = vi.fn(async () => undefined);

async function loadWorker(version: string) {
  listeners = {};
  vi.stubGlobal('__NK_PRECACHE__', PRECACHE);
  vi.stubGlobal('__NK_VERSION__', version);
  vi.stubGlobal('self', {
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    skipWaiting,
    clients: { claim },
    location: new URL(`${ORIGIN}/sw.js`),
    caches: caches.api,
  });
  vi.resetModules();
  await import('./sw');
}

/** Fires an extendable event and waits for what it asked to wait for. */
async function fire(type: 'install' | 'activate') {
  let done: Promise<unknown> = Promise.resolve();
  listeners[type]!({ waitUntil: (p: Promise<unknown>) => (done = p) });
  await done;
}

/** Fires a fetch event: the worker's answer, or 'not handled' when it leaves it to the browser. */
async function request(path: string, init: { mode?: string; method?: string; keepalive?: boolean } = {}) {
  const req = {
    url: new URL(path, ORIGIN).href,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'cors',
    keepalive: init.keepalive ?? false,
  };
  let answer: Promise<Response> | undefined;
  listeners.fetch!({ request: req, respondWith: (r: Promise<Response>) => (answer = Promise.resolve(r)) });
  if (!answer) return 'not handled';
  const res = await answer;
  return `${res.headers.get('x-from') ?? 'network'}: ${await res.text()}`;
}

beforeEach(() => {
  caches = fakeCaches();
  online = true;
  network = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = typeof input === 'string' ? new URL(input, ORIGIN).href : input.url;
    network.push(new URL(url).pathname);
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(`body of ${new URL(url).pathname}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the service worker', () => {
  it('precaches the app shell on install and takes over at once', async () => {
    await loadWorker('v1');
    await fire('install');
    expect([...caches.store.keys()]).toEqual(['nestkeep-shell-v1']);
    expect([...caches.store.get('nestkeep-shell-v1')!.keys()].map((u) => new URL(u).pathname)).toEqual(
      PRECACHE,
    );
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('after an update, activation deletes the old shell cache (only its own) and claims the pages', async () => {
    await loadWorker('v1');
    await fire('install');
    await fire('activate');
    await caches.api.open('someone-elses-cache');
    await loadWorker('v2');
    await fire('install');
    expect([...caches.store.keys()].sort()).toEqual([
      'nestkeep-shell-v1',
      'nestkeep-shell-v2',
      'someone-elses-cache',
    ]);
    await fire('activate');
    expect([...caches.store.keys()].sort()).toEqual(['nestkeep-shell-v2', 'someone-elses-cache']);
    expect(claim).toHaveBeenCalledTimes(2);
  });

  it('serves pages from the network, and the cached shell when the network fails', async () => {
    await loadWorker('v1');
    await fire('install');
    expect(await request('/saved', { mode: 'navigate' })).toBe('network: body of /saved');
    online = false;
    expect(await request('/saved', { mode: 'navigate' })).toBe('cache: body of /index.html');
  });

  it('serves the build files from the precache, others from the network', async () => {
    await loadWorker('v1');
    await fire('install');
    online = false;
    expect(await request('/assets/index-abc.js')).toBe('cache: body of /assets/index-abc.js');
    online = true;
    expect(await request('/robots.txt')).toBe('network: body of /robots.txt');
  });

  it('never touches /api, /auth, other methods or other origins', async () => {
    await loadWorker('v1');
    await fire('install');
    const before = network.length;
    expect(await request('/api/content')).toBe('not handled');
    expect(await request('/api/auth/user', { mode: 'navigate' })).toBe('not handled');
    expect(await request('/auth/google?redirect=%2Fapp', { mode: 'navigate' })).toBe('not handled');
    expect(await request('/api/content', { method: 'POST' })).toBe('not handled');
    expect(await request('https://example.com/tip', { mode: 'navigate' })).toBe('not handled');
    expect(network.length).toBe(before);
    expect([...caches.store.get('nestkeep-shell-v1')!.keys()].some((u) => u.includes('/api/'))).toBe(false);
  });

  it('sends a keepalive request itself (a delete sent as the page closes), straight to the network', async () => {
    await loadWorker('v1');
    await fire('install');
    expect(await request('/api/content/7', { method: 'DELETE' })).toBe('not handled');
    const before = network.length;
    expect(await request('/api/content/7', { method: 'DELETE', keepalive: true })).toBe(
      'network: body of /api/content/7',
    );
    expect(network.slice(before)).toEqual(['/api/content/7']);
  });
});
