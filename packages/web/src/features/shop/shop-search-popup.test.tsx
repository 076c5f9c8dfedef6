import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { ShopSearchPopup } from './shop-search-popup';

afterEach(cleanup);

// The popup over the real stores and the fake portal in-process (spec §2 global search popup).
async function searchFor(keyword: string) {
  const rendered = renderRoute('/', { routeTable: [{ path: '/', element: <ShopSearchPopup open onClose={() => undefined} /> }] });
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: keyword } });
  // After the 400 ms debounce.
  await screen.findByRole('heading', { name: 'Produk' }, { timeout: 3000 });
  return rendered;
}

describe('ShopSearchPopup (spec §2, §9)', () => {
  it('lists only merchants with an image in the Brand section', async () => {
    await searchFor('bunda');
    const brands = (await screen.findByRole('heading', { name: 'Brand' })).closest('section')!;
    expect(within(brands).getByText('Sehat', { exact: false })).toBeTruthy();
    expect(within(brands).queryByText('Lentera', { exact: false })).toBeNull();
  });

  it('opens a brand by full-page navigation to the brand micro-service', async () => {
    const { router } = await searchFor('bunda');
    const brands = (await screen.findByRole('heading', { name: 'Brand' })).closest('section')!;
    const link = within(brands).getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toBe('/bunda-sehat/product');
    let prevented: boolean | null = null;
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(link);
    window.removeEventListener('click', record);
    // The router did not take the click: the browser loads the page.
    expect(prevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('suggests keywords built from the names in the answer (products, merchants, registries)', async () => {
    await searchFor('stroller');
    const suggestions = screen.getByRole('list', { name: 'Saran kata kunci' });
    const rows = within(suggestions).getAllByRole('button').map((b) => b.textContent);
    expect(rows[0]).toBe('Cari "stroller"');
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) expect(row).toMatch(/^stroller \S+$/);
  });
});
