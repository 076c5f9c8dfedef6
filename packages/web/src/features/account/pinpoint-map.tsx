// The Leaflet map of /address/pinpoint, loaded lazily on that route only (its own chunk with Leaflet and its CSS).
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeoPoint } from '@kado/stores';

export interface PinpointMapProps {
  readonly point: GeoPoint;
  /** A tile URL template ({z}/{x}/{y}); without one the map shows the marker on a plain background. */
  readonly tileUrl: string | null;
  readonly attribution: string | null;
  readonly label: string;
  readonly onPick: (point: GeoPoint) => void;
  readonly onTilesFailed: () => void;
}

// A CSS pin (no image files, so nothing breaks when the bundler renames assets).
const PIN = L.divIcon({
  className: 'acc-pin',
  html: '<span style="display:block;width:28px;height:28px;border-radius:50% 50% 50% 0;background:#c2255c;transform:rotate(-45deg);border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

/** A map with a draggable pin; a tap moves the pin. */
export default function PinpointMap({ point, tileUrl, attribution, label, onPick, onTilesFailed }: PinpointMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  const failed = useRef(onTilesFailed);
  pick.current = onPick;
  failed.current = onTilesFailed;

  useEffect(() => {
    if (!host.current) return undefined;
    const m = L.map(host.current, { center: [point.lat, point.lng], zoom: 15, attributionControl: Boolean(attribution) });
    if (tileUrl) {
      let errors = 0;
      L.tileLayer(tileUrl, { maxZoom: 19, attribution: attribution ?? undefined })
        .on('tileerror', () => {
          errors += 1;
          if (errors === 4) failed.current();
        })
        .addTo(m);
    }
    const mk = L.marker([point.lat, point.lng], { draggable: true, icon: PIN, keyboard: true, title: label, alt: label }).addTo(m);
    mk.on('dragend', () => {
      const p = mk.getLatLng();
      pick.current({ lat: p.lat, lng: p.lng });
    });
    m.on('click', (event: L.LeafletMouseEvent) => pick.current({ lat: event.latlng.lat, lng: event.latlng.lng }));
    map.current = m;
    marker.current = mk;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is created once per tile source; later points move it (below).
  }, [tileUrl]);

  useEffect(() => {
    const current = marker.current?.getLatLng();
    if (!current || (current.lat === point.lat && current.lng === point.lng)) return;
    marker.current?.setLatLng([point.lat, point.lng]);
    map.current?.panTo([point.lat, point.lng]);
  }, [point.lat, point.lng]);

  return <div ref={host} className="acc-map" role="application" aria-label={label} data-testid="pinpoint-map" />;
}
