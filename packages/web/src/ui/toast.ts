/** Spec §9: a toast stays 5000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

export interface ToastItem {
  readonly id: number;
  readonly text: string;
}

type Listener = () => void;

/**
 * A tiny toast store outside React and MobX: anything (a screen, the lead's wiring) calls
 * `toast.show(text)`; the host reads it with useSyncExternalStore. Texts arrive already translated.
 */
export function createToastStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  const dismiss = (id: number) => {
    const before = items.length;
    items = items.filter((i) => i.id !== id);
    if (items.length !== before) emit();
  };

  return {
    show(text: string, durationMs: number = TOAST_DURATION_MS): number {
      const id = nextId++;
      items = [...items, { id, text }];
      emit();
      schedule(() => dismiss(id), durationMs);
      return id;
    },
    dismiss,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): readonly ToastItem[] {
      return items;
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app-wide toast store. */
export const toast: ToastStore = createToastStore();
