import { useState } from 'react';
import { when } from 'mobx';
import { observer } from 'mobx-react-lite';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AddressPromptStore, RegistryOwnerStore, RegistryShareStore, SessionStore } from '@kado/stores';
import { Icon, PageShell } from '../../ui';
import { SearchPopup } from '../../ui/search-popup';
import { useStore } from '../../app/store-context';
import { useGoBack } from '../../app/route-screen';
import type { ScreenData } from '../../app/route-data';
import { useRegistryTexts } from './registry-i18n';
import { RegistryHeader } from './registry-header';
import { ShareSheet } from './share-sheet';
import './registry.css';

/** Spec §4: the tab index follows the route (pratinjau 0, setting 1, ucapan 2). */
const TABS = [
  { to: '/registry/pratinjau', key: 'pratinjau' },
  { to: '/registry/setting', key: 'setting' },
  { to: '/registry/ucapan', key: 'ucapan' },
] as const;

/** The layout's data, asked for by its route's loader before it renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  /**
   * The owner's registry, always fresh on entering the layout (another tab or device may have changed it). The
   * layout has no guard of its own: its tab's guard turns a signed-out visitor away, so nothing is read for her.
   */
  Component: async (container) => {
    const session = container.get(SessionStore);
    await when(() => session.restoreStatus === 'done');
    if (session.user) await container.get(RegistryOwnerStore).load();
  },
};

/**
 * The owner's registry layout (spec §2): title Registry, share, search popup, header, three tabs, and the tab's own
 * route in the <Outlet/> (owner-checklist-screen, owner-setting-screen, owner-greetings-screen).
 */
export const Component = observer(function RegistryOwnerScreen() {
  const { t } = useRegistryTexts();
  const { t: tc } = useTranslation();
  const store = useStore(RegistryOwnerStore);
  const share = useStore(RegistryShareStore);
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [searchOpen, setSearchOpen] = useState(false);
  const [keyword, setKeyword] = useState('');

  const addressPrompt = useStore(AddressPromptStore);

  const onShare = async () => {
    // Spec §4: the address check runs first; without an address the add-address modal opens instead.
    const check = await share.requestShare();
    if (check === 'needs-address') addressPrompt.show();
  };

  const searchButton = (
    <button type="button" className="icon-button" onClick={() => setSearchOpen(true)} aria-label={t('layout.search')} aria-haspopup="dialog">
      <Icon name="search" />
    </button>
  );
  const shareButton = (
    <button type="button" className="icon-button" onClick={() => void onShare()} aria-label={t('layout.share')} disabled={share.checking || store.registry === null}>
      <Icon name="share" />
    </button>
  );

  return (
    <PageShell title={t('layout.title')} onBack={goBack} actions={<>{searchButton}{shareButton}</>}>
      <RegistryHeader />
      <nav className="tabs registry-tabs" aria-label={t('layout.tabsLabel')}>
        {TABS.map((tab) => (
          <NavLink key={tab.key} to={tab.to} replace>
            {t(`layout.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      {/* The tab's own route (route-table.ts): checklist, setting or greetings, each a chunk of its own. */}
      {store.registry !== null ? <Outlet /> : null}
      <ShareSheet />
      <SearchPopup
        open={searchOpen}
        keyword={keyword}
        placeholder={tc('search.registryPlaceholder')}
        onKeywordChange={setKeyword}
        onClose={() => setSearchOpen(false)}
        onSubmit={(k) => {
          setSearchOpen(false);
          navigate(`/registry/search?keyword=${encodeURIComponent(k)}`);
        }}
      />
    </PageShell>
  );
});
