import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { birthDateKind, setDefaultChild, type Child, type ChildGateway, type ChildInput, type Clock, type DomainErrorDetail } from '@kado/domain';
import { TOKENS } from './tokens';
import { SessionStore } from './session.store';
import { Mutation, Query, type LoadStatus } from './async';

/** The logged-in user's children; loaded only when logged in (spec §4). */
@injectable()
export class ChildrenStore {
  /** The children, keyed by the user they belong to: a read in flight is joined, not sent again. */
  readonly read = new Query<string, readonly Child[]>(() => this.gateway.list());
  /** A create, update, delete or set-default call: one at a time (a double submit is refused); a failure leaves the list as it was. */
  readonly changes = new Mutation<() => Promise<void>, void>((call) => call());

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.ChildGateway) private readonly gateway: ChildGateway,
    @inject(TOKENS.Clock) @optional() private readonly clock?: Clock,
  ) {
    makeAutoObservable<ChildrenStore, 'session' | 'gateway' | 'clock'>(this, { session: false, gateway: false, clock: false, changes: false, read: false }, { autoBind: true });
  }

  /** How a child's date reads today: 'due' (expected birth, after today) or 'born'; null without a date or a clock. */
  birthKind(child: Child): 'born' | 'due' | null {
    return child.birthDate && this.clock ? birthDateKind(child.birthDate, this.clock.now().getTime()) : null;
  }

  get children(): readonly Child[] {
    return this.read.data ?? [];
  }

  get status(): LoadStatus {
    return this.read.status;
  }

  get error(): DomainErrorDetail | null {
    return this.read.error;
  }

  /**
   * The children once known: at once when read, the read in flight when there is one, else a new read. A cart line
   * asks this before it names the default child (spec §7 child_id), so a tap during the first read and its retry
   * send the same call (decision 0250: a retry after a lost answer must be the same call to be answered once).
   */
  whenLoaded(): Promise<void> {
    if (this.status === 'ready') return Promise.resolve();
    const user = this.session.user;
    return user ? this.read.ensure(user.id).then(() => undefined) : this.load();
  }

  /** True while a change runs (buttons disable). */
  get pending(): boolean {
    return this.changes.pending;
  }

  /** The failure of the last change. */
  get actionError(): DomainErrorDetail | null {
    return this.changes.error;
  }

  get defaultChild(): Child | null {
    return this.children.find((child) => child.isDefault) ?? null;
  }

  /** A child by id, or null. */
  byId(id: string): Child | null {
    return this.children.find((child) => child.id === id) ?? null;
  }

  /** /child's data (its route's loader): read again on each visit; a read on its way is joined (decision 0370). */
  ensureChildren(): Promise<void> {
    return this.readChildren(true);
  }

  load(): Promise<void> {
    return this.readChildren(false);
  }

  /** The signed-in user's children (none without one): asked again, or joined when `revisit` finds a read on its way. */
  private async readChildren(revisit: boolean): Promise<void> {
    const user = this.session.user;
    if (!user) {
      this.read.reset();
      return;
    }
    await (revisit ? this.read.revisit(user.id) : this.read.fetch(user.id));
  }

  /** Adds a child; spec §4: a new default unsets the previous default. */
  create(input: ChildInput): Promise<boolean> {
    return this.change(async () => {
      const child = await this.gateway.create(input);
      runInAction(() => {
        const next = [...this.children, child];
        this.read.setData(child.isDefault ? setDefaultChild(next, child.id) : next);
      });
    });
  }

  /** Changes a child; making it the default unsets the previous default (spec §4). */
  update(id: string, input: ChildInput): Promise<boolean> {
    return this.change(async () => {
      const child = await this.gateway.update(id, input);
      runInAction(() => {
        const next = this.children.map((c) => (c.id === id ? child : c));
        this.read.setData(child.isDefault ? setDefaultChild(next, child.id) : next);
      });
    });
  }

  /** Deletes a child; the list changes only once the portal agreed. */
  remove(id: string): Promise<boolean> {
    return this.change(async () => {
      await this.gateway.remove(id);
      runInAction(() => this.read.setData(this.children.filter((c) => c.id !== id)));
    });
  }

  /** Makes a child the default; the previous default loses the mark (spec §4). */
  setDefault(id: string): Promise<boolean> {
    return this.change(async () => {
      const child = await this.gateway.setDefault(id);
      runInAction(() => this.read.setData(setDefaultChild(this.children, child.id)));
    });
  }

  clearActionError(): void {
    this.changes.clearError();
  }

  private change(call: () => Promise<void>): Promise<boolean> {
    return this.changes.run(call);
  }
}
