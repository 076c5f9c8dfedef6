import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentCookieJar } from './browser-platform';

// Issue 32 (decision 0551): document.cookie is a synchronous call to the browser's network process; the jar reads it
// once per run of script, and never serves a value older than that run.
describe('the document cookie jar', () => {
  const descriptor = (from: object | null): PropertyDescriptor | undefined =>
    from === null ? undefined : (Object.getOwnPropertyDescriptor(from, 'cookie') ?? descriptor(Object.getPrototypeOf(from) as object | null));
  const real = descriptor(document);
  if (!real?.get || !real.set) throw new Error('the test DOM has no document.cookie');
  const { get: realGet, set: realSet } = real;
  const counted = () => {
    const reads = { count: 0 };
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        reads.count += 1;
        return realGet.call(document) as string;
      },
      set(value: string) {
        realSet.call(document, value);
      },
    });
    return reads;
  };
  afterEach(() => {
    Reflect.deleteProperty(document, 'cookie');
    vi.restoreAllMocks();
  });

  it('reads document.cookie once for every get of one run of script', () => {
    document.cookie = 'kado_locale=id';
    document.cookie = 'kado_guest=tamu1';
    const reads = counted();
    const jar = new DocumentCookieJar();
    expect(jar.get('kado_locale')).toBe('id');
    expect(jar.get('kado_guest')).toBe('tamu1');
    expect(jar.get('tidak_ada')).toBeNull();
    expect(reads.count).toBe(1);
  });

  it('reads it again in the next run: a cookie set since (by an answer, by another tab) is seen', async () => {
    document.cookie = 'kado_note=satu';
    const reads = counted();
    const jar = new DocumentCookieJar();
    expect(jar.get('kado_note')).toBe('satu');
    // Another writer (the server's Set-Cookie, another tab): not through this jar.
    realSet.call(document, 'kado_note=dua');
    await Promise.resolve();
    expect(jar.get('kado_note')).toBe('dua');
    expect(reads.count).toBe(2);
  });

  it('its own write is read back at once, in the same run', () => {
    new DocumentCookieJar().set('kado_pref', 'lama');
    const reads = counted();
    const jar = new DocumentCookieJar();
    expect(jar.get('kado_pref')).toBe('lama');
    jar.set('kado_pref', 'baru');
    expect(jar.get('kado_pref')).toBe('baru');
    jar.remove('kado_pref');
    // happy-dom keeps a cookie removed with Max-Age=0 as an empty one; a browser drops it.
    expect(jar.get('kado_pref') ?? '').toBe('');
    expect(reads.count).toBe(3);
  });
});
