// The light shell in the page's HTML (issue 15): what a phone shows while the scripts arrive, instead of a blank
// screen. A header with the page's title and skeleton blocks, styled by the app's one style sheet (linked in the
// head, render-blocking); for a registry, a gift and a product page the name and first lines of content from the
// page data. Plain HTML, every text escaped, no script and no inline style (the CSP of security-headers.ts). React's
// first render replaces the whole of #root.
import type { Container } from 'inversify';
import { formatRupiah } from '@kado/domain';
import { ProductStore, PublicRegistryStore } from '@kado/stores';

/** What the shell shows: the title, a few lines of the page's own content, and how many skeleton blocks follow. */
export interface ShellContent {
  readonly title: string;
  readonly lines: readonly string[];
  readonly items: readonly string[];
}

/** The shell of a page without page data (and the app's name as its title). */
export const GENERIC_SHELL: ShellContent = { title: 'Kado', lines: [], items: [] };

/** Escapes text for an HTML text node or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The shell's content from the stores the server's page data filled (the route's `data`, src/app/route-table.ts), for the matched route. */
export function shellContent(container: Container, routeId: string | undefined): ShellContent {
  if (routeId === 'registry-public' && container.isBound(PublicRegistryStore)) {
    const store = container.get(PublicRegistryStore);
    if (!store.registry) return GENERIC_SHELL;
    const names = store.gifts.slice(0, 3).map((g) => g.product?.name ?? g.externalProduct?.name ?? '').filter((n) => n !== '');
    return { title: cut(store.displayName, 80), lines: store.description ? [cut(store.description, 200)] : [], items: names.map((n) => cut(n, 80)) };
  }
  if (routeId === 'product' && container.isBound(ProductStore)) {
    const product = container.get(ProductStore).product.value;
    if (!product) return GENERIC_SHELL;
    return { title: cut(product.name, 80), lines: [formatRupiah(product.price)], items: [] };
  }
  return GENERIC_SHELL;
}

/** The shell as HTML for inside #root. */
export function shellHtml(content: ShellContent): string {
  const lines = content.lines.map((line) => `<p class="page__lead">${escapeHtml(line)}</p>`).join('');
  const items = content.items.map((item) => `<li class="page-shell__item"><span class="skeleton page-shell__thumb"></span><span>${escapeHtml(item)}</span></li>`).join('');
  const blocks = content.items.length > 0 ? `<ul class="page-shell__items">${items}</ul>` : '<span class="skeleton page-shell__block"></span><span class="skeleton page-shell__block"></span>';
  return (
    '<div class="app-frame page-shell" aria-busy="true">' +
    `<header class="navbar"><h1 class="navbar__title">${escapeHtml(content.title)}</h1></header>` +
    `<main class="app-main"><div class="page"><div class="page__body">${lines}${blocks}</div></div></main>` +
    '</div>'
  );
}
