import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spy } from 'mobx';
import { renderRoute } from '../../test/render';

// Issue 32 (the INP of Reservasi): a tap on one gift renders that gift's buttons and the dialog it opens, not the
// whole page. The giver's dialogs were the screen's React state and the pending gifts one observable set, so one tap
// rendered every gift card's buttons again, three times, before the dialog could show.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('a tap on a gift of the public registry', () => {
  it("renders the tapped gift's buttons and the dialog, not every gift card", async () => {
    const user = userEvent.setup();
    const { stop } = renderRoute('/registry/bunda-demo');
    // Every gift mounted (the list mounts the rest after the first frame), so no mounting is counted below.
    await waitFor(() => expect(screen.getAllByTestId('gift-card').length).toBeGreaterThanOrEqual(10), { timeout: 8000 });
    await waitFor(() => expect(document.querySelector('.gift-list [aria-busy="true"]')).toBeNull(), { timeout: 8000 });
    const cards = screen.getAllByTestId('gift-card');
    const card = cards.find((c) => within(c).queryByRole('button', { name: 'Reservasi' }));
    if (!card) throw new Error('no open gift to reserve');

    const renders = new Map<string, number>();
    const stopSpy = spy((event) => {
      if (event.type === 'reaction' && event.name.startsWith('observer')) renders.set(event.name, (renders.get(event.name) ?? 0) + 1);
    });
    await user.click(within(card).getByRole('button', { name: 'Reservasi' }));
    await screen.findByRole('dialog', { name: 'Siapa nama kamu?' });
    stopSpy();

    // The tapped gift's buttons: disabled while its request runs, enabled again (two renders at most), of the
    // page's ten and more gift cards.
    expect(renders.get('observerGiverActions') ?? 0).toBeLessThanOrEqual(2);
    expect(renders.get('observerGiverButtons') ?? 0).toBe(0);
    expect(renders.get('observerPublicRegistryScreen') ?? 0).toBe(0);
    expect(renders.get('observerGuestIdentityModal') ?? 0).toBeGreaterThanOrEqual(1);
    stop();
  });
});
