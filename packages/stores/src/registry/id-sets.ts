/** A copy of `set` with `value` (observable sets of ids are replaced, never edited in place). */
export function withItem<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  return new Set([...set, value]);
}

/** A copy of `set` without `value`. */
export function withoutItem<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  const next = new Set(set);
  next.delete(value);
  return next;
}
