import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enablePush, registerPushWorker } from './push';

// Spec §7: "A service worker for push messages is registered"; configuration for push (the public key); spec §9
// production flag true. Decision 0169: registered after load in production builds only; subscribes only with a key
// and a permission already granted, never asking on its own.

const KEY = 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

let register: ReturnType<typeof vi.fn>;
let subscribe: ReturnType<typeof vi.fn>;
let existing: unknown;
const requestPermission = vi.fn();

function browser(permission: NotificationPermission) {
  subscribe = vi.fn(async () => ({}));
  existing = null;
  register = vi.fn(async () => ({ pushManager: { getSubscription: async () => existing, subscribe } }));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission });
}

/** Lets the registration promise chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => browser('granted'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  requestPermission.mockClear();
});

describe('registerPushWorker (spec §7, §9; decision 0169)', () => {
  it('registers nothing outside a production build', async () => {
    registerPushWorker({ production: false, publicKey: KEY });
    await settle();
    expect(register).not.toHaveBeenCalled();
  });

  it('in production registers /sw.js once the page has loaded', async () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerPushWorker({ production: true, publicKey: '' });
    await settle();
    expect(register).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('with a key and permission granted subscribes with the key as application server key', async () => {
    registerPushWorker({ production: true, publicKey: KEY });
    await settle();
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(subscribe).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]![0] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array };
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect(options.applicationServerKey.length).toBe(65);
    expect(options.applicationServerKey[0]).toBe(0x04);
  });

  it('keeps an existing subscription', async () => {
    existing = { endpoint: 'https://push.test/1' };
    registerPushWorker({ production: true, publicKey: KEY });
    await settle();
    expect(register).toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('without a key registers the worker but subscribes nothing', async () => {
    registerPushWorker({ production: true, publicKey: '' });
    await settle();
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it.each<NotificationPermission>(['default', 'denied'])('with permission %s subscribes nothing and never asks', async (permission) => {
    browser(permission);
    registerPushWorker({ production: true, publicKey: KEY });
    await settle();
    expect(register).toHaveBeenCalled();
    expect(subscribe).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('a browser without service workers is left alone, without an error', () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(() => registerPushWorker({ production: true, publicKey: KEY })).not.toThrow();
  });
});

describe('enablePush (issue 18, decision 0223)', () => {
  function optInBrowser(answer: NotificationPermission) {
    const subscribeNow = vi.fn(async () => ({}));
    const getRegistration = vi.fn(async () => ({ pushManager: { getSubscription: async () => null, subscribe: subscribeNow } }));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration } });
    vi.stubGlobal('PushManager', class {});
    const ask = vi.fn(async () => answer);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: ask });
    return { ask, subscribeNow };
  }

  it('asks once and subscribes with the configured key when granted', async () => {
    const { ask, subscribeNow } = optInBrowser('granted');
    expect(await enablePush({ production: true, publicKey: KEY })).toBe('enabled');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(subscribeNow).toHaveBeenCalledTimes(1);
  });

  it('granted without a key: enabled for foreground messages, nothing subscribed', async () => {
    const { subscribeNow } = optInBrowser('granted');
    expect(await enablePush({ production: true, publicKey: '' })).toBe('enabled');
    expect(subscribeNow).not.toHaveBeenCalled();
  });

  it('says denied or dismissed as the browser answered, and subscribes nothing', async () => {
    const denied = optInBrowser('denied');
    expect(await enablePush({ production: true, publicKey: KEY })).toBe('denied');
    expect(denied.subscribeNow).not.toHaveBeenCalled();
    optInBrowser('default');
    expect(await enablePush({ production: true, publicKey: KEY })).toBe('dismissed');
  });

  it('a browser without notifications is told so, without asking', async () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    expect(await enablePush({ production: true, publicKey: KEY })).toBe('unsupported');
  });
});
