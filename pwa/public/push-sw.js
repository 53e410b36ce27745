// Web Push in the service worker (imported by the generated sw.js: workbox `importScripts` in
// vite.config.ts). `push` shows the notice the server sent ({title, body, url, tag}: see
// shared-schema api/push.ts); `notificationclick` opens the notice's screen, in an open window
// of the app when there is one, else in a new one. Only the app's own paths are opened.
/* eslint-env serviceworker */

const FALLBACK_NOTICE = { title: 'Hostel Meals', body: '', url: '/', tag: 'hostel-meals' };

function readNotice(data) {
  try {
    const notice = data ? data.json() : undefined;
    if (notice && typeof notice.title === 'string' && typeof notice.url === 'string') {
      return notice;
    }
  } catch {
    // Not JSON: show the app's name rather than nothing (a push must show a notification).
  }
  return FALLBACK_NOTICE;
}

self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body || '',
      tag: notice.tag || FALLBACK_NOTICE.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

/** The notice's path on this origin; anything else opens the home page. */
function screenOf(notification) {
  const path = notification.data && notification.data.url;
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

async function openScreen(href) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin) continue;
    // Focus may be refused without a user's click on the notification; the screen still opens.
    await client.focus().catch(() => undefined);
    const navigated = await client.navigate(href).catch(() => null);
    if (navigated) return navigated;
  }
  return self.clients.openWindow(href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openScreen(screenOf(event.notification)));
});
