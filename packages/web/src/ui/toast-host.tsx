import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { toast as defaultStore, type ToastStore } from './toast';

/** Renders the current toasts in a polite live region above the bottom navigation. */
export function ToastHost({ store = defaultStore }: { readonly store?: ToastStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div className="toast-host" role="status" aria-live="polite">
      {items.map((item) => (
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
