import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31, "offline, a gift's own link shows 'Terjadi kesalahan' although the registry opens from the kept copy":
// when the gift's own read fails but the registry's list holds the gift, its page shows that copy and says so.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

describe('/registry/{username}/{gift} when the gift itself cannot be read', () => {
  it('shows the gift from the registry list with a note, not an error', async () => {
    await renderSignedIn('/registry/bunda-demo/15', {
      email: 'maya@kado.test',
      // The list answers (as the kept copy does offline); the gift's own call does not.
      network: async (request, next) => {
        if (new URL(request.url).pathname === '/api/v2/gift-products/show/15') throw new TypeError('Failed to fetch');
        return next(request);
      },
    });
    const note = await screen.findByTestId('gift-from-list', {}, WAIT);
    expect(note.textContent).toContain('detailnya belum bisa dibuka');
    const card = screen.getByTestId('gift-card');
    expect(card.getAttribute('data-gift-id')).toBe('15');
    expect(within(card).getByRole('heading').textContent).toContain('Sabun Cair Bayi');
    expect(screen.queryByText('Terjadi kesalahan tak terduga')).toBeNull();
  });

  it('a gift the portal says is gone still says so', async () => {
    await renderSignedIn('/registry/bunda-demo/99999', { email: 'maya@kado.test' });
    expect(await screen.findByText('Kado tidak ditemukan', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('gift-from-list')).toBeNull();
  });
});
