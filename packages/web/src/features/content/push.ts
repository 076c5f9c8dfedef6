// Push messages (spec §7): the service worker is registered in production builds only, after load. Push keys are
// configuration (VITE_PUSH_PUBLIC_KEY); without them nothing subscribes and nothing fails (decision 0169).

/** A push message as the portal sends it (spec §7: title, description, image_url and data). */
export interface PushMessage {
  readonly title: string;
  readonly description?: string;
  readonly image_url?: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

const PUBLIC_KEY: string = import.meta.env.VITE_PUSH_PUBLIC_KEY || '';

function keyBytes(base64url: string): Uint8Array {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Registers /sw.js after the page loaded (production only); subscribes to push only with a key and permission. */
export function registerPushWorker(): void {
  if (!import.meta.env.PROD || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(async (registration) => {
        if (!PUBLIC_KEY || !('PushManager' in window) || Notification.permission !== 'granted') return;
        const existing = await registration.pushManager.getSubscription();
        if (!existing) await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) as BufferSource });
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Shows a push that arrived while the app is in the foreground as a system notification (when allowed). */
export async function showForegroundPush(message: PushMessage): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return false;
  await registration.showNotification(message.title, {
    body: message.description ?? '',
    icon: message.image_url,
    data: message.data ?? {},
    ...(message.image_url ? { image: message.image_url } : {}),
  } as NotificationOptions);
  return true;
}
