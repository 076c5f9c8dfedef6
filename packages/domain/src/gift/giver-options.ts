// What a giver may do on one gift line of a registry (spec §4 and §6, decisions 0103, 0180-0183, 0225, 0266).
import type { GiftProduct } from '../model';
import { giftPrice, isGiftTaken } from './gift-state';
import { giverGiftState, type GiverGiftState } from './giver-view';
import { checkContribution, contributionBounds, remainingContribution, type ContributionCheck } from './contribution';

/** Who looks at the gift, as far as the rule needs it. */
export interface GiftViewer {
  /** The registry is the viewer's own: the owner sees the page as givers do, with no giver action. */
  readonly isOwner: boolean;
  /** This browser remembers holding the gift (a reservation or a cart line). */
  readonly holds: boolean;
  /** This browser chipped in for the gift (its contributions may be revealed to the owner). */
  readonly contributed: boolean;
  /** A reservation of the gift waits for the connection (decision 0225). */
  readonly queued: boolean;
  /**
   * This browser already revealed her name to the owner on the gift: no 'Tampilkan nama saya' again (QA, 28 November:
   * it stayed after her reveal while other givers' contributions to the gift stayed anonymous).
   */
  readonly named?: boolean;
}

/** What the giver may do on a gift; each flag is one button or link of the gift card. */
export interface GiverOptions {
  /** The giver's state of the gift (giverGiftState). */
  readonly state: GiverGiftState;
  /** Reserve it (keep it for herself, pay later). */
  readonly reserve: boolean;
  /** Put a catalogue gift in the gift cart to buy it whole. */
  readonly buy: boolean;
  /** Buy an external gift at its shop (/registry/external-checkout/{id}). */
  readonly buyExternal: boolean;
  /** Chip in an amount (patungan). */
  readonly contribute: boolean;
  /** Cancel her own hold. */
  readonly cancel: boolean;
  /** Go to the gift cart to pay for her hold. */
  readonly goToCart: boolean;
  /** Add the courier and resi of an external gift she bought (decision 0266). */
  readonly addResi: boolean;
  /** Show her name to the owner on her contributions (spec §6, decision 0042). */
  readonly reveal: boolean;
  /** Her reservation waits for the connection: the gift shows that instead of buttons. */
  readonly queued: boolean;
}

const NONE = { reserve: false, buy: false, buyExternal: false, contribute: false, cancel: false, goToCart: false, addResi: false, reveal: false, queued: false } as const;

/** Rupiah still open for contributions on a gift. */
export function giftRemaining(gift: GiftProduct): number {
  return remainingContribution(giftPrice(gift), gift.contributedAmount);
}

/** The range a next contribution to a gift must fall in: at least Rp10.000 (or all that is left), at most what is left. */
export function giftContributionBounds(gift: GiftProduct): { readonly min: number; readonly max: number } {
  return contributionBounds(giftPrice(gift), gift.contributedAmount);
}

/** Why an amount cannot be given to a gift, or 'ok' (the portal checks the same and answers 422). */
export function checkGiftContribution(gift: GiftProduct, amount: number | null): ContributionCheck {
  return checkContribution(amount, giftPrice(gift), gift.contributedAmount);
}

/**
 * A catalogue gift nobody holds may be shared by several givers (patungan) while something is left; never by the
 * giver who already gave it whole.
 */
export function canContributeTo(gift: GiftProduct): boolean {
  if (gift.givenByViewer && gift.contributedAmount === 0) return false;
  return gift.externalProduct === null && gift.product !== null && !isGiftTaken(gift) && giftRemaining(gift) > 0;
}

/** What the giver may do on a gift, from its state and what this browser knows of her (the owner: nothing). */
export function giverOptions(gift: GiftProduct, viewer: GiftViewer): GiverOptions {
  const state = giverGiftState(gift, viewer.holds);
  if (viewer.isOwner) return { state, ...NONE };
  const external = gift.externalProduct !== null;
  const boughtExternal = external && gift.isPurchase;
  const reveal = viewer.contributed && viewer.named !== true && gift.contributions.some((c) => !c.isRevealed);
  switch (state) {
    case 'given':
      return { state, ...NONE, addResi: boughtExternal, reveal };
    case 'taken':
    case 'funded':
      return { state, ...NONE, reveal };
    case 'held':
      return {
        state,
        ...NONE,
        cancel: !gift.paymentCompleted && gift.manuallyPurchasedAt === null && !boughtExternal,
        buyExternal: external && !gift.isPurchase,
        goToCart: !external && (gift.isInCart || gift.transactionStatus === 'reserved'),
        reveal,
      };
    case 'sharing':
      // Givers already share this gift: only more contributions fit, never a whole purchase.
      return { state, ...NONE, contribute: canContributeTo(gift), reveal };
    case 'open':
      if (viewer.queued) return { state, ...NONE, queued: true, reveal };
      return { state, ...NONE, reserve: true, buy: !external, buyExternal: external, contribute: canContributeTo(gift), reveal };
  }
}
