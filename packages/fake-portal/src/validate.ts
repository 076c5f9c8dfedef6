import type { Context } from 'hono';
import { checkRequest, type RequestFields, type RequestSchema } from '@kado/contract';
import { badRequest, PortalError, MSG } from './errors';
import { JSON_BODY_LIMIT, JSON_DEPTH_LIMIT, jsonDepth, mediaType, NOT_JSON, readLimited, TOO_DEEP } from './body';

export type Body = Record<string, unknown>;

/**
 * Reads a JSON object body (issue 30 item 5): `application/json` only (415 otherwise; a call without a body and
 * without a type counts as `{}`), at most 64 kB counted while it arrives and 16 levels deep, both checked before it is
 * parsed (413); anything that is not a JSON object is a 400. No body, however malformed, reaches a 500.
 */
export function readJson(c: Context, limit: number = JSON_BODY_LIMIT): Promise<Body> {
  // Read once per request: the stream can be read only once, and a second reader gets the same answer.
  let read = bodies.get(c.req.raw);
  if (!read) bodies.set(c.req.raw, (read = parseJsonBody(c, limit)));
  return read;
}
const bodies = new WeakMap<Request, Promise<Body>>();

async function parseJsonBody(c: Context, limit: number): Promise<Body> {
  const type = mediaType(c.req.header('content-type'));
  if (type !== '' && type !== 'application/json') throw new PortalError(415, NOT_JSON);
  const bytes = await readLimited(c.req.raw, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest();
  }
  if (text.trim() === '') return {};
  if (type === '') throw new PortalError(415, NOT_JSON);
  if (jsonDepth(text) > JSON_DEPTH_LIMIT) throw new PortalError(413, TOO_DEEP);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest();
  return parsed as Body;
}

interface StrOpts { required?: boolean; min?: number; max?: number; pattern?: RegExp; patternMessage?: string }
interface NumOpts { required?: boolean; min?: number; max?: number }

/**
 * Collects field errors in Indonesian; `done()` throws one 422 with all of them.
 * Each getter returns the value when it is valid, else undefined (and records the error).
 */
export class Checker {
  private readonly errors: Record<string, string[]> = {};

  /** With a request schema: the body's fields in its order, so the 422's first message is the first field's (spec §8). */
  constructor(private readonly source: Body, private readonly order: readonly string[] = []) {}

  has(field: string): boolean {
    return this.source[field] !== undefined && this.source[field] !== null;
  }

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** True when the field has been refused already. */
  refused(field: string): boolean {
    return this.errors[field] !== undefined;
  }

  str(field: string, label: string, opts: StrOpts = {}): string | undefined {
    const v = this.source[field];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      if (opts.required !== false) this.add(field, `${label} wajib diisi`);
      return undefined;
    }
    if (typeof v !== 'string') {
      this.add(field, `${label} harus berupa teks`);
      return undefined;
    }
    const s = v.trim();
    if (opts.min !== undefined && s.length < opts.min) {
      this.add(field, `${label} minimal ${opts.min} karakter`);
      return undefined;
    }
    if (opts.max !== undefined && s.length > opts.max) {
      this.add(field, `${label} maksimal ${opts.max} karakter`);
      return undefined;
    }
    if (opts.pattern && !opts.pattern.test(s)) {
      this.add(field, opts.patternMessage ?? `${label} tidak valid`);
      return undefined;
    }
    return s;
  }

  optStr(field: string, label: string, opts: Omit<StrOpts, 'required'> = {}): string | undefined {
    return this.str(field, label, { ...opts, required: false });
  }

  int(field: string, label: string, opts: NumOpts = {}): number | undefined {
    const v = this.source[field];
    if (v === undefined || v === null || v === '') {
      if (opts.required !== false) this.add(field, `${label} wajib diisi`);
      return undefined;
    }
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n)) {
      this.add(field, `${label} harus berupa angka bulat`);
      return undefined;
    }
    if (opts.min !== undefined && n < opts.min) {
      this.add(field, `${label} minimal ${opts.min}`);
      return undefined;
    }
    if (opts.max !== undefined && n > opts.max) {
      this.add(field, `${label} maksimal ${opts.max}`);
      return undefined;
    }
    return n;
  }

  optInt(field: string, label: string, opts: Omit<NumOpts, 'required'> = {}): number | undefined {
    return this.int(field, label, { ...opts, required: false });
  }

  bool(field: string, label: string, required = true): boolean | undefined {
    const v = this.source[field];
    if (v === undefined || v === null) {
      if (required) this.add(field, `${label} wajib diisi`);
      return undefined;
    }
    if (typeof v === 'boolean') return v;
    if (v === 1 || v === '1' || v === 'true') return true;
    if (v === 0 || v === '0' || v === 'false') return false;
    this.add(field, `${label} harus bernilai benar atau salah`);
    return undefined;
  }

  oneOf<T extends string>(field: string, label: string, values: readonly T[], required = true): T | undefined {
    const v = this.source[field];
    if (v === undefined || v === null || v === '') {
      if (required) this.add(field, `${label} wajib diisi`);
      return undefined;
    }
    if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
    this.add(field, `${label} harus salah satu dari: ${values.join(', ')}`);
    return undefined;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the collected 422, if any. */
  done(): void {
    if (this.ok) return;
    const rank = (field: string): number => (this.order.includes(field) ? this.order.indexOf(field) : this.order.length);
    const errors = Object.fromEntries(Object.entries(this.errors).sort(([a], [b]) => rank(a) - rank(b)));
    const first = Object.values(errors)[0]?.[0] ?? MSG.invalid;
    throw new PortalError(422, first, errors);
  }
}

/**
 * Checks a body with its request schema of @kado/contract (decision 0520: the schema the adapters check before
 * sending): `fields` holds each valid field, `v` a Checker holding the refused ones, to which the route's own rules
 * add theirs before `v.done()` answers every error in one 422.
 */
export function checkBody<S extends RequestSchema>(schema: S, body: Body): { readonly fields: RequestFields<S>; readonly v: Checker } {
  const { fields, errors } = checkRequest(schema, body);
  const v = new Checker(body, Object.keys(schema.entries));
  for (const [field, [message]] of Object.entries(errors)) v.add(field, message);
  return { fields, v };
}

/** A path id: a positive integer, else 404 (an id that cannot exist names nothing). */
export function pathId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw new PortalError(404, MSG.notFound);
  return Number(raw);
}

/**
 * Checks a query with its schema of @kado/contract (decision 0521: the schema the adapters check before sending):
 * each valid field, or one 422 with every refused field's first message, in the schema's order.
 */
export function checkQuery<S extends RequestSchema>(c: Context, schema: S): RequestFields<S> {
  const { fields, v } = checkBody(schema, c.req.query() as Body);
  v.done();
  return fields;
}

interface Paging { page: number; limit: number }

/** The paging of a checked query: page 1 and the route's own page size when not given. */
export function paging(fields: { readonly page?: number | undefined; readonly limit?: number | undefined }, defaultLimit = 10): Paging {
  return { page: fields.page ?? 1, limit: fields.limit ?? defaultLimit };
}

export function paginate<T>(items: readonly T[], { page, limit }: Paging): { rows: T[]; pagination: { page: number; limit: number; total: number; total_page: number } } {
  const total = items.length;
  return {
    rows: items.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total, total_page: Math.ceil(total / limit) },
  };
}
