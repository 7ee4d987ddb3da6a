// The app shell's service worker (issue #36 item 1). The build writes the shell's files in
// place of the placeholders below (pwa/shell-cache.ts), so each build gets its own cache and drops the
// last one. Pages are fetched from the network first and fall back to the cached shell, so
// the app opens without the network; the shell's files come from the cache. Nothing else
// (the channel, stored files such as selfies) is cached.
const shell = SHELL_FILES;
const version = SHELL_VERSION;
const cacheName = `muster-shell-${version}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(shell))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== cacheName).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(cacheName).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached ?? Response.error())),
    );
    return;
  }
  if (shell.includes(url.pathname))
    event.respondWith(caches.match(url.pathname).then((cached) => cached ?? fetch(request)));
});
