// The service worker: every file of the site is cached at install, and served from the
// cache first, so the table app loads and judges with the network off after one visit.
const CACHE = "perlagg-__VERSION__";
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) =>
        cache
          .match(event.request, { ignoreSearch: true })
          .then((hit) => hit || fetch(event.request)),
      ),
  );
});
