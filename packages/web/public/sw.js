/* Kado service worker: shows push messages (spec §7). It caches nothing and works without keys: with no push
   subscription (no VAPID key configured) no push event ever arrives, so it stays idle. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload fields of spec §7: title, description, image_url and data. */
function readPayload(event) {
  try {
    const json = event.data ? event.data.json() : {};
    // The spec §7 fields at the top, or inside an FCM-style `notification` or `data` envelope.
    const isMessage = (x) => x && typeof x === 'object' && typeof x.title === 'string';
    const body = !json || typeof json !== 'object' ? {} : isMessage(json) ? json : isMessage(json.notification) ? json.notification : isMessage(json.data) ? json.data : json;
    return {
      title: typeof body.title === 'string' && body.title ? body.title : 'Kado',
      description: typeof body.description === 'string' ? body.description : '',
      image_url: typeof body.image_url === 'string' ? body.image_url : undefined,
      data: body.data && typeof body.data === 'object' ? body.data : {},
    };
  } catch {
    return { title: 'Kado', description: event.data ? event.data.text() : '', image_url: undefined, data: {} };
  }
}

/** The message a visible window of the app receives instead of a system notification (push.ts FOREGROUND_PUSH). */
const FOREGROUND_PUSH = 'kado:push';

// Spec §7 foreground push: while a window of the app is visible, the app itself shows the message (title,
// description, image_url and data); otherwise the system shows it.
self.addEventListener('push', (event) => {
  const p = readPayload(event);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      const visible = list.filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const client of visible) client.postMessage({ type: FOREGROUND_PUSH, message: p });
        return undefined;
      }
      return self.registration.showNotification(p.title, { body: p.description, image: p.image_url, icon: p.image_url, data: p.data });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  // Only same-origin paths are opened (never a URL from the payload's host).
  // '/\\evil.com' and '//evil.com' are other sites to a browser; a backslash or a second slash first is refused.
  const path = typeof data.path === 'string' && /^\/(?![/\\])/.test(data.path) && !data.path.includes('\\') ? data.path : '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      for (const client of list) {
        if ('focus' in client) {
          client.navigate(path);
          return client.focus();
        }
      }
      return self.clients.openWindow(path);
    }),
  );
});
