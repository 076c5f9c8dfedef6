import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  checkSurpriseSettings, type Clock, type DomainErrorDetail, type GiftFollowUpGateway, type RegistrySurprise,
  type SurpriseFieldErrors, type SurpriseSettings, type SurpriseState,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';

/**
 * Surprise mode (issue 16 item 2, decision 0265): the owner's setting and what she may see now, as the portal says;
 * and, for a giver, whether a registry's surprise waits and until when. A setting is checked by the domain rule on
 * the Clock's day before any call; a refusal keeps what she typed.
 */
@injectable()
export class SurpriseStore {
  /** The owner's setting and what she may see now (GET v2/gifts/surprise); a save puts its answer here. */
  readonly read = new Query<'surprise', SurpriseState>(() => this.gateway.surprise());
  fieldErrors: SurpriseFieldErrors = {};
  /** Saving the setting: one at a time (a second tap is refused). */
  readonly saveRequest = new Mutation<SurpriseSettings, SurpriseState>({
    run: (settings) => this.gateway.saveSurprise(settings),
    onSuccess: (state) => runInAction(() => this.read.put('surprise', state)),
  });
  /**
   * For a giver, the surprise of the registry she looks at, keyed by username: every reveal button on the page asks,
   * one call in flight answers them all; a later ask reads it again. A failure leaves it unknown (null).
   */
  readonly registrySurprise = new Query<string, RegistrySurprise | null>({
    fetch: (username, signal) => this.gateway.registrySurprise(username, { signal }).catch(() => null),
    staleTime: 0,
  });

  constructor(
    @inject(TOKENS.GiftFollowUpGateway) private readonly gateway: GiftFollowUpGateway,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<SurpriseStore, 'gateway' | 'clock'>(this, { gateway: false, clock: false, saveRequest: false, registrySurprise: false, read: false }, { autoBind: true });
  }

  /** The owner's setting (GET v2/gifts/surprise). */
  async load(): Promise<void> {
    await this.read.fetch('surprise');
  }

  get state(): SurpriseState | null {
    return this.read.data;
  }

  get status(): LoadStatus {
    return this.read.status;
  }

  get error(): DomainErrorDetail | null {
    return this.read.error;
  }

  get saving(): boolean {
    return this.saveRequest.pending;
  }

  get saveError(): DomainErrorDetail | null {
    return this.saveRequest.error;
  }

  /** The registry a giver is looking at, with its surprise. */
  get registry(): { readonly username: string; readonly surprise: RegistrySurprise } | null {
    const { key, data } = this.registrySurprise;
    return key !== null && data !== null ? { username: key, surprise: data } : null;
  }

  /** Saves a setting: the domain checks it first (no call when a date is wrong), then the portal. */
  async save(settings: SurpriseSettings): Promise<boolean> {
    if (this.saveRequest.pending) return false;
    this.saveRequest.clearError();
    this.fieldErrors = checkSurpriseSettings(settings, this.clock.now().getTime());
    if (Object.keys(this.fieldErrors).length > 0) return false;
    const result = await this.saveRequest.submit(settings);
    const detail = result.ok ? null : result.error;
    if (detail?.kind === 'validation') {
      runInAction(() => {
        this.fieldErrors = Object.fromEntries(Object.entries(detail.fieldErrors).filter(([k]) => k === 'reveal_on' || k === 'due_date').map(([k, v]) => [k, v[0] ?? detail.message]));
      });
    }
    return result.ok;
  }

  /** For a giver: whether the owner's surprise is on; a failure just leaves it unknown (the reveal still works). */
  async loadFor(username: string): Promise<void> {
    await this.registrySurprise.ensure(username);
  }

  /** The reveal instant a giver's revealed name waits for, or null when it shows at once. */
  revealWaitsUntil(username: string): string | null {
    const r = this.registry;
    return r && r.username === username && r.surprise.isActive ? r.surprise.revealAt : null;
  }
}
