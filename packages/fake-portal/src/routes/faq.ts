import { faqQuery } from '@kado/contract';
import { Hono } from 'hono';
import type { Portal } from '../context';
import { notFound } from '../errors';
import type { FaqRec } from '../state';
import { paginate, paging, pathId, checkQuery } from '../validate';

const shape = (f: FaqRec) => ({ id: f.id, question: f.question, answer: f.answer, category: f.category, is_highlighted: f.is_highlighted });

/** FAQ (docs/api-contract.md "FAQ"). */
export function faqRoutes(portal: Portal): Hono {
  const app = new Hono();
  app.get('/v1/faqs', (c) => {
    const q = checkQuery(c, faqQuery);
    const pg = paging(q);
    const search = (q.search ?? '').toLowerCase();
    const highlighted = q['filter[is_highlighted]'];
    const rows = portal.state.faqs.filter((f) => (highlighted === undefined || f.is_highlighted === highlighted) && (!search || `${f.question} ${f.answer}`.toLowerCase().includes(search))).map(shape);
    return c.json({ data: paginate(rows, pg) });
  });
  app.get('/v1/faqs/:id', (c) => {
    const id = pathId(c);
    const f = portal.state.faqs.find((x) => x.id === id);
    if (!f) throw notFound('FAQ tidak ditemukan');
    return c.json({ data: shape(f) });
  });
  return app;
}
