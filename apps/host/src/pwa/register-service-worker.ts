/**
 * Registers the app shell's service worker (pwa/service-worker.js) in a built app, so the
 * installed app opens without the network (issue #36 item 1). The dev server has no sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('The service worker could not be registered', error);
    });
  });
}
