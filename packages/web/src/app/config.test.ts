import { afterEach, describe, expect, it, vi } from 'vitest';

// Spec §9: "Maintenance flag false". The flag is VITE_MAINTENANCE at build time: off unless it is exactly 'true';
// Get Help leads to VITE_HELP_CHAT_URL, else the WhatsApp chat link (decision 0061).
async function configWith(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('./config')).config;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('config (spec §9 flags)', () => {
  it('maintenance is off by default and for any value but "true"', async () => {
    expect((await configWith({ VITE_MAINTENANCE: undefined })).maintenance).toBe(false);
    expect((await configWith({ VITE_MAINTENANCE: 'false' })).maintenance).toBe(false);
    expect((await configWith({ VITE_MAINTENANCE: '1' })).maintenance).toBe(false);
  });

  it('VITE_MAINTENANCE=true turns it on', async () => {
    expect((await configWith({ VITE_MAINTENANCE: 'true' })).maintenance).toBe(true);
  });

  it('the help chat link comes from VITE_HELP_CHAT_URL, else wa.me', async () => {
    expect((await configWith({ VITE_HELP_CHAT_URL: undefined })).helpChatUrl).toBe('https://wa.me/');
    expect((await configWith({ VITE_HELP_CHAT_URL: 'https://chat.kado.test/bantuan' })).helpChatUrl).toBe('https://chat.kado.test/bantuan');
  });
});
