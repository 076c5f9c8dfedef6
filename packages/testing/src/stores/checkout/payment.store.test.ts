import { describe, expect, it } from 'vitest';
import { createFakePortal } from '@kado/fake-portal';
import { portalHarness } from '../../kits/portal-harness';
import { ManualScheduler } from '../../kits/platform-fakes';
import { PaymentStore } from '@kado/stores';

// Issue 28: the payment page's store shows the gateway's instruction, counts down to its deadline and reads the
// status again by itself; paid, failed and expired come from the portal only.

/** A portal and a store sharing one movable clock, with ibu.demo's seeded cart line 2 ordered by `method`. */
async function placed(method = 'bca_va', start = '2026-11-27T10:05:00Z') {
  let now = Date.parse(start);
  const portal = createFakePortal({ now: () => new Date(now) });
  const h = portalHarness({ portal });
  const session = h.session();
  expect(await session.login({ email: 'ibu.demo@kado.test', password: 'Rahasia123!' })).toBe(true);
  const order = await h.gateways.OrderGateway.createOrder({ cartIds: ['2'], addressId: '1', paymentMethod: method });
  const scheduler = new ManualScheduler();
  const store = new PaymentStore(h.gateways.OrderGateway, scheduler, { now: () => new Date(now) });
  expect(await store.load(order.id)).toBe(true);
  const reads = () => h.calls.filter((c) => c === `GET /v1/orders/${order.id}`).length;
  /** Moves both clocks (the portal's and the page's) and the scheduler by `ms`, letting answers arrive. */
  const pass = async (ms: number) => {
    now += ms;
    scheduler.advance(ms);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { portal, h, order, store, scheduler, reads, pass };
}

describe('PaymentStore (issue 28)', () => {
  it('shows the instruction, the exact amount, the deadline in Jakarta time and a countdown that moves each second', async () => {
    const { store, order, pass } = await placed();
    expect(store.view).toBe('waiting');
    expect(store.instruction).toMatchObject({ type: 'va', bank: 'BCA', amount: order.total });
    expect(store.deadline).toBe('Sabtu, 28 November 2026, 17.05 WIB');
    expect(store.countdown).toBe('24:00:00');
    const stop = store.watch(order.id);
    await pass(1000);
    expect(store.countdown).toBe('23:59:59');
    await pass(61_000);
    expect(store.countdown).toBe('23:58:58');
    stop();
  });

  it('reads the status again with backoff (3 s, 6 s, 12 s …) and stops once the gateway settles it', async () => {
    const { store, order, reads, pass, portal, scheduler } = await placed();
    const stop = store.watch(order.id);
    const before = reads();
    await pass(3000);
    expect(reads()).toBe(before + 1);
    await pass(3000);
    expect(reads()).toBe(before + 1); // the next check waits 6 s
    await pass(3000);
    expect(reads()).toBe(before + 2);
    portal.settlePayment(order.id, 'paid');
    await pass(12_000);
    expect(reads()).toBe(before + 3);
    expect(store.view).toBe('paid');
    expect(store.countdown).toBeNull();
    await pass(60_000);
    expect(reads()).toBe(before + 3); // settled: no more checks
    stop();
    expect(scheduler.pending).toBe(0);
  });

  it("'Cek status pembayaran' reads at once; a failed payment reads failed", async () => {
    const { store, order, portal } = await placed();
    portal.settlePayment(order.id, 'failed');
    expect(store.view).toBe('waiting');
    expect(await store.checkStatus()).toBe(true);
    expect(store.view).toBe('failed');
  });

  it('an e-wallet expires after 15 minutes: the page reads expired just after the deadline, with the countdown at zero', async () => {
    const { store, order, pass } = await placed('gopay');
    expect(store.instruction?.deeplinkUrl).toMatch(/^gojek:/);
    expect(store.countdown).toBe('00:15:00');
    const stop = store.watch(order.id);
    for (let i = 0; i < 40 && store.view === 'waiting'; i += 1) await pass(30_000);
    expect(store.view).toBe('expired');
    expect(store.remainingMs).toBe(0);
    expect(store.order?.status).toBe('cancelled');
    stop();
  });

  it('the giver cancels her unpaid order once however often she taps', async () => {
    const { store, h, order } = await placed();
    const answers = await Promise.all(Array.from({ length: 5 }, () => store.cancel()));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(h.calls.filter((c) => c === `POST /v1/orders/${order.id}/cancel`)).toHaveLength(1);
    expect(store.view).toBe('cancelled');
    expect(await store.cancel()).toBe(false);
  });
});
