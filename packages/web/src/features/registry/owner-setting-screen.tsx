import { OwnerGiftsStore, SurpriseStore } from '@kado/stores';
import type { ScreenData } from '../../app/route-data';

// The Atur Registry tab of the owner's registry layout (spec §2, /registry/setting), inside the layout's <Outlet/>.
export { SettingTab as Component } from './setting-tab';

/** The tab's data, asked for by its route's loader before it renders (route-data.ts, ScreenData): her gifts, her surprise settings. */
export const routeData: ScreenData = {
  Component: (container) => Promise.all([container.get(OwnerGiftsStore).loadGifts(), container.get(SurpriseStore).load()]),
};
