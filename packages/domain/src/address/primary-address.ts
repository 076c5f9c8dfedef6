// Spec §4: "A new primary address unsets the previous primary" (decision 0016).

/** The address fields the rule reads; any other fields pass through untouched. */
export interface PrimaryFlagged {
  readonly id: number | string;
  readonly primary: boolean;
}

/** Spec §4: a new list where the address with this id is primary and every other one is not; unchanged when the id is unknown. */
export function setPrimaryAddress<T extends PrimaryFlagged>(addresses: readonly T[], id: number | string): T[] {
  const target = addresses.findIndex((a) => a.id === id);
  if (target === -1) return [...addresses];
  return addresses.map((a, i) => {
    const primary = i === target;
    return a.primary === primary ? a : { ...a, primary };
  });
}
