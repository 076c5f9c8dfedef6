import { describe, expect, it } from 'vitest';
import { loggedInHarness } from '../../kits/portal-harness';
import { domainError, type CatalogueGateway, type SurveyGateway } from '@kado/domain';
import { SurveyStore } from '@kado/stores';

async function setup(email = 'ibu.demo@kado.test') {
  const { portal, gateways, session } = await loggedInHarness(email);
  return { gateways, session, portal };
}

describe('SurveyStore against the fake portal', () => {
  it("the survey routes' read (decision 0370): answers and categories, a read on its way joined; a new visit reads the answers again", async () => {
    const { gateways } = await setup();
    let survey = 0;
    let categories = 0;
    const surveys: SurveyGateway = Object.assign(Object.create(gateways.SurveyGateway) as SurveyGateway, { get: () => ((survey += 1), gateways.SurveyGateway.get()) });
    const catalogue: CatalogueGateway = Object.assign(Object.create(gateways.CatalogueGateway) as CatalogueGateway, {
      categories: (root: boolean) => ((categories += 1), gateways.CatalogueGateway.categories(root)),
    });
    const store = new SurveyStore(surveys, catalogue);
    await Promise.all([store.ensureSurvey(), store.ensureSurvey()]);
    expect([survey, categories, store.status, store.categoryStatus]).toEqual([1, 1, 'ready', 'ready']);
    await store.ensureSurvey();
    expect([survey, categories]).toEqual([2, 1]);
  });

  it('answering no to pregnant skips to shopping-elsewhere, back returns to pregnant, progress moves', async () => {
    const { gateways } = await setup('baru@kado.test');
    const store = new SurveyStore(gateways.SurveyGateway, gateways.CatalogueGateway);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.progress).toBe(0);
    await store.next();
    expect(store.step).toBe('pregnant');
    expect(store.progress).toBeCloseTo(0.1);
    store.answer({ isPregnant: false });
    await store.next();
    expect(store.step).toBe('shopping-elsewhere');
    expect(store.progress).toBeCloseTo(0.6);
    store.back();
    expect(store.step).toBe('pregnant');
  });

  it('back from shopping-elsewhere goes to feels when pregnant', async () => {
    const { gateways } = await setup('baru@kado.test');
    const store = new SurveyStore(gateways.SurveyGateway, gateways.CatalogueGateway);
    await store.load();
    await store.next();
    store.answer({ isPregnant: true });
    const visited = [store.step];
    while (store.step !== 'shopping-elsewhere') {
      await store.next();
      visited.push(store.step);
    }
    expect(visited).toEqual(['pregnant', 'first-pregnancy', 'child', 'child-name', 'feels', 'shopping-elsewhere']);
    store.back();
    expect(store.step).toBe('feels');
  });

  it('saves on the last question; has_filled becomes true and stays on reload', async () => {
    const { gateways } = await setup('baru@kado.test');
    const store = new SurveyStore(gateways.SurveyGateway, gateways.CatalogueGateway);
    await store.load();
    expect(store.hasFilled).toBe(false);
    await store.next();
    store.answer({ isPregnant: false });
    await store.next();
    store.toggle('shoppingElsewhere', 'shopee');
    await store.next();
    store.toggle('needs', 'popok');
    await store.next();
    await store.next();
    expect(store.step).toBe('category');
    expect(await store.next()).toBe(true);
    expect(store.step).toBe('finish');
    expect(store.hasFilled).toBe(true);
    const again = new SurveyStore(gateways.SurveyGateway, gateways.CatalogueGateway);
    await again.load();
    expect(again.hasFilled).toBe(true);
    expect(again.answers.isPregnant).toBe(false);
    expect(again.answers.shoppingElsewhere).toEqual(['shopee']);
  });
});

describe('SurveyStore failures', () => {
  it('a failed save keeps the user on the last question with the answers', async () => {
    const { gateways } = await setup('baru@kado.test');
    const gateway: SurveyGateway = { get: gateways.SurveyGateway.get.bind(gateways.SurveyGateway), save: () => Promise.reject(domainError({ kind: 'offline' })) };
    const store = new SurveyStore(gateway, gateways.CatalogueGateway);
    await store.load();
    store.answer({ isPregnant: false });
    await store.next();
    await store.next();
    store.toggle('needs', 'popok');
    while (store.step !== 'category') await store.next();
    expect(await store.next()).toBe(false);
    expect(store.step).toBe('category');
    expect(store.saveError?.kind).toBe('offline');
    expect(store.answers.needs).toEqual(['popok']);
    expect(store.saving).toBe(false);
  });

  it('a failed load shows the error', async () => {
    const reject = () => Promise.reject(domainError({ kind: 'unauthorized' }));
    const store = new SurveyStore({ get: reject, save: reject }, { categories: reject } as unknown as CatalogueGateway);
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error?.kind).toBe('unauthorized');
    await store.loadCategories();
    expect(store.categoryStatus).toBe('error');
  });

  it('offers the root categories and saves chosen ones alone (/filter-on-boarding)', async () => {
    const { gateways } = await setup('baru@kado.test');
    const store = new SurveyStore(gateways.SurveyGateway, gateways.CatalogueGateway);
    await store.load();
    await store.loadCategories();
    expect(store.categoryOptions.length).toBeGreaterThan(0);
    store.toggle('categories', store.categoryOptions[0]!.id);
    expect(await store.saveAnswers()).toBe(true);
    expect(store.hasFilled).toBe(true);
  });

  it('refuses a second save while one runs (one request)', async () => {
    const { gateways } = await setup('baru@kado.test');
    let saves = 0;
    const gateway = { ...gateways.SurveyGateway, save: (input: never) => { saves += 1; return gateways.SurveyGateway.save(input); } };
    const store = new SurveyStore(gateway, gateways.CatalogueGateway);
    await store.load();
    const first = store.saveAnswers();
    expect(store.saving).toBe(true);
    expect(await store.saveAnswers()).toBe(false);
    expect(await first).toBe(true);
    expect(saves).toBe(1);
    expect(store.saving).toBe(false);
  });
  it('on the async kit: an older read answering last never replaces the newer answers; a categories load running is joined', async () => {
    const answers: ((data: never) => void)[] = [];
    let categoryCalls = 0;
    const get = () => new Promise<never>((resolve) => answers.push(resolve));
    const categories = () => {
      categoryCalls += 1;
      return Promise.resolve([{ id: 'c1', name: 'Popok' }]);
    };
    const store = new SurveyStore({ get, save: get } as unknown as SurveyGateway, { categories } as unknown as CatalogueGateway);
    const older = store.load();
    const newer = store.load();
    const data = (childName: string) => ({ hasFilled: true, isPregnant: null, isFirstPregnancy: null, hasChild: true, childName, feels: null, shoppingElsewhere: [], needs: [], childNeeds: [], categories: [] }) as never;
    answers[1]!(data('Arka'));
    await newer;
    answers[0]!(data('Lama'));
    await older;
    expect(store.answers.childName).toBe('Arka');
    expect(store.status).toBe('ready');
    await Promise.all([store.loadCategories(), store.loadCategories()]);
    await store.loadCategories();
    expect(categoryCalls).toBe(1);
    expect(store.categoryOptions).toHaveLength(1);
  });
});
