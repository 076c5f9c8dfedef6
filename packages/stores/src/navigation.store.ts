import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CART_BOOKING_KEY, CHECKOUT_CHOICES_KEY, shouldClearBookedCart, type Analytics, type KeyValueStorage, type Scheduler, type SessionGateway } from '@kado/domain';
import { TOKENS } from './tokens';
import { SessionStore } from './session.store';

/** Spec §9: the analytics page view goes out 250 ms after a route change. */
export const PAGE_VIEW_DELAY_MS = 250;

/**
 * What happens on every route path change (spec §4): a session record (with the guest id while logged out),
 * the delayed page view, and the booked cart dropped outside the checkout routes.
 */
@injectable()
export class NavigationStore {
  path: string | null = null;
  private cancelPageView: (() => void) | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
    @inject(TOKENS.Scheduler) private readonly scheduler: Scheduler,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {
    makeAutoObservable<NavigationStore, 'session' | 'sessions' | 'analytics' | 'scheduler' | 'storage' | 'cancelPageView'>(
      this,
      { session: false, sessions: false, analytics: false, scheduler: false, storage: false, cancelPageView: false },
      { autoBind: true },
    );
  }

  /** Call on every location change; repeated calls with the same path (query or hash changes) do nothing. */
  pathChanged(path: string): void {
    if (path === this.path) return;
    this.path = path;
    this.cancelPageView?.();
    this.cancelPageView = this.scheduler.schedule(() => this.analytics.pageView(path), PAGE_VIEW_DELAY_MS);
    // Spec §4: the guest id goes only while not logged in, so a record made while the stored session is still being
    // checked (the first page after a reload) waits for that answer.
    if (this.session.restoreStatus === 'restoring') void this.session.signedIn().then(() => this.record(path));
    else this.record(path);
    if (shouldClearBookedCart(path)) {
      this.storage.removeItem(CART_BOOKING_KEY);
      // What she chose on /buy goes with the booked cart (decision 0532).
      this.storage.removeItem(CHECKOUT_CHOICES_KEY);
    }
  }

  private record(path: string): void {
    const guestId = this.session.isLoggedIn ? null : this.session.guestId;
    this.sessions.record(path, guestId).catch(() => undefined);
  }
}
