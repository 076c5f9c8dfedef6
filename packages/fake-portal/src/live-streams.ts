// Open registry change streams of one portal (issue 26, decision 0390): counted, capped, and woken by writes.

/** Streams one client address may hold open at once (a family behind one carrier NAT shares an address). */
export const LIVE_STREAMS_PER_CLIENT = 32;
/** Streams the whole portal holds open at once. */
const LIVE_STREAMS_TOTAL = 4_000;
/** What a refused stream is told to wait before trying again (`Retry-After`, seconds); the page polls meanwhile. */
export const LIVE_STREAMS_RETRY_AFTER_S = 60;

/** Why a stream was not opened: this client holds too many, or the portal holds too many. */
type LiveStreamRefusal = 'client' | 'total';

/**
 * The portal's open streams. A write bumps one change counter (`changed()`), and every open stream wakes on it:
 * a stream re-reads its registry only after a write, never on a timer (issue 29's 1,500 idle streams, each
 * re-serialising the whole registry four times a second, are now 1,500 sleeping promises).
 */
export class LiveStreamHub {
  private seq = 0;
  private total = 0;
  private readonly perClient = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly maxPerClient = LIVE_STREAMS_PER_CLIENT,
    private readonly maxTotal = LIVE_STREAMS_TOTAL,
  ) {}

  /** How many streams are open now. */
  get open(): number {
    return this.total;
  }

  /** The change counter: it moves on every write. */
  get version(): number {
    return this.seq;
  }

  /** Something was written: every waiting stream wakes to compare what it last sent. */
  changed(): void {
    this.seq += 1;
    const woken = [...this.waiters];
    this.waiters.clear();
    for (const wake of woken) wake();
  }

  /** Takes a place for a new stream of `client`: the answer frees it (once, however often called), or a refusal. */
  tryOpen(client: string): { readonly release: () => void } | { readonly refused: LiveStreamRefusal } {
    if (this.total >= this.maxTotal) return { refused: 'total' };
    const held = this.perClient.get(client) ?? 0;
    if (held >= this.maxPerClient) return { refused: 'client' };
    this.total += 1;
    this.perClient.set(client, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = (this.perClient.get(client) ?? 1) - 1;
        if (left <= 0) this.perClient.delete(client);
        else this.perClient.set(client, left);
      },
    };
  }

  /** Resolves when the counter has moved past `seen`, after `ms`, or when `signal` aborts, whichever is first. */
  waitForChange(seen: number, ms: number, signal: AbortSignal): Promise<void> {
    if (this.seq !== seen || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  /** Forgets nothing that is open; only the counter moves (the portal's reset changes every registry). */
  reset(): void {
    this.changed();
  }
}
