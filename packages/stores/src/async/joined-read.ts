/**
 * A page's read, asked for by its route's loader (issue 14 item 3): a call for the key whose read is on its way joins
 * it instead of asking again; once that read has settled, a later call (a new visit) reads again, as the page's
 * render-time load did before (decision 0370). Not observable: the stores' queries hold what the screen shows.
 */
export class JoinedRead<K, T> {
  private current: { readonly hash: string; readonly done: Promise<T> } | null = null;

  constructor(private readonly hash: (key: K) => string = (key) => (typeof key === 'string' ? key : JSON.stringify(key))) {}

  /** `read()` for `key`, unless a read of that key is still on its way: then its promise. */
  run(key: K, read: () => Promise<T>): Promise<T> {
    const hash = this.hash(key);
    if (this.current?.hash === hash) return this.current.done;
    const done: Promise<T> = read().finally(() => {
      if (this.current?.done === done) this.current = null;
    });
    this.current = { hash, done };
    return done;
  }
}
