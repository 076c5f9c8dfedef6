import { pageQuery, commissionQuery } from '@kado/contract';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Portal } from '../context';
import { requireUser } from '../context';
import { forbidden, notFound } from '../errors';
import type { Presenters } from '../present';
import type { UserRec } from '../state';
import { paging, checkQuery } from '../validate';

/** The affiliate programme (docs/api-contract.md "Affiliate"); needs the `affiliator` role (spec §6). */
export function affiliateRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;
  const affiliator = (c: Context): UserRec => {
    const u = requireUser(portal, c);
    if (!u.roles.includes('affiliator')) throw forbidden('Fitur ini khusus afiliator');
    return u;
  };

  app.post('/v1/affiliator/:productSlug/affiliate', (c) => {
    const u = affiliator(c);
    const p = st().products.find((x) => x.slug === c.req.param('productSlug'));
    if (!p) throw notFound('Produk tidak ditemukan');
    const m = st().merchants.find((x) => x.id === p.merchant_id)!;
    return c.json({ data: { url: `https://kado.test/${m.slug}/${p.slug}?ref=${u.username}` } });
  });

  app.get('/v1/affiliator/products', (c) => {
    affiliator(c);
    const { page, limit } = paging(checkQuery(c, pageQuery));
    const all = st().products.filter((p) => p.commission_rate > 0);
    const lastPage = Math.max(1, Math.ceil(all.length / limit));
    const data = all.slice((page - 1) * limit, page * limit).map((p) => {
      const shaped = view.product(p);
      return { ...shaped, commission_rate: p.commission_rate, commission: Math.round((shaped.price * p.commission_rate) / 100) };
    });
    const next = page < lastPage ? `/api/v1/affiliator/products?page=${page + 1}&limit=${limit}` : null;
    // Spec §7: this list is `{ data, links, meta }`, not the usual paged wrapper.
    return c.json({ data, links: { next }, meta: { current_page: page, last_page: lastPage, per_page: limit, total: all.length } });
  });

  app.get('/v1/affiliator', (c) => {
    const u = affiliator(c);
    const days = checkQuery(c, commissionQuery)['filter[day]'] ?? 30;
    const since = portal.now().getTime() - days * 86400000;
    const sales = st().affiliateSales.filter((s) => s.user_id === u.id && Date.parse(s.created_at) >= since);
    return c.json({ data: {
      total_product: new Set(sales.map((s) => s.product_id)).size,
      total_all_commision: sales.reduce((t, s) => t + s.commission, 0),
      transaction_all_item_count: sales.reduce((t, s) => t + s.quantity, 0),
      duration: days,
    } });
  });

  return app;
}
