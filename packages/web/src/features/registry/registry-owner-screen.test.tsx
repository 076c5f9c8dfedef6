import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Spec §2 registry layout: title Registry, a search button opening a full-screen popup (placeholder 'Cari Registry..',
// submit to /registry/search), a header with Tampilkan (preview) and a skeleton while the registry loads, and three
// tabs: Checklist (pratinjau), Atur Registry (setting, the default), Lacak Kado (ucapan). The owner is ibu.demo.

vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

const NAME = "Sari's Baby Registry";
/** A navigation loads the lazy screen module first. */
const WAIT = { timeout: 5000 };
const tabs = () => within(screen.getByRole('navigation', { name: 'Bagian registry' }));
const currentTab = () => tabs().getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);

async function openLayout(path: string) {
  const view = await renderSignedIn(path);
  await screen.findByRole('heading', { level: 2, name: NAME }, WAIT);
  return view;
}

describe('registry layout header (spec §2)', () => {
  it('shows a skeleton while the registry loads, then the name and the link path', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderSignedIn('/registry/setting', {
      network: async (request, next) => {
        if (new URL(request.url).pathname === '/api/v2/gifts') await held;
        return next(request);
      },
    });
    const skeleton = await screen.findByTestId('registry-header-skeleton', {}, WAIT);
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getByText('Memuat registry…')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: NAME })).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('heading', { level: 2, name: NAME })).toBeTruthy();
    expect(screen.queryByTestId('registry-header-skeleton')).toBeNull();
    expect(screen.getByTestId('registry-link-path').textContent).toBe('registry/bunda-demo');
  });

  it('Tampilkan opens the public page as guests see it, with from set to the layout page', async () => {
    const { router, user } = await openLayout('/registry/setting');
    const preview = screen.getByRole('link', { name: 'Tampilkan: lihat sebagai pemberi kado' });
    expect(preview.textContent).toBe('Tampilkan');
    expect(preview.getAttribute('href')).toBe(`/registry/bunda-demo?from=${encodeURIComponent('/registry/setting')}&sebagai=pemberi`);
    await user.click(preview);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/registry/bunda-demo?from=${encodeURIComponent('/registry/setting')}&sebagai=pemberi`), WAIT);
    // The public page: the registry's name without the owner's tabs.
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Bagian registry' })).toBeNull(), WAIT);
    expect(await screen.findByRole('heading', { level: 2, name: NAME }, WAIT)).toBeTruthy();
  });
});

describe('registry layout search popup (spec §2)', () => {
  it("opens full screen with the placeholder 'Cari Registry..' and submits to /registry/search", async () => {
    const { router, user } = await openLayout('/registry/setting');
    expect(screen.getByRole('heading', { level: 1, name: 'Registry' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cari registry' }));
    const dialog = screen.getByRole('dialog', { name: 'Pencarian' });
    const box = within(dialog).getByPlaceholderText('Cari Registry..');
    await user.type(box, 'sari{Enter}');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/registry/search?keyword=sari'), WAIT);
    expect(screen.queryByRole('dialog', { name: 'Pencarian' })).toBeNull();
  });
});

describe('registry layout tabs (spec §2, §4: the tab follows the route)', () => {
  it('/registry/pratinjau is the Checklist tab', async () => {
    await openLayout('/registry/pratinjau');
    expect(currentTab()).toEqual(['Checklist']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kategori' }, WAIT)).toBeTruthy();
  });

  it('/registry/setting is Atur Registry; /registry/ucapan is Lacak Kado', async () => {
    await openLayout('/registry/setting');
    expect(currentTab()).toEqual(['Atur Registry']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Profil registry' }, WAIT)).toBeTruthy();
    cleanup();
    await openLayout('/registry/ucapan');
    expect(currentTab()).toEqual(['Lacak Kado']);
  });

  it('the tabs are Checklist, Atur Registry, Lacak Kado in that order, and a tap moves between them', async () => {
    const { router, user } = await openLayout('/registry/setting');
    expect(tabs().getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Checklist', '/registry/pratinjau'],
      ['Atur Registry', '/registry/setting'],
      ['Lacak Kado', '/registry/ucapan'],
    ]);
    await user.click(tabs().getByRole('link', { name: 'Checklist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registry/pratinjau'), WAIT);
    await waitFor(() => expect(currentTab()).toEqual(['Checklist']), WAIT);
  });

  it('Atur Registry is the default: the owner’s way into her registry lands on it', async () => {
    const { user, router } = await renderSignedIn('/registry');
    const mine = await screen.findByRole('link', { name: 'Registry Saya' }, WAIT);
    expect(mine.getAttribute('href')).toBe('/registry/setting');
    await user.click(mine);
    await waitFor(() => expect(router.state.location.pathname).toBe('/registry/setting'), WAIT);
    await screen.findByRole('heading', { level: 2, name: NAME }, WAIT);
    await waitFor(() => expect(currentTab()).toEqual(['Atur Registry']), WAIT);
  });
});
