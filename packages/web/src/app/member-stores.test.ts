import { describe, expect, it } from 'vitest';
import { ChildrenStore, RegistrationStore, SearchStore, TOKENS } from '@kado/stores';
import { createFakePortal } from '@kado/fake-portal';
import { BOOT_STORE_MODULES, createAppContainer } from './container';

describe("a signed-in user's stores load when needed (issue 15)", () => {
  it("the boot container binds neither her children, the registration steps nor the search popup's store; TOKENS.MemberStores loads them once", async () => {
    const portal = createFakePortal();
    const container = createAppContainer({
      storeModules: BOOT_STORE_MODULES, baseUrl: 'http://kado.test/api', fetch: async (input, init) => portal.fetch(new Request(input, init)),
    });
    expect(container.isBound(ChildrenStore)).toBe(false);
    expect(container.isBound(RegistrationStore)).toBe(false);
    expect(container.isBound(SearchStore)).toBe(false);
    const member = container.get(TOKENS.MemberStores);
    const [first, second] = await Promise.all([member(), member()]);
    expect(first.children).toBeInstanceOf(ChildrenStore);
    expect(second.children).toBe(first.children);
    expect(first.search).toBeInstanceOf(SearchStore);
    expect(container.get(RegistrationStore)).toBeInstanceOf(RegistrationStore);
  });
});
