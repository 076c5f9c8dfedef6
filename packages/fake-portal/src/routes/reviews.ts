import { Hono } from 'hono';
import { helpfulVoteRequest, reviewReplyRequest, reviewRequest, reviewQuery, reviewReplyQuery, pageQuery, myReviewQuery } from '@kado/contract';
import type { Context } from 'hono';
import type { Portal } from '../context';
import { currentUser, requireUser } from '../context';
import { conflict, forbidden, notFound } from '../errors';
import type { Presenters } from '../present';
import type { ProductRec, ReviewRec } from '../state';
import { nextId } from '../state';
import { checkBody, paginate, paging, pathId, checkQuery, readJson } from '../validate';

/** Reviews, replies and helpful votes (docs/api-contract.md "Reviews"). */
export function reviewRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;
  const product404 = (id: number): ProductRec => {
    const p = st().products.find((x) => x.id === id);
    if (!p) throw notFound('Produk tidak ditemukan');
    return p;
  };
  const review404 = (id: number, viewerId: number | null): ReviewRec => {
    const r = st().reviews.find((x) => x.id === id && (x.is_publish || x.user_id === viewerId));
    if (!r) throw notFound('Ulasan tidak ditemukan');
    return r;
  };
  const delivered = (userId: number) => st().orders.filter((o) => o.buyer_key === `u:${userId}` && o.status === 'delivered');

  app.post('/v1/products/:id/reviews', async (c) => {
    const u = requireUser(portal, c);
    const id = pathId(c);
    const { fields: f, v } = checkBody(reviewRequest, await readJson(c));
    const star = f.star;
    const text = f.review ?? '';
    const isPublish = f.is_publish ?? false;
    const images = f.images ?? [];
    const mine = images.filter((imageId) => st().uploads.some((x) => x.id === imageId && x.owner_key === `u:${u.id}`));
    if (mine.length !== images.length) v.add('images', 'Foto tidak ditemukan');
    v.done();
    const p = product404(id);
    if (st().reviews.some((r) => r.product_id === p.id && r.user_id === u.id)) throw conflict('Kamu sudah mengulas produk ini');
    // Issue 30 item 6 (spec §7 `filter[has_order]`): only a buyer of the product, once her order was delivered.
    const order = delivered(u.id).find((o) => o.items.some((i) => i.product_id === p.id));
    if (!order) throw forbidden('Ulasan hanya bisa ditulis setelah pesanan produk ini kamu terima');
    const item = order?.items.find((i) => i.product_id === p.id);
    const r: ReviewRec = {
      id: nextId(st(), 'reviews'), product_id: p.id, user_id: u.id, order_id: order?.id ?? null, star: star!, review: text, is_publish: isPublish,
      image_urls: images.map((x) => `/api/images/uploads/${st().uploads.find((up) => up.id === x)!.key}`), variant_name: st().variants.find((x) => x.sku_id === item?.sku_id)?.name ?? null,
      created_at: portal.now().toISOString(),
    };
    st().reviews.push(r);
    return c.json({ data: view.review(r, u.id) }, 201);
  });

  app.get('/v1/products/:id/reviews', (c) => {
    const viewer = currentUser(portal, c);
    const id = pathId(c);
    const q = checkQuery(c, reviewQuery);
    const pg = paging(q);
    const star = q['filter[star]'];
    const p = product404(id);
    const rows = st().reviews.filter((r) => r.product_id === p.id && r.is_publish && (star === undefined || r.star === star))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).map((r) => view.review(r, viewer?.id ?? null));
    return c.json({ data: paginate(rows, pg) });
  });

  app.get('/v1/review-summary/:id', (c) => {
    const p = product404(pathId(c));
    const rs = st().reviews.filter((r) => r.product_id === p.id && r.is_publish);
    const total = rs.length;
    const average = total ? Math.round((rs.reduce((t, r) => t + r.star, 0) / total) * 10) / 10 : 0;
    const stars = [5, 4, 3, 2, 1].map((star) => ({ star, count: rs.filter((r) => r.star === star).length }));
    return c.json({ data: { average, total, stars, with_media: rs.filter((r) => r.image_urls.length > 0).length } });
  });

  app.get('/v1/comment-reviews/:id', (c) => {
    const viewer = currentUser(portal, c);
    const id = pathId(c);
    const q = checkQuery(c, reviewReplyQuery);
    const pg = paging(q, 5);
    const sort = q.sort ?? '-created_at';
    const r = review404(id, viewer?.id ?? null);
    const dir = sort === '-created_at' ? -1 : 1;
    const rows = st().comments.filter((x) => x.review_id === r.id).sort((a, b) => dir * (a.created_at.localeCompare(b.created_at) || a.id - b.id)).map(view.comment);
    // Decision 0460: the answer names the review the replies belong to (the page of /review/detail/{id}).
    return c.json({ data: { ...paginate(rows, pg), review: view.review(r, viewer?.id ?? null) } });
  });

  app.post('/v1/comment-reviews', async (c) => {
    const u = requireUser(portal, c);
    const { fields: { review_id: reviewId, comment }, v } = checkBody(reviewReplyRequest, await readJson(c));
    v.done();
    const r = review404(reviewId!, u.id);
    const row = { id: nextId(st(), 'comments'), review_id: r.id, user_id: u.id, comment: comment!, is_merchant: false, created_at: portal.now().toISOString() };
    st().comments.push(row);
    return c.json({ data: view.comment(row) }, 201);
  });

  app.get('/v1/products-transaction/reviews', (c) => {
    const u = requireUser(portal, c);
    const pg = paging(checkQuery(c, pageQuery));
    const rows = delivered(u.id).flatMap((o) => o.items.map((i) => ({
      order_id: o.id,
      product: view.product(st().products.find((p) => p.id === i.product_id)!),
      variant: view.variant(st().variants.find((v) => v.sku_id === i.sku_id)!),
      reviewed: st().reviews.some((r) => r.product_id === i.product_id && r.user_id === u.id),
    })));
    return c.json({ data: paginate(rows, pg) });
  });

  app.get('/v1/products/:id/review', (c) => {
    const u = requireUser(portal, c);
    const p = product404(pathId(c));
    const r = st().reviews.find((x) => x.product_id === p.id && x.user_id === u.id);
    return c.json({ data: r ? view.review(r, u.id) : null });
  });

  const vote = (remove: boolean) => async (c: Context) => {
    const u = requireUser(portal, c);
    const id = pathId(c);
    let value = false;
    if (!remove) {
      const { fields, v } = checkBody(helpfulVoteRequest, await readJson(c));
      value = fields.is_helpfull ?? false;
      v.done();
    }
    const r = review404(id, u.id);
    const votes = st().helpful.get(r.id) ?? new Map<number, boolean>();
    if (remove || !value) votes.delete(u.id);
    else votes.set(u.id, true);
    st().helpful.set(r.id, votes);
    const shaped = view.review(r, u.id);
    return c.json({ data: { id: r.id, user_helpfull: shaped.user_helpfull, is_helpfull: shaped.is_helpfull } });
  };
  app.post('/v1/reviews/:id/helpfull', vote(false));
  app.delete('/v1/reviews/:id/helpfull', vote(true));

  app.get('/v1/product-reviews', (c) => {
    const u = requireUser(portal, c);
    const q = checkQuery(c, myReviewQuery);
    const pg = paging(q);
    const hasOrder = q['filter[has_order]'];
    const rows = st().reviews.filter((r) => r.user_id === u.id && (hasOrder === undefined || (r.order_id !== null) === hasOrder))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((r) => ({ ...view.review(r, u.id), product: view.product(st().products.find((p) => p.id === r.product_id)!) }));
    return c.json({ data: paginate(rows, pg) });
  });

  return app;
}
