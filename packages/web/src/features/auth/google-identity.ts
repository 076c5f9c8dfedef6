// Google Identity Services (GIS), loaded only when a client id is configured and only when the login page asks for
// it: the script is Google's, so it never joins the app's bundle or its first paint.

/** Google's client library (https://developers.google.com/identity/gsi/web/reference/js-reference). */
export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** What GIS answers after a sign-in: the ID token the portal checks (POST v1/login-google `{ token }`). */
interface GoogleCredentialResponse {
  readonly credential: string;
}

/** The part of `google.accounts.id` the login page uses. */
export interface GoogleIdentityApi {
  initialize(config: {
    readonly client_id: string;
    readonly callback: (response: GoogleCredentialResponse) => void;
    readonly ux_mode?: 'popup' | 'redirect';
    readonly context?: 'signin' | 'signup' | 'use';
    readonly auto_select?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Readonly<Record<string, string | number>>): void;
}

type WithGoogle = typeof globalThis & { google?: { accounts?: { id?: GoogleIdentityApi } } };

const loaded = (): GoogleIdentityApi | undefined => (globalThis as WithGoogle).google?.accounts?.id;

let loading: Promise<GoogleIdentityApi> | null = null;

/** Loads GIS once (a second call shares the first); a failed load can be tried again. */
export function loadGoogleIdentity(): Promise<GoogleIdentityApi> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentityApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = loaded();
      if (api) resolve(api);
      else fail(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => fail(new Error('Google Identity Services could not be loaded'));
    const fail = (error: Error) => {
      loading = null;
      script.remove();
      reject(error);
    };
    document.head.append(script);
  });
  return loading;
}
