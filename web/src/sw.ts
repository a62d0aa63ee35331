/**
 * NestKeep's service worker (issue 11 point 4): the built app shell is precached so the app opens
 * offline. Built by Vite as /sw.js (see `serviceWorker()` in vite.config.ts, which fills in the
 * list of files and the cache version from the build). Registered from main.tsx in production only.
 *
 * - Pages (navigations): network first; offline, the precached index.html (the SPA shell).
 * - The build's files (JS, CSS, icons, manifest): from the precache, else the network.
 * - /api, /auth and anything cross-origin: never touched, never cached.
 * - An update installs the new precache, takes over at once and deletes the old caches.
 */

// The worker's own types, kept local: the web app's tsconfig has the DOM library, not WebWorker.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
  readonly caches: CacheStorage;
}

/** Replaced at build time: the shell's files (paths from /) and a hash of them. */
declare const __NK_PRECACHE__: string[];
declare const __NK_VERSION__: string;

const sw = self as unknown as WorkerScope;
const PREFIX = 'nestkeep-shell-';
const CACHE = `${PREFIX}${__NK_VERSION__}`;
const SHELL = '/index.html';
const NEVER = ['/api/', '/auth/'];

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await sw.caches.open(CACHE);
      // 'reload': straight from the server, not the HTTP cache, so the shell matches its assets.
      await cache.addAll(
        __NK_PRECACHE__.map((path) => new Request(new URL(path, sw.location.href), { cache: 'reload' })),
      );
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await sw.caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await sw.caches.delete(key);
      }
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  // A keepalive request (a delete sent as the page closes) is sent by the worker itself: Chromium
  // falls back to the page for a request the worker leaves alone, and that page is already gone.
  if (request.keepalive) {
    event.respondWith(fetch(request));
    return;
  }
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (NEVER.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return await fetch(request);
        } catch (err) {
          const shell = await sw.caches.match(new URL(SHELL, sw.location.href).href, { cacheName: CACHE });
          if (shell) return shell;
          throw err;
        }
      })(),
    );
    return;
  }

  event.respondWith((async () => (await sw.caches.match(request, { cacheName: CACHE })) ?? fetch(request))());
});

// A module (its names stay its own); the built sw.js has no exports.
export {};
