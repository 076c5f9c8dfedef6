import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { courierName } from '@kado/domain';
import { renderSignedIn } from '../../test/signed-in';

// Issue 31: Lacak Kado showed a catalogue gift's badge only, while an outside parcel had its full timeline.
vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 8000 };
afterEach(() => cleanup());

describe('Lacak Kado: gifts bought on Kado have their courier, resi and steps', () => {
  it('each Kado gift handed to a courier shows its resi, the steps it reached and the courier history', async () => {
    const { portal, user } = await renderSignedIn('/registry/ucapan');
    // The demo owner's catalogue gifts whose order the shop handed to a courier (seed: accepted, picked up, delivered).
    const shipped = portal.state.orders.filter((o) => o.awb !== null && o.status !== 'cancelled' && o.items.some((i) => i.gift_id !== null
      && portal.state.gifts.find((g) => g.id === i.gift_id)?.owner_id === 1));
    expect(shipped.length).toBeGreaterThan(1);
    await screen.findByRole('heading', { name: 'Kiriman kado dari Kado' }, WAIT);
    // Her gifts come 10 a page: the parcels are those of the gifts shown.
    for (let more = screen.queryByRole('button', { name: 'Muat lebih banyak' }); more; more = screen.queryByRole('button', { name: 'Muat lebih banyak' })) {
      await user.click(more);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })?.hasAttribute('disabled') ?? false).toBe(false), WAIT);
    }
    await waitFor(() => expect(screen.getAllByTestId('kado-parcel')).toHaveLength(shipped.length), WAIT);
    const parcels = screen.getAllByTestId('kado-parcel');
    for (const order of shipped) {
      const giftId = String(order.items[0]!.gift_id);
      const parcel = parcels.find((p) => p.getAttribute('data-parcel-gift-id') === giftId)!;
      expect(parcel, `gift ${giftId}`).toBeTruthy();
      expect(parcel.textContent).toContain(`Resi ${courierName(order.courier!)} ${order.awb}`);
      const reached = { accepted: 2, pickedup: 3, delivered: 4 }[order.status as 'accepted' | 'pickedup' | 'delivered'];
      await waitFor(() => {
        const steps = within(parcel).getAllByTestId('parcel-step').map((s) => s.getAttribute('data-reached'));
        expect(steps.filter((r) => r === 'true'), `gift ${giftId} (${order.status})`).toHaveLength(reached);
      }, WAIT);
      expect(within(parcel).getByTestId('parcel-history').querySelectorAll('li').length).toBeGreaterThan(0);
    }
  });
});
