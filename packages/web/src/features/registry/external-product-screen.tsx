import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isPictureAddress } from '@kado/domain';
import { ExternalProductStore, type ExternalField } from '@kado/stores';
import { Button, ErrorState, ProductImage, Skeleton, TextField, toast } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import type { ScreenData } from '../../app/route-data';
import { errorText, notFoundText, shopName, useRegistryTexts, type RegistryT } from './registry-i18n';
import './registry.css';

/** The words for a picked picture the domain refuses (imageFileProblem). */
const IMAGE_PROBLEM_KEYS = { type: 'external.imageType', empty: 'external.imageEmpty', size: 'external.imageSize' } as const;

/** Spec §8: the crawl failure toast shows for 3 s. */
const CRAWL_FAILED_TOAST_MS = 3000;

function problemText(t: RegistryT, field: ExternalField, problem: 'required' | 'invalid' | undefined): string | undefined {
  if (problem === undefined) return undefined;
  if (problem === 'required') return t('external.required');
  const key = ({ url: 'invalidUrl', name: 'invalidName', price: 'invalidPrice', quantity: 'invalidQuantity', note: 'invalidNote', imageUrl: 'invalidUrl' } as const)[field];
  return t(`external.${key}`);
}

/**
 * One form for every external-product route (/registry/create-external-product and its /dekstop,
 * /mini-button, /url and /edit/{id}): paste a link, the product is crawled, or typed in by hand.
 */
const ExternalProduct = observer(function ExternalProduct({ editId }: { readonly editId: string | null }) {
  const { t } = useRegistryTexts();
  const store = useStore(ExternalProductStore);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const presetUrl = search.get('url') ?? '';

  // A gift to edit (its path id) is opened by the route's loader (routeData); a new one starts here, since its
  // link may come in the query string (?url=), which a route's loader does not follow.
  useEffect(() => {
    if (!editId) store.startAdd(presetUrl);
  }, [store, editId, presetUrl]);

  useEffect(() => {
    // Spec §6: a 401 on crawl means not logged in.
    if (store.needsLogin) navigate(`/login?from=${encodeURIComponent(location.pathname + location.search)}`);
  }, [store.needsLogin, navigate, location]);

  const crawl = async () => {
    const result = await store.crawl();
    if (result === 'manual') toast.show(t('toast.crawlFailed'), CRAWL_FAILED_TOAST_MS);
  };

  const save = async () => {
    const editing = store.isEditing;
    const ok = await store.save();
    if (ok) {
      toast.show(t(editing ? 'toast.edited' : 'toast.addedExternal'));
      navigate('/registry/setting', { replace: true });
    } else {
      // The first field refused may be out of view (the link, at the top): take her there (QA, 28 November).
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
    }
  };

  if (editId && store.loadStatus === 'error') {
    return (
      <RouteScreen>
        <ErrorState
          message={notFoundText(t, store.loadError, 'external.notExternal')}
          onRetry={() => void store.startEdit(editId)}
        />
      </RouteScreen>
    );
  }
  if (editId && store.loadStatus === 'loading') {
    return (
      <RouteScreen>
        <div className="stack" aria-busy="true">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      </RouteScreen>
    );
  }

  const field = (name: ExternalField) => ({
    value: store.draft[name],
    onChange: (e: { target: { value: string } }) => store.setField(name, e.target.value),
    error: problemText(t, name, store.fieldProblems[name]),
  });
  const details = store.phase === 'details';

  return (
    <RouteScreen>
      <p className="page__lead">{editId ? t('external.editLead') : t('external.lead')}</p>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (details) void save();
          else void crawl();
        }}
      >
        <TextField label={t('external.url')} hint={t('external.urlHint')} type="url" inputMode="url" autoComplete="url" {...field('url')} />
        {store.draft.url.trim() !== '' ? (
          <p className="field__hint">{t('external.marketplace', { name: shopName(t, store.marketplace) })}</p>
        ) : null}
        {!details ? (
          <div className="row row--wrap">
            <Button type="submit" disabled={store.crawling}>{store.crawling ? t('external.fetching') : t('external.fetch')}</Button>
            <Button variant="ghost" onClick={store.enterManually}>{t('external.manual')}</Button>
          </div>
        ) : (
          <>
            {!editId ? (
              <div className={store.manualEntry && !store.manualChosen ? 'notice notice--warn stack' : 'notice'} role="status">
                <p>{store.manualChosen ? t('external.manualChosenNote') : store.manualEntry ? t('external.manualNote') : t('external.filledNote')}</p>
                {/* Issue 31: a crawl that failed can be tried again (a moment later, or after correcting the link). */}
                {store.manualEntry && store.marketplace !== 'other' ? (
                  <Button variant="secondary" className="button--small" disabled={store.crawling} onClick={() => void crawl()}>
                    {store.crawling ? t('external.fetching') : t('external.retryFetch')}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {isPictureAddress(store.draft.imageUrl) ? (
              <span className="thumb-64"><ProductImage src={store.draft.imageUrl.trim()} alt={t('external.imagePreview')} size={64} eager original /></span>
            ) : null}
            {/* Issue 31: she may upload the picture (a phone's camera or gallery) instead of giving its link. */}
            <div className="field">
              <label className="button button--secondary button--small external-upload">
                {store.uploading ? t('external.imageUploading') : t('external.imageUpload')}
                <input
                  type="file"
                  accept="image/*"
                  className="visually-hidden"
                  disabled={store.uploading}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void store.uploadImage(file);
                  }}
                />
              </label>
              <p className="field__hint">{t('external.imageUploadHint')}</p>
              {store.imageProblem !== null ? (
                <p className="field__error" role="alert">{t(IMAGE_PROBLEM_KEYS[store.imageProblem])}</p>
              ) : store.uploadError ? (
                <p className="field__error" role="alert">{errorText(t, store.uploadError)}</p>
              ) : null}
            </div>
            <TextField label={t('external.name')} autoComplete="off" maxLength={150} {...field('name')} />
            <TextField label={t('external.price')} inputMode="numeric" autoComplete="off" {...field('price')} />
            <TextField label={t('external.quantity')} inputMode="numeric" autoComplete="off" {...field('quantity')} />
            <TextField label={t('external.note')} autoComplete="off" maxLength={500} {...field('note')} />
            <TextField label={t('external.imageUrl')} type="url" inputMode="url" autoComplete="off" {...field('imageUrl')} />
            {store.error ? <p className="field__error" role="alert">{errorText(t, store.error)}</p> : null}
            <Button type="submit" block disabled={store.saving}>{store.saving ? t('external.saving') : t('external.submit')}</Button>
          </>
        )}
      </form>
    </RouteScreen>
  );
});

// The routes of route-table.ts name the export each one renders.

/** /registry/create-external-product and its /dekstop, /mini-button and /url: adding a product. */
/** The routes' data (route-data.ts, ScreenData): the gift to edit, by its path id. */
export const routeData: ScreenData = {
  ExternalProductEditRoute: async (container, { id }) => {
    if (id) await container.get(ExternalProductStore).startEdit(id);
  },
};

export function Component() {
  return <ExternalProduct editId={null} />;
}

/** /registry/create-external-product/edit/{id optional}: editing one (without an id, adding). */
export function ExternalProductEditRoute() {
  return <ExternalProduct editId={useParams().id ?? null} />;
}
