import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons';
import { BOTTOM_NAV_ITEMS as NAV_TARGETS, badgeCount as badgeText } from '@kado/domain';

interface NavItem {
  readonly to: string;
  readonly labelKey: 'nav.shop' | 'nav.artikel' | 'nav.registry' | 'nav.review' | 'nav.profile';
  readonly icon: IconName;
}

type NavLabel = (typeof NAV_TARGETS)[number]['label'];

const PRESENTATION: Readonly<Record<NavLabel, Omit<NavItem, 'to'>>> = {
  Shop: { labelKey: 'nav.shop', icon: 'shop' },
  Artikel: { labelKey: 'nav.artikel', icon: 'article' },
  // /registry: the landing explains the registry to a visitor and leads an owner to their own.
  Registry: { labelKey: 'nav.registry', icon: 'gift' },
  Review: { labelKey: 'nav.review', icon: 'review' },
  Profile: { labelKey: 'nav.profile', icon: 'profile' },
};

/** Spec §2: the five items of the bottom navigation, in order, opening the routes the domain names. */
const BOTTOM_NAV_ITEMS: readonly NavItem[] = NAV_TARGETS.map((item) => ({ to: item.to, ...PRESENTATION[item.label] }));

interface BottomNavProps {
  /** Notification counter on Profile; shown only when given (the layout gives it only when logged in). */
  readonly badgeCount?: number;
}

export function BottomNav({ badgeCount }: BottomNavProps) {
  const { t } = useTranslation();
  // Spec §2: hidden for 0, '9+' above 9 (the domain's badge rule).
  const badge = badgeCount === undefined ? null : badgeText(badgeCount);
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul>
        {BOTTOM_NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'}>
              <Icon name={item.icon} />
              <span>{t(item.labelKey)}</span>
              {item.to === '/profile' && badge !== null ? (
                <span className="badge" data-testid="nav-badge">
                  <span aria-hidden="true">{badge}</span>
                  <span className="visually-hidden">{t('nav.badge', { count: badgeCount })}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
