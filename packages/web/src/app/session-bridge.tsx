import { useEffect, useMemo, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { isVerified } from '@kado/domain';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import {
  ChildrenStore, ConnectivityStore, NavigationStore, NotificationStore, PreferencesStore, SearchStore, SessionStore,
} from '@kado/stores';
import { SessionContext, type SessionFacts } from './session-context';
import { useStore } from './store-context';
import { addressPrompt } from './address-prompt';
import { afterNextPaint } from '../platform/after-paint';

/**
 * Connects the MobX stores to the shell: restores the session once, loads children and counters only when
 * logged in (spec §4), feeds online/offline events and path changes to their stores, and provides the
 * session facts the layout reads.
 */
export const SessionBridge = observer(function SessionBridge({ children }: { readonly children: ReactNode }) {
  const session = useStore(SessionStore);
  const notifications = useStore(NotificationStore);
  const childrenStore = useStore(ChildrenStore);
  const connectivity = useStore(ConnectivityStore);
  const navigation = useStore(NavigationStore);
  const preferences = useStore(PreferencesStore);
  const search = useStore(SearchStore);
  const { pathname } = useLocation();

  useEffect(() => {
    preferences.ensureLocaleCookie();
    void session.restore();
  }, [session, preferences]);

  useEffect(
    () =>
      reaction(
        () => session.user?.id ?? null,
        () => {
          void notifications.load();
          void childrenStore.load();
          void search.loadLastSeen();
        },
        { fireImmediately: true },
      ),
    [session, notifications, childrenStore, search],
  );

  // Spec §4: a logged-in user without has_address (after a refetch) is asked to add one, once per sign-in.
  useEffect(
    () =>
      reaction(
        () => (session.user ? `${session.user.id}:${isVerified(session.user)}` : null),
        (key) => {
          if (key === null) return;
          void session.refetchUser().then(() => {
            // Only once the account is verified: the sign-up and OTP steps come first (decision 0080).
            const user = session.user;
            if (session.needsAddress && user && isVerified(user) && firstPromptThisSession(user.id)) addressPrompt.open();
          });
        },
        { fireImmediately: true },
      ),
    [session],
  );

  useEffect(() => {
    const update = () => connectivity.setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [connectivity]);

  // The session record (spec §4) of every path, sent once the page is on screen: it never delays the first paint.
  useEffect(() => afterNextPaint(() => navigation.pathChanged(pathname)), [navigation, pathname]);

  const user = session.user;
  const isLoggedIn = user !== null;
  const name = user?.name ?? '';
  const username = user?.username;
  const hasAddress = user?.hasAddress ?? false;
  const badgeCount = notifications.badgeCount ?? 0;
  // A new object only when a fact changes: every layout and screen reading the context re-renders on a new one.
  const facts = useMemo<SessionFacts>(
    () => ({ isLoggedIn, user: isLoggedIn ? { name, username, hasAddress } : null, badgeCount }),
    [isLoggedIn, name, username, hasAddress, badgeCount],
  );
  return <SessionContext.Provider value={facts}>{children}</SessionContext.Provider>;
});

/** True the first time per browser session and user: the modal is a nudge, not a wall (decision 0080). */
function firstPromptThisSession(userId: string): boolean {
  const key = `kado:address-prompted:${userId}`;
  try {
    if (window.sessionStorage.getItem(key)) return false;
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage unavailable: prompt anyway.
  }
  return true;
}
