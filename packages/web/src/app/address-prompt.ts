type Listener = () => void;

/**
 * When the address check before sharing says the user has no address (spec §4),
 * call `addressPrompt.open()`; the root layout shows the add-address modal ('Satu langkah lagi!').
 */
export function createAddressPrompt() {
  let open = false;
  const listeners = new Set<Listener>();
  const set = (value: boolean) => {
    if (open === value) return;
    open = value;
    listeners.forEach((l) => l());
  };
  return {
    open: () => set(true),
    close: () => set(false),
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): boolean => open,
  };
}

export const addressPrompt = createAddressPrompt();
