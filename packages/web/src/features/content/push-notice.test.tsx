import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { ForegroundPush } from './push-notice';
import { readPushMessage } from './push';
import { FOREGROUND_PUSH, installPushHandlers, type PushScope } from '../../sw/push-handlers';

// Spec §7 foreground push: a message that arrives while the app is open shows with title, description,
// image_url and data (its path is where "Buka" leads); the service worker hands it to a visible window.

let worker: EventTarget;
beforeEach(() => {
  worker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
});
afterEach(cleanup);

function arrive(data: unknown): void {
  act(() => {
    worker.dispatchEvent(new MessageEvent('message', { data }));
  });
}

describe('ForegroundPush', () => {
  it('shows the title, description and image of a push, and opens its same-origin path', () => {
    renderUi(<ForegroundPush />);
    expect(screen.queryByTestId('push-notice')).toBeNull();
    arrive({ type: FOREGROUND_PUSH, message: { title: 'Kado baru!', description: 'Tante Rina membelikan Stroller', image_url: '/api/images/products/3.svg', data: { path: '/registry/ucapan' } } });
    const notice = screen.getByRole('status', { name: 'Notifikasi' });
    expect(notice.textContent).toContain('Kado baru!');
    expect(notice.textContent).toContain('Tante Rina membelikan Stroller');
    expect(notice.querySelector('img')?.getAttribute('src')).toBe('/api/images/products/3.svg');
    expect(screen.getByRole('link', { name: 'Buka' }).getAttribute('href')).toBe('/registry/ucapan');
  });

  it('never leads off the site, and ignores messages that are not a push', () => {
    renderUi(<ForegroundPush />);
    arrive({ type: 'other', message: { title: 'x' } });
    arrive({ type: FOREGROUND_PUSH, message: { title: '' } });
    expect(screen.queryByTestId('push-notice')).toBeNull();
    arrive({ type: FOREGROUND_PUSH, message: { title: 'Promo', data: { path: 'https://evil.test/' } } });
    expect(screen.getByRole('link', { name: 'Buka' }).getAttribute('href')).toBe('/');
  });

  it('reads only the fields of spec §7', () => {
    expect(readPushMessage({ type: FOREGROUND_PUSH, message: { title: 'T', description: 5, image_url: 'i.png', data: [1] } })).toEqual({ title: 'T', image_url: 'i.png' });
    expect(readPushMessage(null)).toBeNull();
  });
});

/** Runs the worker's push handlers (src/sw/push-handlers.ts) against a fake worker scope and answers what a push did. */
async function pushInWorker(windows: { visibilityState: string }[], payload: unknown) {
  const handlers = new Map<string, (event: unknown) => void>();
  const posted: unknown[] = [];
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const scope = {
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: () => undefined,
    clients: {
      claim: () => Promise.resolve(),
      matchAll: () => Promise.resolve(windows.map((w) => ({ ...w, postMessage: (m: unknown) => posted.push(m) }))),
    },
    registration: { showNotification: (title: string, options: Record<string, unknown>) => Promise.resolve(void shown.push({ title, options })) },
  };
  installPushHandlers(scope as unknown as PushScope);
  let done: Promise<unknown> = Promise.resolve();
  handlers.get('push')!({ data: { json: () => payload, text: () => JSON.stringify(payload) }, waitUntil: (p: Promise<unknown>) => (done = p) });
  await done;
  return { posted, shown };
}

describe('the service worker (src/sw/push-handlers.ts)', () => {
  const payload = { title: 'Pesanan dikirim', description: 'Kurir menuju alamatmu', image_url: '/i.png', data: { path: '/order/7' } };

  it('hands a push to a visible window of the app instead of the system', async () => {
    const { posted, shown } = await pushInWorker([{ visibilityState: 'visible' }, { visibilityState: 'hidden' }], payload);
    expect(shown).toEqual([]);
    expect(posted).toEqual([{ type: FOREGROUND_PUSH, message: payload }]);
    expect(readPushMessage(posted[0])).toEqual(payload);
  });

  it('shows a system notification when no window of the app is visible', async () => {
    const { posted, shown } = await pushInWorker([{ visibilityState: 'hidden' }], payload);
    expect(posted).toEqual([]);
    expect(shown).toEqual([{ title: 'Pesanan dikirim', options: { body: 'Kurir menuju alamatmu', image: '/i.png', icon: '/i.png', data: { path: '/order/7' } } }]);
  });

  it('reads the fields inside an FCM-style notification envelope too', async () => {
    const { shown } = await pushInWorker([], { notification: { title: 'Promo', description: 'Diskon' } });
    expect(shown[0]).toMatchObject({ title: 'Promo', options: { body: 'Diskon' } });
  });
});

describe('a notification click (src/sw/push-handlers.ts)', () => {
  async function clickOpens(path: unknown): Promise<string | undefined> {
    const handlers = new Map<string, (event: unknown) => void>();
    let opened: string | undefined;
    const scope = {
      addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
      skipWaiting: () => undefined,
      clients: {
        claim: () => Promise.resolve(),
        matchAll: () => Promise.resolve([]),
        openWindow: (p: string) => Promise.resolve(void (opened = p)),
      },
      registration: { showNotification: () => Promise.resolve() },
    };
    installPushHandlers(scope as unknown as PushScope);
    let done: Promise<unknown> = Promise.resolve();
    handlers.get('notificationclick')!({ notification: { data: { path }, close: () => undefined }, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
    return opened;
  }

  it('opens only same-origin paths: never //host or /\\host (issue 17)', async () => {
    expect(await clickOpens('/order/7')).toBe('/order/7');
    expect(await clickOpens('//evil.example/')).toBe('/');
    expect(await clickOpens('/\\evil.example')).toBe('/');
    expect(await clickOpens('https://evil.example/')).toBe('/');
  });
});
