/** Appends a fetched page to a list (page 1 replaces it), dropping items already shown: pages may shift while scrolling. */
export function mergePage<T extends { readonly id: string }>(known: readonly T[], page: number, items: readonly T[]): T[] {
  const base = page === 1 ? [] : known;
  const ids = new Set(base.map((item) => item.id));
  return [...base, ...items.filter((item) => !ids.has(item.id))];
}
