import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  isDomainError,
  recogniseExternalLink,
  type DomainErrorDetail,
  type ExternalProductInput,
  type GiftProduct,
  type RegistryGateway,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { toErrorDetail, type LoadStatus } from '../async';
import { OwnerGiftsStore } from './owner-gifts.store';

/** The fields of the external product form. */
export type ExternalField = 'url' | 'name' | 'price' | 'quantity' | 'note' | 'imageUrl';

/** Why a field is refused before any call (the screen words it). */
export type ExternalFieldProblem = 'required' | 'invalid';

/** What the owner typed, kept as typed (strings) so nothing is lost on a failure. */
export interface ExternalDraft {
  readonly url: string;
  readonly name: string;
  readonly price: string;
  readonly quantity: string;
  readonly note: string;
  readonly imageUrl: string;
}

const EMPTY: ExternalDraft = { url: '', name: '', price: '', quantity: '1', note: '', imageUrl: '' };
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+\S*$/i;
const MAX_PRICE = 1_000_000_000;

/** Digits of a typed rupiah amount ('Rp 125.000' → 125000), or null. */
export function parseRupiah(typed: string): number | null {
  const digits = typed.replace(/[^\d]/g, '');
  if (digits === '' || digits.length > 10) return null;
  return Number(digits);
}

/**
 * Adding or editing an external product (Shopee, Tokopedia, TikTok or any shop). Spec §6: the link is
 * crawled (gift-add-url) after the domain's host check; a 401 means not logged in (`needsLogin`), any other
 * failure switches to typing the product in by hand, keeping the link and everything typed.
 */
@injectable()
export class ExternalProductStore {
  draft: ExternalDraft = EMPTY;
  /** 'link': only the link field; 'details': the full form (crawled, typed by hand, or editing). */
  phase: 'link' | 'details' = 'link';
  /** True when the crawl failed and the owner types the product in (spec §6). */
  manualEntry = false;
  /** The crawl answered 401: the screen sends to login. */
  needsLogin = false;
  /** The marketplace of the link (the domain's recognition), 'other' for any other shop. */
  marketplace = 'other';
  crawling = false;
  saving = false;
  /** The item being edited (/registry/create-external-product/edit/{id}), or null when adding. */
  editingId: string | null = null;
  loadStatus: LoadStatus = 'idle';
  loadError: DomainErrorDetail | null = null;
  fieldProblems: Partial<Record<ExternalField, ExternalFieldProblem>> = {};
  /** The failure of the last save (the form keeps what was typed). */
  error: DomainErrorDetail | null = null;
  /** The item the last save answered. */
  saved: GiftProduct | null = null;

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(OwnerGiftsStore) private readonly owner: OwnerGiftsStore,
  ) {
    makeAutoObservable<ExternalProductStore, 'gateway' | 'owner'>(this, { gateway: false, owner: false }, { autoBind: true });
  }

  get isEditing(): boolean {
    return this.editingId !== null;
  }

  /** Starts a fresh add form, optionally with a link already pasted (the /url and mini-button entries). */
  startAdd(url = ''): void {
    this.draft = { ...EMPTY, url };
    this.phase = 'link';
    this.manualEntry = false;
    this.needsLogin = false;
    this.marketplace = recogniseExternalLink(url)?.marketplace ?? 'other';
    this.editingId = null;
    this.loadStatus = 'idle';
    this.loadError = null;
    this.fieldProblems = {};
    this.error = null;
    this.saved = null;
  }

  /** Loads an external item into the form for editing. */
  async startEdit(id: string): Promise<void> {
    this.startAdd();
    this.editingId = id;
    this.phase = 'details';
    this.loadStatus = 'loading';
    try {
      const gift = await this.gateway.giftProduct(id);
      runInAction(() => {
        const ext = gift.externalProduct;
        if (ext === null) {
          this.loadError = { kind: 'not-found', message: '', redirectTo404: false };
          this.loadStatus = 'error';
          return;
        }
        this.draft = {
          url: ext.url,
          name: ext.name,
          price: String(ext.price),
          quantity: String(gift.quantity),
          note: gift.note ?? '',
          imageUrl: ext.imageUrl ?? '',
        };
        this.marketplace = ext.marketplace;
        this.loadStatus = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = toErrorDetail(error);
        this.loadStatus = 'error';
      });
    }
  }

  setField(field: ExternalField, value: string): void {
    this.draft = { ...this.draft, [field]: value };
    if (this.fieldProblems[field]) {
      const next = { ...this.fieldProblems };
      delete next[field];
      this.fieldProblems = next;
    }
    if (field === 'url') this.marketplace = recogniseExternalLink(value)?.marketplace ?? 'other';
  }

  /** Goes to typing the product in by hand without crawling. */
  enterManually(): void {
    this.phase = 'details';
    this.manualEntry = true;
  }

  /**
   * Crawls the link. Answers 'filled' (the form is prefilled), 'manual' (type it in: spec §8 toast
   * 'Mohon masukkan info produk'), 'login' (401) or 'invalid' (no link typed).
   */
  async crawl(): Promise<'filled' | 'manual' | 'login' | 'invalid'> {
    if (this.crawling) return 'invalid';
    const url = this.draft.url.trim();
    if (!HTTP_URL.test(url)) {
      this.fieldProblems = { ...this.fieldProblems, url: url === '' ? 'required' : 'invalid' };
      return 'invalid';
    }
    const recognised = recogniseExternalLink(url);
    this.marketplace = recognised?.marketplace ?? 'other';
    this.needsLogin = false;
    if (recognised === null) {
      // Decision 0102: a shop the crawler does not know is typed in by hand, no call needed.
      this.phase = 'details';
      this.manualEntry = true;
      return 'manual';
    }
    this.crawling = true;
    try {
      const found = await this.gateway.crawlUrl(recognised.url);
      runInAction(() => {
        // Only fill what the owner has not typed yet: nothing typed is ever overwritten.
        this.draft = {
          ...this.draft,
          url: recognised.url,
          name: this.draft.name.trim() === '' ? found.name : this.draft.name,
          price: this.draft.price.trim() === '' && found.price !== null ? String(found.price) : this.draft.price,
          imageUrl: this.draft.imageUrl.trim() === '' ? (found.imageUrl ?? '') : this.draft.imageUrl,
        };
        this.phase = 'details';
        this.manualEntry = false;
      });
      return 'filled';
    } catch (error) {
      const login = isDomainError(error, 'unauthorized');
      runInAction(() => {
        if (login) {
          this.needsLogin = true;
        } else {
          this.phase = 'details';
          this.manualEntry = true;
        }
      });
      return login ? 'login' : 'manual';
    } finally {
      runInAction(() => (this.crawling = false));
    }
  }

  /** Checks the form; true when it can be sent. */
  validate(): boolean {
    const problems: Partial<Record<ExternalField, ExternalFieldProblem>> = {};
    const url = this.draft.url.trim();
    if (url === '') problems.url = 'required';
    else if (!HTTP_URL.test(url)) problems.url = 'invalid';
    if (this.draft.name.trim() === '') problems.name = 'required';
    else if (this.draft.name.trim().length > 150) problems.name = 'invalid';
    const price = parseRupiah(this.draft.price);
    if (this.draft.price.trim() === '') problems.price = 'required';
    else if (price === null || price < 1 || price > MAX_PRICE) problems.price = 'invalid';
    const quantity = Number(this.draft.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) problems.quantity = 'invalid';
    if (this.draft.note.length > 500) problems.note = 'invalid';
    this.fieldProblems = problems;
    return Object.keys(problems).length === 0;
  }

  /** Adds or saves the item; on success the owner's list shows it at once. */
  async save(): Promise<boolean> {
    if (this.saving || !this.validate()) return false;
    const input: ExternalProductInput = {
      url: this.draft.url.trim(),
      name: this.draft.name.trim(),
      price: parseRupiah(this.draft.price) ?? 0,
      quantity: Number(this.draft.quantity),
      imageUrl: this.draft.imageUrl.trim() === '' ? null : this.draft.imageUrl.trim(),
      marketplace: this.marketplace,
      note: this.draft.note.trim() === '' ? null : this.draft.note.trim(),
    };
    this.saving = true;
    this.error = null;
    try {
      const id = this.editingId;
      const gift = id === null ? await this.gateway.addExternalProduct(input) : await this.gateway.updateExternalProduct(id, input);
      runInAction(() => {
        this.saved = gift;
        this.owner.upsertGift(gift);
      });
      return true;
    } catch (error) {
      runInAction(() => (this.error = toErrorDetail(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
