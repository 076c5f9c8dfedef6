// Which modal sheets are open, in the order they opened. A modal `<dialog>` is in the browser's top layer and makes
// the page behind it inert, so a toast rendered by the page's host sits under it, unseen (QA, 28 November: an offline
// patungan looked like a dead button). The topmost open sheet renders the toasts instead (`Modal`, `ToastHost`).

import { toast } from './toast';

type Listener = () => void;

let open: readonly symbol[] = [];
const listeners = new Set<Listener>();

/**
 * Tells the hosts, only while a toast shows: with none to move, nobody needs to render again, and a sheet opened by a
 * tap does not pay a synchronous render of the hosts (a `useSyncExternalStore` update) in that tap (issue 32's INP).
 */
function emit(): void {
  if (toast.getSnapshot().length === 0) return;
  for (const listener of listeners) listener();
}

export const modalStack = {
  /** Adds an opened sheet on top; the returned function removes it. */
  push(token: symbol): () => void {
    open = [...open, token];
    emit();
    return () => {
      open = open.filter((t) => t !== token);
      emit();
    };
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The topmost open sheet, or null when none is open. */
  top(): symbol | null {
    return open.length > 0 ? open[open.length - 1]! : null;
  },
};
