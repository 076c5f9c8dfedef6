import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { badgeCount as badgeText } from '@kado/domain';
import { NotificationStore } from '@kado/stores';
import { Icon } from '../ui';
import { useStore } from './store-context';

/**
 * The navbar's way to the cart, with the cart count for a logged-in shopper (spec §3 notification counts, capped
 * at 9+ by the domain's badge rule): after 'Barang berhasil ditambahkan ke keranjang' the cart is one tap away.
 */
export const CartButton = observer(function CartButton() {
  const { t } = useTranslation();
  const notifications = useStore(NotificationStore);
  const count = notifications.badgeCount;
  const badge = count === null ? null : badgeText(count);
  return (
    <Link className="icon-button cart-button" to="/cart" aria-label={count ? t('navbar.cartCount', { count }) : t('navbar.cart')}>
      <Icon name="cart" />
      {badge !== null ? <span className="badge cart-button__badge" aria-hidden="true" data-testid="cart-badge">{badge}</span> : null}
    </Link>
  );
});
