import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MiniPointHistory, ProfileGateway } from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { PagedQuery } from '../async';

/**
 * Mini points (spec §1): the balance the profile shows and the history (/profile/mini-point-history),
 * paged as the user scrolls. The balance comes with every history page.
 */
@injectable()
export class MiniPointStore {
  /** The balance, null until known (and after logout). */
  balance: number | null = null;
  readonly history: PagedQuery<MiniPointHistory>;

  constructor(
    @inject(TOKENS.ProfileGateway) profile: ProfileGateway,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.history = new PagedQuery<MiniPointHistory>(async (page) => {
      const answer = await profile.miniPointHistory(page);
      runInAction(() => (this.balance = answer.balance));
      return answer;
    });
    makeAutoObservable<MiniPointStore, 'session'>(this, { history: false, session: false }, { autoBind: true });
  }

  /** Loads the balance with the first history page; nothing for a visitor who is not logged in. */
  async loadBalance(): Promise<boolean> {
    if (!this.session.isLoggedIn) {
      this.balance = null;
      return false;
    }
    return this.history.reset();
  }
}
