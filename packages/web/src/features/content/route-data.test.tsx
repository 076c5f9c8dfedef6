import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { AdviserStore, ArticleStore, FaqStore, ReviewFormStore, ReviewStore } from '@kado/stores';
import { readByLoader, visit } from '../../test/route-visit';

// Issue 14 item 3: the content pages read their data in their routes' loaders (each screen module's routeData): the
// store has asked by the time the router is initialized; the screens only render what the stores hold.

describe("the content pages read their data in their routes' loaders", () => {
  it('/artikel and /blog: the first page of articles', async () => {
    for (const path of ['/artikel', '/blog']) {
      const store = (await visit(path)).get(ArticleStore);
      await readByLoader(() => store.list.status);
      expect(store.list.items.length).toBeGreaterThan(0);
    }
  }, 20_000);

  it('/faqs: the highlighted questions and the first page of all questions', async () => {
    const store = (await visit('/faqs')).get(FaqStore);
    await readByLoader(() => store.highlighted.status);
    await readByLoader(() => store.all.status);
  }, 20_000);

  it('/mia: the chat history, after the login guard', async () => {
    const store = (await visit('/mia', true)).get(AdviserStore);
    await readByLoader(() => store.status);
  }, 20_000);

  it("/review and /review/detail: a signed-in shopper's products to review and own reviews; a guest's nothing", async () => {
    for (const path of ['/review', '/review/detail']) {
      const store = (await visit(path, true)).get(ReviewStore);
      await readByLoader(() => store.transactions.status);
      await readByLoader(() => store.mine.status);
    }
    const guest = (await visit('/review')).get(ReviewStore);
    expect([guest.transactions.status, guest.mine.status]).toEqual(['idle', 'idle']);
  }, 20_000);

  it('/review/transactions, /review/detail/{id} and /review/{order}', async () => {
    const transactions = (await visit('/review/transactions', true)).get(ReviewStore);
    await readByLoader(() => transactions.transactions.status);
    const detail = (await visit('/review/detail/3')).get(ReviewStore);
    await readByLoader(() => detail.thread('3').list.status);
    expect(detail.detail?.review.id).toBe('3');
    await waitFor(() => expect(detail.product.key).toBe(`id:${detail.detail?.productId}`));
    const form = (await visit('/review/100', true)).get(ReviewFormStore);
    expect(form.items.key).toBe('100');
    await readByLoader(() => form.items.status);
  }, 20_000);
});
