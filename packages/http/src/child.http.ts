import { addChildRequest, updateChildRequest } from '@kado/contract';
import type { CallOptions, Child, ChildGateway, ChildInput } from '@kado/domain';
import { childDto } from './misc.dto';
import type { PortalClient } from './portal-client';
import { rowsDto } from './wire.dto';

const childRowsDto = rowsDto(childDto);
const at = (id: string): string => encodeURIComponent(id);

function childBody(input: ChildInput): Record<string, unknown> {
  return {
    name: input.name,
    is_default: input.isDefault,
    ...(input.birthDate ? { birth_date: input.birthDate } : {}),
    ...(input.gender ? { gender: input.gender } : {}),
  };
}

/** ChildGateway over the portal API (spec §7 Children). */
export class HttpChildGateway implements ChildGateway {
  constructor(private readonly client: PortalClient) {}

  list(options?: CallOptions): Promise<readonly Child[]> {
    return this.client.data('v1/children', childRowsDto, { signal: options?.signal });
  }

  create(input: ChildInput, options?: CallOptions): Promise<Child> {
    return this.client.data('v1/children', childDto, { method: 'post', json: childBody(input), request: addChildRequest, signal: options?.signal });
  }

  update(id: string, input: ChildInput, options?: CallOptions): Promise<Child> {
    return this.client.data(`v1/children/${at(id)}`, childDto, { method: 'put', json: childBody(input), request: updateChildRequest, signal: options?.signal });
  }

  remove(id: string, options?: CallOptions): Promise<void> {
    return this.client.send(`v1/children/${at(id)}`, { method: 'delete', signal: options?.signal });
  }

  setDefault(id: string, options?: CallOptions): Promise<Child> {
    return this.client.data(`v1/children/${at(id)}/set-default`, childDto, { method: 'post', json: {}, signal: options?.signal });
  }
}
