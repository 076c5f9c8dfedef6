import { ProfileHome } from './profile-home';
import { ProfileEdit } from './profile-edit';
import { ChangePassword } from './change-password';
import { InviteFriends } from './invite-friends';
import { AffiliateReport } from './affiliate-report';

// The profile (spec §2) and its sub-pages: the routes of route-table.ts name the export each one renders.

/** /profile */
export const Component = ProfileHome;

/** /profile/edit */
export const ProfileEditRoute = ProfileEdit;

/** /profile/change-password */
export const ChangePasswordRoute = ChangePassword;

/** /invite-friends */
export const InviteFriendsRoute = InviteFriends;

/** /report-affiliate */
export const AffiliateReportRoute = AffiliateReport;
