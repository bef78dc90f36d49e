// Offline: the service worker precaches the app; an update waits until the player
// reloads. When a new version takes control (Reload pressed in this tab or in
// another), every tab that ran the old one reloads onto it, its game saved first:
// no tab runs on after its version's cache is gone. This is watched from the
// start (watchForUpdates, as the page loads), so a tab in the background (whose
// frames, and so its registration, wait) follows too. A browser with no service
// worker (or one that answers register() without a registration) plays on without.
const $ = (id) => document.getElementById(id);

/** Watches for a new version; beforeReload() (the game saved) is awaited first. Returns register(). */
export function watchForUpdates(beforeReload) {
  const workers = navigator.serviceWorker ?? null;
  let reloading = false;
  async function reloadOntoUpdate() {
    if (reloading) return;
    reloading = true;
    await beforeReload();
    location.reload();
  }
  if (workers) {
    let controller = workers.controller;  // the version this page runs under (none before the first install)
    workers.addEventListener('controllerchange', () => {
      if (controller) reloadOntoUpdate();  // an update: the first install only takes control of the page as it is
      controller = workers.controller;
    });
  }

  return function register() {
    if (!workers) return;
    const offerUpdate = (registration) => {
      $('update').hidden = false;
      $('update-reload').onclick = () => {
        if (registration.waiting) registration.waiting.postMessage('skip-waiting');
        else reloadOntoUpdate();  // another tab's Reload already let the new version in
      };
    };
    Promise.resolve().then(() => workers.register('sw.js')).then((registration) => {
      if (!registration) return;
      if (registration.waiting && workers.controller) offerUpdate(registration);
      registration.addEventListener('updatefound', () => {
        const incoming = registration.installing;
        incoming?.addEventListener('statechange', () => {
          if (incoming.state === 'installed' && workers.controller) offerUpdate(registration);
        });
      });
    }).catch(() => { /* no offline mode here (e.g. a private window): the app still works */ });
  };
}
