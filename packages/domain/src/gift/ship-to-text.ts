// The registry owner's address as a giver copies it (issue 31, a gift bought on another shop).
import type { ShipToLabel, ShipToVisibility } from '../model/address';
import { shipToArea } from './giver-view';

/**
 * The address as a giver pastes it into another shop's form (issue 31: she could not copy it): the receiver and her
 * phone, the street, then the area with the postal code, one per line, only what the viewer may see; null when
 * nothing useful to paste is shown (the masked level).
 */
export function shipToText(label: ShipToLabel): string | null {
  if (label.visibility === 'masked') return null;
  const lines = [[label.receiverName, label.receiverPhone].filter(Boolean).join(' · '), label.address, [shipToArea(label), label.postalCode].filter(Boolean).join(' ')];
  return lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '').join('\n');
}

/** What the portal knows of one viewer of a registry's delivery address (issue 31, decision 0530). */
export interface ShipToViewer {
  /** She owns the registry. */
  readonly isOwner: boolean;
  /** The owner's address setting: givers see the area at least ('Ditampilkan'). */
  readonly addressVisible: boolean;
  /** The owner's full-address switch: every giver sees street and phone. */
  readonly detailVisible: boolean;
  /** She holds one of the registry's gifts from another shop (reserved by her, not yet marked bought). */
  readonly holdsOutsideGift: boolean;
}

/**
 * How much of the owner's address a viewer sees (decision 0530): the owner all of it; nobody more than the first name
 * and city while the owner hides it; with the address shown, everyone the area, and the street and phone only with the
 * full-address switch or to the giver who holds a gift from another shop (Shopee, Tokopedia, TikTok), who must type
 * it into that shop's form: the address setting says so, and that is the owner's consent.
 */
export function giverShipToLevel(viewer: ShipToViewer): ShipToVisibility {
  if (viewer.isOwner) return 'full';
  if (!viewer.addressVisible) return 'masked';
  return viewer.detailVisible || viewer.holdsOutsideGift ? 'full' : 'area';
}
