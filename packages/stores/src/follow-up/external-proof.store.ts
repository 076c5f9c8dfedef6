import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  checkExternalProof, type DomainErrorDetail, type ExternalProofInput, type GiftFollowUpGateway, type GiftProduct,
  type OrderGateway, type Tracking,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { isAbort, toErrorDetail, Mutation, type LoadStatus } from '../async';

/** The courier's answer for one gift's resi, as the owner sees it. */
interface ParcelTracking {
  readonly status: LoadStatus;
  readonly tracking: Tracking | null;
  /** The courier answered with the error flag: the log was cleared (spec §8) and the resi is probably wrong. */
  readonly unknownAwb: boolean;
  readonly error: DomainErrorDetail | null;
}

const IDLE: ParcelTracking = { status: 'idle', tracking: null, unknownAwb: false, error: null };

/**
 * Proof of an outside purchase (issue 16 item 5, decision 0266). The giver adds the courier and the resi (checked by
 * the domain before any call; what she typed stays on a refusal); the owner follows the parcel through GET v1/track,
 * where an answer with the error flag clears the log and says so.
 */
@injectable()
export class ExternalProofStore {
  /** Sending the proof: one at a time (a second tap is refused). */
  readonly submission = new Mutation<{ readonly giftId: string; readonly input: ExternalProofInput }, GiftProduct>({
    run: ({ giftId, input }) => this.gateway.addExternalProof(giftId, input),
    onSuccess: (gift) => {
      runInAction(() => (this.saved = gift));
    },
  });
  fieldErrors: Partial<Record<'courier' | 'awb', string>> = {};
  /** The gift as the portal answered the last proof. */
  saved: GiftProduct | null = null;
  parcels: ReadonlyMap<string, ParcelTracking> = new Map();
  private controllers = new Map<string, AbortController>();

  constructor(
    @inject(TOKENS.GiftFollowUpGateway) private readonly gateway: GiftFollowUpGateway,
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
  ) {
    makeAutoObservable<ExternalProofStore, 'gateway' | 'orders' | 'controllers'>(this, { gateway: false, orders: false, controllers: false, submission: false }, { autoBind: true });
  }

  get submitting(): boolean {
    return this.submission.pending;
  }

  get submitError(): DomainErrorDetail | null {
    return this.submission.error;
  }

  /** The giver sends the courier and the resi; false with field errors or the portal's reason. */
  async submit(giftId: string, input: ExternalProofInput): Promise<boolean> {
    if (this.submission.pending) return false;
    this.submission.clearError();
    const checked = checkExternalProof(input);
    if (!checked.ok) {
      this.fieldErrors = checked.errors;
      return false;
    }
    this.fieldErrors = {};
    const result = await this.submission.submit({ giftId, input: { courier: checked.courier, awb: checked.awb } });
    const detail = result.ok ? null : result.error;
    if (detail?.kind === 'validation') {
      const pick = (k: 'courier' | 'awb') => detail.fieldErrors[k]?.[0];
      runInAction(() => {
        this.fieldErrors = { ...(pick('courier') ? { courier: pick('courier') } : {}), ...(pick('awb') ? { awb: pick('awb') } : {}) };
      });
    }
    return result.ok;
  }

  parcel(giftId: string): ParcelTracking {
    return this.parcels.get(giftId) ?? IDLE;
  }

  /** The owner asks the courier about a gift's resi; the error flag clears the log (spec §8). */
  async track(gift: GiftProduct): Promise<void> {
    const proof = gift.externalProof;
    if (!proof) return;
    this.controllers.get(gift.id)?.abort();
    const controller = new AbortController();
    this.controllers.set(gift.id, controller);
    const before = this.parcel(gift.id);
    this.put(gift.id, { ...before, status: 'loading', error: null });
    try {
      const tracking = await this.orders.track(proof.courier, proof.awb, { signal: controller.signal });
      if (controller.signal.aborted) return;
      this.put(gift.id, { status: 'ready', tracking: tracking.found ? tracking : { ...tracking, history: [] }, unknownAwb: !tracking.found, error: null });
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      this.put(gift.id, { ...this.parcel(gift.id), status: 'error', error: toErrorDetail(error) });
    }
  }

  private put(id: string, value: ParcelTracking): void {
    runInAction(() => {
      const next = new Map(this.parcels);
      next.set(id, value);
      this.parcels = next;
    });
  }
}
