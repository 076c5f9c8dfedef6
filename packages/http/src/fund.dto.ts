import * as v from 'valibot';
import type { CashFund, CashFundGift } from '@kado/domain';
import { idDto } from './wire.dto';

/** Wire settled gift to a fund (the owner's view only; decision 0404). */
const cashFundGiftDto = v.pipe(
  v.object({ id: idDto, name: v.string(), message: v.string(), amount: v.number(), created_at: v.string() }),
  v.transform((d): CashFundGift => ({ id: d.id, name: d.name, message: d.message, amount: d.amount, createdAt: d.created_at })),
);

/** Wire cash fund (docs/api-contract.md "Cash funds"): what was collected is null while surprise mode hides it from the owner. */
export const cashFundDto = v.pipe(
  v.object({
    id: idDto,
    name: v.string(),
    goal_amount: v.number(),
    story: v.nullish(v.string(), ''),
    allow_over_goal: v.boolean(),
    min_amount: v.number(),
    collected_amount: v.nullable(v.number()),
    giver_count: v.nullable(v.number()),
    pending_amount: v.optional(v.number(), 0),
    gifts: v.optional(v.array(cashFundGiftDto), []),
  }),
  v.transform((d): CashFund => ({
    id: d.id, name: d.name, goalAmount: d.goal_amount, story: d.story, allowOverGoal: d.allow_over_goal, minAmount: d.min_amount,
    collectedAmount: d.collected_amount, giverCount: d.giver_count, pendingAmount: d.pending_amount, gifts: d.gifts,
  })),
);
