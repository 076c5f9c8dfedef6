import type { Analytics, TrackingEventInput } from '@kado/domain';

/** An Analytics that reports nowhere (a store built without one, e.g. in a test). */
export const NO_ANALYTICS: Analytics = { pageView: () => undefined, event: () => undefined };

/**
 * Spec §3/§7: a tracked event (add-to-cart-non-registry, add-to-cart-registry, add-product-to-registry) reaches the
 * Analytics adapter with its value fields and path, besides the portal's v1/events.
 */
export function reportEvent(analytics: Analytics, input: TrackingEventInput): void {
  analytics.event(input.type, { ...input.value, path: input.path });
}
