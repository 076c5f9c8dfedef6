import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  setPrimaryAddress, type Address, type AddressGateway, type District, type DomainErrorDetail, type KeyValueStorage,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { SessionStore } from '../session.store';
import { toErrorDetail, Mutation, Query, type LoadStatus } from '../async';
import { AddressFormVisit } from './address-form-visit';
import { AddressPinpoints } from './address-pinpoints';
import {
  addressInputOf, draftFromAddress, emptyAddressDraft, primaryInputOf, validateAddressDraft,
  type AddressDraft, type AddressField, type AddressProblem, type AddressTextField, type GeoPoint,
} from './address-draft';

/** Saved addresses, the address form (kept across the pinpoint screens) and the district search. */
@injectable()
export class AddressStore {
  addresses: readonly Address[] = [];
  /** The read of the saved addresses (one key): a newer read drops an older one's answer. */
  private readonly read = new Query<'all', readonly Address[]>(() => this.gateway.list());
  /** A save, delete or make-primary call: one at a time; its failure leaves the list and the form as they were. */
  readonly changes = new Mutation<() => Promise<void>, void>((call) => call());

  /** The form being filled, or null. `editingId` is null for a new address. */
  draft: AddressDraft | null = null;
  editingId: string | null = null;
  draftStatus: LoadStatus = 'idle';
  problems: Partial<Record<AddressField, AddressProblem>> = {};

  districtKeyword = '';
  /** The district search by keyword: a newer search aborts the older one; the last results stay while it runs. */
  private readonly districtSearch = new Query<string, readonly District[]>({
    fetch: (keyword, signal) => this.gateway.searchDistricts(keyword, { signal }),
    keepPreviousData: true,
  });
  private readonly pinpoints: AddressPinpoints;
  /** Opening the form, as its route's loader asks (kept when the map screens hand the draft back). */
  readonly form = new AddressFormVisit(this);
  /** Why the saved address to edit could not be read. */
  private draftError: DomainErrorDetail | null = null;

  constructor(
    @inject(TOKENS.AddressGateway) private readonly gateway: AddressGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TOKENS.KeyValueStorage) storage: KeyValueStorage,
  ) {
    this.pinpoints = new AddressPinpoints(storage);
    makeAutoObservable<AddressStore, 'gateway' | 'session' | 'pinpoints' | 'read' | 'districtSearch'>(
      this,
      { gateway: false, session: false, pinpoints: false, changes: false, read: false, districtSearch: false, form: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.read.status;
  }

  get error(): DomainErrorDetail | null {
    return this.read.error;
  }

  /** The districts found (none after a failed search). */
  get districts(): readonly District[] {
    return this.districtSearch.status === 'error' ? [] : (this.districtSearch.data ?? []);
  }

  get districtStatus(): LoadStatus {
    return this.districtSearch.status;
  }

  get primary(): Address | null {
    return this.addresses.find((a) => a.primary) ?? null;
  }

  byId(id: string): Address | null {
    return this.addresses.find((a) => a.id === id) ?? null;
  }

  /** The map point picked for a saved address, if any. */
  pinpointOf(id: string): GeoPoint | null {
    return this.pinpoints.of(id);
  }

  /** True while a save, delete or make-primary call runs. */
  get pending(): boolean {
    return this.changes.pending;
  }

  /** The failure of the last change. */
  get actionError(): DomainErrorDetail | null {
    return this.changes.error ?? this.draftError;
  }

  async load(): Promise<void> {
    this.show(await this.read.fetch('all'));
  }

  /** /profile/address's data (its route's loader): read again on each visit; a read on its way is joined (decision 0370). */
  async ensureAddresses(): Promise<void> {
    this.show(await this.read.revisit('all'));
  }

  /** Shows the addresses just read, when the read produced them. */
  private show(read: boolean): void {
    const addresses = read ? this.read.data : null;
    if (addresses !== null) this.addresses = addresses;
  }

  /** Opens an empty form, unless one for a new address is already open (coming back from the pinpoint). */
  startNew(): void {
    if (this.draft && this.editingId === null) return;
    this.editingId = null;
    this.draft = { ...emptyAddressDraft(), primary: this.addresses.length === 0 };
    this.draftStatus = 'ready';
    this.problems = {};
    this.clearActionError();
  }

  /** Opens the form of a saved address (kept when it is already open for that address). */
  async startEdit(id: string): Promise<void> {
    if (this.draft && this.editingId === id) return;
    this.editingId = id;
    this.problems = {};
    this.clearActionError();
    const known = this.byId(id);
    if (known) {
      this.draft = draftFromAddress(known, this.pinpointOf(id));
      this.draftStatus = 'ready';
      return;
    }
    this.draft = null;
    this.draftStatus = 'loading';
    try {
      const address = await this.gateway.get(id);
      runInAction(() => {
        if (this.editingId !== id) return;
        this.draft = draftFromAddress(address, this.pinpointOf(id));
        this.draftStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.draftError = toErrorDetail(error);
        this.draftStatus = 'error';
      });
    }
  }

  /** Closes the form without saving. */
  discardDraft(): void {
    this.draft = null;
    this.editingId = null;
    this.problems = {};
    this.draftStatus = 'idle';
  }

  setField(field: AddressTextField, value: string): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [field]: value };
    if (this.problems[field]) this.problems = { ...this.problems, [field]: undefined };
  }

  setPrimaryFlag(primary: boolean): void {
    if (this.draft) this.draft = { ...this.draft, primary };
  }

  setDistrict(district: District): void {
    if (!this.draft) this.startNew();
    if (!this.draft) return;
    this.draft = { ...this.draft, district };
    if (this.problems.district) this.problems = { ...this.problems, district: undefined };
  }

  /** The point picked on the map (and, when known, the district it falls in). */
  setPinpoint(point: GeoPoint, district?: District | null): void {
    if (!this.draft) this.startNew();
    if (!this.draft) return;
    this.draft = { ...this.draft, pinpoint: point, district: district ?? this.draft.district };
    if (district && this.problems.district) this.problems = { ...this.problems, district: undefined };
  }

  /** Districts whose name contains the keyword (GET v1/districts); a newer search aborts the older one. */
  async searchDistricts(keyword: string): Promise<void> {
    this.districtKeyword = keyword;
    await this.districtSearch.fetch(keyword.trim());
  }

  /** Validates and saves the form; the user is fetched again so the add-address prompt stops (spec §4). */
  async saveDraft(): Promise<boolean> {
    const draft = this.draft;
    if (!draft || this.pending) return false;
    const problems = validateAddressDraft(draft);
    this.problems = problems;
    if (Object.keys(problems).length > 0) return false;
    const editingId = this.editingId;
    return this.changes.run(async () => {
      const input = addressInputOf(draft);
      const saved = editingId === null ? await this.gateway.create(input) : await this.gateway.update(editingId, input);
      if (draft.pinpoint) this.pinpoints.write(saved.id, draft.pinpoint);
      runInAction(() => {
        const others = this.addresses.filter((a) => a.id !== saved.id);
        const next = editingId === null ? [...others, saved] : this.addresses.map((a) => (a.id === saved.id ? saved : a));
        // Spec §4: a new primary address unsets the previous primary.
        this.addresses = saved.primary ? setPrimaryAddress(next, saved.id) : next;
        if (!this.addresses.some((a) => a.primary) && this.addresses[0]) this.addresses = setPrimaryAddress(this.addresses, this.addresses[0].id);
        this.draft = null;
        this.editingId = null;
      });
      await this.session.refetchUser();
    });
  }

  /** Makes a saved address primary; the previous primary loses the mark (spec §4). */
  setPrimary(id: string): Promise<boolean> {
    const address = this.byId(id);
    if (!address || address.primary) return Promise.resolve(false);
    return this.changes.run(async () => {
      const saved = await this.gateway.update(id, primaryInputOf(address));
      runInAction(() => (this.addresses = setPrimaryAddress(this.addresses.map((a) => (a.id === id ? saved : a)), id)));
    });
  }

  /** Deletes an address; when it was primary the portal promotes another, so the list is read again. */
  remove(id: string): Promise<boolean> {
    return this.changes.run(async () => {
      await this.gateway.remove(id);
      this.pinpoints.forget(id);
      const wasPrimary = this.byId(id)?.primary ?? false;
      runInAction(() => (this.addresses = this.addresses.filter((a) => a.id !== id)));
      if (wasPrimary) {
        try {
          const fresh = await this.gateway.list();
          runInAction(() => (this.addresses = fresh));
        } catch {
          // The delete succeeded; the primary mark shows after the next load.
        }
      }
      await this.session.refetchUser();
    });
  }

  clearActionError(): void {
    this.changes.clearError();
    this.draftError = null;
  }
}
