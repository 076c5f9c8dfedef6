import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatRupiah, type AffiliateProduct } from '@kado/domain';
import { AffiliateStore, COMMISSION_WINDOWS } from '@kado/stores';
import { Button, EmptyState, ErrorState, InfiniteList, Section, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { useErrorText } from '../../app/use-error-text';
import { copiedText, copyText } from './copy-text';

const ProductRow = observer(function ProductRow({ product, index }: { readonly product: AffiliateProduct; readonly index: number }) {
  const { t } = useAccountTexts();
  const store = useStore(AffiliateStore);
  const link = store.links[product.slug];
  const label = t('affiliate.linkLabel');

  const copy = async () => {
    const url = link ?? (await store.createLink(product.slug));
    if (url) await copyText(url, copiedText(t, label));
  };

  return (
    <li className="acc-item acc-product">
      {product.imageUrl
        ? <img src={product.imageUrl} alt="" width={64} height={64} loading={index > 3 ? 'lazy' : 'eager'} />
        : <span className="acc-avatar" aria-hidden="true" />}
      <div className="stack" style={{ gap: '0.25rem' }}>
        <p className="acc-item__title">{product.name}</p>
        <p className="acc-item__text">{formatRupiah(product.price)} · {t('affiliate.commission', { amount: formatRupiah(product.commission) })}</p>
        {link ? <p className="acc-link" aria-label={t('affiliate.linkFor', { name: product.name })}>{link}</p> : null}
        <div className="acc-item__actions">
          <Button variant="secondary" disabled={store.creating !== null} onClick={() => void copy()} aria-label={`${t('affiliate.copyLink')} ${product.name}`}>
            {store.creating === product.slug ? t('affiliate.creating') : t('affiliate.copyLink')}
          </Button>
        </div>
      </div>
    </li>
  );
});

/** /report-affiliate (affiliator guard): commission over a window, the product list by links.next, and links to copy. */
export const AffiliateReport = observer(function AffiliateReport() {
  const { t } = useAccountTexts();
  const { t: common } = useTranslation();
  const errorText = useErrorText();
  const store = useStore(AffiliateStore);

  const c = store.commission;
  return (
    <RouteScreen>
      <Section title={t('affiliate.summary')}>
        <div className="stack">
          <label className="row">
            <span>{t('affiliate.window')}</span>
            <select className="acc-select" value={store.days} onChange={(e) => void store.setDays(Number(e.target.value))}>
              {COMMISSION_WINDOWS.map((days) => <option key={days} value={days}>{t('affiliate.windowOption', { days })}</option>)}
            </select>
          </label>
          {store.commissionStatus === 'error'
            ? <ErrorState message={errorText(store.commissionError)} onRetry={() => void store.loadCommission()} />
            : (
              <dl className="acc-stats" aria-busy={store.commissionStatus === 'loading' || undefined}>
                <div className="acc-stat"><dt>{t('affiliate.totalProduct')}</dt><dd>{c ? c.totalProduct.toLocaleString('id-ID') : <Skeleton width="2rem" />}</dd></div>
                <div className="acc-stat"><dt>{t('affiliate.totalCommission')}</dt><dd>{c ? formatRupiah(c.totalAllCommission) : <Skeleton width="4rem" />}</dd></div>
                <div className="acc-stat"><dt>{t('affiliate.transactions')}</dt><dd>{c ? c.transactionAllItemCount.toLocaleString('id-ID') : <Skeleton width="2rem" />}</dd></div>
              </dl>
            )}
        </div>
      </Section>
      <Section title={t('affiliate.products')}>
        <div className="stack">
          <InfiniteList
            list={store.list}
            skeleton={<Skeleton height="5rem" />}
            empty={<EmptyState title={t('affiliate.empty')} text="" />}
            firstError={<ErrorState message={errorText(store.productsError)} onRetry={() => void store.loadProducts()} />}
            footer={{ errorText: errorText(store.productsError), retryText: common('action.retry'), endText: t('affiliate.end') }}
          >
            {(products) => (
              <ul className="acc-list">
                {products.map((p, i) => <ProductRow key={p.id} product={p} index={i} />)}
              </ul>
            )}
          </InfiniteList>
          {store.linkError ? <p className="acc-error" role="alert">{errorText(store.linkError)}</p> : null}
        </div>
      </Section>
    </RouteScreen>
  );
});
