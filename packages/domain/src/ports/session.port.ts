import type { CallOptions } from './call-options.port';

/** Event types of registry tracking (spec §3 Event types). */
export type TrackingEventType = 'add-to-cart-non-registry' | 'add-to-cart-registry' | 'add-product-to-registry';

/** A registry tracking event: type, value (e.g. product_id and sku_id) and path (spec §7). */
export interface TrackingEventInput {
  readonly type: TrackingEventType;
  readonly value: Readonly<Record<string, string>>;
  readonly path: string;
}

/** Visit sessions and registry events (spec §7 Sessions). */
export interface SessionGateway {
  /** Records a route visit; guestId only while not logged in (POST v1/sessions/record). */
  record(path: string, guestId: string | null, options?: CallOptions): Promise<void>;
  /** Merges a guest's sessions into the user after login (POST v1/sessions/merge). */
  merge(guestId: string, options?: CallOptions): Promise<void>;
  /** Sends a registry tracking event (POST v1/events). */
  event(input: TrackingEventInput, options?: CallOptions): Promise<void>;
}
