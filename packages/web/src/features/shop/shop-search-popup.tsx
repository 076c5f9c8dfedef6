import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { SearchStore, SessionStore, productPath, searchStoresModule } from '@kado/stores';
import { toast } from '../../ui';
import { SearchPopup, type SearchItem } from '../../ui/search-popup';
import { useStore, useStoreFrom } from '../../app/store-context';
import { useErrorText } from '../../app/use-error-text';
import { brandPageUrl } from './micro-services';

/**
 * The global search popup (spec §2) driven by the SearchStore: suggestions after the 400 ms debounce, the
 * keyword highlighted, 'Terakhir dilihat' (up to 6) for logged-in shoppers while the keyword is empty, and
 * the 'Cari "{keyword}"' row leading to /search.
 */
export const ShopSearchPopup = observer(function ShopSearchPopup({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const search = useStoreFrom(searchStoresModule, SearchStore);
  const session = useStore(SessionStore);
  const navigate = useNavigate();
  const errorText = useErrorText();

  useEffect(() => {
    if (open && session.isLoggedIn) void search.loadLastSeen();
  }, [open, session.isLoggedIn, search]);

  const result = search.result;
  const products: SearchItem[] = (result?.products ?? []).map((p) => ({
    id: p.id, name: p.name, href: productPath(p), imageUrl: p.images[0]?.imageUrl, subtitle: p.merchant.name,
  }));
  // Spec §1, §9: merchants only with an image; a brand page is a full-page navigation to the brand micro-service,
  // and a missing entry gives the generic error message (decision 0121).
  const brands: SearchItem[] = search.brands.map((m) => {
    const url = brandPageUrl(m.slug);
    const row = { id: m.id, name: m.name, href: url ?? '', imageUrl: m.imageUrl ?? undefined };
    return url === null ? { ...row, onSelect: () => toast.show(errorText(null)) } : { ...row, fullPage: true };
  });
  const registries: SearchItem[] = (result?.gifts ?? []).map((g) => ({
    id: g.username, name: g.name, href: `/registry/${encodeURIComponent(g.username)}`, subtitle: g.ownerName,
  }));
  const history: SearchItem[] = search.showsLastSeen
    ? search.lastSeen.map((p) => ({ id: p.id, name: p.name, href: productPath(p), imageUrl: p.images[0]?.imageUrl }))
    : [];

  return (
    <SearchPopup
      open={open}
      keyword={search.keyword}
      onKeywordChange={search.setKeyword}
      onClose={onClose}
      onSubmit={(keyword) => {
        onClose();
        navigate(`/search?keyword=${encodeURIComponent(keyword)}`);
      }}
      history={history}
      suggestions={search.suggestions}
      products={products}
      brands={brands}
      registries={registries}
      loading={search.status === 'loading'}
    />
  );
});
