// Push messages (spec §7): the service worker is registered in production builds only, after load. Push keys are
// configuration (VITE_PUSH_PUBLIC_KEY); without them nothing subscribes and nothing fails (decision 0169).

/** A push message as the portal sends it (spec §7: title, description, image_url and data). */
export interface PushMessage {
  readonly title: string;
  readonly description?: string;
  readonly image_url?: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

import { FOREGROUND_PUSH } from '../../sw/push-handlers';

const PUBLIC_KEY: string = import.meta.env.VITE_PUSH_PUBLIC_KEY || '';

function keyBytes(base64url: string): Uint8Array {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** What the push registration depends on: the build's production flag (spec §9) and the push key (spec §7). */
interface PushEnvironment {
  /** Vite's PROD: true in every build served to shoppers, false on the dev server (decision 0200). */
  readonly production: boolean;
  /** VITE_PUSH_PUBLIC_KEY (base64url); empty: nothing subscribes. */
  readonly publicKey: string;
}

const BUILD_ENVIRONMENT: PushEnvironment = { production: import.meta.env.PROD, publicKey: PUBLIC_KEY };

/**
 * Registers /sw.js after the page loaded (production only); subscribes to push only with a key and permission.
 * `onRegistered` receives the registration (the update prompt follows it, app/app-update.ts).
 */
export function registerPushWorker(
  environment: PushEnvironment = BUILD_ENVIRONMENT,
  onRegistered: (registration: ServiceWorkerRegistration) => void = () => undefined,
): void {
  if (!environment.production || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const { publicKey } = environment;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(async (registration) => {
        onRegistered(registration);
        if (!publicKey || !('PushManager' in window) || Notification.permission !== 'granted') return;
        await subscribe(registration, publicKey);
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

async function subscribe(registration: ServiceWorkerRegistration, publicKey: string): Promise<void> {
  const existing = await registration.pushManager.getSubscription();
  if (!existing) await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) as BufferSource });
}

/** Where the push opt-in stands in this browser. */
type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

/** What asking for notifications came to. */
export type PushOptInResult = 'enabled' | 'denied' | 'dismissed' | 'unsupported' | 'failed';

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/**
 * The push opt-in (issue 18, spec §7): asks the notification permission, and only ever from a user's tap (decision
 * 0223); once granted, subscribes the service worker to push when a key is configured (without one, the app still
 * shows foreground messages).
 */
export async function enablePush(environment: PushEnvironment = BUILD_ENVIRONMENT): Promise<PushOptInResult> {
  if (pushPermission() === 'unsupported') return 'unsupported';
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    return 'failed';
  }
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  if (!environment.publicKey || !('serviceWorker' in navigator) || !('PushManager' in window)) return 'enabled';
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration) await subscribe(registration, environment.publicKey);
    return 'enabled';
  } catch {
    return 'failed';
  }
}

/** A push payload as the worker forwards it, checked field by field; null when it is not one. */
export function readPushMessage(raw: unknown): PushMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { type, message } = raw as { type?: unknown; message?: unknown };
  if (type !== FOREGROUND_PUSH || typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  if (typeof m.title !== 'string' || m.title.trim() === '') return null;
  return {
    title: m.title,
    ...(typeof m.description === 'string' && m.description !== '' ? { description: m.description } : {}),
    ...(typeof m.image_url === 'string' && m.image_url !== '' ? { image_url: m.image_url } : {}),
    ...(typeof m.data === 'object' && m.data !== null && !Array.isArray(m.data) ? { data: m.data as Record<string, unknown> } : {}),
  };
}

/**
 * Spec §7 foreground push: calls `show` for every push message the service worker forwards while the app is open
 * (decision 0169). Answers the function that stops listening.
 */
export function listenForegroundPush(show: (message: PushMessage) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    const message = readPushMessage(event.data);
    if (message) show(message);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
