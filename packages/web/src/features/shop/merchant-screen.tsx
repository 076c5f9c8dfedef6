import { useRouteMeta } from '../../app/route-meta';
import { usePageTexts } from '../../app/page-texts';
import { CATALOGUE_NS, catalogueTexts } from './shop.texts';
import { MerchantView } from './merchant-view';
import './shop.css';

/** /{merchant} and /{merchant}/promo. */
export function Component() {
  usePageTexts(CATALOGUE_NS, catalogueTexts);
  const { id, params } = useRouteMeta();
  return <MerchantView slug={params.merchant ?? ''} promo={id === 'merchant-promo'} />;
}
