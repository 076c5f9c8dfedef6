// The external product form (spec §6: a gift from Shopee, Tokopedia, TikTok or any shop), checked before any call.
import { parseRupiah } from '../format/rupiah-input';

/** A shop's product link: http or https with a host that has a dot. */
const SHOP_LINK = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+\S*$/i;
/** A picture's address: a shop's link as above, or a path on this site (an uploaded picture, '/api/images/…'). */
const SITE_PATH = /^\/(?!\/)\S*$/;
/** The highest price an external product can have (whole rupiah). */
export const MAX_EXTERNAL_PRICE = 1_000_000_000;

/** What the owner typed, as typed. */
export interface ExternalProductDraft {
  readonly url: string;
  readonly name: string;
  readonly price: string;
  readonly quantity: string;
  readonly note: string;
  readonly imageUrl: string;
}

export type ExternalProductField = keyof ExternalProductDraft;
/** Why a field is refused (the screen words it). */
export type ExternalProductProblem = 'required' | 'invalid';
export type ExternalProductProblems = Partial<Record<ExternalProductField, ExternalProductProblem>>;

/** True when the text is a link a shop's product can live at. */
export function isShopLink(text: string): boolean {
  return SHOP_LINK.test(text.trim());
}

/** True when the text is where a picture can be loaded from: a shop link, or a picture uploaded to this site. */
export function isPictureAddress(text: string): boolean {
  const address = text.trim();
  return isShopLink(address) || SITE_PATH.test(address);
}

/**
 * The form's problems, field by field (none: it can be sent). The link is required and a shop link; the name 1-150
 * characters; the price a whole rupiah amount from 1 to a billion as `parseRupiah` reads it (never its digits alone:
 * '-5000' is not 5000); the quantity 1-99; the note at most 500 characters; the picture's address, when given, a
 * shop link or an uploaded picture's path on this site (not any text, which the page would then load as a picture).
 */
export function externalProductProblems(draft: ExternalProductDraft): ExternalProductProblems {
  const problems: { -readonly [K in ExternalProductField]?: ExternalProductProblem } = {};
  const url = draft.url.trim();
  if (url === '') problems.url = 'required';
  else if (!isShopLink(url)) problems.url = 'invalid';
  const name = draft.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > 150) problems.name = 'invalid';
  const price = parseRupiah(draft.price);
  if (draft.price.trim() === '') problems.price = 'required';
  else if (price === null || price < 1 || price > MAX_EXTERNAL_PRICE) problems.price = 'invalid';
  const quantity = Number(draft.quantity);
  if (!/^\s*\d+\s*$/.test(draft.quantity) || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) problems.quantity = 'invalid';
  if (draft.note.length > 500) problems.note = 'invalid';
  const imageUrl = draft.imageUrl.trim();
  if (imageUrl !== '' && !isPictureAddress(imageUrl)) problems.imageUrl = 'invalid';
  return problems;
}
