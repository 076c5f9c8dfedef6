import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';
import { toast } from '../../ui';

// Issue 31, "the owner's preview is not what givers see" (decision 0462): 'Tampilkan' (spec §2) opens her registry
// read as a visitor, so it shows exactly what a giver sees: not her hidden gifts, the address only as givers see it,
// and its buttons do nothing. The owner is ibu.demo (bunda-demo) over the fake portal in-process.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => {
  cleanup();
  for (const item of toast.getSnapshot()) toast.dismiss(item.id);
});

const giftNames = () => screen.getAllByTestId('gift-card').map((card) => within(card).getByRole('heading').textContent ?? '');

describe("the owner's 'Lihat sebagai pemberi kado'", () => {
  it('shows what a visitor sees: no hidden gift, the address as givers see it, and buttons that do nothing', async () => {
    const { user, portal, router } = await renderSignedIn('/registry/setting', {
      // One of her gifts hidden from the public (spec §4 hide).
      before: (p) => {
        const hidden = p.state.gifts.find((g) => g.owner_id === 1 && g.product_id !== null && g.reserved_by === null && !g.is_private)!;
        hidden.is_private = true;
        // The newest gift: first on the owner's page (newest first), so its absence from the preview means something.
        hidden.created_at = '2099-01-01T00:00:00.000Z';
      },
    });
    const hidden = portal.state.gifts.find((g) => g.owner_id === 1 && g.is_private)!;
    const hiddenName = portal.state.products.find((p) => p.id === hidden.product_id)!.name;
    // What a visitor is told about the address, asked of the portal without a session.
    const visitorAddress = (await (await portal.fetch(new Request('http://kado.test/api/v1/order-group/address-book?key=bunda-demo'))).json()) as { data: { rows: { receiver_phone?: string | null }[] } };

    await user.click(await screen.findByRole('link', { name: 'Tampilkan: lihat sebagai pemberi kado' }, WAIT));
    expect(await screen.findByTestId('giver-view-notice', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('gift-card').length).toBeGreaterThan(0), WAIT);
    expect(giftNames()).not.toContain(hiddenName);
    // Not the owner's own note, and the giver's buttons as a giver has them.
    expect(screen.queryByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith('Kamu melihat registry-mu'))).toBeNull();
    const shipTo = screen.getByTestId('ship-to').textContent ?? '';
    const phone = visitorAddress.data.rows[0]?.receiver_phone ?? null;
    expect(phone).toBeNull();
    const ownerPhone = portal.state.addresses.find((a) => a.user_id === 1 && a.primary)!.receiver_phone;
    expect(shipTo).not.toContain(ownerPhone);

    const reserve = screen.getAllByRole('button', { name: /^Reservasi/ })[0]!;
    const before = portal.state.gifts.filter((g) => g.reserved_by !== null).length;
    await user.click(reserve);
    await waitFor(() => expect(toast.getSnapshot().map((t) => t.text)).toContain('Ini pratinjau: tombol pemberi kado tidak aktif.'), WAIT);
    expect(portal.state.gifts.filter((g) => g.reserved_by !== null).length).toBe(before);
    expect(router.state.location.search).toContain('sebagai=pemberi');
  });

  it('her own page without the preview still shows her hidden gift, with the way to the giver view', async () => {
    const { portal } = await renderSignedIn('/registry/bunda-demo', {
      before: (p) => {
        const hidden = p.state.gifts.find((g) => g.owner_id === 1 && g.product_id !== null && g.reserved_by === null && !g.is_private)!;
        hidden.is_private = true;
        // The newest gift: first on the owner's page (newest first), so its absence from the preview means something.
        hidden.created_at = '2099-01-01T00:00:00.000Z';
      },
    });
    const hidden = portal.state.gifts.find((g) => g.owner_id === 1 && g.is_private)!;
    const hiddenName = portal.state.products.find((p) => p.id === hidden.product_id)!.name;
    const ownerNote = (_: string, el: Element | null) => el?.tagName === 'P' && (el.textContent ?? '').startsWith('Kamu melihat registry-mu sebagai pemiliknya.');
    expect(await screen.findByText(ownerNote, {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat sebagai pemberi kado' }).getAttribute('href')).toBe(`/registry/bunda-demo?from=${encodeURIComponent('/registry/setting')}&sebagai=pemberi`);
    await waitFor(() => expect(giftNames()).toContain(hiddenName), WAIT);
  });
});
