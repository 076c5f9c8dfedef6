import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { formatRupiah, shouldSaveBookedCart, type CartItem } from '@kado/domain';
import { CartStore, MAX_LINE_QUANTITY } from '@kado/stores';
import { ActionPopup, Button, EmptyState, ErrorState, ProductImage, Skeleton, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useCheckoutTexts } from './use-checkout-texts';
import { useErrorText } from '../../app/use-error-text';

/** Where a cart line's product page is (spec §2: /{merchant}/{product}, the merchant slug falling back to 1). */
function productPath(item: Pick<CartItem, 'product'>): string {
  return `/${encodeURIComponent(item.product.merchant.slug || '1')}/${encodeURIComponent(item.product.slug)}`;
}

function CartSkeleton() {
  return (
    <ul className="ck-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="ck-line">
          <Skeleton width={72} height={72} radius={8} />
          <span className="ck-line__body"><Skeleton width="80%" /><Skeleton width="40%" /><Skeleton width="50%" /></span>
        </li>
      ))}
    </ul>
  );
}

const Line = observer(function Line({ item, onRemove, eager }: { item: CartItem; onRemove: (id: string) => void; eager: boolean }) {
  const cart = useStore(CartStore);
  const { t } = useCheckoutTexts();
  const name = item.product.name;
  const checkboxId = `ck-select-${item.id}`;
  const image = item.product.images[0]?.imageUrl;
  return (
    <li className="ck-line" data-testid="cart-line">
      <input
        id={checkboxId}
        type="checkbox"
        className="ck-check"
        checked={cart.selectedIds.includes(item.id)}
        onChange={() => cart.toggle(item.id)}
        aria-label={t('cart.select', { name })}
      />
      {image ? <ProductImage src={image} alt="" size={72} eager={eager} className="ck-line__image" /> : <span className="ck-line__image ck-line__image--none" />}
      <div className="ck-line__body">
        <Link to={productPath(item)} className="ck-line__name">{name}</Link>
        {item.variant ? <span className="ck-muted">{t('cart.variant', { name: item.variant.name })}</span> : null}
        <strong className="ck-price">{formatRupiah(item.price)}</strong>
        <div className="ck-line__actions">
          <div className="ck-stepper" role="group" aria-label={t('cart.quantity')}>
            <button
              type="button"
              className="ck-stepper__button"
              aria-label={t('cart.decrease', { name })}
              disabled={cart.busy || item.quantity <= 1}
              onClick={() => void cart.setQuantity(item.id, item.quantity - 1)}
            >−</button>
            <output className="ck-stepper__value" aria-live="polite">{item.quantity}</output>
            <button
              type="button"
              className="ck-stepper__button"
              aria-label={t('cart.increase', { name })}
              disabled={cart.busy || item.quantity >= Math.min(MAX_LINE_QUANTITY, item.variant?.stock ?? MAX_LINE_QUANTITY)}
              onClick={() => void cart.setQuantity(item.id, item.quantity + 1)}
            >+</button>
          </div>
          <Button variant="ghost" className="ck-remove" aria-label={t('cart.removeLabel', { name })} disabled={cart.busy} onClick={() => onRemove(item.id)}>
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
});

/** /cart: the booking list — select lines, change quantities, remove, and go to /buy with the selected ones. */
export const CartPage = observer(function CartPage() {
  const cart = useStore(CartStore);
  const { t } = useCheckoutTexts();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<readonly string[] | null>(null);

  useEffect(() => {
    if (cart.actionError) {
      toast.show(errorText(cart.actionError));
      cart.clearActionError();
    }
  }, [cart, cart.actionError, errorText]);

  const remove = async () => {
    const ids = confirm;
    setConfirm(null);
    if (ids && (await cart.remove(ids))) toast.show(t('cart.removed'));
  };

  const checkout = () => {
    if (shouldSaveBookedCart('/buy') && cart.bookSelected()) navigate('/buy');
  };

  const firstLoad = cart.status === 'loading' && cart.items.length === 0;
  let body;
  if (firstLoad || cart.status === 'idle') body = <CartSkeleton />;
  else if (cart.status === 'error' && cart.items.length === 0) body = <ErrorState message={errorText(cart.error)} onRetry={() => void cart.load()} />;
  else if (cart.items.length === 0) {
    body = <EmptyState headingLevel={2} title={t('cart.empty')} text={t('cart.emptyText')} action={<Link className="button" to="/">{t('cart.shop')}</Link>} />;
  } else {
    body = (
      <>
        <div className="ck-toolbar">
          <label className="ck-toolbar__all">
            <input type="checkbox" className="ck-check" checked={cart.allSelected} onChange={(e) => cart.selectAll(e.target.checked)} />
            {t('cart.selectAll')}
          </label>
          {cart.selectedIds.length > 0 ? (
            <Button variant="ghost" disabled={cart.busy} onClick={() => setConfirm(cart.selectedIds)}>
              {t('cart.removeSelected', { count: cart.selectedIds.length })}
            </Button>
          ) : null}
        </div>
        <section aria-label={t('cart.list')}>
          <ul className="ck-list">
            {cart.items.map((item, index) => <Line key={item.id} item={item} eager={index < 3} onRemove={(id) => setConfirm([id])} />)}
          </ul>
        </section>
        <div className="ck-footer">
          <div className="ck-footer__total">
            <span className="ck-muted">{t('cart.total')}</span>
            <strong data-testid="cart-total">{formatRupiah(cart.selectedTotal)}</strong>
          </div>
          <Button disabled={cart.selectedItems.length === 0 || cart.busy} onClick={checkout}>
            {t('cart.checkout', { count: cart.selectedCount })}
          </Button>
        </div>
      </>
    );
  }

  return (
    <RouteScreen>
      {body}
      <ActionPopup
        open={confirm !== null}
        title={t('cart.confirmTitle')}
        text={t('cart.confirmText')}
        positive={{ label: t('cart.confirmYes'), onClick: () => void remove() }}
        negative={{ label: t('action.cancel', { ns: 'translation' }), onClick: () => setConfirm(null) }}
      />
    </RouteScreen>
  );
});
