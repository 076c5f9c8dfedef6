import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationCounts, SearchGateway } from '@kado/domain';
import { TOKENS } from './tokens';
import { SessionStore } from './session.store';
import type { LoadStatus } from './async-state';

/** Cart and order counters of the bottom navigation; loaded only when logged in (spec §4). */
@injectable()
export class NotificationStore {
  counts: NotificationCounts | null = null;
  status: LoadStatus = 'idle';

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.SearchGateway) private readonly search: SearchGateway,
  ) {
    makeAutoObservable<NotificationStore, 'session' | 'search'>(this, { session: false, search: false }, { autoBind: true });
  }

  /** The badge number: the cart count, shown only when logged in (null hides the badge). */
  get badgeCount(): number | null {
    if (!this.session.isLoggedIn || !this.counts) return null;
    return this.counts.cartCount;
  }

  async load(): Promise<void> {
    if (!this.session.isLoggedIn) {
      this.counts = null;
      this.status = 'idle';
      return;
    }
    this.status = 'loading';
    try {
      const counts = await this.search.notificationCounts();
      runInAction(() => {
        this.counts = counts;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }
}
