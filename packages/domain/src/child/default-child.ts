// Spec §4: "A new default child unsets the previous default" (decision 0016).

/** The child fields the rule reads; any other fields pass through untouched. */
export interface DefaultFlagged {
  readonly id: number | string;
  readonly isDefault: boolean;
}

/** Spec §4: a new list where the child with this id is the default and every other one is not; unchanged when the id is unknown. */
export function setDefaultChild<T extends DefaultFlagged>(children: readonly T[], id: number | string): T[] {
  const target = children.findIndex((c) => c.id === id);
  if (target === -1) return [...children];
  return children.map((c, i) => {
    const isDefault = i === target;
    return c.isDefault === isDefault ? c : { ...c, isDefault: isDefault };
  });
}

/**
 * Spec §7 `child_id` of POST v2/carts: the child a shopper's purchase is for — the default child, else the first one
 * (decision 0192); null without children.
 */
export function cartChildId<T extends DefaultFlagged>(children: readonly T[]): T['id'] | null {
  return (children.find((c) => c.isDefault) ?? children[0])?.id ?? null;
}
