import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons';
import { badgeCount as badgeText } from '@kado/domain';

interface NavItem {
  readonly to: string;
  readonly labelKey: 'nav.shop' | 'nav.artikel' | 'nav.registry' | 'nav.review' | 'nav.profile';
  readonly icon: IconName;
}

/** Spec §2: the five items of the bottom navigation, in order. */
export const BOTTOM_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.shop', icon: 'shop' },
  { to: '/artikel', labelKey: 'nav.artikel', icon: 'article' },
  { to: '/my-gift', labelKey: 'nav.registry', icon: 'gift' },
  { to: '/review', labelKey: 'nav.review', icon: 'review' },
  { to: '/profile', labelKey: 'nav.profile', icon: 'profile' },
];

export interface BottomNavProps {
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
