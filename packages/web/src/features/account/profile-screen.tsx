import { ListScreen } from '../../app/list-screen';
import { useRouteMeta } from '../../app/route-meta';
import { accountId } from '../../i18n/pages/account.id';
import { ProfileHome } from './profile-home';
import { ProfileEdit } from './profile-edit';
import { ChangePassword } from './change-password';
import { InviteFriends } from './invite-friends';
import { AffiliateReport } from './affiliate-report';

/** The profile (/profile) and its sub-pages: edit, password, invitations, affiliate report. */
export function Component() {
  const { id } = useRouteMeta();
  switch (id) {
    case 'profile':
      return <ProfileHome />;
    case 'profile-edit':
      return <ProfileEdit />;
    case 'profile-change-password':
      return <ChangePassword />;
    case 'invite-friends':
      return <InviteFriends />;
    case 'report-affiliate':
      return <AffiliateReport />;
    default:
      // /profile/mini-point-history belongs to the checkout feature; this shell stays until the route points there.
      return <ListScreen ns="account" texts={accountId} />;
  }
}
