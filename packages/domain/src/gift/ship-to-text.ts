// The registry owner's address as a giver copies it (issue 31, a gift bought on another shop).
import type { ShipToLabel } from '../model/address';
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
