import { useRouteMeta } from '../../app/route-meta';
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
      // Every route the table sends here is a case above (route-table.ts).
      return null;
  }
}
