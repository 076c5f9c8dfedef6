import type { GiftProduct } from '../model';
import type { SurpriseSettings } from '../surprise/surprise-mode';
import type { ExternalProofInput } from '../gift/external-proof';
import type { CallOptions } from './call-options.port';

/** The owner's surprise setting with what the portal lets her see now (decision 0265). */
export interface SurpriseState {
  readonly settings: SurpriseSettings;
  /** When everything shows (ISO), or null when off or without a date. */
  readonly revealAt: string | null;
  /** Who gave what is hidden from her now. */
  readonly namesHidden: boolean;
  /** Whether gifts are taken is hidden from her now. */
  readonly takenHidden: boolean;
  /** Wishes taken or chipped in for ('3 kado sudah dipilih'); null while that is hidden. */
  readonly takenCount: number | null;
}

/** A registry's surprise as a giver sees it: only whether it is on and until when. */
export interface RegistrySurprise {
  readonly isActive: boolean;
  readonly revealAt: string | null;
}

/** One gift or contribution in the thank-you list. */
export interface ThankYouGift {
  readonly giftProductId: string;
  readonly name: string;
  /** Rupiah chipped in, or null for the whole gift. */
  readonly contribution: number | null;
  /** True for a gift of money to a cash fund (amplop digital, decision 0404): `name` is the fund's, `contribution` the amount. */
  readonly isFundGift?: boolean;
}

/** One giver of the thank-you list (decision 0267). */
export interface ThankYouGiver {
  readonly id: string;
  readonly name: string;
  /** Her WhatsApp number when she gave one. */
  readonly phone: string | null;
  readonly isThanked: boolean;
  readonly gifts: readonly ThankYouGift[];
}

/** The thank-you list; empty and hidden while surprise mode hides the names. */
export interface ThankYouList {
  readonly isHidden: boolean;
  readonly revealAt: string | null;
  readonly takenCount: number | null;
  readonly givers: readonly ThankYouGiver[];
}

/** After the gift: surprise mode, proof of an outside purchase and the thank-you list (additions to spec §7, decisions 0265-0267). */
export interface GiftFollowUpGateway {
  /** The owner's surprise setting and what she may see now (GET v2/gifts/surprise). */
  surprise(options?: CallOptions): Promise<SurpriseState>;
  /** Saves it; a bad date is a validation error with the field's message (PUT v2/gifts/surprise). */
  saveSurprise(settings: SurpriseSettings, options?: CallOptions): Promise<SurpriseState>;
  /** Whether a registry's surprise is on, for its givers (GET v2/gifts/{username}/surprise). */
  registrySurprise(username: string, options?: CallOptions): Promise<RegistrySurprise>;
  /** Who gave what, with the thanked marks (GET v2/gifts/thank-you). */
  thankYouList(options?: CallOptions): Promise<ThankYouList>;
  /** Marks a giver thanked or not (PUT v2/gifts/thank-you/{id}). */
  setThanked(giverId: string, thanked: boolean, options?: CallOptions): Promise<ThankYouGiver>;
  /** The giver who bought an external gift adds the courier and resi (POST v2/gift-products/{id}/external-proof). */
  addExternalProof(giftId: string, input: ExternalProofInput, options?: CallOptions): Promise<GiftProduct>;
}
