// The light shell in the page's HTML (issue 15): what a phone shows while the scripts arrive, instead of a blank
// screen. A header with the page's title and skeleton blocks, styled by the app's one style sheet (linked in the
// head, render-blocking); for a registry, a gift and a product page the name and first lines of content from the
// page data. Plain HTML, every text escaped, no script and no inline style (the CSP of security-headers.ts). React's
// first render replaces the whole of #root.
// The page's largest picture is in the shell too (decision 0305): a registry's cover and owner photo, its first gifts'
// thumbnails, a product's first photo, at the same address, size and class as the screen draws them. The browser
// fetches them with the HTML instead of after the scripts have run, and the screen's own <img> finds them cached.
import type { Container } from 'inversify';
import { formatRupiah, imageUrl } from '@kado/domain';
import { ProductStore, PublicRegistryStore } from '@kado/stores';
import { giftImage, giftName } from '../src/ui/gift-display';
import { escapeHtml } from './escape-html';

/** A registry's cover as its screen draws it (public-registry-screen.tsx). */
export interface ShellCover {
  readonly background: string | null;
  readonly photo: string | null;
}

/** What the shell shows: the title, a few lines of the page's own content, and how many skeleton blocks follow. */
export interface ShellContent {
  readonly title: string;
  readonly lines: readonly string[];
  readonly items: readonly string[];
  /** The thumbnail of each item (null: a grey block), in the order of `items`. */
  readonly thumbs?: readonly (string | null)[];
  /** A registry's cover and owner photo, above its name. */
  readonly cover?: ShellCover;
  /** A product's first photo (the product screen's gallery). */
  readonly photo?: string;
}

/**
 * The routes whose light shell paints their first screen from the page data (a registry's cover, name and first gifts,
 * shellContent below): their screen's scripts are not needed for the first paint, so the head asks for them at low
 * priority, behind the shell's pictures (route-assets.ts, decision 0345).
 */
export const ROUTES_PAINTED_BY_SHELL: ReadonlySet<string> = new Set(['registry-public']);

/** The shell of a page without page data (and the app's name as its title). */
export const GENERIC_SHELL: ShellContent = { title: 'Kado', lines: [], items: [] };

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The shell's content from the stores the server's page data filled (the route's `data`, src/app/route-table.ts), for the matched route. */
export function shellContent(container: Container, routeId: string | undefined): ShellContent {
  if (routeId === 'registry-public' && container.isBound(PublicRegistryStore)) {
    const store = container.get(PublicRegistryStore);
    if (!store.registry) return GENERIC_SHELL;
    const gifts = store.gifts.slice(0, 3).map((g) => ({ name: giftName(g), image: giftImage(g) })).filter((g) => g.name !== '');
    return {
      title: cut(store.displayName, 80),
      lines: store.description ? [cut(store.description, 200)] : [],
      items: gifts.map((g) => cut(g.name, 80)),
      thumbs: gifts.map((g) => (g.image ? imageUrl(g.image, 'thumbnail') : null)),
      cover: { background: store.registry.owner.backgroundUrl ?? null, photo: store.registry.owner.photoUrl ?? null },
    };
  }
  if (routeId === 'product' && container.isBound(ProductStore)) {
    const product = container.get(ProductStore).product.data;
    if (!product) return GENERIC_SHELL;
    const first = product.images[0]?.imageUrl;
    return { title: cut(product.name, 80), lines: [formatRupiah(product.price)], items: [], ...(first ? { photo: imageUrl(first) } : {}) };
  }
  return GENERIC_SHELL;
}

/** The shell as HTML for inside #root. */
export function shellHtml(content: ShellContent): string {
  const lines = content.lines.map((line) => `<p class="page__lead">${escapeHtml(line)}</p>`).join('');
  const thumb = (src: string | null | undefined) =>
    src ? `<img class="page-shell__thumb" src="${escapeHtml(src)}" alt="" width="72" height="72" decoding="async">` : '<span class="skeleton page-shell__thumb"></span>';
  const items = content.items.map((item, i) => `<li class="page-shell__item">${thumb(content.thumbs?.[i])}<span>${escapeHtml(item)}</span></li>`).join('');
  const blocks = content.items.length > 0 ? `<ul class="page-shell__items">${items}</ul>` : '<span class="skeleton page-shell__block"></span><span class="skeleton page-shell__block"></span>';
  // The largest picture first, eager and with high priority: it is the page's largest paint.
  const cover = content.cover
    ? '<section class="registry-cover">' +
      (content.cover.background ? `<img class="registry-cover__bg" src="${escapeHtml(content.cover.background)}" alt="" width="480" height="160" fetchpriority="high">` : '') +
      '<div class="registry-cover__owner">' +
      (content.cover.photo ? `<img class="registry-cover__photo" src="${escapeHtml(content.cover.photo)}" alt="" width="64" height="64">` : '') +
      `<div><h2 class="registry-header__name">${escapeHtml(content.title)}</h2></div></div>` +
      '</section>'
    : '';
  const photo = content.photo
    ? `<ul class="gallery"><li><img src="${escapeHtml(content.photo)}" alt="" width="390" height="390" fetchpriority="high"></li></ul>`
    : '';
  return (
    '<div class="app-frame page-shell" aria-busy="true">' +
    `<header class="navbar"><h1 class="navbar__title">${escapeHtml(content.title)}</h1></header>` +
    `<main class="app-main"><div class="page"><div class="page__body">${photo}${cover}${lines}${blocks}</div></div></main>` +
    '</div>'
  );
}
