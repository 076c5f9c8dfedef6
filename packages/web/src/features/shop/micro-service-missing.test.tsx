import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { toast } from '../../ui';
import { ShopSearchPopup } from './shop-search-popup';

// Spec §1: "A missing entry gives a generic error message." The list here has no brand entry (configuration only:
// the screens and the URL rule are the real ones); opening a brand shows 'Terjadi kesalahan tak terduga' and
// navigates nowhere.
vi.mock('./micro-services', async (importOriginal) => {
  const real = await importOriginal<typeof import('./micro-services')>();
  const list = real.parseMicroServices(JSON.stringify({ review: { path: '', prefix: '' } }));
  return { ...real, MICRO_SERVICES: list, brandPageUrl: (slug: string) => real.brandPageUrl(slug, list) };
});

// The page view of the last render is sent 250 ms after it (spec §4): let it go out before the environment ends.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const item of toast.getSnapshot()) toast.dismiss(item.id);
});

const GENERIC = 'Terjadi kesalahan tak terduga';

describe('a micro-service missing from the list (spec §1)', () => {
  it('/brand: opening a brand shows the generic error and stays on /brand', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { router } = renderRoute('/brand');
    const open = await screen.findAllByRole('button', { name: /^Buka halaman brand / }, { timeout: 5000 });
    fireEvent.click(open[0]!);
    await waitFor(() => expect(toast.getSnapshot().map((t) => t.text)).toContain(GENERIC));
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/brand');
  });

  it('the search popup: a brand row shows the generic error instead of a link', async () => {
    renderRoute('/', { routeTable: [{ path: '/', element: <ShopSearchPopup open onClose={() => undefined} /> }] });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'bunda' } });
    const brands = (await screen.findByRole('heading', { name: 'Brand' }, { timeout: 3000 })).closest('section')!;
    expect(within(brands).queryAllByRole('link')).toEqual([]);
    fireEvent.click(within(brands).getAllByRole('button')[0]!);
    await waitFor(() => expect(toast.getSnapshot().map((t) => t.text)).toContain(GENERIC));
  });
});
