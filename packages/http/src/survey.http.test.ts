import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

describe('HttpSurveyGateway against the fake portal', () => {
  it('get answers the saved answers of ibu.demo', async () => {
    await kit.loginAs('ibu.demo@kado.test');
    const survey = await kit.gateways.SurveyGateway.get();
    expect(survey).toMatchObject({ hasFilled: true, isPregnant: true, childName: 'Arka' });
    expect(survey.categories.length).toBe(1);
  });

  it('save stores answers and marks the survey filled', async () => {
    await kit.loginAs('maya@kado.test');
    expect((await kit.gateways.SurveyGateway.get()).hasFilled).toBe(false);
    const saved = await kit.gateways.SurveyGateway.save({
      isPregnant: false,
      isFirstPregnancy: null,
      hasChild: true,
      childName: 'Bima',
      feels: 'senang',
      shoppingElsewhere: ['tokopedia'],
      needs: ['popok'],
      childNeeds: ['mainan'],
      categories: ['1'],
    });
    expect(saved).toMatchObject({ hasFilled: true, childName: 'Bima', categories: ['1'] });
  });

  it('the survey needs a login', async () => {
    await failsWith(kit.gateways.SurveyGateway.get(), 'unauthorized');
  });
});
