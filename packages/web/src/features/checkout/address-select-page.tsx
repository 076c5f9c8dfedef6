import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { CheckoutStore } from '@kado/stores';
import { EmptyState, ErrorState, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useCheckoutTexts } from './use-checkout-texts';
import { useErrorText } from '../../app/use-error-text';
import { AddressLines } from './buy-page';

const ADD_PATH = `/address/add?from=${encodeURIComponent('/address/select')}&to=${encodeURIComponent('/address/select')}`;

/** /address/select: the saved addresses; picking one sends the order there and returns to /buy. */
export const AddressSelectPage = observer(function AddressSelectPage() {
  const checkout = useStore(CheckoutStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const navigate = useNavigate();

  const choose = (id: string) => {
    checkout.chooseAddress(id);
    const state: unknown = window.history.state;
    const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else navigate('/buy', { replace: true });
  };

  let body;
  if (checkout.addressStatus === 'loading' && checkout.addresses.length === 0) body = <><Skeleton height="6rem" /><Skeleton height="6rem" /></>;
  else if (checkout.addressStatus === 'error' && checkout.addresses.length === 0) body = <ErrorState message={errorText(checkout.addressList.error)} onRetry={() => void checkout.loadAddresses()} />;
  else if (checkout.addresses.length === 0) body = <EmptyState headingLevel={2} title={t('select.empty')} text={t('select.emptyText')} />;
  else {
    const chosen = checkout.chosenAddress?.id;
    body = (
      <ul className="stack ck-plain">
        {checkout.addresses.map((address) => (
          <li key={address.id} className={['card', 'stack', address.id === chosen ? 'ck-chosen' : ''].filter(Boolean).join(' ')} data-testid="address-option">
            <AddressLines address={address} />
            <button type="button" className={address.id === chosen ? 'button button--secondary' : 'button'} aria-pressed={address.id === chosen} onClick={() => choose(address.id)}>
              {address.id === chosen ? t('select.chosen') : t('select.choose')}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <RouteScreen>
      <p className="page__lead">{t('select.lead')}</p>
      {body}
      <Link className="button button--secondary button--block" to={ADD_PATH}>{t('select.add')}</Link>
    </RouteScreen>
  );
});
