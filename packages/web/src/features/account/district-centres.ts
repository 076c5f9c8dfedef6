// Approximate centres of districts and cities for the pinpoint map (decision 0161): the portal's districts carry no
// coordinates, so the map starts near the chosen district and a picked point suggests the nearest known district.
import type { District } from '@kado/domain';
import type { GeoPoint } from '@kado/stores';

const DISTRICTS: Readonly<Record<string, GeoPoint>> = {
  'kebayoran baru': { lat: -6.2433, lng: 106.799 },
  tebet: { lat: -6.226, lng: 106.853 },
  'pasar minggu': { lat: -6.284, lng: 106.844 },
  menteng: { lat: -6.196, lng: 106.832 },
  'kelapa gading': { lat: -6.16, lng: 106.905 },
  cengkareng: { lat: -6.15, lng: 106.735 },
  coblong: { lat: -6.888, lng: 107.615 },
  sukajadi: { lat: -6.885, lng: 107.595 },
  lengkong: { lat: -6.93, lng: 107.62 },
  buahbatu: { lat: -6.945, lng: 107.645 },
  gubeng: { lat: -7.275, lng: 112.75 },
  wonokromo: { lat: -7.3, lng: 112.735 },
  tegalsari: { lat: -7.27, lng: 112.735 },
  rungkut: { lat: -7.33, lng: 112.78 },
  sukolilo: { lat: -7.29, lng: 112.79 },
};

const CITIES: Readonly<Record<string, GeoPoint>> = {
  'jakarta selatan': { lat: -6.261, lng: 106.81 },
  'jakarta pusat': { lat: -6.18, lng: 106.83 },
  'jakarta utara': { lat: -6.138, lng: 106.88 },
  'jakarta barat': { lat: -6.168, lng: 106.759 },
  'jakarta timur': { lat: -6.225, lng: 106.9 },
  bandung: { lat: -6.917, lng: 107.619 },
  surabaya: { lat: -7.2575, lng: 112.7521 },
};

/** Where the map opens with nothing chosen: central Jakarta. */
export const DEFAULT_CENTRE: GeoPoint = { lat: -6.2, lng: 106.8167 };

/** Indonesia's bounding box: a typed coordinate outside it is refused. */
export function isInIndonesia(point: GeoPoint): boolean {
  return point.lat >= -11.5 && point.lat <= 6.5 && point.lng >= 94 && point.lng <= 141.5;
}

/** The centre of a district, else of its city, else null. */
export function centreOf(district: District | null): GeoPoint | null {
  if (!district) return null;
  return DISTRICTS[district.name.toLowerCase()] ?? CITIES[district.city.toLowerCase()] ?? null;
}

/** The name of the known district closest to a point (flat distance is enough at city scale). */
export function nearestDistrictName(point: GeoPoint): string | null {
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [name, centre] of Object.entries(DISTRICTS)) {
    const distance = (centre.lat - point.lat) ** 2 + (centre.lng - point.lng) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = name;
    }
  }
  // Farther than about 30 km from every known district: suggest nothing.
  return bestDistance < 0.075 ? best : null;
}
