import { useParams } from 'react-router-dom';
import { GiftDetail, TrackTab } from './track-tab';

// The Lacak Kado tab of the owner's registry layout (spec §2, /registry/ucapan and a gift's page): the routes of
// route-table.ts name the export each one renders inside the layout's <Outlet/>.

/** /registry/ucapan */
export const Component = TrackTab;

/** /registry/ucapan/{id} */
export function GiftDetailRoute() {
  return <GiftDetail id={useParams().id ?? ''} />;
}
