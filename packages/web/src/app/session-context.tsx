import { createContext, useContext } from 'react';

/** The few user facts the shell needs; the session store provides the real ones. */
export interface SessionUser {
  readonly name: string;
  readonly username?: string;
  /** Spec §3 has_address; false makes the layout open the add-address modal. */
  readonly hasAddress: boolean;
}

/** Session facts read by the root layout. */
export interface SessionFacts {
  readonly isLoggedIn: boolean;
  readonly user: SessionUser | null;
  /** Notification counter for the bottom navigation; shown only when logged in. */
  readonly badgeCount: number;
}

export const LOGGED_OUT: SessionFacts = { isLoggedIn: false, user: null, badgeCount: 0 };

/**
 * Provided from the MobX session and notification stores
 * (for example an observer component wrapping <RouterProvider>). The default is a logged-out visitor.
 */
export const SessionContext = createContext<SessionFacts>(LOGGED_OUT);

export function useSession(): SessionFacts {
  return useContext(SessionContext);
}
