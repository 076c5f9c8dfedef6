import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  checkExternalProof, giftParcel, type DomainErrorDetail, type ExternalProofInput, type GiftFollowUpGateway, type GiftProduct,
  type OrderGateway, type Tracking,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

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
  /** One courier read per gift, keyed by its courier and resi: a newer read of a gift aborts its older one. */
  private tracks: ReadonlyMap<string, Query<string, Tracking>> = new Map();

  constructor(
    @inject(TOKENS.GiftFollowUpGateway) private readonly gateway: GiftFollowUpGateway,
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
  ) {
    makeAutoObservable<ExternalProofStore, 'gateway' | 'orders' | 'tracks'>(this, { gateway: false, orders: false, tracks: observableRef, submission: false }, { autoBind: true });
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
    const read = this.tracks.get(giftId);
    if (!read) return IDLE;
    const tracking = read.data;
    return { status: read.status, tracking, unknownAwb: tracking !== null && !tracking.found, error: read.error };
  }

  /**
   * The owner asks the courier about a gift's resi: the giver's for an outside gift, the order's for one bought on
   * Kado (`giftParcel`, issue 31); the error flag clears the log (spec §8).
   */
  async track(gift: GiftProduct): Promise<void> {
    const parcel = giftParcel(gift);
    if (!parcel) return;
    await this.trackOf(gift.id).fetch(JSON.stringify([parcel.courier, parcel.awb]));
  }

  /** The gift's courier read, made on its first track. */
  private trackOf(giftId: string): Query<string, Tracking> {
    const known = this.tracks.get(giftId);
    if (known) return known;
    const read = new Query<string, Tracking>(async (key, signal) => {
      const [courier, awb] = JSON.parse(key) as [string, string];
      const tracking = await this.orders.track(courier, awb, { signal });
      return tracking.found ? tracking : { ...tracking, history: [] };
    });
    this.tracks = new Map([...this.tracks, [giftId, read]]);
    return read;
  }
}
