import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, GiftFollowUpGateway, ThankYouList } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, withItem, withoutItem, type LoadStatus } from '../async-state';

/**
 * The owner's thank-you list (issue 16 item 6, decision 0267): who gave what, as the portal allows in surprise mode,
 * and a 'Sudah berterima kasih' mark per giver kept by the portal. A mark changes only from the portal's answer.
 */
@injectable()
export class ThankYouStore {
  list: ThankYouList | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  pendingIds: ReadonlySet<string> = new Set();
  markError: DomainErrorDetail | null = null;

  constructor(@inject(TOKENS.GiftFollowUpGateway) private readonly gateway: GiftFollowUpGateway) {
    makeAutoObservable<ThankYouStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  /** Givers not thanked yet. */
  get leftToThank(): number {
    return this.list?.givers.filter((g) => !g.isThanked).length ?? 0;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const list = await this.gateway.thankYouList();
      runInAction(() => {
        this.list = list;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }

  /** Marks (or unmarks) one giver as thanked; false with the reason in markError. */
  async setThanked(id: string, thanked: boolean): Promise<boolean> {
    if (this.pendingIds.has(id)) return false;
    this.pendingIds = withItem(this.pendingIds, id);
    this.markError = null;
    try {
      const giver = await this.gateway.setThanked(id, thanked);
      runInAction(() => {
        if (this.list) this.list = { ...this.list, givers: this.list.givers.map((g) => (g.id === id ? giver : g)) };
      });
      return true;
    } catch (error) {
      runInAction(() => (this.markError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.pendingIds = withoutItem(this.pendingIds, id)));
    }
  }
}
