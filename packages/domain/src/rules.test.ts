// The rules take small structural inputs; this checks at compile time and at run time that the
// entity types of ./model fit them as they are, so stores never map an entity back to call a rule.
import { describe, expect, it } from 'vitest';
import type { Address, Child, GiftProduct, GiftProductCheck, Product, SurveyData, User } from './model';
import * as rules from './rules';

const user: User = {
  id: 'u1', name: 'Siti Nurhaliza', username: 'siti', email: 'siti@kado.test', emailVerifiedAt: null, phoneVerifiedAt: null,
  phone: '08123456789', createdAt: '2022-01-01T00:00:00Z', changeUsernameCount: 0, roles: ['affiliator'], photoUrl: null, hasAddress: true,
};

describe('model entities fit the rules', () => {
  it('User fits verification, guards and registry rules', () => {
    expect(rules.isVerified(user)).toBe(true);
    expect(rules.guardDecision('affiliator', { user, fullPath: '/report-affiliate' })).toEqual({ kind: 'allow' });
    expect(rules.canChangeUsername(user.changeUsernameCount)).toBe(true);
    expect(rules.registryDisplayName('', user.name)).toBe("Siti's Baby Registry");
  });

  it('GiftProduct, Product, Address, Child, GiftProductCheck and SurveyData fit their rules', () => {
    const gift = {
      transactionStatus: 'pickedup', paymentCompleted: true, isInCart: false, externalProduct: null, isPurchase: false, manuallyPurchasedAt: null,
    } satisfies Pick<GiftProduct, 'transactionStatus' | 'paymentCompleted' | 'isInCart' | 'externalProduct' | 'isPurchase' | 'manuallyPurchasedAt'>;
    expect(rules.giftDisplayStatus(gift as GiftProduct)).toBe('Dikirim');
    const product = { price: 150_000, oldPrice: 200_000 } as Product;
    expect(rules.discountPercent(product)).toBe(25);
    const addresses = [{ id: 'a1', primary: true }, { id: 'a2', primary: false }] as Address[];
    expect(rules.setPrimaryAddress(addresses, 'a2').map((a) => a.primary)).toEqual([false, true]);
    const children = [{ id: 'c1', isDefault: false }] as Child[];
    expect(rules.setDefaultChild(children, 'c1')[0]?.isDefault).toBe(true);
    const checks: GiftProductCheck[] = [{ skuId: 's1', exists: true }];
    expect(rules.productExists(checks)).toBe(true);
    const survey = { isPregnant: false } as SurveyData;
    expect(rules.nextSurveyStep('pregnant', survey)).toBe('shopping-elsewhere');
  });
});
