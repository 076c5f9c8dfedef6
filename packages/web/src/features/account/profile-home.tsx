import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { ProfileStore, SessionStore } from '@kado/stores';
import { Button, Icon, Section, Skeleton } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { PushOptIn } from './push-opt-in';

const LINKS = [
  { key: 'edit', to: '/profile/edit' },
  { key: 'address', to: '/profile/address' },
  { key: 'child', to: '/child' },
  { key: 'order', to: '/order' },
  { key: 'favorite', to: '/favorite' },
  { key: 'points', to: '/profile/mini-point-history' },
  { key: 'password', to: '/profile/change-password' },
  { key: 'survey', to: '/survey' },
  { key: 'invite', to: '/invite-friends' },
  { key: 'affiliate', to: '/report-affiliate', role: 'affiliator' },
  { key: 'mia', to: '/mia' },
  { key: 'faqs', to: '/faqs' },
  { key: 'articles', to: '/artikel' },
  { key: 'privacy', to: '/privacy' },
  { key: 'terms', to: '/terms' },
] as const;

/** The first letter of a name, shown when there is no photo. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

/** /profile: who is signed in, the mini-point balance, links to everything else, and logout. */
export const ProfileHome = observer(function ProfileHome() {
  const { t } = useAccountTexts();
  const session = useStore(SessionStore);
  const profile = useStore(ProfileStore);
  const navigate = useNavigate();
  const user = session.user;

  const logout = async () => {
    await session.logout();
    navigate('/', { replace: true });
  };

  return (
    <RouteScreen back={false}>
      {user ? (
        <div className="acc-hero">
          {user.photoUrl
            ? <img className="acc-avatar" src={user.photoUrl} alt={t('profile.photoAlt', { name: user.name })} width={64} height={64} />
            : <span className="acc-avatar" aria-hidden="true">{initialOf(user.name)}</span>}
          <div>
            <h2 className="acc-hero__name">{user.name}</h2>
            <p className="acc-hero__meta">@{user.username}</p>
            {user.email ? <p className="acc-hero__meta">{user.email}</p> : null}
          </div>
        </div>
      ) : null}
      <div className="card acc-points">
        <div>
          <p className="acc-note">{t('profile.miniPoints')}</p>
          {profile.miniPoints !== null
            ? <strong>{t('profile.miniPointsValue', { points: profile.miniPoints.toLocaleString('id-ID') })}</strong>
            : profile.extrasStatus === 'loading' || profile.extrasStatus === 'idle'
              ? <Skeleton width="6rem" height="1.25rem" />
              : <span className="acc-note">{t('profile.miniPointsUnknown')}</span>}
        </div>
        <Link to="/profile/mini-point-history">{t('profile.miniPointsLink')}</Link>
      </div>
      <Section title={t('profile.section')}>
        <ul className="link-list">
          {LINKS.filter((link) => !('role' in link) || session.roles.includes(link.role)).map((link) => (
            <li key={link.key}>
              <Link to={link.to}><span>{t(`profile.links.${link.key}`)}</span><Icon name="chevron" /></Link>
            </li>
          ))}
        </ul>
      </Section>
      <PushOptIn />
      <Button variant="secondary" block onClick={() => void logout()}>{t('profile.logout')}</Button>
    </RouteScreen>
  );
});
