import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, GiftFollowUpGateway, ThankYouGiver, ThankYouList } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

/**
 * The owner's thank-you list (issue 16 item 6, decision 0267): who gave what, as the portal allows in surprise mode,
 * and a 'Sudah berterima kasih' mark per giver kept by the portal. A mark changes only from the portal's answer.
 */
@injectable()
export class ThankYouStore {
  /** The list as the portal answered it (marks included). */
  readonly read = new Query<'givers', ThankYouList>(() => this.gateway.thankYouList());
  /** A mark per giver: givers side by side, the same giver once at a time; a mark changes only from the answer. */
  readonly marking = new Mutation<{ readonly id: string; readonly thanked: boolean }, ThankYouGiver>({
    run: ({ id, thanked }) => this.gateway.setThanked(id, thanked),
    key: ({ id }) => id,
    concurrency: 'per-key',
    onSuccess: (giver, { id }) => {
      runInAction(() => {
        const list = this.list;
        if (list) this.read.setData({ ...list, givers: list.givers.map((g) => (g.id === id ? giver : g)) });
      });
    },
  });

  constructor(@inject(TOKENS.GiftFollowUpGateway) private readonly gateway: GiftFollowUpGateway) {
    makeAutoObservable<ThankYouStore, 'gateway'>(this, { gateway: false, marking: false, read: false }, { autoBind: true });
  }

  get list(): ThankYouList | null {
    return this.read.data;
  }

  get status(): LoadStatus {
    return this.read.status;
  }

  get error(): DomainErrorDetail | null {
    return this.read.error;
  }

  get pendingIds(): ReadonlySet<string> {
    return this.marking.pendingKeys;
  }

  get markError(): DomainErrorDetail | null {
    return this.marking.error;
  }

  /** Givers not thanked yet. */
  get leftToThank(): number {
    return this.list?.givers.filter((g) => !g.isThanked).length ?? 0;
  }

  async load(): Promise<void> {
    await this.read.fetch('givers');
  }

  /** Marks (or unmarks) one giver as thanked; false with the reason in markError. */
  setThanked(id: string, thanked: boolean): Promise<boolean> {
    return this.marking.run({ id, thanked });
  }
}
