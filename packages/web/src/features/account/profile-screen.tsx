import { AffiliateStore, ProfileStore } from '@kado/stores';
import type { RouteData, ScreenData } from '../../app/route-data';
import { ProfileHome } from './profile-home';
import { ProfileEdit } from './profile-edit';
import { ChangePassword } from './change-password';
import { InviteFriends } from './invite-friends';
import { AffiliateReport } from './affiliate-report';

// The profile (spec §2) and its sub-pages: the routes of route-table.ts name the export each one renders.

/** The mini-point balance and the registry background the profile shows. */
const extras: RouteData = async (container) => container.get(ProfileStore).ensureExtras();

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  Component: extras,
  ProfileEditRoute: extras,
  AffiliateReportRoute: async (container) => container.get(AffiliateStore).ensureReport(),
};

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
