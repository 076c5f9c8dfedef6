/**
 * A cash fund (amplop digital) in a registry (issue 28 item 4, decision 0404): the owner names a goal and tells why;
 * givers give money toward it, counted once the payment gateway settles it.
 */
export interface CashFund {
  readonly id: string;
  readonly name: string;
  /** The goal in rupiah (> 0). */
  readonly goalAmount: number;
  /** The owner's short story ('Untuk biaya aqiqah si kecil'). */
  readonly story: string;
  /** The owner lets givers give past the goal; otherwise a gift is at most what is left of it. */
  readonly allowOverGoal: boolean;
  /** The smallest gift the portal takes. */
  readonly minAmount: number;
  /** Rupiah settled by the gateway so far; null while surprise mode hides it from the owner. */
  readonly collectedAmount: number | null;
  /** How many settled gifts (one per giver's payment); null while surprise mode hides it from the owner. */
  readonly giverCount: number | null;
  /** Rupiah of gifts placed and still waiting for payment (they hold their part of the goal until they end). */
  readonly pendingAmount: number;
  /** The settled gifts with their names and messages: for the owner only (empty for a giver, or while surprise hides names). */
  readonly gifts: readonly CashFundGift[];
}

/** One settled gift to a fund, as its owner sees it. */
export interface CashFundGift {
  readonly id: string;
  readonly name: string;
  readonly message: string;
  readonly amount: number;
  readonly createdAt: string;
}
