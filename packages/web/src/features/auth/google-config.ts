/** The Google sign-in client id comes from configuration (VITE_GOOGLE_CLIENT_ID); none is set by default. */
export function appConfigGoogleClientId(): string | null {
  const id = import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined;
  return id && id.trim() ? id.trim() : null;
}
