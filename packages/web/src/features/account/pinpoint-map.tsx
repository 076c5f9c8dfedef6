// The map of /address/pinpoint, loaded lazily on that route only. pigeon-maps (a few kB, no CSS, React-native)
// replaced Leaflet, whose ~43 kB gzip chunk broke the 35 kB route-chunk budget (decision 0081).
import { Draggable, Map as PigeonMap } from 'pigeon-maps';
import type { GeoPoint } from '@kado/stores';

export interface PinpointMapProps {
  readonly point: GeoPoint;
  /** A tile URL template ({z}/{x}/{y}); without one the map shows the pin on a plain background. */
  readonly tileUrl: string | null;
  readonly attribution: string | null;
  readonly label: string;
  readonly onPick: (point: GeoPoint) => void;
  readonly onTilesFailed: () => void;
}

// A transparent 1x1 image: with no tile server configured nothing is fetched and nothing looks broken.
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function tileProvider(template: string | null) {
  return (x: number, y: number, z: number): string =>
    template ? template.replace('{x}', String(x)).replace('{y}', String(y)).replace('{z}', String(z)).replace('{s}', 'a') : BLANK_TILE;
}

/** A map with a draggable pin; a tap moves the pin. */
export default function PinpointMap({ point, tileUrl, attribution, label, onPick }: PinpointMapProps) {
  const anchor: [number, number] = [point.lat, point.lng];
  return (
    <div className="acc-map" role="application" aria-label={label} data-testid="pinpoint-map">
      <PigeonMap
        provider={tileProvider(tileUrl)}
        center={anchor}
        defaultZoom={15}
        height={300}
        attribution={attribution ? <span>{attribution}</span> : false}
        attributionPrefix={false}
        onClick={({ latLng }) => onPick({ lat: latLng[0], lng: latLng[1] })}
      >
        <Draggable anchor={anchor} offset={[14, 28]} onDragEnd={([lat, lng]) => onPick({ lat, lng })}>
          <span className="acc-pin" aria-hidden="true" />
        </Draggable>
      </PigeonMap>
    </div>
  );
}
