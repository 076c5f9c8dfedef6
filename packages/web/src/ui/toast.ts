/** Spec §9: a toast stays 5000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

/**
 * At most this many toasts show at once (decision 0276): a burst of messages (a retry, a list of actions) must not
 * pile up over the form the user is filling in; the oldest gives way to the newest.
 */
export const TOAST_MAX_VISIBLE = 2;

/** A link a toast may offer, e.g. 'Lihat keranjang' after adding to the cart. */
interface ToastAction {
  readonly label: string;
  /** A path of this app. */
  readonly href: string;
}

interface ToastItem {
  readonly id: number;
  readonly text: string;
  readonly action?: ToastAction;
}

/** How long a toast stays and the link it offers. */
interface ToastOptions {
  readonly durationMs?: number;
  readonly action?: ToastAction;
}

type Listener = () => void;

/**
 * A tiny toast store outside React and MobX: anything (a screen, the app's wiring) calls
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
    /** Shows a text (already translated) for `durationMs` (a number) or with options (a duration, an action link). */
    show(text: string, options: number | ToastOptions = {}): number {
      const { durationMs = TOAST_DURATION_MS, action } = typeof options === 'number' ? { durationMs: options } : options;
      const id = nextId++;
      // The same text already showing is shown once, as the newest: a repeated message does not stack.
      const others = items.filter((i) => i.text !== text);
      items = [...others, action ? { id, text, action } : { id, text }].slice(-TOAST_MAX_VISIBLE);
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
