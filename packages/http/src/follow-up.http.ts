import { externalProofRequest, surpriseRequest, thankedRequest } from '@kado/contract';
import * as v from 'valibot';
import type {
  CallOptions, ExternalProofInput, GiftFollowUpGateway, GiftProduct, RegistrySurprise, SurpriseSettings, SurpriseState,
  ThankYouGiver, ThankYouList,
} from '@kado/domain';
import type { PortalClient } from './portal-client';
import { giftProductDto } from './registry.dto';
import { idDto, optionalIdDto, optionalString } from './wire.dto';

const at = (id: string) => encodeURIComponent(id);

/** Wire surprise setting (GET/PUT v2/gifts/surprise, decision 0265). */
export const surpriseDto = v.pipe(
  v.object({
    is_enabled: v.boolean(), hide_taken: v.boolean(), reveal_on: optionalString, due_date: optionalString, reveal_at: optionalString,
    is_names_hidden: v.boolean(), is_taken_hidden: v.boolean(), taken_count: v.nullable(v.number()),
  }),
  v.transform((d): SurpriseState => ({
    settings: { enabled: d.is_enabled, hideTaken: d.hide_taken, revealOn: d.reveal_on, dueDate: d.due_date },
    revealAt: d.reveal_at, namesHidden: d.is_names_hidden, takenHidden: d.is_taken_hidden, takenCount: d.taken_count,
  })),
);

export const registrySurpriseDto = v.pipe(
  v.object({ is_active: v.boolean(), reveal_at: optionalString }),
  v.transform((d): RegistrySurprise => ({ isActive: d.is_active, revealAt: d.reveal_at })),
);

/** Wire giver of the thank-you list (decision 0267). */
export const thankYouGiverDto = v.pipe(
  v.object({
    id: idDto, name: v.string(), phone: optionalString, is_thanked: v.boolean(),
    gifts: v.array(v.object({ gift_product_id: idDto, name: v.string(), contribution: v.nullable(v.number()), fund_id: optionalIdDto })),
  }),
  v.transform((d): ThankYouGiver => ({
    id: d.id, name: d.name, phone: d.phone, isThanked: d.is_thanked,
    gifts: d.gifts.map((g) => ({ giftProductId: g.gift_product_id, name: g.name, contribution: g.contribution, isFundGift: g.fund_id !== null })),
  })),
);

export const thankYouListDto = v.pipe(
  v.object({ is_hidden: v.boolean(), reveal_at: optionalString, taken_count: v.nullable(v.number()), rows: v.array(thankYouGiverDto) }),
  v.transform((d): ThankYouList => ({ isHidden: d.is_hidden, revealAt: d.reveal_at, takenCount: d.taken_count, givers: d.rows })),
);

/** GiftFollowUpGateway over the portal API (additions to spec §7, decisions 0265-0267). */
export class HttpGiftFollowUpGateway implements GiftFollowUpGateway {
  constructor(private readonly client: PortalClient) {}

  surprise(options?: CallOptions): Promise<SurpriseState> {
    return this.client.data('v2/gifts/surprise', surpriseDto, { signal: options?.signal });
  }

  saveSurprise(s: SurpriseSettings, options?: CallOptions): Promise<SurpriseState> {
    return this.client.data('v2/gifts/surprise', surpriseDto, {
      method: 'put',
      json: { is_enabled: s.enabled, hide_taken: s.hideTaken, reveal_on: s.revealOn, due_date: s.dueDate },
      request: surpriseRequest,
      signal: options?.signal,
    });
  }

  registrySurprise(username: string, options?: CallOptions): Promise<RegistrySurprise> {
    return this.client.data(`v2/gifts/${at(username)}/surprise`, registrySurpriseDto, { signal: options?.signal });
  }

  thankYouList(options?: CallOptions): Promise<ThankYouList> {
    return this.client.data('v2/gifts/thank-you', thankYouListDto, { signal: options?.signal });
  }

  setThanked(giverId: string, thanked: boolean, options?: CallOptions): Promise<ThankYouGiver> {
    return this.client.data(`v2/gifts/thank-you/${at(giverId)}`, thankYouGiverDto, { method: 'put', json: { is_thanked: thanked }, request: thankedRequest, signal: options?.signal });
  }

  addExternalProof(giftId: string, input: ExternalProofInput, options?: CallOptions): Promise<GiftProduct> {
    return this.client.data(`v2/gift-products/${at(giftId)}/external-proof`, giftProductDto, {
      method: 'post',
      json: { courier: input.courier, awb: input.awb },
      request: externalProofRequest,
      signal: options?.signal,
    });
  }
}
