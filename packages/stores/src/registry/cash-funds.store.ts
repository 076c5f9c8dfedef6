import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  checkFundGift, fundGiftBounds, fundPaymentMethods, fundProgress, FUND_GIVER_NAME_MAX, FUND_MESSAGE_MAX,
  type CashFund, type DomainErrorDetail, type FundGiftCheck, type OrderGateway, type PaymentMethod, type RegistryGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

/** What a giver types to give to a fund. */
interface FundGiftForm {
  readonly amount: number | null;
  readonly name: string;
  readonly message: string;
  readonly paymentMethod: string;
}

/** Why the form cannot be sent yet, by field (checked here with the domain's rules, before any call). */
export interface FundGiftFormErrors {
  readonly amount?: Exclude<FundGiftCheck, 'ok'>;
  readonly name?: 'required' | 'too-long';
  readonly message?: 'too-long';
  readonly paymentMethod?: 'required';
}

/**
 * A registry's cash funds as a giver sees them (issue 28 item 4, decision 0404): each with what was collected and by
 * how many, and a gift of any amount in its bounds with a name and a message, placed as an order with the gateway's
 * payment instruction (the page then goes to the existing payment page). No COD: the payer is not the receiver.
 */
@injectable()
export class CashFundsStore {
  private readonly query = new Query<{ readonly username: string; readonly asVisitor: boolean }, readonly CashFund[]>(
    ({ username, asVisitor }, signal) => this.gateway.funds(username, { signal, ...(asVisitor ? { asVisitor } : {}) }),
  );
  /** One gift at a time: a second tap while it is placed is refused, nothing is placed twice. */
  readonly giving = new Mutation<{ readonly fundId: string; readonly form: FundGiftForm }, string>(
    async ({ fundId, form }) => (await this.gateway.giveToFund(fundId, {
      amount: form.amount ?? 0, name: form.name.trim(), message: form.message.trim(), paymentMethod: form.paymentMethod,
    })).id,
  );
  /** What the portal offers to pay with (read once). */
  allMethods: readonly PaymentMethod[] = [];

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(TOKENS.OrderGateway) private readonly orders: OrderGateway,
  ) {
    makeAutoObservable<CashFundsStore, 'gateway' | 'orders' | 'query'>(this, { gateway: false, orders: false, query: false, giving: false }, { autoBind: true });
  }

  get funds(): readonly CashFund[] {
    return this.query.data ?? [];
  }

  get status(): LoadStatus {
    return this.query.status;
  }

  get error(): DomainErrorDetail | null {
    return this.query.error;
  }

  get giveError(): DomainErrorDetail | null {
    return this.giving.error;
  }

  get isGiving(): boolean {
    return this.giving.pending;
  }

  /** Reads a registry's funds (on each visit of its page); `asVisitor` for the owner's giver's-eye preview. */
  load(username: string, asVisitor = false): Promise<boolean> {
    return this.query.revisit({ username, asVisitor });
  }

  /** Reads them again (after a gift was settled elsewhere, or 'Coba lagi'). */
  refresh(): Promise<boolean> {
    return this.query.refresh();
  }

  /** The ways to pay a fund gift: the portal's, without COD (decision 0400) and without card unless configured. */
  methods(cardProvider: string | null): readonly PaymentMethod[] {
    return fundPaymentMethods(this.allMethods, typeof cardProvider === 'string' && cardProvider.trim() !== '');
  }

  async loadMethods(): Promise<void> {
    if (this.allMethods.length > 0) return;
    try {
      const methods = await this.orders.paymentMethods();
      runInAction(() => (this.allMethods = methods));
    } catch {
      // The form shows no method and says so; opening it again asks again.
    }
  }

  /** The amounts a next gift may take (the domain's bounds). */
  boundsOf(fund: CashFund): { readonly min: number; readonly max: number } {
    return fundGiftBounds(fund);
  }

  /** The progress bar's fill, 0 to 1. */
  progressOf(fund: CashFund): number {
    return fundProgress(fund.goalAmount, fund.collectedAmount);
  }

  /** The form's mistakes before any call (empty when it can be sent). */
  check(fund: CashFund, form: FundGiftForm): FundGiftFormErrors {
    const amount = checkFundGift(form.amount, fund);
    const name = form.name.trim();
    return {
      ...(amount !== 'ok' ? { amount } : {}),
      ...(name === '' ? { name: 'required' as const } : name.length > FUND_GIVER_NAME_MAX ? { name: 'too-long' as const } : {}),
      ...(form.message.trim().length > FUND_MESSAGE_MAX ? { message: 'too-long' as const } : {}),
      ...(form.paymentMethod === '' ? { paymentMethod: 'required' as const } : {}),
    };
  }

  /** Places the gift: the new order's id (the payment page's), or null when refused (the form keeps what she typed). */
  async give(fund: CashFund, form: FundGiftForm): Promise<string | null> {
    if (Object.keys(this.check(fund, form)).length > 0) return null;
    const result = await this.giving.submit({ fundId: fund.id, form });
    return result.ok ? result.value : null;
  }

  clearGiveError(): void {
    this.giving.clearError();
  }
}
