import { hash32 } from './seed/prng';

const PALETTE = ['#F7A8B8', '#8FD3C7', '#FFD27F', '#A7C7E7', '#C3B1E1', '#F4B183', '#B5D99C', '#F9C5D1', '#9AD0EC', '#E6C79C'];

const escapeXml = (s: string): string => s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

function initials(label: string): string {
  const words = label.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return (words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || 'K').slice(0, 2);
}

/** A square SVG with a background colour picked from the label and its initials: no network needed, no name inside. */
export function placeholderSvg(label: string, variant = 0): string {
  const colour = PALETTE[(hash32(label) + variant) % PALETTE.length]!;
  const text = escapeXml(initials(label));
  // Bytes only (issue 30 item 4): no title nor aria-label; the page's <img alt> says what the picture is.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="${colour}"/><circle cx="150" cy="150" r="${90 - variant * 8}" fill="#ffffff" fill-opacity="0.35"/><text x="150" y="150" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="96" font-weight="700" fill="#3b3b58">${text}</text></svg>`;
}

/**
 * A payment method's logo (shown 40 x 24 at checkout): its name on a 5:3 badge, sized to fit (issue 31: the icons showed
 * initials of a generic word, 'D' for BCA).
 */
export function paymentLogoSvg(name: string): string {
  const colour = PALETTE[hash32(name) % PALETTE.length]!;
  const size = Math.min(40, Math.floor(170 / Math.max(1, name.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="72" viewBox="0 0 120 72"><rect width="120" height="72" rx="10" fill="${colour}"/><text x="60" y="36" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#3b3b58">${escapeXml(name)}</text></svg>`;
}
