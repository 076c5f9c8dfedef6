import { surveyRequest } from '@kado/contract';
import { Hono } from 'hono';
import type { Portal } from '../context';
import { requireUser } from '../context';
import type { SurveyRec } from '../state';
import { checkBody, readJson } from '../validate';

const EMPTY: SurveyRec = { has_filled: false, is_pregnant: null, is_first_pregnancy: null, has_child: null, child_name: null, feels: null, shopping_elsewhere: [], needs: [], child_needs: [], categories: [] };

/** Onboarding survey (docs/api-contract.md "Survey"). */
export function surveyRoutes(portal: Portal): Hono {
  const app = new Hono();
  app.get('/v1/survey', (c) => {
    const u = requireUser(portal, c);
    return c.json({ data: { ...(portal.state.surveys.get(u.id) ?? EMPTY) } });
  });
  app.post('/v1/survey', async (c) => {
    const u = requireUser(portal, c);
    const { fields, v } = checkBody(surveyRequest, await readJson(c));
    const { is_pregnant, is_first_pregnancy, has_child, child_name, feels, shopping_elsewhere, needs, child_needs, categories } = fields;
    if (categories && !categories.every((id) => portal.state.categories.some((x) => x.id === id))) v.add('categories', 'Kategori tidak ditemukan');
    v.done();
    const prev = portal.state.surveys.get(u.id) ?? EMPTY;
    const next: SurveyRec = {
      has_filled: true,
      is_pregnant: is_pregnant ?? prev.is_pregnant, is_first_pregnancy: is_first_pregnancy ?? prev.is_first_pregnancy,
      has_child: has_child ?? prev.has_child, child_name: child_name ?? prev.child_name, feels: feels ?? prev.feels,
      shopping_elsewhere: shopping_elsewhere ?? prev.shopping_elsewhere, needs: needs ?? prev.needs,
      child_needs: child_needs ?? prev.child_needs, categories: categories ?? prev.categories,
    };
    portal.state.surveys.set(u.id, next);
    return c.json({ data: { ...next } });
  });
  return app;
}
