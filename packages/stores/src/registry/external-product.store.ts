import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  type CrawledProduct,
  externalProductProblems,
  type ExternalProductDraft,
  type ExternalProductField,
  type ExternalProductProblems,
  isShopLink,
  parseRupiah,
  recogniseExternalLink,
  type DomainErrorDetail,
  type ExternalProductInput,
  type GiftProduct,
  imageFileProblem,
  type ImageFileProblem,
  type MediaGateway,
  type RegistryGateway,
  type UploadedImage,
} from '@kado/domain';
import { TOKENS } from '../tokens';
import { Mutation, Query, type LoadStatus } from '../async';
import { OwnerGiftsStore } from './owner-gifts.store';

/** The fields of the external product form. */
export type ExternalField = ExternalProductField;

/** What the owner typed, kept as typed (strings) so nothing is lost on a failure. */
type ExternalDraft = ExternalProductDraft;

const EMPTY: ExternalDraft = { url: '', name: '', price: '', quantity: '1', note: '', imageUrl: '' };
const NOT_EXTERNAL: DomainErrorDetail = { kind: 'not-found', message: '', redirectTo404: false };

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
  /** True when she chose 'Isi manual' herself: nothing was fetched, so nothing failed. */
  manualChosen = false;
  /** The crawl answered 401: the screen sends to login. */
  needsLogin = false;
  /** The marketplace of the link (the domain's recognition), 'other' for any other shop. */
  marketplace = 'other';
  /** The item being edited (/registry/create-external-product/edit/{id}), or null when adding. */
  editingId: string | null = null;
  fieldProblems: ExternalProductProblems = {};
  /** The item the last save answered. */
  saved: GiftProduct | null = null;
  /** Why the picture she picked was refused before any call (issue 31), or null. */
  imageProblem: ImageFileProblem | null = null;
  /** The item being edited, read by id: the answer for an item no longer edited is dropped. */
  readonly editing = new Query<string, GiftProduct>((id) => this.gateway.giftProduct(id));
  /** The crawl of a link: one at a time. */
  readonly crawler = new Mutation<string, CrawledProduct>((url) => this.gateway.crawlUrl(url));
  /** Uploading a picture she picked (POST v1/upload/image, issue 31): one at a time. */
  readonly uploader = new Mutation<Blob, UploadedImage>((image) => this.media.uploadImage(image));
  /** Adding or saving the item: one at a time (a second submit is refused, nothing is sent twice). */
  readonly saver = new Mutation<ExternalProductInput, GiftProduct>({
    run: (input) => (this.editingId === null ? this.gateway.addExternalProduct(input) : this.gateway.updateExternalProduct(this.editingId, input)),
    onSuccess: (gift) => {
      this.saved = gift;
      this.owner.upsertGift(gift);
    },
  });

  constructor(
    @inject(TOKENS.RegistryGateway) private readonly gateway: RegistryGateway,
    @inject(OwnerGiftsStore) private readonly owner: OwnerGiftsStore,
    @inject(TOKENS.MediaGateway) private readonly media: MediaGateway,
  ) {
    makeAutoObservable<ExternalProductStore, 'gateway' | 'owner' | 'media'>(
      this,
      { gateway: false, owner: false, media: false, editing: false, crawler: false, saver: false, uploader: false },
      { autoBind: true },
    );
  }

  get crawling(): boolean {
    return this.crawler.pending;
  }

  get saving(): boolean {
    return this.saver.pending;
  }

  get uploading(): boolean {
    return this.uploader.pending;
  }

  /** The failure of the last picture upload (what she typed is kept). */
  get uploadError(): DomainErrorDetail | null {
    return this.uploader.error;
  }

  /** The failure of the last save (the form keeps what was typed). */
  get error(): DomainErrorDetail | null {
    return this.saver.error;
  }

  /** Loading the item to edit; a catalogue item (no external product) is an error. */
  get loadStatus(): LoadStatus {
    const { status, data } = this.editing;
    return status === 'ready' && data?.externalProduct === null ? 'error' : status;
  }

  get loadError(): DomainErrorDetail | null {
    if (this.editing.status === 'ready' && this.editing.data?.externalProduct === null) return NOT_EXTERNAL;
    return this.editing.error;
  }

  get isEditing(): boolean {
    return this.editingId !== null;
  }

  /** Starts a fresh add form, optionally with a link already pasted (the /url and mini-button entries). */
  startAdd(url = ''): void {
    this.draft = { ...EMPTY, url };
    this.phase = 'link';
    this.manualEntry = false;
    this.manualChosen = false;
    this.needsLogin = false;
    this.marketplace = recogniseExternalLink(url)?.marketplace ?? 'other';
    this.editingId = null;
    this.editing.reset();
    this.fieldProblems = {};
    this.saver.clearError();
    this.uploader.clearError();
    this.imageProblem = null;
    this.saved = null;
  }

  /** Loads an external item into the form for editing; a later start (another item, a fresh add) wins. */
  async startEdit(id: string): Promise<void> {
    this.startAdd();
    this.editingId = id;
    this.phase = 'details';
    if (!(await this.editing.fetch(id))) return;
    runInAction(() => {
      const gift = this.editing.data;
      const ext = gift?.externalProduct;
      if (!gift || !ext) return;
      this.draft = {
        url: ext.url,
        name: ext.name,
        price: String(ext.price),
        quantity: String(gift.quantity),
        note: gift.note ?? '',
        imageUrl: ext.imageUrl ?? '',
      };
      this.marketplace = ext.marketplace;
    });
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

  /**
   * Uploads a picture she picked (a phone's camera or gallery) and makes it the product's picture (issue 31). A
   * file the domain refuses (type, size) is not sent; on a failure the form keeps everything typed.
   */
  async uploadImage(file: Blob): Promise<boolean> {
    if (this.uploading) return false;
    this.uploader.clearError();
    this.imageProblem = imageFileProblem(file);
    if (this.imageProblem !== null) return false;
    const result = await this.uploader.submit(file);
    if (!result.ok || result.value.url === null) return false;
    const url = result.value.url;
    runInAction(() => this.setField('imageUrl', url));
    return true;
  }

  /** Goes to typing the product in by hand without crawling. */
  enterManually(): void {
    this.phase = 'details';
    this.manualEntry = true;
    this.manualChosen = true;
  }

  /**
   * Crawls the link. Answers 'filled' (the form is prefilled), 'manual' (type it in: spec §8 toast
   * 'Mohon masukkan info produk'), 'login' (401) or 'invalid' (no link typed).
   */
  async crawl(): Promise<'filled' | 'manual' | 'login' | 'invalid'> {
    if (this.crawling) return 'invalid';
    const url = this.draft.url.trim();
    if (!isShopLink(url)) {
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
      this.manualChosen = false;
      return 'manual';
    }
    const crawled = await this.crawler.submit(recognised.url);
    if (!crawled.ok && crawled.refused) return 'invalid';
    const login = !crawled.ok && crawled.error?.kind === 'unauthorized';
    runInAction(() => {
      if (crawled.ok) {
        const found = crawled.value;
        // Only fill what the owner has not typed yet: nothing typed is ever overwritten.
        this.draft = {
          ...this.draft,
          url: recognised.url,
          name: this.draft.name.trim() === '' ? found.name : this.draft.name,
          price: this.draft.price.trim() === '' && found.price !== null ? String(found.price) : this.draft.price,
          imageUrl: this.draft.imageUrl.trim() === '' ? (found.imageUrl ?? '') : this.draft.imageUrl,
        };
        this.manualEntry = false;
      } else if (login) {
        this.needsLogin = true;
        return;
      } else {
        this.manualEntry = true;
        this.manualChosen = false;
      }
      this.phase = 'details';
    });
    return crawled.ok ? 'filled' : login ? 'login' : 'manual';
  }

  /** Checks the form with the domain's rules; true when it can be sent. */
  validate(): boolean {
    this.fieldProblems = externalProductProblems(this.draft);
    return Object.keys(this.fieldProblems).length === 0;
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
    return this.saver.run(input);
  }
}
