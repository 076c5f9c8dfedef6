import { favoriteRequest, productBySlugRequest, merchantQuery, categoryQuery, productQuery, pageQuery, articleQuery } from '@kado/contract';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Portal } from '../context';
import { currentUser, requireUser } from '../context';
import { jsonResponse, notFound } from '../errors';
import type { Presenters } from '../present';
import type { ProductRec } from '../state';
import { checkBody, paginate, paging, pathId, checkQuery, readJson } from '../validate';

const HISTORY_MAX = 6;
const norm = (s: string): string => s.toLowerCase();

/** Merchants, categories, products, collections, banners, articles, favourites (docs/api-contract.md "Catalogue"). */
export function catalogueRoutes(portal: Portal, view: Presenters): Hono {
  const app = new Hono();
  const st = () => portal.state;

  const merchants = (c: Context) => {
    const q = checkQuery(c, merchantQuery);
    const pg = paging(q);
    const name = q['filter[name]'];
    const sort = q.sort ?? 'name';
    let rows = st().merchants.map(view.merchant);
    if (name) rows = rows.filter((m) => norm(m.name).includes(norm(name)));
    rows.sort(sort === 'name' ? (a, b) => a.name.localeCompare(b.name, 'id') : sort === '-name' ? (a, b) => b.name.localeCompare(a.name, 'id') : (a, b) => b.product_count - a.product_count || a.id - b.id);
    return c.json({ data: paginate(rows, pg) });
  };
  app.get('/v1/merchants', merchants);
  app.get('/v2/merchants', merchants);
  app.get('/v1/merchants/:slug', (c) => {
    const m = st().merchants.find((x) => x.slug === c.req.param('slug'));
    if (!m) throw notFound('Toko tidak ditemukan');
    return c.json({ data: view.merchant(m) });
  });

  app.get('/v1/categories', (c) => {
    const root = checkQuery(c, categoryQuery)['filter[is_root]'];
    const rows = st().categories.filter((x) => root === undefined || (x.parent_id === null) === root).map(view.category);
    return c.json({ data: { rows } });
  });
  app.get('/v2/categories/:slug', (c) => {
    const cat = st().categories.find((x) => x.slug === c.req.param('slug'));
    if (!cat) throw notFound('Kategori tidak ditemukan');
    const parent = cat.parent_id !== null ? st().categories.find((x) => x.id === cat.parent_id) : undefined;
    return c.json({ data: { ...view.category(cat), children: st().categories.filter((x) => x.parent_id === cat.id).map(view.category), parent: parent ? view.categoryRef(parent) : null } });
  });

  app.get('/v5/products', (c) => {
    const q = checkQuery(c, productQuery);
    const pg = paging(q);
    const keyword = q.keyword ?? q['filter[keyword]'];
    const catSlug = q['filter[category]'];
    const merchantSlug = q['filter[merchant]'];
    const sort = q.sort ?? '-created_at';
    const inStock = q['filter[in_stock]'];
    // A price range (decision 0464): the product's listed price, both bounds included.
    const minPrice = q['filter[min_price]'];
    const maxPrice = q['filter[max_price]'];
    let rows = st().products;
    if (inStock !== undefined) {
      const stocked = new Set(st().variants.filter((v) => v.stock > 0).map((v) => v.product_id));
      rows = rows.filter((p) => stocked.has(p.id) === inStock);
    }
    if (keyword) {
      const words = norm(keyword).split(/\s+/).filter(Boolean);
      rows = rows.filter((p) => words.every((w) => norm(p.name).includes(w)));
    }
    if (catSlug) {
      const cat = st().categories.find((x) => x.slug === catSlug);
      const ids = new Set(cat ? [cat.id, ...st().categories.filter((x) => x.parent_id === cat.id).map((x) => x.id)] : []);
      rows = rows.filter((p) => ids.has(p.category_id));
    }
    if (merchantSlug) {
      const m = st().merchants.find((x) => x.slug === merchantSlug);
      rows = rows.filter((p) => p.merchant_id === m?.id);
    }
    const shaped = rows.map(view.product).filter((p) => (minPrice === undefined || p.price >= minPrice) && (maxPrice === undefined || p.price <= maxPrice));
    const discount = (p: { price: number; old_price: number | null }) => (p.old_price && p.old_price > p.price ? (p.old_price - p.price) / p.old_price : 0);
    const created = new Map(rows.map((p) => [p.id, p.created_at]));
    if (sort === '-created_at') {
      shaped.sort((a, b) => created.get(b.id)!.localeCompare(created.get(a.id)!) || b.id - a.id);
    } else if (sort === 'price') shaped.sort((a, b) => a.price - b.price || a.id - b.id);
    else if (sort === '-price') shaped.sort((a, b) => b.price - a.price || a.id - b.id);
    else if (sort === '-sold_count') shaped.sort((a, b) => b.sold_count - a.sold_count || a.id - b.id);
    else shaped.sort((a, b) => discount(b) - discount(a) || a.id - b.id);
    return c.json({ data: paginate(shaped, pg) });
  });

  app.get('/v1/products/history', (c) => {
    const u = requireUser(portal, c);
    const ids = st().history.get(u.id) ?? [];
    const rows = ids.map((id) => st().products.find((p) => p.id === id)).filter((p): p is ProductRec => p !== undefined).map(view.product);
    return c.json({ data: { rows } });
  });

  const seen = (userId: number, productId: number) => {
    const list = (st().history.get(userId) ?? []).filter((id) => id !== productId);
    st().history.set(userId, [productId, ...list].slice(0, HISTORY_MAX));
  };

  app.get('/v2/products/:id', (c) => {
    const viewer = currentUser(portal, c);
    const id = pathId(c);
    const p = st().products.find((x) => x.id === id);
    if (!p) throw notFound('Produk tidak ditemukan');
    if (viewer) seen(viewer.id, p.id);
    return c.json({ data: view.productDetail(p, viewer?.id ?? null) });
  });

  app.post('/v1/products/slug', async (c) => {
    const viewer = currentUser(portal, c);
    const { fields: { slug, merchant }, v } = checkBody(productBySlugRequest, await readJson(c));
    v.done();
    const m = merchant !== undefined ? st().merchants.find((x) => x.slug === merchant || String(x.id) === merchant) : undefined;
    const p = st().products.find((x) => x.slug === slug && (merchant === undefined || merchant === '1' || x.merchant_id === m?.id));
    // Spec §8: the product page handles 490 itself instead of redirecting to /404.
    if (!p) return jsonResponse({ message: 'Produk tidak ditemukan' }, 490);
    if (viewer) seen(viewer.id, p.id);
    return c.json({ data: view.productDetail(p, viewer?.id ?? null) });
  });

  const group = (g: { id: number; name: string; slug: string; description: string }) => ({ id: g.id, name: g.name, slug: g.slug, description: g.description, image_url: `/api/images/groups/${g.id}.png` });
  const productsOf = (ids: number[]) => ids.map((id) => st().products.find((p) => p.id === id)).filter((p): p is ProductRec => p !== undefined).map(view.product);
  app.get('/v1/groups/products/all', (c) => c.json({ data: { rows: st().groups.map((g) => ({ ...group(g), products: productsOf(g.product_ids.slice(0, 10)) })) } }));
  app.get('/v1/groups/:id', (c) => {
    const id = pathId(c);
    const g = st().groups.find((x) => x.id === id);
    if (!g) throw notFound('Koleksi tidak ditemukan');
    const pg = paging(checkQuery(c, pageQuery));
    return c.json({ data: { ...group(g), products: paginate(productsOf(g.product_ids), pg) } });
  });

  const banner = (b: { id: number; title: string; description: string; link: string | null }) => ({ id: b.id, title: b.title, description: b.description, image_url: `/api/images/banners/${b.id}.png`, link: b.link });
  app.get('/v1/banners', (c) => c.json({ data: { rows: st().banners.map(banner) } }));
  app.get('/v1/banners/:id', (c) => {
    const id = pathId(c);
    const b = st().banners.find((x) => x.id === id);
    if (!b) throw notFound('Banner tidak ditemukan');
    return c.json({ data: { ...banner(b), products: productsOf(b.product_ids) } });
  });

  const article = (a: { id: number; slug: string; title: string; excerpt: string; category: string; author: string; published_at: string }) => ({ id: a.id, slug: a.slug, title: a.title, excerpt: a.excerpt, image_url: `/api/images/articles/${a.id}.png`, category: a.category, author: a.author, published_at: a.published_at });
  app.get('/v1/articles', (c) => {
    const q = checkQuery(c, articleQuery);
    const pg = paging(q);
    const category = q['filter[category]'];
    const rows = st().articles.filter((a) => !category || norm(a.category) === norm(category)).sort((a, b) => b.published_at.localeCompare(a.published_at)).map(article);
    return c.json({ data: paginate(rows, pg) });
  });
  app.get('/v1/articles/:slug', (c) => {
    const a = st().articles.find((x) => x.slug === c.req.param('slug'));
    if (!a) throw notFound('Artikel tidak ditemukan');
    return c.json({ data: { ...article(a), body: a.body } });
  });

  app.get('/v1/favorites', (c) => {
    const u = requireUser(portal, c);
    const pg = paging(checkQuery(c, pageQuery));
    const rows = st().products.filter((p) => st().favorites.has(`${u.id}:${p.id}`)).map(view.product);
    return c.json({ data: paginate(rows, pg) });
  });
  const favourite = (value: boolean) => async (c: Context) => {
    const u = requireUser(portal, c);
    const { fields: { product_id: productId }, v } = checkBody(favoriteRequest, await readJson(c));
    v.done();
    if (value && !st().products.some((p) => p.id === productId)) throw notFound('Produk tidak ditemukan');
    if (value) st().favorites.add(`${u.id}:${productId}`);
    else st().favorites.delete(`${u.id}:${productId}`);
    return c.json({ data: { product_id: productId, is_favorite: value } });
  };
  app.post('/v1/favorites', favourite(true));
  app.delete('/v1/favorites', favourite(false));

  return app;
}
