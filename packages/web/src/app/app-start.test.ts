import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { browserAppHost } from './app-start';

// Decision 0372: where the app is, for the login after a session end, while a route's loader reads the page's data.

describe('browserAppHost.currentPath', () => {
  it("is the page being opened while its route's loader runs, then the address bar again", async () => {
    let release: () => void = () => undefined;
    const router = createMemoryRouter(
      [{ path: '/', element: null }, { path: '/profile', element: null, loader: () => new Promise((resolve) => (release = () => resolve(null))) }],
      { initialEntries: ['/'] },
    );
    const host = browserAppHost(router);
    const bar = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
    expect(host.currentPath()).toBe(bar());
    const done = router.navigate('/profile?tab=poin');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.navigation.state).toBe('loading');
    expect(host.currentPath()).toBe('/profile?tab=poin');
    release();
    await done;
    expect(router.state.location.pathname).toBe('/profile');
    expect(host.currentPath()).toBe(bar());
    router.dispose();
  });
});
