import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  checkCashFundDraft, fundProgress,
  type CashFund, type CashFundDraft, type CashFundDraftErrors, type DomainErrorDetail, type RegistryGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

/** What the owner types for a fund, with the 'allow more than the goal' choice. */
interface OwnerFundForm extends CashFundDraft {
  readonly allowOverGoal: boolean;
}

/**
 * The owner's cash funds (issue 28 item 4, decision 0404) on Lacak Kado: each with what was collected, by whom and
 * with which message (as surprise mode lets her see), and adding, editing and removing one. The draft is checked by
 * the domain's rule before any call; the portal checks it again.
 */
@injectable()
export class OwnerFundsStore {
  private readonly query = new Query<'mine', readonly CashFund[]>((_key, signal) => this.gateway.myFunds({ signal }));
  /** One save at a time (a new fund or an edit). */
  readonly saving = new Mutation<{ readonly id: string | null; readonly form: OwnerFundForm }, CashFund>(({ id, form }) => {
    const input = { name: form.name.trim(), goalAmount: form.goalAmount ?? 0, story: form.story.trim(), allowOverGoal: form.allowOverGoal };
    return id === null ? this.gateway.createFund(input) : this.gateway.updateFund(id, input);
  });
  /** Removals, one per fund. */
  readonly removal = new Mutation<string, void>({ run: (id) => this.gateway.removeFund(id), key: (id) => id, concurrency: 'per-key' });

  constructor(@inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway) {
    makeAutoObservable<OwnerFundsStore, 'gateway' | 'query'>(this, { gateway: false, query: false, saving: false, removal: false }, { autoBind: true });
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

  get saveError(): DomainErrorDetail | null {
    return this.saving.error;
  }

  get removeError(): DomainErrorDetail | null {
    return this.removal.error;
  }

  /** Reads her funds (on each visit of Lacak Kado). */
  load(): Promise<boolean> {
    return this.query.revisit('mine');
  }

  progressOf(fund: CashFund): number {
    return fundProgress(fund.goalAmount, fund.collectedAmount);
  }

  /** The draft's mistakes by field (the goal never below what came in for an edit). */
  check(form: OwnerFundForm, fund?: CashFund): CashFundDraftErrors {
    return checkCashFundDraft(form, fund ? (fund.collectedAmount ?? 0) + fund.pendingAmount : 0);
  }

  /** Adds a fund (`fund` absent) or saves an edit; answers whether it was saved (the list is read again). */
  async save(form: OwnerFundForm, fund?: CashFund): Promise<boolean> {
    if (Object.keys(this.check(form, fund)).length > 0) return false;
    if (!(await this.saving.run({ id: fund?.id ?? null, form }))) return false;
    await this.query.refresh();
    return true;
  }

  /** Removes a fund nobody gave to (the portal refuses one that received a gift, with its message). */
  async remove(id: string): Promise<boolean> {
    if (!(await this.removal.run(id))) return false;
    await this.query.refresh();
    return true;
  }

  clearErrors(): void {
    this.saving.clearError();
    this.removal.clearError();
  }
}
