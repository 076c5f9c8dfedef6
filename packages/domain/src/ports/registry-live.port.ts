import type { GiftProduct, Page } from '../model';
import type { CallOptions } from './call-options.port';
import type { GiftProductQuery } from './registry.port';

/** One event of a registry's change stream (GET v1/registry/{username}/events, decision 0260). */
export type RegistryFeedEvent =
  /** The stream is open; `version` names the registry as it is now. */
  | { readonly kind: 'ready'; readonly version: string }
  /** Something the requester can see changed: these gifts (added, changed or removed) and/or the registry itself. */
  | { readonly kind: 'change'; readonly version: string; readonly giftIds: readonly string[]; readonly registryChanged: boolean }
  /** The requester may no longer see the registry (made private): the stream ends. */
  | { readonly kind: 'gone' };

/**
 * How a change stream ended: closed (by the portal or the network, worth reconnecting), not offered at all, or busy
 * (the portal has no room for another stream now, 429 or 503: poll, and try the stream again later).
 */
export type RegistryFeedEnd = 'closed' | 'unavailable' | 'busy';

/** A page of gifts read with a validator: unchanged since the validator, or the new page with its new validator. */
export type ConditionalGiftPage =
  | { readonly changed: false }
  | { readonly changed: true; readonly etag: string | null; readonly page: Page<GiftProduct> };

/** A registry's changes as they happen, for pages that stay open (issue 16: live no-double-gifting). */
export interface RegistryLiveGateway {
  /**
   * Listens to a registry's change stream until it ends or `signal` aborts, handing each event to `onEvent`.
   * Resolves 'unavailable' when the portal offers no stream (the page polls instead), 'busy' when it has no room for
   * one now (the page polls and tries again later), 'closed' when an open stream ended; rejects with a DomainError when it could not connect (offline, timeout).
   */
  listen(username: string, onEvent: (event: RegistryFeedEvent) => void, signal: AbortSignal): Promise<RegistryFeedEnd>;
  /** A page of the registry's gifts (GET v2/gift-products/{userSlug}) unless unchanged since `etag` (If-None-Match, 304). */
  giftsIfChanged(userSlug: string, query: GiftProductQuery, etag: string | null, options?: CallOptions): Promise<ConditionalGiftPage>;
}

/**
 * Whether the page is shown (the Page Visibility API in a browser, and `pagehide`: a page being left or put in the
 * back-forward cache counts as hidden): a hidden page neither polls nor streams.
 */
export interface PageVisibility {
  /** True while the page is visible. */
  isVisible(): boolean;
  /** Calls `listener` whenever visibility changes; the answer stops listening. */
  onChange(listener: (visible: boolean) => void): () => void;
}
