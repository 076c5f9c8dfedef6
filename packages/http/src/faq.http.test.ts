import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

describe('HttpFaqGateway against the fake portal', () => {
  it('list pages questions, searches and keeps only highlighted ones', async () => {
    const page = await kit.gateways.FaqGateway.list({ page: 1 });
    expect(page.items.length).toBeGreaterThan(0);
    const highlighted = await kit.gateways.FaqGateway.list({ page: 1, highlightedOnly: true });
    expect(highlighted.items.length).toBeGreaterThan(0);
    expect(highlighted.items.every((faq) => faq.isHighlighted)).toBe(true);
    const word = page.items[0]!.question.split(' ')[0]!;
    const found = await kit.gateways.FaqGateway.list({ page: 1, search: word });
    expect(found.items.length).toBeGreaterThan(0);
  });

  it('get answers one question; an unknown id is not found', async () => {
    const { items } = await kit.gateways.FaqGateway.list({ page: 1 });
    expect((await kit.gateways.FaqGateway.get(items[0]!.id)).question).toBe(items[0]!.question);
    await failsWith(kit.gateways.FaqGateway.get('999999'), 'not-found');
  });
});
