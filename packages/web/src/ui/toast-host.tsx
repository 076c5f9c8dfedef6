import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { toast as defaultStore, type ToastStore } from './toast';
import { modalStack } from './modal-stack';

const noModal = (): null => null;

/**
 * Renders the current toasts in a polite live region above the bottom navigation; or, given `sheet`, inside that modal
 * sheet while it is the topmost one open (a sheet is in the top layer, above the page's host, which then shows none).
 */
export function ToastHost({ store = defaultStore, sheet = null }: { readonly store?: ToastStore; readonly sheet?: symbol | null }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const top = useSyncExternalStore(modalStack.subscribe, modalStack.top, noModal);
  const shown = top === sheet ? items : [];
  return (
    <div className={sheet ? 'toast-host toast-host--sheet' : 'toast-host'} role="status" aria-live="polite">
      {shown.map((item) => (
        <div key={item.id} className="toast">
          <span>{item.text}</span>
          {item.action ? (
            <Link className="toast__action" to={item.action.href} onClick={() => store.dismiss(item.id)}>{item.action.label}</Link>
          ) : null}
        </div>
      ))}
    </div>
  );
}
