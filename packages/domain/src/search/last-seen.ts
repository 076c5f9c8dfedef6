// 'Terakhir dilihat' (spec §9): the products a signed-in shopper viewed lately, newest first, up to 6, on home and in
// the search popup.

/** Spec §9: 'Terakhir dilihat' holds up to 6 items. */
export const LAST_SEEN_LIMIT = 6;

/** The products 'Terakhir dilihat' shows of the portal's history (newest first): the first LAST_SEEN_LIMIT. */
export function lastSeenOf<T>(history: readonly T[]): readonly T[] {
  return history.slice(0, LAST_SEEN_LIMIT);
}
