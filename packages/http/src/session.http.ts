import type { CallOptions, SessionGateway, TrackingEventInput } from '@kado/domain';
import type { PortalClient } from './portal-client';

/** SessionGateway over the portal API (spec §7 Sessions and registry event tracking). */
export class HttpSessionGateway implements SessionGateway {
  constructor(private readonly client: PortalClient) {}

  record(path: string, guestId: string | null, options?: CallOptions): Promise<void> {
    return this.client.send('v1/sessions/record', {
      method: 'post',
      json: guestId ? { path, guest_id: guestId } : { path },
      signal: options?.signal,
    });
  }

  merge(guestId: string, options?: CallOptions): Promise<void> {
    return this.client.send('v1/sessions/merge', { method: 'post', json: { guest_id: guestId }, signal: options?.signal });
  }

  event(input: TrackingEventInput, options?: CallOptions): Promise<void> {
    return this.client.send('v1/events', {
      method: 'post',
      json: { type: input.type, value: input.value, path: input.path },
      signal: options?.signal,
    });
  }
}
