import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../test/render';

// Spec §2 redirect form /registry/{username}?from={path}: the registry page leads back to `from`, a same-origin
// path only (the domain's safe-redirect rule), and its login link keeps the whole path, `from` included.

afterEach(cleanup);

async function openRegistry(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 2, name: "Sari's Baby Registry" }, { timeout: 5000 });
  return view;
}

describe('/registry/{username}?from={path}', () => {
  it('the back button leads to the from path when the page was opened directly', async () => {
    // An unguarded from path: a guarded one (/registry/search) sends this visitor to /login from its route's loader
    // before it is ever entered (decision 0315).
    const { router } = await openRegistry(`/registry/bunda-demo?from=${encodeURIComponent('/search?keyword=sari')}`);
    fireEvent.click(screen.getAllByRole('button', { name: 'Kembali' })[0]!);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?keyword=sari'));
  });

  it('a from that leaves the site leads home instead', async () => {
    const { router } = await openRegistry(`/registry/bunda-demo?from=${encodeURIComponent('//evil.test/x')}`);
    fireEvent.click(screen.getAllByRole('button', { name: 'Kembali' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the login link of the name sheet keeps the whole path, its from included', async () => {
    const path = `/registry/bunda-demo?from=${encodeURIComponent('/registry/search?keyword=sari')}`;
    await openRegistry(path);
    fireEvent.click((await screen.findAllByRole('button', { name: /^Reservasi/ }))[0]!);
    const login = await screen.findByRole('link', { name: 'Sudah punya akun? Masuk' });
    expect(login.getAttribute('href')).toBe(`/login?from=${encodeURIComponent(path)}`);
  });
});
