import { autocompleteQuery } from '@kado/contract';
import { Hono } from 'hono';
import type { Portal } from '../context';
import { requireUser } from '../context';
import type { Presenters } from '../present';
import { checkQuery } from '../validate';

const norm = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** Notification counts and autocomplete (docs/api-contract.md "Search and notifications"). */
export function searchRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  app.get('/v1/notification-count', (c) => {
    const u = requireUser(portal, c);
    const key = `u:${u.id}`;
    return c.json({ data: { cart_count: st().carts.filter((x) => x.owner_key === key).length, order_count: st().orders.filter((o) => o.buyer_key === key && o.status !== 'delivered' && o.status !== 'cancelled').length } });
  });

  app.get('/v1/autocomplete', (c) => {
    const q = checkQuery(c, autocompleteQuery);
    const keyword = q['filter[keyword]'] ?? '';
    const categoryId = q['filter[category_id]'];
    const limit = q.limit ?? 5;
    const k = norm(keyword.trim());
    if (!k) return c.json({ data: { products: [], merchants: [], gifts: [] } });
    const catIds = categoryId === undefined ? null : new Set([categoryId, ...st().categories.filter((x) => x.parent_id === categoryId).map((x) => x.id)]);
    const products = st().products.filter((p) => norm(p.name).includes(k) && (catIds === null || catIds.has(p.category_id)));
    const merchants = st().merchants.filter((m) => norm(m.name).includes(k));
    const gifts = st().registries
      .filter((r) => r.is_public)
      .map((r) => ({ r, u: st().users.find((x) => x.id === r.user_id)! }))
      .filter(({ r, u }) => norm(r.name).includes(k) || norm(u.name).includes(k) || u.username.includes(k))
      .map(({ r, u }) => ({ id: r.id, name: r.name, username: u.username, owner_name: u.name, photo_url: u.photo_url }));
    // The spec's shape (§3): products, merchants, gifts; the app builds keyword suggestions from these.
    return c.json({ data: { products: products.slice(0, limit).map(view.product), merchants: merchants.slice(0, limit).map(view.merchantRef), gifts: gifts.slice(0, limit) } });
  });

  return app;
}
