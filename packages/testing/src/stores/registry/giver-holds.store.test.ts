import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import type { CartGateway } from '@kado/domain';
import { GiverHoldsStore } from '@kado/stores';
import { openBrowser } from '../../kits/registry-test-kit';

// A read of her holds (after she identifies herself, the session's id changes) may leave before her reservation's
// cart line reaches the portal and answer after it: what she did meanwhile must survive its answer (the gift cart bar
// showed nothing in e2e/giver-journey e when the read's empty cart overwrote the line she had just added).

/** Her cart gateway, whose `cart` reads answer only when the test says so. */
function heldCartReads(real: CartGateway) {
  const waiting: (() => void)[] = [];
  const cart = new Proxy(real, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop !== 'cart' || typeof value !== 'function') return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      return async (...args: unknown[]) => {
        const answer = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        await new Promise<void>((resolve) => waiting.push(resolve));
        return answer;
      };
    },
  }) as CartGateway;
  return { cart, answer: () => { for (const go of waiting.splice(0)) go(); } };
}

describe('GiverHoldsStore', () => {
  it('keeps what she did while a read of her holds was on its way', async () => {
    const browser = await openBrowser(createFakePortal());
    const { cart, answer } = heldCartReads(browser.gateways.CartGateway);
    const holds = new GiverHoldsStore(cart, browser.storage, browser.session);
    const reading = holds.load('1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Meanwhile her reservation and her contribution are made (the portal already has them; the read left before).
    holds.remember('5', false);
    holds.putInCart('5');
    holds.rememberContribution('7');
    holds.forget('9');
    answer();
    await reading;
    expect([holds.isMine('5'), holds.inCart.has('5'), holds.contributedTo.has('7'), holds.isMine('9')]).toEqual([true, true, true, false]);
    // A later read answers on its own terms again (nothing is replayed twice).
    holds.forget('5');
    const again = holds.load('1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer();
    await again;
    expect([holds.isMine('5'), holds.inCart.has('5')]).toEqual([false, false]);
  });
});
