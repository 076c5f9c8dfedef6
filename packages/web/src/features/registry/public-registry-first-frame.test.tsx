import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { PublicRegistryStore } from '@kado/stores';
import { renderSignedIn } from '../../test/signed-in';

// Decision 0305: the public registry's first frame lays out the gifts a phone shows; the rest of the page's gifts
// render once that frame is painted. The paint is held here, so the first frame can be looked at.
const painted: (() => void)[] = [];
vi.mock('../../platform/after-paint', () => ({ afterNextPaint: (task: () => void) => void painted.push(task) }));
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe("the public registry's first frame (decision 0305)", () => {
  it('renders the first three gifts, and the rest of the page once the first frame is on screen', async () => {
    const { container } = await renderSignedIn('/registry/bunda-demo');
    await screen.findByRole('heading', { level: 2, name: "Sari's Baby Registry" }, { timeout: 5000 });
    const loaded = container.get(PublicRegistryStore).gifts.length;
    expect(loaded).toBeGreaterThan(3);
    expect(screen.getAllByTestId('gift-card')).toHaveLength(3);
    await act(async () => {
      for (const task of painted.splice(0)) task();
    });
    await waitFor(() => expect(screen.getAllByTestId('gift-card')).toHaveLength(loaded));
  });
});
