import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoute } from '../../test/render';

// QA, 28 November: a gift's own link to a gift that is gone showed 'Terjadi kesalahan' with 'Coba lagi', which cannot
// help, and no way to the rest of the registry.
vi.setConfig({ testTimeout: 20_000 });
let stopApp: () => void = () => undefined;
afterEach(() => {
  cleanup();
  stopApp();
});

describe("a gift's link to a gift the registry does not hold", () => {
  it("says so with the portal's words and links to the registry's gifts, with no 'Coba lagi'", async () => {
    const { stop } = renderRoute('/registry/bunda-demo/99999');
    stopApp = stop;
    const link = await screen.findByRole('link', { name: 'Lihat semua kado' }, { timeout: 8000 });
    expect(link.getAttribute('href')).toBe('/registry/bunda-demo');
    expect(screen.getByText('Kado tidak ditemukan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });
});
