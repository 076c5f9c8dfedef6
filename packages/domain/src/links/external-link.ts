// External product links, spec §5 "External link hosts recognised" (decision 0013). No URL global: a strict parser of our own.

/** The marketplaces whose links the registry recognises. */
export type Marketplace = 'shopee' | 'tokopedia' | 'tiktok';

/** A recognised external product link: the marketplace and the link as pasted (trimmed). */
export interface ExternalLink {
  readonly marketplace: Marketplace;
  readonly url: string;
}

/** Registrable domains per marketplace; the domain itself and its subdomains (www.shopee.co.id) match. */
export const MARKETPLACE_DOMAINS: Readonly<Record<Exclude<Marketplace, 'tiktok'>, readonly string[]>> = {
  shopee: ['shopee.co.id', 'shp.ee', 'shope.ee'],
  tokopedia: ['tokopedia.com', 'tokopedia.link'],
};

/** TikTok short-link hosts; www.tiktok.com and tiktok.com count only with a /t/{code} path. */
export const TIKTOK_SHORT_HOSTS = ['vt.tiktok.com', 'vm.tiktok.com'] as const;

const MAX_LENGTH = 2048;
// scheme://authority then an optional path, query or hash; the authority is a plain ASCII host with an optional port.
const URL_SHAPE = /^(https?):\/\/([^/?#]*)([/?#].*)?$/i;
const HOST_PORT = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)\.?(?::(\d{1,5}))?$/;
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\s\x00-\x1f\x7f\\]/;

function isOnDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** Spec §5: the marketplace of an http(s) link on a recognised host, or null for anything else (look-alikes, userinfo, other schemes). */
export function recogniseExternalLink(url: string): ExternalLink | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LENGTH || FORBIDDEN.test(trimmed)) return null;
  const shape = URL_SHAPE.exec(trimmed);
  if (shape === null) return null;
  const authority = (shape[2] ?? '').toLowerCase();
  const rest = shape[3] ?? '';
  const hostPort = HOST_PORT.exec(authority);
  if (hostPort === null) return null;
  const host = hostPort[1] as string;
  if (hostPort[2] !== undefined && Number(hostPort[2]) > 65_535) return null;
  for (const [marketplace, domains] of Object.entries(MARKETPLACE_DOMAINS) as [Marketplace, readonly string[]][]) {
    if (domains.some((d) => isOnDomain(host, d))) return { marketplace, url: trimmed };
  }
  if ((TIKTOK_SHORT_HOSTS as readonly string[]).includes(host)) return { marketplace: 'tiktok', url: trimmed };
  if ((host === 'tiktok.com' || host === 'www.tiktok.com') && /^\/t\/[A-Za-z0-9_-]+\/?(?:[?#].*)?$/.test(rest)) {
    return { marketplace: 'tiktok', url: trimmed };
  }
  return null;
}

/** The shop a gift's link really goes to, named from the link itself, never from a label the owner typed. */
export function marketplaceOfLink(url: string): Marketplace | 'other' {
  return recogniseExternalLink(url)?.marketplace ?? 'other';
}
