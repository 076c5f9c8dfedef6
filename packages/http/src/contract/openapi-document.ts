// The OpenAPI 3.1 document of the portal API (issue 29 item 4, decision 0448), written from PORTAL_OPERATIONS and the
// adapters' valibot schemas by @valibot/to-json-schema. Shared answer shapes are named components; an answer is
// described as the portal sends it (the schemas' input side: before the adapters' transforms).
import * as v from 'valibot';
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig } from '@valibot/to-json-schema';
import { JSON_OF_CHECK, JSON_OF_NONE } from '@kado/contract';
import { sessionDto, userDto } from '../auth.dto';
import { addressDto } from '../address.dto';
import { cartDto } from '../cart.dto';
import { merchantDto, productDto } from '../catalogue.dto';
import { chatDto, childDto } from '../misc.dto';
import { orderDto } from '../order.dto';
import { giftProductDto, greetingDto, registryDto } from '../registry.dto';
import { reviewDto, reviewReplyDto } from '../review.dto';
import { voucherDto } from '../voucher.dto';
import { PORTAL_OPERATIONS, type PortalOperation } from './portal-operations';

type Json = Record<string, unknown>;

/** The answer shapes many operations share, named in `components.schemas`. */
const NAMED: Record<string, v.GenericSchema> = {
  Session: sessionDto, User: userDto, Address: addressDto, Cart: cartDto, Merchant: merchantDto, Product: productDto,
  Chat: chatDto, Child: childDto, Order: orderDto, GiftProduct: giftProductDto, Greeting: greetingDto, Registry: registryDto,
  Review: reviewDto, ReviewReply: reviewReplyDto, Voucher: voucherDto,
};

// A request field's checks are `v.check`s that carry their JSON Schema words (@kado/contract, decision 0520).
const CONFIG: ConversionConfig = {
  target: 'draft-2020-12', typeMode: 'input', definitions: NAMED,
  overrideAction: ({ valibotAction, jsonSchema }) => {
    const words = JSON_OF_CHECK.get(valibotAction);
    return words ? { ...jsonSchema, ...words } : undefined;
  },
  // An optional field is also none when blank ('' for a number or a choice, any blank text): the portal accepts it.
  overrideSchema: ({ valibotSchema, jsonSchema }) => {
    const none = JSON_OF_NONE.get(valibotSchema);
    return none && Array.isArray(jsonSchema.anyOf) ? { ...jsonSchema, anyOf: [...jsonSchema.anyOf, none] } : undefined;
  },
};

const toComponents = <T>(schema: T): T => JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/')) as T;

/** One valibot schema as JSON Schema whose references point into `components.schemas`. */
function schemaOf(schema: v.GenericSchema): Json {
  const out = toJsonSchema(schema, CONFIG) as Json;
  delete out['$schema'];
  delete out['$defs'];
  return toComponents(out);
}

/** A query field's JSON Schema: as its body field would be, but a query carries no null. */
function queryFieldOf(field: v.GenericSchema): Json {
  const out = schemaOf(field);
  if (!Array.isArray(out['anyOf'])) return out;
  const branches = (out['anyOf'] as Json[]).filter((branch) => branch['type'] !== 'null');
  return branches.length === 1 ? branches[0]! : { ...out, anyOf: branches };
}

const ERROR_SCHEMA: Json = {
  type: 'object',
  description: 'Every failure: the text to show (Indonesian), and per field its errors on a 422.',
  properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
  required: ['message'],
};

const json = (schema: Json): Json => ({ 'application/json': { schema } });

function successOf(op: PortalOperation): [string, Json] {
  const answer = op.answer;
  switch (answer.kind) {
    case 'data':
      return [String(answer.status ?? 200), { description: 'The answer in the `data` envelope', content: json({ type: 'object', properties: { data: schemaOf(answer.schema) }, required: ['data'] }) }];
    case 'body':
      return ['200', { description: 'The answer', content: json(schemaOf(answer.schema)) }];
    case 'none':
      return [String(answer.status ?? 200), { description: 'Done; the body carries nothing a client needs', content: json({ type: 'object' }) }];
    case 'stream':
      return ['200', { description: 'Server-sent events: `ready` ({"version"}) then `change` ({"version","gift_ids","registry"})', content: { 'text/event-stream': { schema: { type: 'string' } } } }];
    case 'image':
      return ['200', { description: 'The image', content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } } }];
  }
}

function operationOf(op: PortalOperation): Json {
  const [status, success] = successOf(op);
  const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const parameters: Json[] = pathNames.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  // A query's fields as its schema of @kado/contract describes them (decision 0521); a required one is not nullish.
  for (const [name, field] of Object.entries(op.query?.entries ?? {})) {
    parameters.push({ name, in: 'query', required: field.type !== 'nullish', schema: queryFieldOf(field) });
  }
  const responses: Json = { [status]: success };
  if (op.conditional) responses['304'] = { description: 'Not changed since the ETag sent in If-None-Match' };
  if (op.answer.kind === 'stream') responses['503'] = { $ref: '#/components/responses/Busy' };
  responses['4XX'] = { $ref: '#/components/responses/Error' };
  const out: Json = {
    operationId: op.id,
    summary: op.summary,
    tags: [op.tag],
    security: op.auth === 'session' ? [{ bearer: [] }] : [{}, { bearer: [] }],
  };
  if (parameters.length > 0) out['parameters'] = parameters;
  if (op.body === 'multipart') {
    out['requestBody'] = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { image: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['image'] } } },
    };
  } else if (op.body) {
    out['requestBody'] = { required: true, content: json(schemaOf(op.body)) };
  }
  out['responses'] = responses;
  return out;
}

/** The portal API as an OpenAPI 3.1 document (docs/openapi.json). */
export function portalOpenApi(): Json {
  const paths: Record<string, Json> = {};
  for (const op of PORTAL_OPERATIONS) (paths[op.path] ??= {})[op.method] = operationOf(op);
  const schemas: Json = { Error: ERROR_SCHEMA, ...toComponents(toJsonSchemaDefs(NAMED, { target: 'draft-2020-12', typeMode: 'input' })) };
  const tags = [...new Set(PORTAL_OPERATIONS.map((op) => op.tag))].map((name) => ({ name, description: `The ${name} calls` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kado portal API',
      version: '1',
      description: 'The API the Kado web client calls (docs/api-contract.md in prose). Written by `npm run openapi` from the valibot schemas of @kado/http; do not edit by hand.',
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api', description: 'Same origin as the web app' }],
    tags,
    paths,
    components: {
      schemas,
      responses: {
        Error: { description: 'A failure (400, 401, 403, 404, 409, 413, 415, 422, 429, or 490: not found, shown in place)', content: json({ $ref: '#/components/schemas/Error' }) },
        Busy: { description: 'Too many live connections: ask again after Retry-After', content: json({ $ref: '#/components/schemas/Error' }) },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The access token of POST /v1/login' } },
    },
  };
}
