import { useParams } from 'react-router-dom';
import { MerchantStore } from '@kado/stores';
import { usePageTexts } from '../../app/page-texts';
import type { ScreenData } from '../../app/route-data';
import { CATALOGUE_NS, catalogueTexts } from './shop.texts';
import { MerchantView } from './merchant-view';
import './shop.css';

/** A merchant's page, all its products or its promo ones. */
function Merchant({ promo }: { readonly promo: boolean }) {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  return <MerchantView slug={useParams().merchant ?? ''} promo={promo} />;
}

// The routes of route-table.ts name the export each one renders.

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  Component: (container, { merchant }) => container.get(MerchantStore).open(merchant ?? '', false),
  MerchantPromoRoute: (container, { merchant }) => container.get(MerchantStore).open(merchant ?? '', true),
};

/** /{merchant} */
export function Component() {
  return <Merchant promo={false} />;
}

/** /{merchant}/promo */
export function MerchantPromoRoute() {
  return <Merchant promo />;
}
