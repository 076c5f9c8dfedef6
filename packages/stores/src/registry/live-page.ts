// Live registry (decision 0260): a page of gifts read again by the polling fallback.

/**
 * Puts a page read again in place: each gift on it replaces the shown one with its id. Answers null when the list has
 * shifted (a gift added, removed, or moved to another page), and the shown pages should be read again instead.
 */
export function mergeChangedPage<T extends { readonly id: string }>(shown: readonly T[], page: number, pageSize: number, items: readonly T[]): T[] | null {
  const start = (page - 1) * pageSize;
  const slice = shown.slice(start, start + pageSize);
  if (slice.length !== items.length || slice.some((g, i) => g.id !== items[i]?.id)) return null;
  return [...shown.slice(0, start), ...items, ...shown.slice(start + pageSize)];
}
