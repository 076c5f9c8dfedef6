import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { NotificationCounts, SearchGateway } from '@kado/domain';
import { TOKENS } from './tokens';
import { SessionStore } from './session.store';
import { Query, type LoadStatus } from './async';

/** Cart and order counters of the bottom navigation; loaded only when logged in (spec §4). */
@injectable()
export class NotificationStore {
  /**
   * The counts, keyed by the user they belong to: a newer read (after each cart change) wins over an older one that
   * answers late, and one user's counts are never shown to the next.
   */
  readonly read = new Query<string, NotificationCounts>((_, signal) => this.search.notificationCounts({ signal }));

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.SearchGateway) private readonly search: SearchGateway,
  ) {
    makeAutoObservable<NotificationStore, 'session' | 'search'>(this, { session: false, search: false, read: false }, { autoBind: true });
  }

  get counts(): NotificationCounts | null {
    return this.read.data;
  }

  get status(): LoadStatus {
    return this.read.status;
  }

  /** The badge number: the cart count, shown only when logged in (null hides the badge). */
  get badgeCount(): number | null {
    if (!this.session.isLoggedIn || !this.counts) return null;
    return this.counts.cartCount;
  }

  async load(): Promise<void> {
    const user = this.session.user;
    if (!user) {
      this.read.reset();
      return;
    }
    await this.read.fetch(user.id);
  }
}
