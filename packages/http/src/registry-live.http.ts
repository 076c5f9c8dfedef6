import { giftProductQuery } from '@kado/contract';
import * as v from 'valibot';
import {
  domainError,
  type CallOptions,
  type ConditionalGiftPage,
  type GiftProductQuery,
  type RegistryFeedEnd,
  type RegistryFeedEvent,
  type RegistryLiveGateway,
} from '@kado/domain';
import type { PortalClient } from './portal-client';
import { createEventStreamParser, type ServerSentEvent } from './event-stream';
import { giftProductDto } from './registry.dto';
import { pageDto } from './wire.dto';
import { UNEXPECTED_MESSAGE } from './map-error';

const giftPageDto = v.object({ data: pageDto(giftProductDto) });
const readyDto = v.object({ version: v.string() });
const changeDto = v.object({
  version: v.string(),
  gift_ids: v.array(v.pipe(v.union([v.number(), v.string()]), v.transform(String))),
  registry: v.optional(v.boolean(), false),
});

/** An event of the stream as the domain sees it; null for an event this client does not know or cannot read. */
export function toFeedEvent(sse: ServerSentEvent): RegistryFeedEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(sse.data);
  } catch {
    return null;
  }
  if (sse.event === 'ready') {
    const r = v.safeParse(readyDto, json);
    return r.success ? { kind: 'ready', version: r.output.version } : null;
  }
  if (sse.event === 'change') {
    const r = v.safeParse(changeDto, json);
    return r.success ? { kind: 'change', version: r.output.version, giftIds: r.output.gift_ids, registryChanged: r.output.registry } : null;
  }
  return sse.event === 'gone' ? { kind: 'gone' } : null;
}

/** RegistryLiveGateway over the portal API: the change stream read with fetch, gift pages read with If-None-Match. */
export class HttpRegistryLiveGateway implements RegistryLiveGateway {
  constructor(private readonly client: PortalClient) {}

  async listen(username: string, onEvent: (event: RegistryFeedEvent) => void, signal: AbortSignal): Promise<RegistryFeedEnd> {
    const res = await this.client.response(`v1/registry/${encodeURIComponent(username)}/events`, {
      stream: true,
      signal,
      headers: { accept: 'text/event-stream' },
    });
    // No room for another stream now (the portal's caps, issue 26): poll, and try the stream again later.
    if (res.status === 429 || res.status === 503) {
      await res.body?.cancel().catch(() => undefined);
      return 'busy';
    }
    // No stream here (an older portal, a proxy's error page, or a registry this visitor may not see): poll instead.
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/event-stream') || res.body === null) {
      await res.body?.cancel().catch(() => undefined);
      return 'unavailable';
    }
    let gone = false;
    const parse = createEventStreamParser((sse) => {
      const event = toFeedEvent(sse);
      if (event === null) return;
      if (event.kind === 'gone') gone = true;
      onEvent(event);
    });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    // A fetch that ignores the signal once the answer has begun (an in-process portal) still stops reading.
    const stop = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', stop, { once: true });
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || gone) break;
        parse(value);
      }
    } catch {
      // The network dropped the stream, or the page aborted it: either way it is closed.
    } finally {
      signal.removeEventListener('abort', stop);
      stop();
    }
    return gone ? 'unavailable' : 'closed';
  }

  async giftsIfChanged(userSlug: string, query: GiftProductQuery, etag: string | null, options?: CallOptions): Promise<ConditionalGiftPage> {
    const res = await this.client.response(`v2/gift-products/${encodeURIComponent(userSlug)}`, {
      query: { page: query.page, limit: query.limit ?? 10, sort: query.sort, 'filter[status]': query.status },
      querySchema: giftProductQuery,
      ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      ...(options?.signal ? { signal: options.signal } : {}),
    });
    if (res.status === 304) return { changed: false };
    if (!res.ok) {
      throw domainError(res.status === 404 ? { kind: 'not-found', message: '', redirectTo404: false } : { kind: 'unexpected', message: UNEXPECTED_MESSAGE });
    }
    const parsed = v.safeParse(giftPageDto, await res.json().catch(() => null));
    if (!parsed.success) throw domainError({ kind: 'unexpected', message: UNEXPECTED_MESSAGE });
    return { changed: true, etag: res.headers.get('etag'), page: parsed.output.data };
  }
}
