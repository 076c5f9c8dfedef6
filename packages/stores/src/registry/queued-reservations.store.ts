import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  dropQueuedReservation,
  parseQueuedReservations,
  queueReservation,
  queuedOutcome,
  shouldQueueReservation,
  type Clock,
  type KeyValueStorage,
  type QueuedReservation,
  type RegisterGuestInput,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { ConnectivityStore } from '../connectivity.store';
import { Mutation } from '../async';
import { PublicRegistryStore } from './public-registry.store';
import { GiverActionsStore } from './giver-actions.store';

/** Storage key of the reservations made without a connection (kept across a reload until sent). */
export const QUEUED_RESERVATIONS_KEY = 'kado.queuedReservations';

/** What reserving did: reserved, queued for the connection, or failed (GiverActionsStore's actionError says why). */
type ReserveOutcome = 'reserved' | 'queued' | 'failed';

/**
 * Reservations made on a registry page without a connection (issue 16 item 4, decision 0225): kept in storage and
 * shown as pending, sent when the connection returns. A gift someone else took meanwhile is refused plainly (the
 * portal's 409) and nothing else changes. Beside GiverActionsStore, which it calls to reserve.
 */
@injectable()
export class QueuedReservationsStore {
  queue: readonly QueuedReservation[] = [];
  /** Gift ids whose queued reservation the portal refused because someone else took the gift meanwhile. */
  refused: readonly string[] = [];
  /** Gift ids whose queued reservation went through on reconnect. */
  sent: readonly string[] = [];
  /** Sending a registry's queue: one pass at a time (a reconnect during a pass starts none). */
  readonly sender = new Mutation<string, void>((username) => this.send(username));

  constructor(
    @inject(GiverActionsStore) private readonly giver: GiverActionsStore,
    @inject(PublicRegistryStore) private readonly registry: PublicRegistryStore,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(ConnectivityStore) @optional() private readonly connectivity: ConnectivityStore | null = null,
  ) {
    makeAutoObservable<QueuedReservationsStore, 'giver' | 'registry' | 'storage' | 'clock' | 'connectivity'>(this, { giver: false, registry: false, storage: false, clock: false, connectivity: false, sender: false }, { autoBind: true });
    this.queue = this.read();
  }

  get sending(): boolean {
    return this.sender.pending;
  }

  /** Whether a gift of a registry waits for the connection. */
  isQueued(username: string, giftId: string): boolean {
    return this.queue.some((q) => q.username === username && q.giftId === giftId);
  }

  /** Queued reservations of one registry. */
  queuedFor(username: string): readonly QueuedReservation[] {
    return this.queue.filter((q) => q.username === username);
  }

  /** Reserves now, or, when the failure is only the missing connection, keeps it for later. */
  async reserve(giftId: string, guest?: RegisterGuestInput): Promise<ReserveOutcome> {
    const ok = await this.giver.reserve(giftId, guest);
    if (ok) return 'reserved';
    if (!shouldQueueReservation(this.giver.actionError?.kind, this.connectivity?.online ?? false)) return 'failed';
    const item: QueuedReservation = { username: this.registry.username, giftId, queuedAt: this.clock.now().toISOString(), ...(guest ? { guest } : {}) };
    this.save(queueReservation(this.queue, item));
    this.refused = this.refused.filter((id) => id !== giftId);
    return 'queued';
  }

  /** Sends the open registry's queued reservations, oldest first; stops while the connection is still missing. */
  async flush(): Promise<void> {
    const username = this.registry.username;
    if (username !== '') await this.sender.run(username);
  }

  private async send(username: string): Promise<void> {
    for (const item of this.queuedFor(username)) {
      const ok = await this.giver.reserve(item.giftId, item.guest);
      const outcome = queuedOutcome(ok, this.giver.actionError?.kind);
      if (outcome === 'still-offline') break;
      runInAction(() => {
        this.save(dropQueuedReservation(this.queue, item.username, item.giftId));
        if (outcome === 'sent') this.sent = [...this.sent, item.giftId];
        else this.refused = [...this.refused, item.giftId];
      });
    }
  }

  /** The guest has read the outcome. */
  dismiss(giftId: string): void {
    this.refused = this.refused.filter((id) => id !== giftId);
    this.sent = this.sent.filter((id) => id !== giftId);
  }

  private read(): readonly QueuedReservation[] {
    try {
      return parseQueuedReservations(JSON.parse(this.storage.getItem(QUEUED_RESERVATIONS_KEY) ?? '[]'));
    } catch {
      return [];
    }
  }

  private save(queue: readonly QueuedReservation[]): void {
    this.queue = queue;
    if (queue.length === 0) this.storage.removeItem(QUEUED_RESERVATIONS_KEY);
    else this.storage.setItem(QUEUED_RESERVATIONS_KEY, JSON.stringify(queue));
  }
}
