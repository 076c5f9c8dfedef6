import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { addressPromptWaitsOn } from '@kado/domain';
import { pathAfterSessionEnd } from '@kado/domain';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import {
  ChildrenStore, ConnectivityStore, NavigationStore, NotificationStore, PreferencesStore, SearchStore, SessionStore,
} from '@kado/stores';
import { SessionContext, type SessionFacts } from './session-context';
import { useStore } from './store-context';
import { addressPrompt } from './address-prompt';
import { afterNextPaint } from '../platform/after-paint';
import { clearKeptUserData } from './kept-user-data';

/** The whole-document navigation after a session end (a seam for tests: happy-dom does not load pages). */
export const documentNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};

/**
 * Connects the MobX stores to the shell: restores the session once (and checks it again when back online), loads
 * children and counters only when logged in (spec §4), feeds online/offline events and path changes to their
 * stores, moves on when the session ends, and provides the session facts the layout reads.
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

  // A session that ends (logout, or a renewal the portal refused) ends in a fresh document, so no store keeps the
  // previous user's data in memory (decision 0184): home after a logout, /login?from={fullPath} after an expiry.
  useEffect(
    () =>
      reaction(
        () => session.ended,
        (ended) => {
          if (!ended) return;
          clearKeptUserData();
          const { pathname, search, hash } = window.location;
          documentNavigation.replace(pathAfterSessionEnd(ended.reason, `${pathname}${search}${hash}`));
        },
      ),
    [session],
  );

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

  // Spec §4: a logged-in user without has_address (after a refetch) is asked to add one, each time she arrives
  // (signs in, or opens the app signed in); the domain's shouldPromptForAddress leaves guest givers out (0183), and
  // addressPromptWaitsOn keeps it off a giver's pages and the sign-in steps until her next page (0080).
  const [promptDueFor, setPromptDueFor] = useState<string | null>(null);
  useEffect(
    () =>
      reaction(
        () => session.user?.id ?? null,
        (id) => {
          setPromptDueFor(null);
          if (id === null) return;
          void session.refetchUser().then(() => {
            if (session.user?.id === id && session.needsAddress) setPromptDueFor(id);
          });
        },
        { fireImmediately: true },
      ),
    [session],
  );
  const promptUser = session.user;
  const needsAddress = session.needsAddress;
  useEffect(() => {
    if (promptDueFor === null || promptUser?.id !== promptDueFor) return;
    if (needsAddress && addressPromptWaitsOn(pathname, promptUser.username)) return;
    setPromptDueFor(null);
    if (needsAddress) addressPrompt.open();
  }, [promptDueFor, promptUser, needsAddress, pathname]);

  useEffect(() => {
    const update = () => {
      connectivity.setOnline(navigator.onLine);
      // A stored session the portal could not be reached for is checked again (spec §4: never a logout for that).
      if (navigator.onLine) void session.resume();
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [connectivity, session]);

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
