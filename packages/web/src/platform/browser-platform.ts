// Browser implementations of the platform ports (house style: time, ids, storage, cookies and analytics
// come through ports). Bound in the composition root only.
import type { Analytics, Clock, CookieJar, CookieOptions, IdGenerator, KeyValueStorage, Scheduler, TabLock } from '@kado/domain';
import { SESSION_MARKERS } from './session-markers';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** A dash-less random id (spec §4 guest id); falls back when crypto.randomUUID is missing (old WebViews). */
export class CryptoIdGenerator implements IdGenerator {
  next(): string {
    if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
}

/** localStorage that never throws (private mode, quota, disabled storage): it degrades to memory. */
export class SafeLocalStorage implements KeyValueStorage {
  private readonly memory = new Map<string, string>();
  getItem(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return this.memory.get(key) ?? null;
    }
  }
  setItem(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      this.memory.set(key, value);
    }
  }
  removeItem(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      this.memory.delete(key);
    }
  }
}

/**
 * document.cookie with SameSite always set and Secure whenever the page is served over https. The session's token
 * cookies are HttpOnly, out of the script's reach (issue 30): their names map to the markers beside them.
 */
export class DocumentCookieJar implements CookieJar {
  get(name: string): string | null {
    const prefix = `${encodeURIComponent(SESSION_MARKERS[name] ?? name)}=`;
    for (const part of document.cookie.split('; ')) {
      if (part.startsWith(prefix)) {
        try {
          return decodeURIComponent(part.slice(prefix.length));
        } catch {
          return null;
        }
      }
    }
    return null;
  }
  set(name: string, value: string, options: CookieOptions = {}): void {
    const secure = options.secure ?? window.location.protocol === 'https:';
    const parts = [
      `${encodeURIComponent(SESSION_MARKERS[name] ?? name)}=${encodeURIComponent(value)}`,
      `Path=${options.path ?? '/'}`,
      `SameSite=${capitalise(options.sameSite ?? 'lax')}`,
    ];
    if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
    if (secure) parts.push('Secure');
    document.cookie = parts.join('; ');
  }
  remove(name: string): void {
    this.set(name, '', { maxAgeSeconds: 0 });
  }
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The Web Locks API shared by every tab of the site (decision 0184): two tabs never renew the session at once. Where
 * it is missing (old WebViews) the task runs at once; the session store then re-checks the cookies after a refusal.
 */
export class WebTabLock implements TabLock {
  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
    if (!locks || typeof locks.request !== 'function') return task();
    return locks.request(name, () => task());
  }
}

export class TimeoutScheduler implements Scheduler {
  schedule(task: () => void, ms: number): () => void {
    const handle = window.setTimeout(task, ms);
    return () => window.clearTimeout(handle);
  }
}

/**
 * Analytics with no third-party script: page views go to the dataLayer only when a tag manager put one
 * on the page (configuration), otherwise nowhere.
 */
export class DataLayerAnalytics implements Analytics {
  pageView(path: string): void {
    this.push({ event: 'page_view', page_path: path });
  }
  event(name: string, params: Readonly<Record<string, string | number | boolean>> = {}): void {
    this.push({ event: name, ...params });
  }
  private push(entry: Record<string, unknown>): void {
    // A page-view timer may fire after the page (or a test's window) is gone.
    if (typeof window === 'undefined') return;
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    if (Array.isArray(layer)) layer.push(entry);
  }
}
