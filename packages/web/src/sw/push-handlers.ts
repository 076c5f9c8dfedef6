// Push messages in the service worker (spec §7; decisions 0169, 0194): a visible window of the app shows the message
// itself; otherwise the system shows a notification. A click opens only a same-origin path. Written against the small
// part of the worker scope it uses, so tests run it against a fake scope.

/** A push message as spec §7 names its fields. */
interface WorkerPushMessage {
  readonly title: string;
  readonly description: string;
  readonly image_url: string | undefined;
  readonly data: Record<string, unknown>;
}

interface WindowLike {
  readonly visibilityState?: string;
  postMessage(message: unknown): void;
  navigate?(url: string): unknown;
  focus?(): unknown;
}

interface WaitableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

/** The part of ServiceWorkerGlobalScope that push needs. */
export interface PushScope {
  addEventListener(type: 'push', handler: (event: WaitableEvent & { readonly data: { json(): unknown; text(): string } | null }) => void): void;
  addEventListener(type: 'notificationclick', handler: (event: WaitableEvent & { readonly notification: { readonly data: unknown; close(): void } }) => void): void;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  readonly registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
}

/** The message a visible window of the app receives instead of a system notification (push.ts FOREGROUND_PUSH). */
export const FOREGROUND_PUSH = 'kado:push';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** The payload fields of spec §7: at the top, or inside an FCM-style `notification` or `data` envelope. */
function readPayload(data: { json(): unknown; text(): string } | null): WorkerPushMessage {
  try {
    const json = data ? data.json() : {};
    const message = (x: unknown): Record<string, unknown> | null => (isRecord(x) && typeof x.title === 'string' ? x : null);
    const body: Record<string, unknown> = !isRecord(json) ? {} : message(json) ?? message(json.notification) ?? message(json.data) ?? json;
    return {
      title: typeof body.title === 'string' && body.title ? body.title : 'Kado',
      description: typeof body.description === 'string' ? body.description : '',
      image_url: typeof body.image_url === 'string' ? body.image_url : undefined,
      data: isRecord(body.data) ? body.data : {},
    };
  } catch {
    return { title: 'Kado', description: data ? data.text() : '', image_url: undefined, data: {} };
  }
}

/**
 * The path a notification click opens: only a same-origin path, never a URL from the payload's host.
 * '/\\evil.com' and '//evil.com' are other sites to a browser; a backslash or a second slash first is refused.
 */
function clickPath(data: unknown): string {
  const path = isRecord(data) ? data.path : undefined;
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) && !path.includes('\\') ? path : '/';
}

/** Listens for push messages and notification clicks on the worker scope. */
export function installPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const p = readPayload(event.data);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
        const visible = list.filter((client) => client.visibilityState === 'visible');
        if (visible.length > 0) {
          for (const client of visible) client.postMessage({ type: FOREGROUND_PUSH, message: p });
          return undefined;
        }
        return scope.registration.showNotification(p.title, { body: p.description, image: p.image_url, icon: p.image_url, data: p.data });
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = clickPath(event.notification.data);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
        for (const client of list) {
          if (client.focus) {
            client.navigate?.(path);
            return client.focus();
          }
        }
        return scope.clients.openWindow(path);
      }),
    );
  });
}
