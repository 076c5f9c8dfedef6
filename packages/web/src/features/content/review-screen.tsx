import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Container } from 'inversify';
import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ReviewFormStore, ReviewStore, REVIEW_PHOTO_LIMIT, SessionStore, productPath } from '@kado/stores';
import { Button, EmptyState, Section, Spinner, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { usePageTexts } from '../../app/page-texts';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { REVIEW_NS, reviewTexts } from '../shop/review.texts';
import { CATALOGUE_NS, catalogueTexts } from '../shop/shop.texts';
import { ReviewDetail } from '../shop/review-list';
import { Stars } from '../shop/product-marks';
import { ShopInfiniteList } from '../shop/shop-list';
import { useErrorText } from '../../app/use-error-text';
import '../shop/shop.css';

/** /review: the shopper's products waiting for a review and own reviews; guests are invited to log in. */
const ReviewHub = observer(function ReviewHub() {
  const { t } = useTranslation(REVIEW_NS);
  const session = useStore(SessionStore);
  const store = useStore(ReviewStore);
  const loggedIn = session.isLoggedIn;
  if (!loggedIn) {
    return (
      <RouteScreen back={false}>
        <EmptyState
          headingLevel={2}
          title={t('hub.loginTitle')}
          text={t('hub.lead')}
          action={<Link className="button" to="/login?from=%2Freview">{t('hub.login')}</Link>}
        />
      </RouteScreen>
    );
  }
  const waiting = store.transactions.items.filter((i) => !i.reviewed).slice(0, 3);
  return (
    <RouteScreen back={false}>
      <p className="page__lead">{t('hub.lead')}</p>
      <section className="section" aria-labelledby="review-waiting">
        <div className="section__head">
          <h2 id="review-waiting" className="section__title">{t('hub.toReview')}</h2>
          <Link to="/review/transactions">{t('hub.toReviewAction')}</Link>
        </div>
        {store.transactions.isFirstLoad ? <Spinner /> : null}
        <ul className="review-list">
          {waiting.map((item) => (
            <li key={`${item.orderId}-${item.product.id}`} className="item-line">
              {item.product.images[0] ? <img src={item.product.images[0].imageUrl} alt="" width={56} height={56} loading="lazy" /> : null}
              <span className="item-line__text">{item.product.name}</span>
              <Link className="button button--secondary" to={`/review/${item.orderId}?product=${item.product.id}`}>{t('transactions.write')}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="review-mine">
        <h2 id="review-mine" className="section__title">{t('hub.mine')}</h2>
        <ShopInfiniteList list={store.mine} skeleton={<Spinner />} empty={<p className="state__text">{t('hub.mineEmpty')}</p>}>
          {(items) => (
            <ul className="review-list">
              {items.map(({ product, review }) => (
                <li key={review.id} className="review">
                  <Link to={productPath(product)} className="item-line">
                    {product.images[0] ? <img src={product.images[0].imageUrl} alt="" width={56} height={56} loading="lazy" /> : null}
                    <span className="item-line__text">{product.name}</span>
                  </Link>
                  <Stars value={review.star} label={t('starsLabel', { star: review.star })} />
                  {review.review ? <p>{review.review}</p> : null}
                  <Link to={`/review/detail/${encodeURIComponent(review.id)}`}>{t('detailLink')}</Link>
                </li>
              ))}
            </ul>
          )}
        </ShopInfiniteList>
      </section>
    </RouteScreen>
  );
});

/** /review/transactions: delivered products, 10 a page, each to review. */
const Transactions = observer(function Transactions() {
  const { t } = useTranslation(REVIEW_NS);
  const store = useStore(ReviewStore);
  return (
    <RouteScreen>
      <p className="page__lead">{t('transactions.lead')}</p>
      <ShopInfiniteList list={store.transactions} skeleton={<Spinner />} empty={<EmptyState title={t('transactions.empty')} text="" />}>
        {(items) => (
          <ul className="review-list">
            {items.map((item) => (
              <li key={`${item.orderId}-${item.product.id}`} className="item-line">
                {item.product.images[0] ? <img src={item.product.images[0].imageUrl} alt="" width={56} height={56} loading="lazy" /> : null}
                <span className="item-line__text">
                  {item.product.name}
                  {item.variantName ? <><br /><small className="field__hint">{item.variantName}</small></> : null}
                </span>
                {item.reviewed ? (
                  <span className="field__hint">{t('transactions.done')}</span>
                ) : (
                  <Link className="button button--secondary" to={`/review/${item.orderId}?product=${item.product.id}`}>{t('transactions.write')}</Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </ShopInfiniteList>
    </RouteScreen>
  );
});

/** The shopper's own review of a product already reviewed (GET /v1/products/{id}/review). */
const OwnReview = observer(function OwnReview({ productName }: { readonly productName: string }) {
  const { t } = useTranslation(REVIEW_NS);
  const store = useStore(ReviewFormStore);
  const errorText = useErrorText();
  const own = store.own.key === store.productId ? store.own : null;
  return (
    <section className="stack" aria-labelledby="own-review-title" data-testid="own-review">
      <h2 id="own-review-title" className="section__title">{t('form.yours')} · {productName}</h2>
      {!own || own.isFetching ? <Spinner /> : null}
      {own?.status === 'error' ? (
        <div role="alert" className="stack">
          <p>{errorText(own.error)}</p>
          <Button variant="secondary" onClick={() => void own.refresh()}>{t('action.retry', { ns: 'translation' })}</Button>
        </div>
      ) : null}
      {own?.status === 'ready' && own.data === null ? <p>{t('form.yoursMissing')}</p> : null}
      {own?.status === 'ready' && own.data ? (
        <>
          <Stars value={own.data.star} label={t('starsLabel', { star: own.data.star })} />
          {own.data.review ? <p>{own.data.review}</p> : null}
          <p className="field__hint">{t(own.data.isPublish ? 'form.yoursPublic' : 'form.yoursPrivate')}</p>
        </>
      ) : null}
    </section>
  );
});

/** /review/{order}: write a review (star default 0, review optional, not public by default, photos uploaded first). */
const WriteReview = observer(function WriteReview({ orderId }: { readonly orderId: string }) {
  const { t } = useTranslation(REVIEW_NS);
  const store = useStore(ReviewFormStore);
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const wanted = params.get('product');
  const fileInput = useRef<HTMLInputElement>(null);
  const reviewId = useId();
  const items = store.items.key === orderId ? store.items.data : null;
  const read = store.items.key === orderId && store.items.status === 'ready';
  // The route's loader reads the order (routeData); the product to review is the query string (`?product=`), which
  // does not run the loader again (revalidateOnNewParams): picked here once the order is read.
  useEffect(() => {
    if (read) store.pick(wanted);
  }, [store, read, wanted]);

  const chosen = store.chosen;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.submit()) {
      toast.show(t('form.sent'));
      const next = store.items.data?.find((i) => !i.reviewed);
      store.choose(next?.product.id ?? null);
    }
  };
  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && !(await store.addPhoto(file))) toast.show(errorText(store.error));
  };

  return (
    <RouteScreen
      loading={!items && store.items.status !== 'error'}
      error={!items && store.items.status === 'error' ? errorText(store.items.error) : undefined}
      onRetry={() => void store.openOrder(orderId, wanted)}
    >
      {items && items.length === 0 ? <EmptyState title={t('form.empty')} text="" /> : null}
      {items && items.length > 0 ? (
        <>
          <Section title={t('form.pick')}>
            <ul className="review-list">
              {items.map((item) => (
                <li key={item.product.id} className="item-line">
                  {item.product.images[0] ? <img src={item.product.images[0].imageUrl} alt="" width={56} height={56} /> : null}
                  <span className="item-line__text">{item.product.name}</span>
                  {item.reviewed ? (
                    <Button variant="ghost" aria-pressed={item.product.id === store.productId} onClick={() => store.choose(item.product.id)}>
                      {t('transactions.done')} · {t('form.seeYours')}
                    </Button>
                  ) : (
                    <Button variant={item.product.id === store.productId ? 'primary' : 'secondary'} aria-pressed={item.product.id === store.productId} onClick={() => store.choose(item.product.id)}>
                      {t('transactions.write')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </Section>
          {chosen && !chosen.reviewed ? (
            <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
              <h2 className="section__title">{chosen.product.name}</h2>
              <fieldset className="star-picker">
                <legend className="field__label">{t('form.star')}</legend>
                {[1, 2, 3, 4, 5].map((star) => (
                  <label key={star} className={star <= store.star ? 'on' : undefined}>
                    <input type="radio" name="star" value={star} checked={store.star === star} onChange={() => store.setStar(star)} />
                    <span aria-hidden="true">★</span>
                    <span className="visually-hidden">{t('form.starOption', { star })}</span>
                  </label>
                ))}
              </fieldset>
              <div className="field">
                <label className="field__label" htmlFor={reviewId}>{t('form.review')}</label>
                <textarea id={reviewId} className="field__textarea" maxLength={1000} value={store.review} onChange={(e) => store.setReview(e.target.value)} aria-describedby={`${reviewId}-hint`} />
                <span id={`${reviewId}-hint`} className="field__hint">{t('form.reviewHint')}</span>
              </div>
              <div className="field">
                <span className="field__label">{t('form.photos', { max: REVIEW_PHOTO_LIMIT })}</span>
                <ul className="photo-list">
                  {store.photos.map((photo, index) => (
                    <li key={photo.id}>
                      {photo.url ? <img src={photo.url} alt="" width={72} height={72} /> : null}
                      <Button variant="ghost" onClick={() => store.removePhoto(photo.id)}>{t('form.removePhoto', { index: index + 1 })}</Button>
                    </li>
                  ))}
                </ul>
                <input ref={fileInput} type="file" accept="image/*" hidden onChange={(e) => void pickPhoto(e)} />
                <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={!store.canAddPhoto}>
                  {store.uploading ? t('form.uploading') : t('form.addPhoto')}
                </Button>
              </div>
              <label className="check">
                <input type="checkbox" checked={store.isPublish} onChange={(e) => store.setPublish(e.target.checked)} />
                <span>{t('form.publish')}</span>
              </label>
              {store.error ? <p className="field__error" role="alert">{errorText(store.error)}</p> : null}
              {store.star === 0 ? <p className="field__hint">{t('form.starRequired')}</p> : null}
              <Button type="submit" block disabled={store.pending || store.uploading || store.star === 0}>{t('form.submit')}</Button>
            </form>
          ) : chosen && chosen.reviewed ? (
            <OwnReview productName={chosen.product.name} />
          ) : items.every((i) => i.reviewed) ? (
            <EmptyState title={t('form.allDone')} text="" action={<Link className="button" to="/review">{t('hub.mine')}</Link>} />
          ) : null}
        </>
      ) : null}
    </RouteScreen>
  );
});

// Reviews (spec §2): the hub, orders to review, a product's reviews (grey header), writing one; the routes of
// route-table.ts name the export each one renders, each with the catalogue's and the reviews' texts.

/** /review: the shopper's lists once the stored session is known (a guest sees the invitation to log in instead). */
async function hubData(container: Container): Promise<unknown> {
  const session = container.get(SessionStore);
  await when(() => session.restoreStatus === 'done');
  if (!session.isLoggedIn) return undefined;
  const store = container.get(ReviewStore);
  return Promise.all([store.openTransactions(), store.openMine()]);
}

/**
 * The pages' data, asked for by their routes' loaders (after their guards) before the page renders (route-data.ts,
 * ScreenData); /review/detail without an id is the hub.
 */
export const routeData: ScreenData = {
  Component: hubData,
  TransactionsRoute: (container) => container.get(ReviewStore).openTransactions(),
  ReviewDetailRoute: (container, { id }) => (id ? container.get(ReviewStore).openReview(id) : hubData(container)),
  WriteReviewRoute: (container, { order }) => container.get(ReviewFormStore).readOrder(order ?? ''),
};

function useReviewTexts(): void {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  usePageTexts(REVIEW_NS, reviewTexts);
}

/** /review */
export function Component() {
  useReviewTexts();
  return <ReviewHub />;
}

/** /review/transactions */
export function TransactionsRoute() {
  useReviewTexts();
  return <Transactions />;
}

/** /review/detail/{id optional}: one review (its id) with its replies and the reply form; without an id, the hub. */
export function ReviewDetailRoute() {
  useReviewTexts();
  const { id } = useParams();
  return id ? <ReviewDetail reviewId={id} /> : <ReviewHub />;
}

/** /review/{order} */
export function WriteReviewRoute() {
  useReviewTexts();
  return <WriteReview orderId={useParams().order ?? ''} />;
}
