import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// QA, 28 November: changing a gift to a variant another line of the registry already is met the portal's 409 as
// 'Terjadi kesalahan tak terduga' under 'Jumlah', a field the owner had not touched. The dialog now offers that
// variant as taken (decision 0553).
afterEach(() => cleanup());
const WAIT = { timeout: 8000 };
const NAME = 'Sabun Cair Bayi Lavender Lentera Bunda';

describe("the owner's edit dialog of a catalogue gift", () => {
  it('offers a variant another line of the registry already is as taken, and cannot pick it', async () => {
    let secondSku = 0;
    const { user } = await renderSignedIn('/registry/setting', {
      before: (portal) => {
        const soap = portal.state.gifts.find((g) => g.product_id !== null && portal.state.products.find((p) => p.id === g.product_id)?.name === NAME);
        expect(soap, 'the seeded soap gift').toBeTruthy();
        const other = portal.state.variants.find((v) => v.product_id === soap!.product_id && v.sku_id !== soap!.sku_id)!;
        secondSku = other.sku_id;
        const id = Math.max(...portal.state.gifts.map((g) => g.id)) + 1;
        portal.state.gifts.push({ ...soap!, id, group_id: id, sku_id: other.sku_id, reserved_by: null, is_in_cart: false, transaction_status: null, payment_completed: false });
      },
    });
    const actions = await screen.findAllByRole('button', { name: `Aksi untuk ${NAME}` }, WAIT);
    expect(actions.length).toBe(2);
    await user.click(actions[0]!);
    const sheet = await screen.findByRole('dialog', { name: NAME });
    await user.click(within(sheet).getByRole('button', { name: 'Ubah barang' }));
    const form = await screen.findByRole('dialog', { name: 'Ubah barang' });
    const options = within(form).getAllByRole('option') as HTMLOptionElement[];
    const taken = options.filter((o) => o.disabled);
    expect(taken.length).toBe(1);
    expect(taken[0]!.textContent).toMatch(/\(Sudah ditambahkan\)$/);
    expect(secondSku).toBeGreaterThan(0);
  });
});
