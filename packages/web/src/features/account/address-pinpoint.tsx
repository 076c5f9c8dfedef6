import { lazy, Suspense, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '@kado/domain';
import { AddressStore, type GeoPoint } from '@kado/stores';
import { Button, Skeleton, TextField } from '../../ui';
import { RouteScreen } from '../../app/route-screen';
import { useStore } from '../../app/store-context';
import { useAccountTexts } from './use-account-texts';
import { centreOf, DEFAULT_CENTRE, isInIndonesia, nearestDistrictName } from './district-centres';

// Leaflet only loads here (its own chunk), never with the other account screens.
const PinpointMap = lazy(() => import('./pinpoint-map'));

/** Configuration: a tile server template, absent by default (no internet here); the pinpoint works without it. */
const TILE_URL: string | null = import.meta.env.VITE_MAP_TILE_URL || null;
const TILE_ATTRIBUTION: string | null = import.meta.env.VITE_MAP_ATTRIBUTION || null;

/** Where the form that sent us here lives (a same-origin path), else the new-address form. */
export function useBackToForm(): string {
  const [query] = useSearchParams();
  const back = query.get('back');
  return back ? safeRedirect(back) : '/address/add';
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** /address/pinpoint: a map with a draggable pin, coordinates to type, and the nearest district. */
export const AddressPinpoint = observer(function AddressPinpoint() {
  const { t } = useAccountTexts();
  const store = useStore(AddressStore);
  const navigate = useNavigate();
  const back = useBackToForm();
  const start = store.draft?.pinpoint ?? centreOf(store.draft?.district ?? null) ?? DEFAULT_CENTRE;
  const [point, setPoint] = useState<GeoPoint>(start);
  const [lat, setLat] = useState(String(start.lat));
  const [lng, setLng] = useState(String(start.lng));
  const [coordError, setCoordError] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(TILE_URL === null);
  const [saving, setSaving] = useState(false);

  const nearest = useMemo(() => nearestDistrictName(point), [point]);

  const moveTo = (p: GeoPoint) => {
    const next = { lat: round(p.lat), lng: round(p.lng) };
    setPoint(next);
    setLat(String(next.lat));
    setLng(String(next.lng));
    setCoordError(false);
  };

  const applyTyped = () => {
    const typed = { lat: Number(lat.replace(',', '.')), lng: Number(lng.replace(',', '.')) };
    if (!lat.trim() || !lng.trim() || !Number.isFinite(typed.lat) || !Number.isFinite(typed.lng) || !isInIndonesia(typed)) {
      setCoordError(true);
      return null;
    }
    setCoordError(false);
    setPoint(typed);
    return typed;
  };

  const confirm = async () => {
    const chosen = applyTyped();
    if (!chosen || saving) return;
    setSaving(true);
    const name = nearestDistrictName(chosen);
    let district = null;
    if (name && store.draft?.district?.name.toLowerCase() !== name) {
      await store.searchDistricts(name);
      district = store.districts.find((d) => d.name.toLowerCase() === name) ?? null;
    }
    store.setPinpoint(chosen, district);
    setSaving(false);
    store.form.handBack();
    navigate(back, { replace: true });
  };

  return (
    <RouteScreen>
      <p className="page__lead">{t('address.mapTitle')}</p>
      <Suspense fallback={<div className="acc-map"><Skeleton height="100%" /><span className="visually-hidden">{t('address.mapLoading')}</span></div>}>
        <PinpointMap point={point} tileUrl={TILE_URL} attribution={TILE_ATTRIBUTION} label={t('address.mapLabel')} onPick={moveTo} onTilesFailed={() => setTilesFailed(true)} />
      </Suspense>
      {tilesFailed ? <p className="acc-note" role="status">{t('address.noTiles')}</p> : null}
      <div className="acc-coords">
        <TextField label={t('address.lat')} inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} onBlur={applyTyped} />
        <TextField label={t('address.lng')} inputMode="decimal" value={lng} onChange={(e) => setLng(e.target.value)} onBlur={applyTyped} />
      </div>
      {coordError ? <p className="acc-error" role="alert">{t('address.coordInvalid')}</p> : null}
      {nearest ? <p className="acc-note" data-testid="nearest-district">{t('address.nearest', { name: nearest.replace(/\b\w/g, (c) => c.toUpperCase()) })}</p> : null}
      <div className="acc-nav">
        <Link className="button button--secondary" to={`/address/search-pinpoint?back=${encodeURIComponent(back)}`}>{t('address.searchInstead')}</Link>
        <Button onClick={() => void confirm()} disabled={saving}>{t('address.confirm')}</Button>
      </div>
    </RouteScreen>
  );
});
