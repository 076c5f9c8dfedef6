import { ADDRESS_PINPOINTS_KEY, type KeyValueStorage } from '@kado/domain';
import type { GeoPoint } from './address-draft';

/**
 * The map points picked per saved address, kept in local storage under ADDRESS_PINPOINTS_KEY (the portal keeps
 * no coordinates: decision 0161). Whatever is stored that is not a point is ignored.
 */
export class AddressPinpoints {
  constructor(private readonly storage: KeyValueStorage) {}

  /** The point picked for a saved address, if any. */
  of(id: string): GeoPoint | null {
    return this.readPinpoints()[id] ?? null;
  }

  private readPinpoints(): Record<string, GeoPoint> {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(ADDRESS_PINPOINTS_KEY) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      const points: Record<string, GeoPoint> = {};
      for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
        const p = value as { lat?: unknown; lng?: unknown };
        if (typeof p?.lat === 'number' && typeof p?.lng === 'number' && Number.isFinite(p.lat) && Number.isFinite(p.lng)) {
          points[id] = { lat: p.lat, lng: p.lng };
        }
      }
      return points;
    } catch {
      return {};
    }
  }

  write(id: string, point: GeoPoint): void {
    this.storage.setItem(ADDRESS_PINPOINTS_KEY, JSON.stringify({ ...this.readPinpoints(), [id]: point }));
  }

  forget(id: string): void {
    const points = this.readPinpoints();
    if (!(id in points)) return;
    delete points[id];
    this.storage.setItem(ADDRESS_PINPOINTS_KEY, JSON.stringify(points));
  }
}
