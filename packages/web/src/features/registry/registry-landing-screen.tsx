import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { RegistryChecklistStore, SessionStore } from '@kado/stores';
import { Section } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { useRegistryTexts } from './registry-i18n';
import { CollectionLinks } from './collection-links';
import './registry.css';

/** /registry-inspiration: curated collections as ideas for a registry. */
const Inspiration = observer(function Inspiration() {
  // The collections are read by the route's loader (routeData below).
  const { t } = useRegistryTexts();
  return (
    <Section title={t('landing.inspirationTitle')}>
      <CollectionLinks skeletonHeight="8rem" />
    </Section>
  );
});

/** What a baby registry is (/registry) and ideas for one (/registry-inspiration). */
const RegistryLanding = observer(function RegistryLanding({ inspiration }: { readonly inspiration: boolean }) {
  const { t } = useRegistryTexts();
  const session = useStore(SessionStore);
  const steps = t('landing.steps', { returnObjects: true }) as readonly string[];
  return (
    <RouteScreen share>
      <section className="hero hero--registry" aria-labelledby="registry-hero">
        <h2 id="registry-hero" className="hero__title">{inspiration ? t('landing.inspirationTitle') : t('landing.stepsTitle')}</h2>
        <p>{inspiration ? t('landing.inspirationLead') : t('landing.lead')}</p>
      </section>
      {inspiration ? (
        <Inspiration />
      ) : (
        <Section title={t('landing.stepsTitle')}>
          <ol className="stack">
            {steps.map((step) => <li key={step}>{step}</li>)}
          </ol>
        </Section>
      )}
      <div className="row row--wrap">
        <Link className="button" to={session.isLoggedIn ? '/registry/setting' : '/my-gift/create'}>{session.isLoggedIn ? t('landing.mine') : t('landing.cta')}</Link>
        {!inspiration ? <Link className="button button--secondary" to="/registry-inspiration">{t('landing.inspiration')}</Link> : null}
      </div>
    </RouteScreen>
  );
});

// The routes of route-table.ts name the export each one renders.

/** The pages' data, asked for by their routes' loaders before the page renders (route-data.ts, ScreenData). */
export const routeData: ScreenData = {
  /** The curated collections (read once). */
  RegistryInspirationRoute: (container) => container.get(RegistryChecklistStore).ensureCollections(),
};

/** /registry */
export function Component() {
  return <RegistryLanding inspiration={false} />;
}

/** /registry-inspiration */
export function RegistryInspirationRoute() {
  return <RegistryLanding inspiration />;
}
