import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, Greeting, GreetingInput, RegistryGateway } from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, type LoadStatus } from '../async';

/** Longest greeting the portal accepts (docs/api-contract.md). */
export const GREETING_MAX_LENGTH = 500;

/** The greetings (ucapan): the owner reads those received; a giver leaves one on a registry. */
@injectable()
export class GreetingsStore {
  greetings: readonly Greeting[] = [];
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  page = 0;
  totalPage = 0;

  sending = false;
  sendError: DomainErrorDetail | null = null;
  /** The greeting the last send answered. */
  sent: Greeting | null = null;

  constructor(@inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway) {
    makeAutoObservable<GreetingsStore, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.page < this.totalPage;
  }

  /** Greetings for one gift (the gift's detail screen). */
  forGift(giftId: string): readonly Greeting[] {
    return this.greetings.filter((g) => g.giftProductId === giftId);
  }

  async load(): Promise<void> {
    await this.fetch(1);
  }

  async loadMore(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return;
    await this.fetch(this.page + 1);
  }

  /** Leaves a greeting on a registry; the form keeps its text when this fails. */
  async send(username: string, input: GreetingInput): Promise<boolean> {
    if (this.sending) return false;
    const name = input.name.trim();
    const message = input.message.trim();
    if (name === '' || message === '' || message.length > GREETING_MAX_LENGTH) {
      this.sendError = { kind: 'validation', message: '', fieldErrors: {} };
      return false;
    }
    this.sending = true;
    this.sendError = null;
    try {
      const greeting = await this.gateway.sendGreeting(username, { ...input, name, message });
      runInAction(() => (this.sent = greeting));
      return true;
    } catch (error) {
      runInAction(() => (this.sendError = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  private async fetch(page: number): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const result = await this.gateway.greetings(page);
      runInAction(() => {
        const known = page === 1 ? [] : this.greetings;
        const ids = new Set(known.map((g) => g.id));
        this.greetings = [...known, ...result.items.filter((g) => !ids.has(g.id))];
        this.page = result.page;
        this.totalPage = result.totalPage;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }
}
