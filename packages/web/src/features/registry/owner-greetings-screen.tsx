import { useParams } from 'react-router-dom';
import { GreetingsStore, OwnerGiftsStore, SurpriseStore, ThankYouStore } from '@kado/stores';
import type { ScreenData } from '../../app/route-data';
import { GiftDetail, TrackTab } from './track-tab';

// The Lacak Kado tab of the owner's registry layout (spec §2, /registry/ucapan and a gift's page): the routes of
// route-table.ts name the export each one renders inside the layout's <Outlet/>.

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  /** Her gifts, the surprise state, who gave what and the greetings. */
  Component: (container) =>
    Promise.all([
      container.get(OwnerGiftsStore).loadGifts(),
      container.get(SurpriseStore).load(),
      container.get(ThankYouStore).load(),
      container.get(GreetingsStore).load(),
    ]),
  /** One gift (coming back to it keeps the one shown, spec §2 page caching) and the greetings. */
  GiftDetailRoute: (container, { id }, visit) =>
    Promise.all([container.get(OwnerGiftsStore).loadGift(id ?? '', visit?.returning ?? false), container.get(GreetingsStore).load()]),
};

/** /registry/ucapan */
export const Component = TrackTab;

/** /registry/ucapan/{id} */
export function GiftDetailRoute() {
  return <GiftDetail id={useParams().id ?? ''} />;
}
