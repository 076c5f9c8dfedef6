import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDateId, type Review } from '@kado/domain';
import { ReviewStore, SessionStore, productPath } from '@kado/stores';
import { Button, EmptyState, Spinner, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { REVIEW_NS } from './review.texts';
import { Stars } from './product-marks';
import { ShopInfiniteList } from './shop-list';
import { useErrorText } from '../../app/use-error-text';

/** A review's replies (5 a page, newest first) and the field to add one. */
const Replies = observer(function Replies({ reviewId }: { readonly reviewId: string }) {
  const { t } = useTranslation(REVIEW_NS);
  const store = useStore(ReviewStore);
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const fieldId = useId();
  const thread = store.thread(reviewId);
  // Replies show when the shopper opens them (a tap, not a route): read here.
  useEffect(() => void store.openReplies(reviewId), [store, reviewId]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.postReply(reviewId, text)) setText('');
  };

  return (
    <div className="stack">
      {thread.list.isFirstLoad ? <Spinner /> : null}
      {thread.list.items.length > 0 ? (
        <ul className="reply-list">
          {thread.list.items.map((reply) => (
            <li key={reply.id}>
              <strong>{reply.userName}</strong> <span className="field__hint">{formatDateId(reply.createdAt) ?? ''}</span>
              <p>{reply.comment}</p>
            </li>
          ))}
        </ul>
      ) : thread.list.isEmpty ? (
        <p className="field__hint">{t('noReplies')}</p>
      ) : null}
      {thread.list.status === 'error' ? (
        <div role="alert" className="list-footer__error">
          <span>{errorText(thread.list.error)}</span>
          <Button variant="secondary" onClick={() => void thread.list.retry()}>{t('action.retry', { ns: 'translation' })}</Button>
        </div>
      ) : null}
      {thread.list.hasMore && thread.list.page > 0 ? (
        <Button variant="ghost" onClick={() => void thread.list.loadMore()} disabled={thread.list.status === 'loading'}>{t('moreReplies')}</Button>
      ) : null}
      {session.isLoggedIn ? (
        <form className="reply-form" onSubmit={(e) => void send(e)}>
          <div className="field">
            <label className="field__label" htmlFor={fieldId}>{t('replyLabel')}</label>
            <input
              id={fieldId}
              className="field__input"
              value={text}
              maxLength={1000}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={thread.error ? true : undefined}
              aria-describedby={thread.error ? `${fieldId}-error` : undefined}
            />
            {thread.error ? <span id={`${fieldId}-error`} className="field__error" role="alert">{errorText(thread.error)}</span> : null}
          </div>
          <Button type="submit" disabled={thread.pending || text.trim() === ''}>{t('replySend')}</Button>
        </form>
      ) : null}
    </div>
  );
});

/**
 * One review: stars, text, photos, the helpful vote (applied at once, reverted on failure) and replies, opened in
 * place with a link to the review's own page; on that page (`standalone`) the replies show at once.
 */
const ReviewItem = observer(function ReviewItem({ review, standalone = false }: { readonly review: Review; readonly standalone?: boolean }) {
  const { t } = useTranslation(REVIEW_NS);
  const store = useStore(ReviewStore);
  const session = useStore(SessionStore);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const Tag = standalone ? 'div' : 'li';

  const vote = async () => {
    if (!(await session.signedIn())) {
      navigate(`/login?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    if (!(await store.toggleHelpful(review.id)) && store.voteError) toast.show(errorText(store.voteError));
  };

  return (
    <Tag className="review" data-review-id={review.id}>
      <div className="review__meta">
        <strong>{review.userName}</strong>
        <span>{formatDateId(review.createdAt) ?? ''}</span>
      </div>
      <Stars value={review.star} label={t('starsLabel', { star: review.star })} />
      {review.review ? <p>{review.review}</p> : null}
      {review.images.length > 0 ? (
        <ul className="review__photos">
          {review.images.map((image, index) => (
            <li key={image.imageUrl}><img src={image.imageUrl} alt={t('photo', { index: index + 1 })} width={72} height={72} loading="lazy" decoding="async" /></li>
          ))}
        </ul>
      ) : null}
      <div className="review__actions">
        <Button
          variant="secondary"
          className="helpful"
          aria-pressed={review.isHelpful}
          onClick={() => void vote()}
        >
          {t('helpful', { count: review.helpfulCount })}
        </Button>
        {standalone ? (
          <span className="field__hint">{t('replies', { count: review.replyCount })}</span>
        ) : (
          <>
            <Button variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? t('hideReplies') : t('replies', { count: review.replyCount })}
            </Button>
            <Link to={`/review/detail/${encodeURIComponent(review.id)}`} aria-label={t('detailLinkLabel', { name: review.userName })}>{t('detailLink')}</Link>
          </>
        )}
      </div>
      {open || standalone ? <Replies reviewId={review.id} /> : null}
    </Tag>
  );
});

/** The summary and the star filter above a product's review list. */
const ReviewHeader = observer(function ReviewHeader() {
  const { t } = useTranslation(REVIEW_NS);
  const store = useStore(ReviewStore);
  const summary = store.summary.key === store.productId ? store.summary.data : null;
  const stars = [5, 4, 3, 2, 1];
  return (
    <>
      {summary ? (
        <div className="review-summary">
          <span className="review-summary__avg">{summary.average}</span>
          <span className="stack">
            <Stars value={summary.average} label={t('summary', { average: summary.average })} />
            <span className="field__hint">{t('total', { total: summary.total })}</span>
          </span>
        </div>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a sideways-scrolling list must be reachable by keyboard (axe scrollable-region-focusable) */}
      <ul className="star-filter" aria-label={t('filter')} tabIndex={0}>
        <li><button type="button" aria-pressed={store.star === null} onClick={() => void store.setStar(null)}>{t('all')}</button></li>
        {stars.map((star) => (
          <li key={star}>
            <button type="button" aria-pressed={store.star === star} onClick={() => void store.setStar(star)} aria-label={t('starCount', { star, count: summary?.stars[String(star)] ?? 0 })}>
              {t('star', { star })}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
});

/** The reviews of one product, 10 a page as the shopper scrolls, filtered by star. */
const ReviewList = observer(function ReviewList() {
  const { t } = useTranslation(REVIEW_NS);
  const store = useStore(ReviewStore);
  return (
    <>
      <ReviewHeader />
      <ShopInfiniteList
        list={store.reviews}
        skeleton={<Spinner />}
        empty={<EmptyState title={store.star === null ? t('empty') : t('emptyStar', { star: store.star })} text="" />}
      >
        {(items) => (
          <ul className="review-list">
            {items.map((review) => <ReviewItem key={review.id} review={review} />)}
          </ul>
        )}
      </ShopInfiniteList>
    </>
  );
});

/**
 * /review/detail/{id} (spec §2, decision 0460): one review by its id, its replies (5 a page) and the reply form, with
 * the way to its product's reviews; the route's loader reads it (ReviewStore.openReview).
 */
export const ReviewDetail = observer(function ReviewDetail({ reviewId }: { readonly reviewId: string }) {
  const { t } = useTranslation(REVIEW_NS);
  const store = useStore(ReviewStore);
  const errorText = useErrorText();
  const thread = store.thread(reviewId);
  const detail = store.detail?.review.id === reviewId ? store.detail : null;
  const product = detail && store.product.key === `id:${detail.productId}` ? store.product.data : null;
  return (
    <RouteScreen
      loading={!detail && thread.list.status !== 'error'}
      error={!detail && thread.list.status === 'error' ? errorText(thread.list.error) : undefined}
      onRetry={() => void store.openReview(reviewId)}
    >
      {detail ? (
        <>
          {product ? (
            <div className="stack">
              <Link to={productPath(product)} className="item-line">
                {product.images[0] ? <img src={product.images[0].imageUrl} alt="" width={56} height={56} /> : null}
                <span className="item-line__text">{product.name}</span>
              </Link>
              <Link to={`${productPath(product)}/review`}>{t('allReviews')}</Link>
            </div>
          ) : null}
          <ReviewItem review={detail.review} standalone />
        </>
      ) : null}
    </RouteScreen>
  );
});

/**
 * /{merchant}/{product}/review: a product's reviews, opened by its slug by the route's loader (routeData of
 * product-screen.tsx).
 */
export const ProductReviews = observer(function ProductReviews({ slug }: { readonly slug: string }) {
  const { t } = useTranslation(REVIEW_NS);
  const store = useStore(ReviewStore);
  const errorText = useErrorText();
  const key = `slug:${slug}`;
  const product = store.product.key === key ? store.product.data : null;
  return (
    <RouteScreen
      title={product ? t('title', { name: product.name }) : undefined}
      loading={!product && store.product.status !== 'error'}
      error={!product && store.product.status === 'error' ? errorText(store.product.error) : undefined}
      onRetry={() => void store.product.refresh()}
    >
      {product ? (
        <>
          <Link to={productPath(product)} className="item-line">
            {product.images[0] ? <img src={product.images[0].imageUrl} alt="" width={56} height={56} /> : null}
            <span className="item-line__text">{product.name}</span>
          </Link>
          <ReviewList />
        </>
      ) : null}
    </RouteScreen>
  );
});
