import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, Voucher, VoucherGateway } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, Mutation, type LoadStatus } from '../async';

/** Largest discount first (spec §7: sort -max_discount), kept on the client too so the order never depends on the server. */
export function byLargestDiscount(vouchers: readonly Voucher[]): readonly Voucher[] {
  return [...vouchers].sort((a, b) => b.maxDiscount - a.maxDiscount);
}

/**
 * Vouchers (/vouchers, /voucher, /voucher/{id}, /voucher/claim/{id}): the list (limit 1000, largest discount
 * first), one voucher, and claiming, which sets claimed (spec §4). A claim is one request however often tapped.
 */
@injectable()
export class VoucherStore {
  vouchers: readonly Voucher[] = [];
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  detail: Voucher | null = null;
  detailStatus: LoadStatus = 'idle';
  detailError: DomainErrorDetail | null = null;
  /** A claim: one at a time, however often tapped (a second one is refused); the claimed voucher is marked in place. */
  readonly claiming = new Mutation<string, Voucher>({
    run: (id) => this.gateway.claim(id),
    key: (id) => id,
    onSuccess: (claimed, id) => runInAction(() => {
      const marked = { ...claimed, isClaimed: true };
      this.vouchers = this.vouchers.map((v) => (v.id === id ? marked : v));
      if (this.detail?.id === id) this.detail = marked;
    }),
  });

  constructor(@inject(TOKENS.VoucherGateway) private readonly gateway: VoucherGateway) {
    makeAutoObservable<VoucherStore, 'gateway'>(this, { gateway: false, claiming: false }, { autoBind: true });
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

  async load(): Promise<boolean> {
    this.status = 'loading';
    this.error = null;
    try {
      const vouchers = await this.gateway.list();
      runInAction(() => {
        this.vouchers = byLargestDiscount(vouchers);
        this.status = 'ready';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
      return false;
    }
  }

  async loadDetail(id: string): Promise<boolean> {
    this.detail = this.vouchers.find((v) => v.id === id) ?? (this.detail?.id === id ? this.detail : null);
    this.detailStatus = 'loading';
    this.detailError = null;
    try {
      const voucher = await this.gateway.get(id);
      runInAction(() => {
        this.detail = voucher;
        this.detailStatus = 'ready';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.detailError = toErrorDetail(error);
        this.detailStatus = 'error';
      });
      return false;
    }
  }

  /** Claims a claimable voucher (POST /v1/claim/voucher); it is marked claimed in the list and the detail. */
  claim(id: string): Promise<boolean> {
    return this.claiming.run(id);
  }
}
