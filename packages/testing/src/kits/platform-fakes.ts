// In-memory implementations of the platform ports, for store tests (never shipped: not exported from the index).
import type { Analytics, CookieJar, CookieOptions, IdGenerator, KeyValueStorage, Scheduler } from '@kado/domain';

export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
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

export class MemoryCookieJar implements CookieJar {
  readonly cookies = new Map<string, { value: string; options: CookieOptions | undefined }>();
  get(name: string): string | null {
    return this.cookies.get(name)?.value ?? null;
  }
  set(name: string, value: string, options?: CookieOptions): void {
    this.cookies.set(name, { value, options });
  }
  remove(name: string): void {
    this.cookies.delete(name);
  }
}

export class SequenceIds implements IdGenerator {
  private n = 0;
  next(): string {
    this.n += 1;
    return `0000-guest-${String(this.n).padStart(4, '0')}`;
  }
}

export class RecordingAnalytics implements Analytics {
  readonly pageViews: string[] = [];
  readonly events: { name: string; params: unknown }[] = [];
  pageView(path: string): void {
    this.pageViews.push(path);
  }
  event(name: string, params?: Readonly<Record<string, string | number | boolean>>): void {
    this.events.push({ name, params });
  }
}

/** A scheduler driven by the test: `advance(ms)` runs what falls due. */
export class ManualScheduler implements Scheduler {
  private now = 0;
  private tasks: { at: number; task: () => void; id: number }[] = [];
  private seq = 0;
  schedule(task: () => void, ms: number): () => void {
    const id = ++this.seq;
    this.tasks.push({ at: this.now + ms, task, id });
    return () => {
      this.tasks = this.tasks.filter((t) => t.id !== id);
    };
  }
  advance(ms: number): void {
    this.now += ms;
    const due = this.tasks.filter((t) => t.at <= this.now).sort((a, b) => a.at - b.at);
    this.tasks = this.tasks.filter((t) => t.at > this.now);
    for (const t of due) t.task();
  }
  get pending(): number {
    return this.tasks.length;
  }
}
