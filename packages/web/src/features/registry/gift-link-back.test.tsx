import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';

// QA, 28 November: opened straight from WhatsApp, a gift's own link's back arrow went to the shop's home, not to the
// registry the gift is in.
vi.setConfig({ testTimeout: 20_000 });
let stopApp: () => void = () => undefined;
afterEach(() => {
  cleanup();
  stopApp();
});

describe("the back arrow of a gift's own link opened first", () => {
  it('goes to the registry the gift is in', async () => {
    const user = userEvent.setup();
    const { router, stop } = renderRoute('/registry/bunda-demo/16');
    stopApp = stop;
    await screen.findAllByTestId('gift-card', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registry/bunda-demo'), { timeout: 8000 });
  });
});
