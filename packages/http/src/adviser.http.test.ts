import { beforeEach, describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { connect, failsWith, type ContractKit } from './testing/contract-kit';

const portal = createFakePortal();
let kit: ContractKit;

beforeEach(() => {
  portal.reset();
  kit = connect(portal.fetch);
});

describe('HttpAdviserGateway against the fake portal', () => {
  beforeEach(() => kit.loginAs('ibu.demo@kado.test'));

  it('chats answers the conversation, oldest first', async () => {
    const chats = await kit.gateways.AdviserGateway.chats();
    expect(chats.length).toBeGreaterThanOrEqual(2);
    expect(chats[0]!.sender).toBe('user');
  });

  it('send answers the question and an adviser answer; a reused uuid is a conflict', async () => {
    const exchange = await kit.gateways.AdviserGateway.send('u-kontrak-1', 'Kapan bayi boleh MPASI?');
    expect(exchange.question).toMatchObject({ sender: 'user', message: 'Kapan bayi boleh MPASI?' });
    expect(exchange.answer.sender).toBe('adviser');
    await failsWith(kit.gateways.AdviserGateway.send('u-kontrak-1', 'lagi'), 'conflict');
    await failsWith(kit.gateways.AdviserGateway.send('u-kontrak-2', ''), 'validation');
  });

  it('feedback rates an answer', async () => {
    const { answer } = await kit.gateways.AdviserGateway.send('u-kontrak-3', 'Bayi rewel malam hari?');
    const rated = await kit.gateways.AdviserGateway.feedback(answer.id, { type: 'dislike', message: 'Kurang jelas' });
    expect(rated.feedback).toEqual({ type: 'dislike', message: 'Kurang jelas' });
    await failsWith(kit.gateways.AdviserGateway.feedback('999999', { type: 'like' }), 'not-found');
  });

  it('requestReply drafts an answer and sendReply sends it', async () => {
    const { question } = await kit.gateways.AdviserGateway.send('u-kontrak-4', 'Berapa suhu air mandi bayi?');
    const draft = await kit.gateways.AdviserGateway.requestReply(question.uuid);
    expect(draft).toMatchObject({ sender: 'adviser', status: 'draft' });
    expect((await kit.gateways.AdviserGateway.sendReply(draft.id)).status).toBe('sent');
    await failsWith(kit.gateways.AdviserGateway.requestReply('tidak-ada'), 'not-found');
  });
});
