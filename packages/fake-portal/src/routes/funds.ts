import { Hono } from 'hono';
import { fundGiftRequest, fundRequest } from '@kado/contract';
import { checkFundGift, COD_NOT_FOR_GIFT_MESSAGE, formatRupiah, fundGiftBounds, fundTotals, isPaymentTypeAllowed, MIN_FUND_GIFT } from '@kado/domain';
import type { Portal } from '../context';
import { currentUser, requireActor, requireUser } from '../context';
import { fieldError, notFound } from '../errors';
import { sightOf } from '../follow-up';
import { canSeeRegistry, ensureRegistry } from '../gift-rules';
import { MAX_UNPAID_GIFT_ORDERS, notWaiting, PAYMENT_METHODS, paymentInstruction, TOO_MANY_UNPAID } from '../payments';
import type { Presenters } from '../present';
import { clientAddress } from '../rate-limit';
import type { FundRec, OrderRec, State } from '../state';
import { nextId } from '../state';
import { checkBody, pathId, readJson, type Body } from '../validate';

/** Decision 0404: a fund that received a gift (settled or waiting) stays; its goal may change, never below what came in. */
const FUND_HAS_GIFTS = 'Dana ini sudah menerima kado, jadi tidak bisa dihapus';

/** Gifts to fund `f` still waiting for the gateway: their orders. */
const waitingOrders = (state: State, f: FundRec): OrderRec[] => state.orders.filter((o) => o.fund_gift?.fund_id === f.id && notWaiting(o) === null);

/** What a fund holds now: settled rupiah and givers, and rupiah of gifts still waiting for payment. */
function fundAmounts(state: State, f: FundRec): { collected: number; givers: number; pending: number } {
  const { collected, givers } = fundTotals(state.fundGifts.filter((g) => g.fund_id === f.id).map((g) => ({ amount: g.amount, settled: true })));
  const pending = waitingOrders(state, f).reduce((t, o) => t + o.total, 0);
  return { collected, givers, pending };
}

/**
 * A fund's wire shape (docs/api-contract.md "Cash funds"). Givers see the total and the count, never a name; the
 * owner also sees each settled gift's name and message, except what her surprise mode keeps from her (decision 0265):
 * the names while they wait, the total and count too with 'hide taken'.
 */
function fundWire(state: State, f: FundRec, ownerView: boolean, now: Date) {
  const { collected, givers, pending } = fundAmounts(state, f);
  const sight = ownerView ? sightOf(state, f.owner_id, now) : { names: true, taken: true };
  const gifts = ownerView && sight.names
    ? state.fundGifts.filter((g) => g.fund_id === f.id).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((g) => ({ id: g.id, name: g.name, message: g.message, amount: g.amount, created_at: g.created_at }))
    : [];
  return {
    id: f.id, name: f.name, goal_amount: f.goal, story: f.story, allow_over_goal: f.allow_over_goal, min_amount: MIN_FUND_GIFT,
    collected_amount: sight.taken ? collected : null, giver_count: sight.taken ? givers : null,
    pending_amount: sight.taken ? pending : 0, gifts, surprise_hidden: !sight.names,
  };
}

/** The refusal of an amount, by the domain's check, in the words the form shows under its field. */
function amountRefusal(state: State, f: FundRec, amount: number): string | null {
  const { collected, pending } = fundAmounts(state, f);
  const fund = { goalAmount: f.goal, allowOverGoal: f.allow_over_goal, minAmount: MIN_FUND_GIFT, collectedAmount: collected, pendingAmount: pending };
  const { min, max } = fundGiftBounds(fund);
  switch (checkFundGift(amount, fund)) {
    case 'ok': return null;
    case 'reached': return 'Target dana ini sudah tercapai';
    case 'not-a-number': return 'Jumlah harus berupa angka bulat';
    case 'below-minimum': return `Jumlah minimal ${formatRupiah(min)}`;
    case 'above-remaining': return `Jumlah melebihi sisa target dana: paling banyak ${formatRupiah(max)}`;
  }
}

/**
 * Registry cash funds (issue 28 item 4, decision 0404): the owner adds, edits and removes funds; anyone who may see
 * the registry reads them; a guest or a user gives to one as an order paid through the gateway's instruction (no
 * address, no shipping, no COD), counted once the gateway settles it.
 */
export function fundRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  const fundInput = (body: Body) => {
    const { fields: f, v } = checkBody(fundRequest, body);
    return { v, input: { name: f.name, goal: f.goal_amount, story: f.story ?? '', allowOverGoal: f.allow_over_goal ?? false } };
  };
  const ownFund = (ownerId: number, id: number): FundRec => {
    const f = st().funds.find((x) => x.id === id && x.owner_id === ownerId);
    if (!f) throw notFound('Dana tidak ditemukan');
    return f;
  };

  app.get('/v2/gift-funds', (c) => {
    const u = requireUser(portal, c);
    return c.json({ data: { rows: st().funds.filter((f) => f.owner_id === u.id).map((f) => fundWire(st(), f, true, portal.now())) } });
  });

  app.post('/v2/gift-funds', async (c) => {
    const u = requireUser(portal, c);
    const { v, input } = fundInput(await readJson(c));
    v.done();
    ensureRegistry(st(), u);
    if (st().funds.filter((f) => f.owner_id === u.id).length >= 20) throw fieldError('name', 'Paling banyak 20 dana dalam satu registry');
    const f: FundRec = { id: nextId(st(), 'funds'), owner_id: u.id, name: input.name!, goal: input.goal!, story: input.story, allow_over_goal: input.allowOverGoal, created_at: portal.now().toISOString() };
    st().funds.push(f);
    return c.json({ data: fundWire(st(), f, true, portal.now()) }, 201);
  });

  app.put('/v2/gift-funds/:id', async (c) => {
    const u = requireUser(portal, c);
    const f = ownFund(u.id, pathId(c));
    const { v, input } = fundInput(await readJson(c));
    v.done();
    const { collected, pending } = fundAmounts(st(), f);
    if (input.goal! < collected + pending) throw fieldError('goal_amount', `Target dana tidak boleh kurang dari yang sudah masuk (${formatRupiah(collected + pending)})`);
    Object.assign(f, { name: input.name!, goal: input.goal!, story: input.story, allow_over_goal: input.allowOverGoal });
    return c.json({ data: fundWire(st(), f, true, portal.now()) });
  });

  app.delete('/v2/gift-funds/:id', (c) => {
    const u = requireUser(portal, c);
    const f = ownFund(u.id, pathId(c));
    const touched = st().fundGifts.some((g) => g.fund_id === f.id) || waitingOrders(st(), f).length > 0;
    if (touched) throw fieldError('fund_id', FUND_HAS_GIFTS);
    st().funds = st().funds.filter((x) => x !== f);
    return c.json({ data: { ok: true } });
  });

  app.get('/v2/gifts/:username/funds', (c) => {
    const viewer = currentUser(portal, c);
    const owner = st().users.find((x) => x.username === c.req.param('username').toLowerCase());
    if (!owner || !st().registries.some((r) => r.user_id === owner.id) || !canSeeRegistry(st(), owner.id, viewer)) throw notFound('Registry tidak ditemukan');
    const ownerView = viewer?.id === owner.id;
    return c.json({ data: { rows: st().funds.filter((f) => f.owner_id === owner.id).map((f) => fundWire(st(), f, ownerView, portal.now())) } });
  });

  /** A gift to a fund: an order with the gateway's instruction (no items, no address, no shipping), 201. */
  app.post('/v2/gift-funds/:id/gifts', async (c) => {
    const actor = requireActor(portal, c);
    const id = pathId(c);
    const { fields: { amount, name, message = '', payment_method: method }, v } = checkBody(fundGiftRequest, await readJson(c));
    v.done();
    const f = st().funds.find((x) => x.id === id);
    if (!f || !canSeeRegistry(st(), f.owner_id, actor.user)) throw notFound('Dana tidak ditemukan');
    if (actor.user?.id === f.owner_id) throw fieldError('fund_id', 'Kamu tidak bisa memberi ke dana di registry milikmu sendiri');
    // Decision 0400: the payer is not the receiver, so no cash on delivery.
    const type = PAYMENT_METHODS.find((m) => m.code === method)?.type ?? 'va';
    if (!isPaymentTypeAllowed(type, 'contribution')) throw fieldError('payment_method', COD_NOT_FOR_GIFT_MESSAGE);
    const refused = amountRefusal(st(), f, amount!);
    if (refused !== null) throw fieldError('amount', refused);
    // Decision 0403: the caps of unpaid registry orders hold for fund gifts too.
    const client = clientAddress(c);
    const unpaid = st().orders.filter((o) => o.registry_owner_id !== null && notWaiting(o) === null);
    if (unpaid.filter((o) => o.buyer_key === actor.key).length >= MAX_UNPAID_GIFT_ORDERS.perGiver
      || unpaid.filter((o) => o.client === client).length >= MAX_UNPAID_GIFT_ORDERS.perClient) throw fieldError('amount', TOO_MANY_UNPAID);
    const orderId = nextId(st(), 'orders');
    const now = portal.now();
    const o: OrderRec = {
      id: orderId, invoice: `INV/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${1000 + orderId}`, buyer_key: actor.key,
      status: 'waiting_payment', payment_method: method!, items: [], address_id: null, ship_to: 'none', registry_owner_id: f.owner_id,
      courier: '', awb: null, subtotal: amount!, shipping_cost: 0, discount: 0, total: amount!, voucher_code: null, voucher_id: null,
      created_at: now.toISOString(), paid_at: null, buyer_name: name!, client, fund_gift: { fund_id: f.id, name: name!, message },
    };
    o.payment = paymentInstruction(o, method!, now, portal.paymentTtl);
    st().orders.push(o);
    return c.json({ data: view.order(o, actor.user?.id ?? null) }, 201);
  });

  return app;
}
