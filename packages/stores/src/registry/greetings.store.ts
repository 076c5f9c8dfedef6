import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainErrorDetail, Greeting, GreetingInput, RegistryGateway } from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, PagedQuery, type LoadStatus } from '../async';

/** Longest greeting the portal accepts (docs/api-contract.md). */
const GREETING_MAX_LENGTH = 500;

/** The greetings (ucapan): the owner reads those received; a giver leaves one on a registry. */
@injectable()
export class GreetingsStore {
  /** The greetings received, page by page (a greeting seen again on a later page is not repeated). */
  readonly list = new PagedQuery<Greeting>((page, signal) => this.gateway.greetings(page, { signal }), { identify: (g) => g.id });
  /** Leaving a greeting: one at a time (a second send is refused, nothing is sent twice). */
  readonly sender = new Mutation<{ readonly username: string; readonly input: GreetingInput }, Greeting>({
    run: ({ username, input }) => this.gateway.sendGreeting(username, input),
    onSuccess: (greeting) => {
      runInAction(() => (this.sent = greeting));
    },
  });
  /** The greeting the last send answered. */
  sent: Greeting | null = null;
  /** A greeting refused here without a call (empty, or too long). */
  private refused: DomainErrorDetail | null = null;

  constructor(@inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway) {
    makeAutoObservable<GreetingsStore, 'gateway'>(this, { gateway: false, list: false, sender: false }, { autoBind: true });
  }

  get greetings(): readonly Greeting[] {
    return this.list.items;
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get error(): DomainErrorDetail | null {
    return this.list.error;
  }

  get page(): number {
    return this.list.page;
  }

  /** Pages the portal says exist (0 before the first answer). */
  get totalPage(): number {
    return this.list.knownPages;
  }

  /** More pages exist (a failed page does not end the list: loadMore asks for it again). */
  get hasMore(): boolean {
    return this.list.pagesLeft;
  }

  get sending(): boolean {
    return this.sender.pending;
  }

  get sendError(): DomainErrorDetail | null {
    return this.refused ?? this.sender.error;
  }

  /** Greetings for one gift (the gift's detail screen). */
  forGift(giftId: string): readonly Greeting[] {
    return this.greetings.filter((g) => g.giftProductId === giftId);
  }

  /** Page 1 (again): what is shown stays until it answers. */
  async load(): Promise<void> {
    await this.list.reload();
  }

  async loadMore(): Promise<void> {
    if (this.status === 'loading' || !this.hasMore) return;
    // After a failed page, the same page is asked for again.
    await (this.status === 'error' ? this.list.retry() : this.list.loadMore());
  }

  /** Leaves a greeting on a registry; the form keeps its text when this fails. */
  async send(username: string, input: GreetingInput): Promise<boolean> {
    if (this.sending) return false;
    this.refused = null;
    const name = input.name.trim();
    const message = input.message.trim();
    if (name === '' || message === '' || message.length > GREETING_MAX_LENGTH) {
      this.refused = { kind: 'validation', message: '', fieldErrors: {} };
      return false;
    }
    return this.sender.run({ username, input: { ...input, name, message } });
  }
}
