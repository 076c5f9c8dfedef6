import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakePortal } from '@kado/fake-portal';
import { ACCESS_COOKIE, REFRESH_COOKIE, SessionStore } from '@kado/stores';
import { renderRoute } from '../../test/render';

// Spec §2 /review/detail/{id}: the id is a review's (decision 0460). The page shows that review, its replies 5 a page
// (GET /v1/comment-reviews/{id}, newest first) and the reply form; each review of a product links to it.
vi.setConfig({ testTimeout: 30_000 });
let stopApp: () => void = () => undefined;
afterEach(() => {
  cleanup();
  stopApp();
  // Every cookie the sign-in left (the tokens and their markers, decision 0423): the next test starts as a visitor.
  const names = document.cookie.split(';').map((pair) => pair.split('=')[0]!.trim()).filter(Boolean);
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, ...names]) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('/review/detail/{id}: one review with its replies (spec §2, decision 0460)', () => {
  it('shows the review of that id, 5 replies a page, newest first, and a signed-in shopper replies', async () => {
    const { container, router, portal, stop } = renderRoute('/');
    stopApp = stop;
    // Seed review 3 (product 4, by a seeded reviewer) has 2 replies; give it 6 more, a day apart.
    for (let day = 1; day <= 6; day += 1) {
      portal.state.comments.push({
        id: 9000 + day, review_id: 3, user_id: 11, comment: `Balasan hari ${day}`, is_merchant: false,
        created_at: `2025-01-0${day}T10:00:00.000Z`,
      });
    }
    const review = portal.state.reviews.find((r) => r.id === 3)!;
    const product = portal.state.products.find((p) => p.id === review.product_id)!;
    await act(async () => {
      const session = container.get(SessionStore);
      await session.restore();
      expect(await session.login({ email: 'maya@kado.test', password: 'Rahasia123!' })).toBe(true);
      await router.navigate('/review/detail/3');
    });
    const page = await screen.findByText(review.review, {}, { timeout: 8000 });
    const item = page.closest('[data-review-id]') as HTMLElement;
    expect(item.getAttribute('data-review-id')).toBe('3');
    // The way to its product and the product's other reviews.
    expect((await screen.findByRole('link', { name: product.name })).getAttribute('href')).toMatch(new RegExp(`/${product.slug}$`));
    // Five replies, the newest first; the next five on demand.
    const list = await waitFor(() => {
      const found = item.querySelector('.reply-list') as HTMLElement | null;
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Balasan hari 6', 'Balasan hari 5', 'Balasan hari 4', 'Balasan hari 3', 'Balasan hari 2',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Balasan lainnya' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    // The reply form.
    fireEvent.change(screen.getByLabelText('Tulis balasan'), { target: { value: 'Terima kasih, Bunda!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Terima kasih, Bunda!'));
    expect(portal.state.comments.some((c) => c.review_id === 3 && c.comment === 'Terima kasih, Bunda!')).toBe(true);
  });

  it('a review that does not exist shows the portal’s message', async () => {
    const { stop } = renderRoute('/review/detail/999999');
    stopApp = stop;
    expect(await screen.findByText('Ulasan tidak ditemukan', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('each review of a product links to its own page', async () => {
    const seed = createFakePortal().state;
    const product = seed.products.find((p) => p.id === 4)!;
    const merchant = seed.merchants.find((m) => m.id === product.merchant_id)!;
    const { portal, stop } = renderRoute(`/${merchant.slug}/${product.slug}/review`);
    stopApp = stop;
    const links = await screen.findAllByRole('link', { name: /^Lihat ulasan .* dan balasannya$/ }, { timeout: 8000 });
    const published = portal.state.reviews.filter((r) => r.product_id === 4 && r.is_publish).map((r) => `/review/detail/${r.id}`);
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual(published.sort());
  });
});
