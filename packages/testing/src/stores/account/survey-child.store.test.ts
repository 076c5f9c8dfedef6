import { describe, expect, it } from 'vitest';
import { loggedInHarness } from '../../kits/portal-harness';
import { SurveyChildStore } from '@kado/stores';

// Issue 31, "a new mother's first registry": the survey's answers create her child's profile.
describe('SurveyChildStore against the fake portal', () => {
  it('a new mother expecting a baby gets its profile with the due date, her default; a second run makes none', async () => {
    const { gateways, portal } = await loggedInHarness('baru@kado.test');
    const store = new SurveyChildStore(gateways.ChildGateway);
    const user = portal.state.users.find((u) => u.email === 'baru@kado.test')!;
    expect(portal.state.children.filter((c) => c.user_id === user.id)).toEqual([]);
    store.setDueDate('2027-02-06');
    const answers = { isPregnant: true, hasChild: false, childName: null };
    expect(await store.create(answers, 'Adik Bayi')).toBe(true);
    expect(store.created).toMatchObject({ name: 'Adik Bayi', birthDate: '2027-02-06', isDefault: true });
    expect(await store.create(answers, 'Adik Bayi')).toBe(true);
    expect(portal.state.children.filter((c) => c.user_id === user.id)).toHaveLength(1);
  });
});
