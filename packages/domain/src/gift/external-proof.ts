// Issue 16 item 5, decision 0266: a guest who bought an external gift tells the owner the courier and the resi.
import type { GiftProduct } from '../model/registry';

/** Couriers a marketplace parcel travels with in Indonesia (Shopee, Tokopedia, TikTok Shop), by portal code. */
export const PROOF_COURIERS = [
  { code: 'jne', name: 'JNE' },
  { code: 'jnt', name: 'J&T Express' },
  { code: 'sicepat', name: 'SiCepat' },
  { code: 'anteraja', name: 'AnterAja' },
  { code: 'spx', name: 'SPX Express (Shopee)' },
  { code: 'ninja', name: 'Ninja Xpress' },
  { code: 'pos', name: 'Pos Indonesia' },
  { code: 'idexpress', name: 'ID Express' },
] as const;

/** A courier code of PROOF_COURIERS. */
export type ProofCourier = (typeof PROOF_COURIERS)[number]['code'];

/** What the giver typed. */
export interface ExternalProofInput {
  readonly courier: string;
  readonly awb: string;
}

/** The result of checking it: the clean proof, or a clear Indonesian message per field. */
export type ExternalProofCheck =
  | { readonly ok: true; readonly courier: ProofCourier; readonly awb: string }
  | { readonly ok: false; readonly errors: Partial<Record<'courier' | 'awb', string>> };

/** Resi lengths Indonesian couriers use (JNE 15-16, J&T 12, SiCepat 12, SPX 'SPXID' + 12, Pos 13). */
export const AWB_MIN = 8;
export const AWB_MAX = 30;

/** The resi as couriers print it: spaces and dashes people type dropped, upper case. */
export function normalizeAwb(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** Checks the courier and the resi of an outside purchase (the form and the portal say the same). */
export function checkExternalProof(input: ExternalProofInput): ExternalProofCheck {
  const errors: { courier?: string; awb?: string } = {};
  const courier = PROOF_COURIERS.find((c) => c.code === input.courier.trim().toLowerCase())?.code;
  if (input.courier.trim() === '') errors.courier = 'Pilih kurir pengiriman';
  else if (!courier) errors.courier = 'Kurir ini tidak kami kenal; pilih dari daftar';
  const awb = normalizeAwb(input.awb);
  if (awb === '') errors.awb = 'Nomor resi wajib diisi';
  else if (!/^[A-Z0-9]+$/.test(awb)) errors.awb = 'Nomor resi hanya boleh berisi huruf dan angka';
  else if (awb.length < AWB_MIN || awb.length > AWB_MAX) errors.awb = `Nomor resi harus ${AWB_MIN} sampai ${AWB_MAX} karakter`;
  if (errors.courier || errors.awb || !courier) return { ok: false, errors };
  return { ok: true, courier, awb };
}

/** A gift's parcel as its owner follows it: bought outside (the giver's resi) or on Kado (the giver's order). */
export interface GiftParcel {
  readonly courier: string;
  readonly awb: string;
  readonly boughtOn: 'outside' | 'kado';
}

/**
 * The parcel of a gift, if it has one yet (issue 31: Lacak Kado showed a catalogue gift's badge only, while an outside
 * parcel had its timeline): the resi a giver added for an outside gift, else the shipment of the order that bought
 * it on Kado once the shop has handed it to the courier.
 */
export function giftParcel(gift: Pick<GiftProduct, 'externalProof' | 'shipment'>): GiftParcel | null {
  if (gift.externalProof) return { ...gift.externalProof, boughtOn: 'outside' };
  if (gift.shipment) return { ...gift.shipment, boughtOn: 'kado' };
  return null;
}

/** The display name of a courier code ('jnt' -> 'J&T Express'); an unknown code upper-cased. */
export function courierName(code: string): string {
  return PROOF_COURIERS.find((c) => c.code === code.trim().toLowerCase())?.name ?? code.trim().toUpperCase();
}
