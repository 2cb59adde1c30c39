// @ts-check
/// <reference lib="webworker" />
// The portal's service worker: the app shell is precached at install, so a reload without network shows
// the portal (which then says it is offline) instead of the browser's error page. API calls are not touched:
// they go to other origins and must never be answered from a cache.
/** @type {ServiceWorkerGlobalScope} */
const sw = /** @type {any} */ (self);

/** Filled in at build time by scripts/vite-plugin-sw.ts: every file of the build and the build's id. */
const PRECACHE = /** @type {string[]} */ (__PRECACHE__);
const CACHE = `portal-shell-${__BUILD_ID__}`;
const SHELL = '/index.html';

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('portal-shell-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') {
    // Network first, so a new release is seen at once; the cached shell when the network is gone.
    event.respondWith(fetch(request).catch(() => caches.match(SHELL).then((r) => r ?? Response.error())));
    return;
  }
  event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
});
