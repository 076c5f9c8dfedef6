import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { SearchPopup, type SearchItem, type SearchPopupProps } from './search-popup';

afterEach(cleanup);

const history: SearchItem[] = [{ id: 'h1', name: 'Botol Susu Anti Kolik', href: '/toko-a/botol', imageUrl: '/img/1.png' }];
const products: SearchItem[] = [{ id: 'p1', name: 'Stroller Lipat Ringan', href: '/toko-b/stroller' }];
const brands: SearchItem[] = [{ id: 'b1', name: 'Stroll & Co', href: '/stroll-co' }];
const registries: SearchItem[] = [{ id: 'r1', name: "Bunda's Baby Registry", href: '/registry/bunda-demo' }];

function Harness(props: Partial<SearchPopupProps> & { initial?: string }) {
  const [keyword, setKeyword] = useState(props.initial ?? '');
  return (
    <SearchPopup open keyword={keyword} onKeywordChange={setKeyword} onSubmit={props.onSubmit ?? (() => undefined)}
      onClose={props.onClose ?? (() => undefined)} history={props.history} products={props.products}
      brands={props.brands} registries={props.registries} suggestions={props.suggestions} />
  );
}

describe('SearchPopup (spec §2)', () => {
  it('is a full-screen dialog with back, the placeholder and Batal', () => {
    renderUi(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Pencarian' });
    expect(within(dialog).getByPlaceholderText('Cari Kebutuhan, Baby Registry..')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Kembali' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeTruthy();
  });

  it("shows 'Terakhir dilihat' only when history is given and the keyword is empty", () => {
    renderUi(<Harness history={history} />);
    expect(screen.getByRole('heading', { name: 'Terakhir dilihat' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'stroller' } });
    expect(screen.queryByRole('heading', { name: 'Terakhir dilihat' })).toBeNull();
    cleanup();
    renderUi(<Harness />);
    expect(screen.queryByRole('heading', { name: 'Terakhir dilihat' })).toBeNull();
  });

  it('offers the Cari "{keyword}" row, which submits the trimmed keyword', () => {
    const onSubmit = vi.fn();
    renderUi(<Harness onSubmit={onSubmit} />);
    expect(screen.queryByRole('button', { name: /^Cari "/ })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  popok  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari "popok"' }));
    expect(onSubmit).toHaveBeenCalledWith('popok');
  });

  it('shows product, Brand and Registry sections with the keyword highlighted', () => {
    renderUi(<Harness initial="stro" products={products} brands={brands} registries={registries} suggestions={['stroller bayi']} />);
    expect(screen.getByRole('heading', { name: 'Produk' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Brand' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Registry' })).toBeTruthy();
    const marks = Array.from(document.querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks).toEqual(['stro', 'Stro', 'Stro']);
    const link = screen.getAllByRole('link').find((a) => a.getAttribute('href') === '/toko-b/stroller');
    if (!link) throw new Error('no product link');
    expect(link.querySelector('mark')?.textContent).toBe('Stro');
    expect(link.textContent).toBe('Stroller Lipat Ringan');
  });

  it('Batal clears the keyword and closes; Escape closes', () => {
    const onClose = vi.fn();
    renderUi(<Harness initial="popok" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
