import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRupiah, giftUnitPrice, giftVariantName, shortCurrency, type GiftBadge, type GiftProduct } from '@kado/domain';
import { ProductImage, Skeleton } from '../../ui';
import { giftImage, giftName } from '../../ui/gift-display';
import { useRegistryTexts } from './registry-i18n';

/** The name of a gift (src/ui/gift-display.ts, which the app server shares), named here for the card's callers. */
export { giftName };

/** The unit price of a gift: the domain's rule (issue 31: the CLI shows the same), named here for the card's callers. */
export { giftUnitPrice };

const BADGE_CLASS: Record<GiftBadge, string> = {
  Selesai: 'gift-badge--done',
  Dibeli: 'gift-badge--done',
  'Di Keranjang': 'gift-badge--cart',
  Direservasi: 'gift-badge--reserved',
  Dikemas: 'gift-badge--packed',
  Dikirim: 'gift-badge--sent',
};

/** A gift's status badge (spec §4), or 'Tersedia' while nobody holds it (decision 0101). */
export function GiftBadgeTag({ badge }: { readonly badge: GiftBadge | null }) {
  const { t } = useRegistryTexts();
  if (badge === null) return <span className="gift-badge gift-badge--free" data-testid="gift-badge">{t('gift.available')}</span>;
  return <span className={`gift-badge ${BADGE_CLASS[badge]}`} data-testid="gift-badge">{badge}</span>;
}

export interface GiftCardProps {
  readonly gift: GiftProduct;
  readonly badge: GiftBadge | null;
  /** Where the name links to (the gift's detail). */
  readonly href?: string;
  /** Shows the owner-only facts (hidden tag, note). */
  readonly ownerView?: boolean;
  readonly eager?: boolean;
  /** Buttons under the card. */
  readonly children?: ReactNode;
}

/** One registry item: picture, name, price, quantity, status badge, who holds it, and its buttons. */
export function GiftCard({ gift, badge, href, ownerView = false, eager = false, children }: GiftCardProps) {
  const { t } = useRegistryTexts();
  const name = giftName(gift);
  const image = giftImage(gift);
  const variant = giftVariantName(gift);
  const title = href ? <Link to={href}>{name}</Link> : name;
  return (
    <article className="gift-card" data-testid="gift-card" data-gift-id={gift.id} aria-label={name}>
      <div className="gift-card__media">
        {image ? <ProductImage src={image} alt="" size={88} eager={eager} /> : <span className="gift-card__placeholder" aria-hidden="true" />}
      </div>
      <div className="gift-card__body">
        <div className="gift-card__tags">
          <GiftBadgeTag badge={badge} />
          {ownerView && gift.isPrivate ? <span className="gift-badge gift-badge--hidden">{t('gift.hiddenTag')}</span> : null}
          {gift.externalProduct ? <span className="gift-badge gift-badge--external">{t('gift.external')}</span> : null}
        </div>
        <h3 className="gift-card__name">{title}</h3>
        {variant ? <p className="gift-card__meta">{t('gift.variant', { name: variant })}</p> : null}
        <p className="gift-card__price">{formatRupiah(giftUnitPrice(gift))}</p>
        <p className="gift-card__meta">
          {t('gift.quantity', { count: gift.quantity })}
          {gift.reservedBy && badge !== null ? <> · {t('gift.reservedBy', { name: gift.reservedBy })}</> : null}
        </p>
        {ownerView && gift.note ? <p className="gift-card__meta">{t('gift.note', { note: gift.note })}</p> : null}
        {gift.contributedAmount > 0 ? (
          <p className="gift-card__meta gift-card__progress">
            {t('gift.contributed', { amount: shortCurrency(gift.contributedAmount), total: shortCurrency(giftUnitPrice(gift) * gift.quantity) })}
          </p>
        ) : null}
        {children ? <div className="gift-card__actions">{children}</div> : null}
      </div>
    </article>
  );
}

/** Skeleton rows of a gift list while it loads. */
export function GiftListSkeleton({ rows = 3 }: { readonly rows?: number }) {
  return (
    <div className="stack" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="gift-card">
          <Skeleton width={88} height={88} />
          <div className="stack" style={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="80%" />
            <Skeleton width="30%" />
          </div>
        </div>
      ))}
    </div>
  );
}
