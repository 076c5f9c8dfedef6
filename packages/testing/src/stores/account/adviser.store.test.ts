import { describe, expect, it } from 'vitest';
import { loggedInHarness } from '../../kits/portal-harness';
import { domainError, type AdviserGateway, type ChatMessage } from '@kado/domain';
import { SequenceIds } from '../../kits/platform-fakes';
import { AdviserStore } from '@kado/stores';

async function setup(email = 'ibu.demo@kado.test') {
  const { portal, gateways, session } = await loggedInHarness(email);
  return { gateways, session, portal };
}

describe('AdviserStore against the fake portal', () => {
  it('sends a question and shows the adviser reply; the input empties', async () => {
    const { gateways } = await setup();
    const store = new AdviserStore(gateways.AdviserGateway, new SequenceIds());
    await store.load();
    expect(store.status).toBe('ready');
    const before = store.messages.length;
    store.setDraft('Kapan bayi boleh MPASI?');
    expect(await store.send()).toBe(true);
    expect(store.draft).toBe('');
    expect(store.messages).toHaveLength(before + 2);
    expect(store.messages.at(-2)).toMatchObject({ sender: 'user', message: 'Kapan bayi boleh MPASI?' });
    expect(store.messages.at(-1)?.sender).toBe('adviser');
    expect(store.messages.at(-1)?.message.length).toBeGreaterThan(0);
  });

  it('does not send an empty question', async () => {
    const { gateways } = await setup();
    const store = new AdviserStore(gateways.AdviserGateway, new SequenceIds());
    store.setDraft('   ');
    expect(store.canSend).toBe(false);
    expect(await store.send()).toBe(false);
  });

  it('records feedback on an answer', async () => {
    const { gateways } = await setup();
    const store = new AdviserStore(gateways.AdviserGateway, new SequenceIds());
    store.setDraft('Tips tidur bayi?');
    await store.send();
    const answer = store.messages.at(-1)!;
    expect(await store.sendFeedback(answer.id, { type: 'like', message: '  Membantu sekali  ' })).toBe(true);
    expect(store.messages.at(-1)?.feedback).toEqual({ type: 'like', message: 'Membantu sekali' });
  });
});

describe('AdviserStore double submission', () => {
  it('refuses a second send, a second rating and a second ask-again while one runs (one request each)', async () => {
    const { gateways } = await setup();
    const calls = { send: 0, feedback: 0, requestReply: 0 };
    const real = gateways.AdviserGateway;
    // The real gateway's own methods (sendReply, chats) stay reachable through its prototype.
    const gateway: AdviserGateway = Object.assign(Object.create(real) as AdviserGateway, {
      send: (uuid: string, text: string) => { calls.send += 1; return real.send(uuid, text); },
      feedback: (id: string, input: Parameters<AdviserGateway['feedback']>[1]) => { calls.feedback += 1; return real.feedback(id, input); },
      requestReply: (uuid: string) => { calls.requestReply += 1; return real.requestReply(uuid); },
    });
    const store = new AdviserStore(gateway, new SequenceIds());
    store.setDraft('Tips tidur bayi?');
    const first = store.send();
    expect(store.sending).toBe(true);
    expect(await store.send()).toBe(false);
    expect(await first).toBe(true);
    const answer = store.messages.at(-1)!;
    const rated = store.sendFeedback(answer.id, { type: 'like' });
    expect(store.feedbackPending).toBe(answer.id);
    expect(await store.sendFeedback(answer.id, { type: 'dislike' })).toBe(false);
    expect(await rated).toBe(true);
    const asked = store.askAgain(answer.id);
    expect(store.replyPending).toBe(answer.id);
    expect(await store.askAgain(answer.id)).toBe(false);
    expect(await asked).toBe(true);
    expect(calls).toEqual({ send: 1, feedback: 1, requestReply: 1 });
    expect(store.sending || store.feedbackPending !== null || store.replyPending !== null).toBe(false);
  });
});

describe('AdviserStore failures', () => {
  it('a failed send keeps the typed text; the retry reuses the uuid and succeeds', async () => {
    const { gateways } = await setup();
    const uuids: string[] = [];
    let fail = true;
    const gateway: AdviserGateway = {
      ...gateways.AdviserGateway,
      chats: gateways.AdviserGateway.chats.bind(gateways.AdviserGateway),
      send: (uuid, message) => {
        uuids.push(uuid);
        return fail ? Promise.reject(domainError({ kind: 'offline' })) : gateways.AdviserGateway.send(uuid, message);
      },
    };
    const store = new AdviserStore(gateway, new SequenceIds());
    await store.load();
    const before = store.messages;
    store.setDraft('Berapa suhu air mandi bayi?');
    expect(await store.send()).toBe(false);
    expect(store.draft).toBe('Berapa suhu air mandi bayi?');
    expect(store.sendError?.kind).toBe('offline');
    expect(store.messages).toEqual(before);
    expect(store.sending).toBe(false);
    fail = false;
    expect(await store.send()).toBe(true);
    expect(uuids[0]).toBe(uuids[1]);
    expect(store.draft).toBe('');
    expect(store.sendError).toBeNull();
  });

  it('a conflict (the portal already has the uuid) reloads the history instead of failing', async () => {
    const { gateways } = await setup();
    const store = new AdviserStore({ ...gateways.AdviserGateway, chats: gateways.AdviserGateway.chats.bind(gateways.AdviserGateway), send: () => Promise.reject(domainError({ kind: 'conflict', message: 'sudah ada' })) }, new SequenceIds());
    store.setDraft('Halo');
    expect(await store.send()).toBe(true);
    expect(store.draft).toBe('');
    expect(store.status).toBe('ready');
  });

  it('a failed history load and a failed feedback report their kinds', async () => {
    const reject = () => Promise.reject(domainError({ kind: 'unexpected' }));
    const store = new AdviserStore({ chats: reject, send: reject, feedback: reject, requestReply: reject, sendReply: reject }, new SequenceIds());
    await store.load();
    expect(store.status).toBe('error');
    expect(await store.sendFeedback('1', { type: 'dislike' })).toBe(false);
    expect(store.feedbackError?.kind).toBe('unexpected');
    expect(store.feedbackPending).toBeNull();
  });
});

describe('AdviserStore: ask again (POST v1/adviser/reply, POST v1/adviser/reply/{id}/send)', () => {
  it('drafts a new answer to the question of an answer and delivers it into the chat', async () => {
    const { gateways, portal } = await setup();
    const store = new AdviserStore(gateways.AdviserGateway, new SequenceIds());
    await store.load();
    store.setDraft('Bayi demam, harus bagaimana?');
    expect(await store.send()).toBe(true);
    const answer = store.messages.at(-1)!;
    const before = store.messages.length;
    expect(await store.askAgain(answer.id)).toBe(true);
    expect(store.messages).toHaveLength(before + 1);
    const again = store.messages.at(-1)!;
    expect(again).toMatchObject({ sender: 'adviser', status: 'sent' });
    expect(again.id).not.toBe(answer.id);
    expect(portal.state.chats.find((c) => String(c.id) === again.id)?.status).toBe('sent');
  });

  it('a failed draft adds nothing and keeps the error; a user message cannot be asked again', async () => {
    const { gateways } = await setup();
    const gateway: AdviserGateway = {
      ...gateways.AdviserGateway,
      chats: gateways.AdviserGateway.chats.bind(gateways.AdviserGateway),
      send: gateways.AdviserGateway.send.bind(gateways.AdviserGateway),
      requestReply: () => Promise.reject(domainError({ kind: 'offline' })),
    };
    const store = new AdviserStore(gateway, new SequenceIds());
    store.setDraft('Tips tidur bayi?');
    await store.send();
    const count = store.messages.length;
    expect(await store.askAgain(store.messages.at(-1)!.id)).toBe(false);
    expect(store.replyError?.kind).toBe('offline');
    expect(store.messages).toHaveLength(count);
    expect(await store.askAgain(store.messages.at(-2)!.id)).toBe(false);
  });
  it('on the async kit: an older history read answering last never replaces the newer history, and its failure is not shown', async () => {
    const { gateways } = await setup();
    const calls: { resolve: (m: readonly ChatMessage[]) => void; reject: (e: unknown) => void }[] = [];
    const gateway: AdviserGateway = {
      ...gateways.AdviserGateway,
      chats: () => new Promise((resolve, reject) => calls.push({ resolve, reject })),
    };
    const store = new AdviserStore(gateway, new SequenceIds());
    const older = store.load();
    const newer = store.load();
    const message = (id: string) => ({ id, uuid: id, sender: 'user', message: id, status: 'sent' }) as unknown as ChatMessage;
    calls[1]!.resolve([message('baru')]);
    await newer;
    calls[0]!.resolve([message('lama')]);
    await older;
    expect(store.messages.map((m) => m.id)).toEqual(['baru']);
    const third = store.load();
    const fourth = store.load();
    calls[3]!.resolve([message('baru'), message('lagi')]);
    await fourth;
    calls[2]!.reject(domainError({ kind: 'offline' }));
    await third;
    expect([store.status, store.error]).toEqual(['ready', null]);
    expect(store.messages).toHaveLength(2);
  });
});
