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
