import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  checkSurpriseSettings, type Clock, type DomainErrorDetail, type GiftFollowUpGateway, type RegistrySurprise,
  type SurpriseFieldErrors, type SurpriseSettings, type SurpriseState,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, type LoadStatus } from '../async-state';

/**
 * Surprise mode (issue 16 item 2, decision 0265): the owner's setting and what she may see now, as the portal says;
 * and, for a giver, whether a registry's surprise waits and until when. A setting is checked by the domain rule on
 * the Clock's day before any call; a refusal keeps what she typed.
 */
@injectable()
export class SurpriseStore {
  state: SurpriseState | null = null;
  status: LoadStatus = 'idle';
  error: DomainErrorDetail | null = null;
  saving = false;
  saveError: DomainErrorDetail | null = null;
  fieldErrors: SurpriseFieldErrors = {};

  /** The registry a giver is looking at, with its surprise. */
  registry: { readonly username: string; readonly surprise: RegistrySurprise } | null = null;
  private registryLoad: { readonly username: string; readonly promise: Promise<void> } | null = null;

  constructor(
    @inject(TOKENS.GiftFollowUpGateway) private readonly gateway: GiftFollowUpGateway,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<SurpriseStore, 'gateway' | 'clock' | 'registryLoad'>(this, { gateway: false, clock: false, registryLoad: false }, { autoBind: true });
  }

  /** The owner's setting (GET v2/gifts/surprise). */
  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const state = await this.gateway.surprise();
      runInAction(() => {
        this.state = state;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = toErrorDetail(error);
        this.status = 'error';
      });
    }
  }

  /** Saves a setting: the domain checks it first (no call when a date is wrong), then the portal. */
  async save(settings: SurpriseSettings): Promise<boolean> {
    if (this.saving) return false;
    this.saveError = null;
    this.fieldErrors = checkSurpriseSettings(settings, this.clock.now().getTime());
    if (Object.keys(this.fieldErrors).length > 0) return false;
    this.saving = true;
    try {
      const state = await this.gateway.saveSurprise(settings);
      runInAction(() => {
        this.state = state;
        this.status = 'ready';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        const detail = toErrorDetail(error);
        this.saveError = detail;
        if (detail.kind === 'validation') {
          this.fieldErrors = Object.fromEntries(Object.entries(detail.fieldErrors).filter(([k]) => k === 'reveal_on' || k === 'due_date').map(([k, v]) => [k, v[0] ?? detail.message]));
        }
      });
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** For a giver: whether the owner's surprise is on; a failure just leaves it unknown (the reveal still works). */
  loadFor(username: string): Promise<void> {
    // Every reveal button on the page asks; one call per registry answers them all.
    if (this.registryLoad?.username === username) return this.registryLoad.promise;
    const load = { username, promise: this.fetchRegistrySurprise(username) };
    this.registryLoad = load;
    void load.promise.finally(() => {
      if (this.registryLoad === load) this.registryLoad = null;
    });
    return load.promise;
  }

  private async fetchRegistrySurprise(username: string): Promise<void> {
    try {
      const surprise = await this.gateway.registrySurprise(username);
      runInAction(() => (this.registry = { username, surprise }));
    } catch {
      runInAction(() => (this.registry = null));
    }
  }

  /** The reveal instant a giver's revealed name waits for, or null when it shows at once. */
  revealWaitsUntil(username: string): string | null {
    const r = this.registry;
    return r && r.username === username && r.surprise.isActive ? r.surprise.revealAt : null;
  }
}
