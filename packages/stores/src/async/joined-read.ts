/**
 * A page's read made of several calls that no single Query holds, asked for by its route's loader (issue 14 item 3):
 * a call for the key whose read is on its way joins it instead of asking again; once that read has settled, a later
 * call (a new visit) reads again, as the page's render-time load did before (decision 0370). A read of one Query uses
 * `Query.revisit(key)` (or `PagedQuery.ensureFirstPage`) instead, the same rule on the query's own request in flight.
 * Its users: a sequence (the order, then its courier history), a read with local steps (the survey's answers put back
 * at its intro, the address form opened on a discarded draft), a query and a list read as one page (the affiliate
 * report, /buy's booked lines, addresses, quote and methods). Not observable: the stores' queries hold what the screen shows.
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
