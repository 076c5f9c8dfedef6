import { afterEach, describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { pageRelease, startFieldData } from './field-data';
import { defaultLogger, NoopLogger, PendingLogger } from './logger';

// Issue 29 item 3 (decision 0444): web vitals and client errors go with one beacon when the page is hidden.

type Report = (metric: Pick<Metric, 'name' | 'value'>) => void;
describe('field data', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  };

  it('sends the vitals, the errors and the failed portal calls of the page, by route id, once hidden', () => {
    const sent: string[] = [];
    const logger = new PendingLogger();
    PendingLogger.pending.splice(0);
    logger.error('Portal call failed', { method: 'GET', path: 'v1/me?token=rahasia', status: 503, kind: 'unexpected' });
    const router = { state: { matches: [{ route: { id: 'root' } }, { route: { id: 'home' } }] } };
    const reporters: Report[] = [];
    const on = (report: Report) => void reporters.push(report);
    stop = startFieldData({ router, release: 'AbCd1234', send: (body) => Boolean(sent.push(body)), vitals: { onLCP: on, onINP: on, onCLS: on, onTTFB: on } });
    reporters[0]?.({ name: 'LCP', value: 1234.5 });
    reporters[3]?.({ name: 'TTFB', value: 210 });
    router.state.matches = [{ route: { id: 'root' } }, { route: { id: 'registry-public' } }];
    window.dispatchEvent(new ErrorEvent('error', { message: 'Rahasia123! ibu@kado.test 081234567890', error: new TypeError('Rahasia123! 081234567890') }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Failed to fetch dynamically imported module: /assets/x.js' }));
    logger.error('Portal call failed', { method: 'POST', path: 'v1/login', status: 0, kind: 'offline' });
    reporters[2]?.({ name: 'CLS', value: 0.03 });
    expect(sent).toHaveLength(0);
    hide();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '')).toEqual({
      release: 'AbCd1234',
      events: [
        { type: 'vital', name: 'LCP', value: 1234.5, route: 'home' },
        { type: 'vital', name: 'TTFB', value: 210, route: 'home' },
        { type: 'error', kind: 'uncaught', route: 'registry-public', name: 'TypeError' },
        { type: 'error', kind: 'chunk', route: 'registry-public' },
        { type: 'vital', name: 'CLS', value: 0.03, route: 'registry-public' },
        { type: 'error', kind: 'portal', route: 'registry-public', name: 'unexpected', status: 503 },
        { type: 'error', kind: 'portal', route: 'registry-public', name: 'offline', status: 0 },
      ],
    });
    expect(sent[0]).not.toMatch(/Rahasia|kado\.test|0812|token|v1\//);
    // Nothing new: no second beacon.
    hide();
    expect(sent).toHaveLength(1);
  });

  it('the release is the hash of the page’s entry script', () => {
    const page = new DOMParser().parseFromString('<html><head><script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></head></html>', 'text/html');
    expect(pageRelease(page)).toBe('AbCd1234');
    expect(pageRelease(new DOMParser().parseFromString('<html></html>', 'text/html'))).toBe('unknown');
  });

  it('production gives the portal client the waiting logger; tests and development do not', () => {
    expect(defaultLogger({ DEV: false, PROD: true, MODE: 'production' })).toBeInstanceOf(PendingLogger);
    expect(defaultLogger({ DEV: false, MODE: 'test' })).toBeInstanceOf(NoopLogger);
    PendingLogger.pending.splice(0);
    const logger = new PendingLogger();
    for (let i = 0; i < 30; i += 1) logger.error('x', { status: i });
    expect(PendingLogger.pending).toHaveLength(20);
    PendingLogger.pending.splice(0);
  });
});
