import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31, "adding from the catalogue twice adds a duplicate": after 'Tambah' on a product with several variants,
// its card says at once that it is in the registry (no second tap adds another line), and offers the other variants
// on the product's page. The owner is ibu.demo over the fake portal in-process.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

describe('/registry/list-product: a product added from its card', () => {
  it("says 'Ada di registry' at once, cannot be tapped again, and links to its other variants", async () => {
    const { user, portal } = await renderSignedIn('/registry/list-product');
    const cards = await screen.findAllByTestId('product-add', {}, WAIT);
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Memeriksa/ })).toHaveLength(0), WAIT);
    // A product in stock with several variants, none of them in the registry yet.
    const card = cards.find((c) => {
      const product = portal.state.products.find((p) => p.name === c.getAttribute('aria-label'));
      const variants = portal.state.variants.filter((v) => v.product_id === product?.id);
      return variants.length >= 2 && within(c).queryByRole('button', { name: /^Tambah / }) !== null;
    });
    expect(card, 'a card of a product with several variants offering Tambah').toBeTruthy();
    const name = card!.getAttribute('aria-label')!;
    const before = portal.state.gifts.length;
    await user.click(within(card!).getByRole('button', { name: `Tambah ${name}` }));
    const done = await within(card!).findByRole('button', { name: `Ada di registry ${name}` }, WAIT);
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(portal.state.gifts.length).toBe(before + 1);
    expect(within(card!).getByRole('link', { name: 'Tambah varian lain' }).getAttribute('href')).toMatch(/^\/registry\/pratinjau\/collection\/products\/\d+$/);
  });
});
