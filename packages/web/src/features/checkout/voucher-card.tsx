import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { formatDateId, formatRupiah, type Voucher } from '@kado/domain';
import { SessionStore, VoucherStore } from '@kado/stores';
import { Button, toast } from '../../ui';
import { useStore } from '../../app/store-context';
import { useCheckoutTexts } from './use-checkout-texts';
import { useErrorText } from '../../app/use-error-text';

/** One voucher: what it gives, its terms, and claiming it (claimable) or copying its code (code voucher). */
export const VoucherCard = observer(function VoucherCard({ voucher, detailed = false, headingLevel = 3 }: { voucher: Voucher; detailed?: boolean; headingLevel?: 2 | 3 }) {
  const store = useStore(VoucherStore);
  const session = useStore(SessionStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const location = useLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const expires = voucher.expiresAt ? formatDateId(voucher.expiresAt) : null;

  const claim = async () => {
    if (await store.claim(voucher.id)) toast.show(t('voucher.claimedToast'));
    else if (store.claimError) toast.show(errorText(store.claimError));
  };
  const copy = async () => {
    if (!voucher.code) return;
    try {
      await navigator.clipboard.writeText(voucher.code);
      toast.show(t('payment.copied', { label: t('voucher.codeLabel') }));
    } catch {
      // No clipboard (insecure context): the code stays visible to copy by hand.
    }
  };

  let action;
  if (voucher.isClaimable) {
    if (voucher.isClaimed) action = <><span className="ck-tag ck-tag--ok">{t('voucher.claimed')}</span><Link className="button button--secondary" to="/cart">{t('voucher.use')}</Link></>;
    else if (!session.isLoggedIn) action = <Link className="button" to={`/login?from=${encodeURIComponent(location.pathname)}`}>{t('voucher.loginToClaim')}</Link>;
    else action = <Button disabled={store.claimingId !== null} onClick={() => void claim()}>{store.claimingId === voucher.id ? t('voucher.claiming') : t('voucher.claim')}</Button>;
  } else if (voucher.code) {
    action = <Button variant="secondary" onClick={() => void copy()}>{t('voucher.copyCode')}</Button>;
  }

  return (
    <article className="card stack ck-voucher" data-testid="voucher-card">
      <Heading className="ck-voucher__name">{detailed ? voucher.name : <Link to={`/voucher/${encodeURIComponent(voucher.id)}`}>{voucher.name}</Link>}</Heading>
      <p className="ck-voucher__discount">{t('voucher.maxDiscount', { amount: formatRupiah(voucher.maxDiscount) })}</p>
      {voucher.code ? <p><span className="ck-code">{t('voucher.code', { code: voucher.code })}</span></p> : null}
      <p className="ck-muted">
        {voucher.minPurchase > 0 ? t('voucher.minPurchase', { amount: formatRupiah(voucher.minPurchase) }) : t('voucher.noMinimum')}
        {expires ? ` · ${t('voucher.expires', { date: expires })}` : null}
      </p>
      {detailed ? <><h3 className="section__title">{t('voucher.terms')}</h3><p>{voucher.description}</p></> : null}
      <div className="row ck-voucher__actions">{action}</div>
    </article>
  );
});
