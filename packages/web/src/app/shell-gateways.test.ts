import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '@kado/stores';
import type { AuthGateway, ReviewGateway } from '@kado/domain';
import { createFakePortal } from '@kado/fake-portal';

const created = vi.fn();
vi.mock('./shell-gateways', async (importOriginal) => {
  const real = await importOriginal<typeof import('./shell-gateways')>();
  return {
    createShellGateways: (...args: Parameters<typeof real.createShellGateways>) => {
      created();
      return real.createShellGateways(...args);
    },
  };
});

const { BOOT_STORE_MODULES, createAppContainer } = await import('./container');

describe('the sign-in and review adapters load on their first call (decision 0325)', () => {
  it('builds the container without them, then loads them once for the first call and answers it', async () => {
    const portal = createFakePortal();
    const container = createAppContainer({
      storeModules: BOOT_STORE_MODULES, baseUrl: 'http://kado.test/api', fetch: async (input, init) => portal.fetch(new Request(input, init)),
    });
    const reviews = container.get<ReviewGateway>(TOKENS.ReviewGateway);
    const auth = container.get<AuthGateway>(TOKENS.AuthGateway);
    expect(created).not.toHaveBeenCalled();
    const summary = await reviews.summary('1');
    expect(summary).toEqual(expect.objectContaining({ average: expect.any(Number) }));
    await expect(auth.me()).rejects.toMatchObject({ kind: expect.any(String) });
    expect(created).toHaveBeenCalledTimes(1);
  });
});
