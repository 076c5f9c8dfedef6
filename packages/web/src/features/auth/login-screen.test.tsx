import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SESSION_NOTICE_KEY, SessionStore } from '@kado/stores';
import { createI18n } from '../../i18n';
import { StoreProvider } from '../../app/store-context';
import { testContainer } from '../../test/render';
import { GSI_SCRIPT_URL, type GoogleIdentityApi } from './google-identity';
import { Component as LoginScreen } from './login-screen';

type WithGoogle = typeof globalThis & { google?: { accounts: { id: GoogleIdentityApi } } };

/** Google Identity Services as the page sees it: initialize, then a button that hands back `credential`. */
function stubGoogle(credential: () => Promise<string>) {
  const seen: { clientId?: string } = {};
  (globalThis as WithGoogle).google = {
    accounts: {
      id: {
        initialize(config) {
          seen.clientId = config.client_id;
          this.renderButton = (parent) => {
            const button = document.createElement('button');
            button.textContent = 'Sign in with Google';
            button.addEventListener('click', () => void credential().then((c) => config.callback({ credential: c })));
            parent.append(button);
          };
        },
        renderButton() {
          throw new Error('renderButton before initialize');
        },
      },
    },
  };
  return seen;
}

function mount(path = '/login?from=%2Fprofile') {
  const { portal, container } = testContainer();
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginScreen />, handle: { titleKey: 'title.login' } },
      { path: '/profile', element: <p>Halaman profil</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createI18n()}>
      <StoreProvider container={container}><RouterProvider router={router} /></StoreProvider>
    </I18nextProvider>,
  );
  return { portal, container, router, user: userEvent.setup() };
}

const gsiScripts = () => document.querySelectorAll(`script[src="${GSI_SCRIPT_URL}"]`).length;

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  delete (globalThis as WithGoogle).google;
});

describe('/login: Google sign-in (spec §4)', () => {
  it('without VITE_GOOGLE_CLIENT_ID shows a disabled button that says why, and never loads Google’s script', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    const append = vi.spyOn(document.head, 'append');
    mount();
    const button = await screen.findByRole('button', { name: 'Masuk dengan Google' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText(/Masuk dengan Google tidak diaktifkan/)).toBeTruthy();
    expect(gsiScripts()).toBe(0);
    expect(append).not.toHaveBeenCalled();
  });

  it('with a client id, posts the credential Google hands back to v1/login-google and goes on to `from`', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'kado-test.apps.googleusercontent.com');
    const box: { mint?: () => Promise<string> } = {};
    const seen = stubGoogle(() => box.mint!());
    const { portal, container, router, user } = mount();
    box.mint = () => portal.mintGoogleCredential('ibu.demo@kado.test');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(seen.clientId).toBe('kado-test.apps.googleusercontent.com');
    expect(container.get(SessionStore).user?.username).toBe('bunda-demo');
  });

  it('a credential the portal refuses (a bare e-mail) shows its message and stays on /login', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'kado-test.apps.googleusercontent.com');
    stubGoogle(async () => 'ibu.demo@kado.test');
    const { container, router, user } = mount();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Token Google tidak valid');
    expect(router.state.location.pathname).toBe('/login');
    expect(container.get(SessionStore).isLoggedIn).toBe(false);
  });

  it('loads Google’s script only then, and says so when it cannot be loaded', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'kado-test.apps.googleusercontent.com');
    const append = vi.spyOn(document.head, 'append');
    mount();
    // happy-dom refuses to load scripts: the load fails as it would offline or behind a blocker.
    expect(await screen.findByText(/Tombol Google tidak dapat dimuat/)).toBeTruthy();
    expect(append.mock.calls.map(([node]) => (node as HTMLScriptElement).src)).toEqual([GSI_SCRIPT_URL]);
    expect(gsiScripts()).toBe(0);
    expect(screen.getByRole('button', { name: 'Masuk dengan Google' })).toHaveProperty('disabled', true);
  });
});

describe('/login after a session ended (decision 0184)', () => {
  it('says the session has ended, once', async () => {
    window.localStorage.setItem(SESSION_NOTICE_KEY, 'expired');
    mount();
    expect(await screen.findByText('Sesi kamu telah berakhir. Silakan masuk kembali untuk melanjutkan.')).toBeTruthy();
    expect(window.localStorage.getItem(SESSION_NOTICE_KEY)).toBeNull();
  });

  it('says nothing of the kind on an ordinary visit', async () => {
    mount();
    await screen.findByText('Masuk untuk belanja, mengelola registry dan melacak pesanan.');
    expect(screen.queryByText(/Sesi kamu telah berakhir/)).toBeNull();
  });
});
