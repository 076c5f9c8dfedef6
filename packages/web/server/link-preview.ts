// Link previews (issue 16 item 3, decision 0261): WhatsApp, Facebook, X and Telegram read a shared link's HTML
// without running scripts, so the app server writes Open Graph and Twitter card tags into the HTML of registry, gift
// and product pages. The portal is asked as an anonymous visitor: a private registry answers 404 and its page says
// only that it is private (no name, no gifts, no photo), whoever asks.
import { matchRoutes } from 'react-router-dom';
import { createHttpGateways, createPortalClient } from '@kado/http';
import { formatRupiah, registryDisplayName, type GiftProduct, type RegistryProfile } from '@kado/domain';
import { createI18n, addPageTexts } from '../src/i18n';
import { matchableRoutes } from '../src/app/route-table';
import { SHARE_NS, shareTexts } from '../src/i18n/pages/share.texts';
import { giftName } from '../src/ui/gift-display';
import { escapeHtml } from './escape-html';
import { PREVIEW_HEIGHT, PREVIEW_TYPE, PREVIEW_WIDTH, previewImagePath } from './preview-image';

/** What a preview shows; no image when nothing may be shown (a private registry) or none exists. */
export interface LinkPreview {
  readonly title: string;
  readonly description: string;
  /** An absolute URL, or null. */
  readonly image: string | null;
  /** The page's absolute URL. */
  readonly url: string;
}

interface LinkPreviewOptions {
  /** The portal as a fetch handler (the fake portal in-process, or a fetch to the real one). */
  readonly portalFetch: (request: Request) => Response | Promise<Response>;
  /** A preview that takes longer is left out; the page is sent without it. */
  readonly timeoutMs: number;
}

/** `value` as an absolute http(s) URL against `origin`, or null (a data: or javascript: URL is never passed on). */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The tags of a preview, to go before `</head>`. */
function previewTags(preview: LinkPreview): string {
  const tags: [string, string, string][] = [
    ['name', 'description', preview.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', shareTexts.preview.siteName],
    ['property', 'og:locale', 'id_ID'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    // Issue 30 item 7: a raster card with its size and type, which the big crawlers show (decision 0424).
    ...(preview.image
      ? ([['property', 'og:image', preview.image], ['property', 'og:image:type', PREVIEW_TYPE], ['property', 'og:image:width', String(PREVIEW_WIDTH)], ['property', 'og:image:height', String(PREVIEW_HEIGHT)]] as [string, string, string][])
      : []),
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ...(preview.image ? ([['name', 'twitter:image', preview.image]] as [string, string, string][]) : []),
  ];
  return tags.map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`).join('\n    ');
}

/** The page with the preview: its title replaced, the tags before `</head>`. A function replacer: `$&` in a name stays text. */
export function withPreview(html: string, preview: LinkPreview | null): string {
  if (preview === null) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)}</title>`)
    .replace('</head>', () => `  ${previewTags(preview)}\n  </head>`);
}


/**
 * Resolves the preview of a page path (registry, one of its gifts, a product), or null for other pages and when the
 * portal does not answer in time. `origin` makes the URLs absolute (the public origin of the site).
 */
export function createLinkPreview(options: LinkPreviewOptions): (pathname: string, origin: string) => Promise<LinkPreview | null> {
  const routes = matchableRoutes();
  const i18n = createI18n();
  addPageTexts(SHARE_NS, shareTexts, i18n);
  const t = i18n.getFixedT(null, SHARE_NS);
  const client = createPortalClient({
    baseUrl: 'http://portal.internal/api',
    fetch: (input, init) => Promise.resolve(options.portalFetch(new Request(input, init))),
    // Always as an anonymous visitor: what a crawler may see is what a stranger may see.
    getAccessToken: () => null,
    timeoutMs: options.timeoutMs,
    retryDelayMs: () => 0,
  });
  const gateways = createHttpGateways(client);

  const registryPreview = async (username: string, product: string | undefined, url: string, origin: string): Promise<LinkPreview> => {
    let registry: RegistryProfile;
    try {
      registry = await gateways.RegistryGateway.registry(username);
    } catch {
      // Private or unknown: the same words for both, and nothing of the registry.
      return { title: t('preview.privateTitle'), description: t('preview.privateDescription'), image: null, url };
    }
    const name = registryDisplayName(registry.name, registry.owner.name);
    const card = absoluteUrl(previewImagePath('registry', username), origin);
    if (product) {
      const gift = await findGift(username, product);
      if (gift) {
        return {
          title: t('preview.giftTitle', { gift: giftName(gift), name }),
          description: t('preview.giftDescription', { name }),
          image: absoluteUrl(previewImagePath('gift', `${username}.${product}`), origin),
          url,
        };
      }
    }
    return { title: t('preview.registryTitle', { name }), description: t('preview.registryDescription', { owner: registry.owner.name }), image: card, url };
  };

  /** A gift by id, or by its catalogue product's slug (as the page finds it), among the registry's visible gifts. */
  const findGift = async (username: string, product: string): Promise<GiftProduct | null> => {
    try {
      if (/^\d+$/.test(product)) return await gateways.RegistryGateway.giftProduct(product);
      const page = await gateways.RegistryGateway.giftProducts(username, { page: 1, limit: 100 });
      return page.items.find((g) => g.product?.slug === product) ?? null;
    } catch {
      return null;
    }
  };

  const productPreview = async (slug: string, url: string, origin: string): Promise<LinkPreview | null> => {
    try {
      const product = await gateways.CatalogueGateway.productBySlug(slug);
      return { title: product.name, description: t('preview.productDescription', { price: formatRupiah(product.price) }), image: absoluteUrl(previewImagePath('product', slug), origin), url };
    } catch {
      return null;
    }
  };

  return async (pathname, origin) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    const leaf = matches[matches.length - 1];
    const url = absoluteUrl(pathname, origin) ?? origin;
    let work: Promise<LinkPreview | null>;
    if (leaf?.route.id === 'registry-public' && leaf.params.username) work = registryPreview(leaf.params.username, leaf.params.product, url, origin);
    else if (leaf?.route.id === 'product' && leaf.params.merchant && leaf.params.product) work = productPreview(leaf.params.product, url, origin);
    else return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), options.timeoutMs);
    });
    try {
      return await Promise.race([work.catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
