// Node adapters of the platform ports (the browser's are in packages/web/src/platform/browser-platform.ts): time, ids,
// storage, cookies, analytics and timers for a process that lives for one command. Nothing here needs a DOM.
import { randomUUID } from 'node:crypto';
import type { Analytics, Clock, CookieJar, IdGenerator, KeyValueStorage, Logger, Scheduler } from '@kado/domain';

export class NodeClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** A dash-less random id (spec §4 guest id) from the operating system's CSPRNG. */
export class NodeIdGenerator implements IdGenerator {
  next(): string {
    return randomUUID().replace(/-/g, '');
  }
}

/** Storage for one run (the browser's localStorage has no counterpart in a command that ends). */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** The session's cookies, kept in memory for the run (the tokens never touch the disk). */
export class MemoryCookieJar implements CookieJar {
  private readonly cookies = new Map<string, string>();
  get(name: string): string | null {
    return this.cookies.get(name) ?? null;
  }
  set(name: string, value: string, options: { readonly maxAgeSeconds?: number } = {}): void {
    if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
  remove(name: string): void {
    this.cookies.delete(name);
  }
}

/** A command line reports nothing to analytics. */
export const noAnalytics: Analytics = { pageView: () => undefined, event: () => undefined };

/** Node's timers; a scheduled task does not keep the process alive once the command is done. */
export class NodeScheduler implements Scheduler {
  schedule(task: () => void, ms: number): () => void {
    const handle = setTimeout(task, ms);
    handle.unref();
    return () => clearTimeout(handle);
  }
}

/** Failed calls go to stderr, with the facts the http client gives (no token, query or body). */
export function stderrLogger(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  return { error: (message, facts) => write(`[kado] ${message}${facts ? ` ${JSON.stringify(facts)}` : ''}`) };
}

/** Logs nothing: the command's own message says what went wrong. */
export const silentLogger: Logger = { error: () => undefined };
