import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, Voucher, VoucherGateway } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

/** Largest discount first (spec §7: sort -max_discount), kept on the client too so the order never depends on the server. */
function byLargestDiscount(vouchers: readonly Voucher[]): readonly Voucher[] {
  return [...vouchers].sort((a, b) => b.maxDiscount - a.maxDiscount);
}

/**
 * Vouchers (/vouchers, /voucher, /voucher/{id}, /voucher/claim/{id}): the list (limit 1000, largest discount
 * first), one voucher, and claiming, which sets claimed (spec §4). A claim is one request however often tapped.
 */
@injectable()
export class VoucherStore {
  /** The list (one read, limit 1000), largest discount first. */
  readonly list = new Query<'all', readonly Voucher[]>(async () => byLargestDiscount(await this.gateway.list()));
  /** One voucher, keyed by its id; a voucher the list knows shows at once while it is read. */
  readonly details = new Query<string, Voucher>((id) => this.gateway.get(id));
  /** A claim: one at a time, however often tapped (a second one is refused); the claimed voucher is marked in place. */
  readonly claiming = new Mutation<string, Voucher>({
    run: (id) => this.gateway.claim(id),
    key: (id) => id,
    onSuccess: (claimed, id) => runInAction(() => {
      const marked = { ...claimed, isClaimed: true };
      if (this.list.data) this.list.setData(this.list.data.map((v) => (v.id === id ? marked : v)));
      if (this.detail?.id === id) this.details.setData(marked);
    }),
  });

  constructor(@inject(TOKENS.VoucherGateway) private readonly gateway: VoucherGateway) {
    makeAutoObservable<VoucherStore, 'gateway'>(this, { gateway: false, claiming: false, list: false, details: false }, { autoBind: true });
  }

  get vouchers(): readonly Voucher[] {
    return this.list.data ?? [];
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get error(): DomainErrorDetail | null {
    return this.list.error;
  }

  get detail(): Voucher | null {
    return this.details.data;
  }

  get detailStatus(): LoadStatus {
    return this.details.status;
  }

  get detailError(): DomainErrorDetail | null {
    return this.details.error;
  }

  /** The voucher being claimed, if any. */
  get claimingId(): string | null {
    return this.claiming.pendingKey;
  }

  get claimError(): DomainErrorDetail | null {
    return this.claiming.error;
  }

  /** Claimed vouchers, for picking one at checkout. */
  get claimed(): readonly Voucher[] {
    return this.vouchers.filter((v) => v.isClaimed);
  }

  /** The list, read again on each visit; a read on its way is joined. */
  load(): Promise<boolean> {
    return this.list.revisit('all');
  }

  /** One voucher, read again on each visit (a voucher the list knows shows at once); a read on its way is joined. */
  loadDetail(id: string): Promise<boolean> {
    const known = this.vouchers.find((v) => v.id === id);
    if (known && !this.details.is(id)) this.details.put(id, known);
    return this.details.revisit(id);
  }

  /** Claims a claimable voucher (POST /v1/claim/voucher); it is marked claimed in the list and the detail. */
  claim(id: string): Promise<boolean> {
    return this.claiming.run(id);
  }

  /** The vouchers once known (the checkout's, its route's loader): a read on its way is joined, a known list kept. */
  ensureList(): Promise<boolean> {
    return this.list.ensure('all');
  }
}
