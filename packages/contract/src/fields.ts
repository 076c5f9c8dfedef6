// The field builders of the portal's request schemas (decision 0520): each check carries the portal's Indonesian
// message, so the adapters (before sending) and the fake portal (on arrival) refuse a field with the same words.
// Every check is one `v.check` with the JSON Schema words it stands for (JSON_OF_CHECK, read by the document's
// writer): valibot is one module of the home page's boot file, so each other action a schema names would add its code
// to the first download.
import * as v from 'valibot';
import { ABSENT } from './check';

type Issue = v.BaseIssue<unknown>;
type Item<T> = v.PipeItem<T, T, Issue>;

const isMissing = (x: unknown): boolean => x === undefined || x === null;
const isBlank = (x: unknown): boolean => isMissing(x) || (typeof x === 'string' && x.trim() === '');
const isEmpty = (x: unknown): boolean => isMissing(x) || x === '';

/** The JSON Schema of each check (`minLength`, `pattern`, ...), for docs/openapi.json. */
export const JSON_OF_CHECK = new WeakMap<object, Readonly<Record<string, unknown>>>();

function rule<T>(ok: (value: T) => boolean, message: string | ((issue: Issue) => string), json: Readonly<Record<string, unknown>>): v.CheckAction<T, typeof message> {
  const action = v.check(ok, message);
  JSON_OF_CHECK.set(action, json);
  return action;
}

/** For an optional field, the JSON Schema of the other values that count as none ('' or a blank text), for the document. */
export const JSON_OF_NONE = new WeakMap<object, Readonly<Record<string, unknown>>>();

const BLANK = { type: 'string', pattern: '^\\s*$' } as const;
const EMPTY = { const: '' } as const;

function optional<S extends v.GenericSchema>(schema: S, absent: (value: unknown) => boolean, none?: Readonly<Record<string, unknown>>): v.NullishSchema<S, undefined> {
  const out = v.nullish(schema);
  ABSENT.set(out, absent);
  if (none) JSON_OF_NONE.set(out, none);
  return out;
}

interface TextOptions {
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: RegExp;
  /** The message of a text the pattern refuses; '<label> tidak valid' by default. */
  readonly patternMessage?: string;
}

/** A required text, checked trimmed (its length, its pattern); `checkRequest` gives it trimmed. */
export function text(label: string, options: TextOptions = {}) {
  const required = `${label} wajib diisi`;
  const { min, max, pattern } = options;
  const items: Item<string>[] = [rule((s) => s.trim() !== '', required, { minLength: 1 })];
  if (min !== undefined) items.push(rule((s) => s.trim().length >= min, `${label} minimal ${min} karakter`, { minLength: min }));
  if (max !== undefined) items.push(rule((s) => s.trim().length <= max, `${label} maksimal ${max} karakter`, { maxLength: max }));
  if (pattern) items.push(rule((s) => pattern.test(s.trim()), options.patternMessage ?? `${label} tidak valid`, { pattern: pattern.source }));
  return v.pipe(v.string((issue) => (isMissing(issue.input) ? required : `${label} harus berupa teks`)), ...(items as [Item<string>]));
}

/** A text that may be left out, but once sent (not null) must be filled. */
export const sentText = (label: string, options: TextOptions = {}) => optional(text(label, options), isMissing);

/** An optional text: absent, null or blank is no text. */
export const optText = (label: string, options: TextOptions = {}) => optional(text(label, options), isBlank, BLANK);

interface IntOptions {
  readonly min?: number;
  readonly max?: number;
}

/** A required whole number, as a JSON number or its digits in a text. */
export function int(label: string, options: IntOptions = {}) {
  const required = `${label} wajib diisi`;
  const whole = `${label} harus berupa angka bulat`;
  const message = (issue: Issue): string => (isEmpty(issue.input) ? required : whole);
  const { min, max } = options;
  const items: Item<number>[] = [v.check((n: number) => Number.isSafeInteger(n), whole)];
  if (min !== undefined) items.push(v.check((n) => n >= min, `${label} minimal ${min}`));
  if (max !== undefined) items.push(v.check((n) => n <= max, `${label} maksimal ${max}`));
  // The document describes what may be sent (its input side): a number, or a text of digits.
  const digits = /^\s*-?\d+\s*$/;
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), rule((s) => digits.test(s), message, { pattern: digits.source }))], message),
    v.transform((x: number | string) => Number(x)),
    ...(items as [Item<number>]),
  );
}

/** An optional whole number: absent, null or '' is none. */
export const optInt = (label: string, options: IntOptions = {}) => optional(int(label, options), isEmpty, EMPTY);

const TRUE: readonly unknown[] = [true, 1, '1', 'true'];

/** A yes or no: a JSON boolean, 1/0, or '1', '0', 'true', 'false'. */
export function bool(label: string) {
  const message = (issue: Issue): string => (isMissing(issue.input) ? `${label} wajib diisi` : `${label} harus bernilai benar atau salah`);
  return v.pipe(v.union([v.boolean(), v.picklist([1, 0, '1', '0', 'true', 'false'])], message), v.transform((x) => TRUE.includes(x)));
}

/** An optional yes or no: absent or null is none. */
export const optBool = (label: string) => optional(bool(label), isMissing);

/** One of a fixed list of texts. */
export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return v.picklist(values, (issue) => (isEmpty(issue.input) ? `${label} wajib diisi` : `${label} harus salah satu dari: ${values.join(', ')}`));
}

/** An optional one of a fixed list: absent, null or '' is none. */
export const optOneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) => optional(oneOf(label, values), isEmpty, EMPTY);

interface ListOptions {
  readonly max?: number;
  /** An empty list is allowed (it is refused as missing by default). */
  readonly allowEmpty?: boolean;
}

/** A list of positive whole numbers (ids). */
export function intList(label: string, options: ListOptions = {}) {
  const list = `${label} harus berupa daftar angka`;
  const required = `${label} wajib diisi`;
  const { max } = options;
  const item = v.pipe(v.number(list), rule((n: number) => Number.isSafeInteger(n) && n >= 1, list, { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }));
  const items: Item<number[]>[] = options.allowEmpty ? [] : [rule((l: number[]) => l.length > 0, required, { minItems: 1 })];
  if (max !== undefined) items.push(rule((l: number[]) => l.length <= max, `${label} maksimal ${max} item`, { maxItems: max }));
  return v.pipe(v.array(item, (issue) => (isMissing(issue.input) ? required : list)), ...(items as [Item<number[]>]));
}

/** An optional list of ids: absent or null is none. */
export const optIntList = (label: string, options: ListOptions = {}) => optional(intList(label, options), isMissing);

/**
 * A list of objects whose fields are whole numbers (an order's items): one message for a missing or empty list, one
 * for any item that is not an object of whole numbers within its bounds.
 */
export function itemList<K extends string>(messages: { readonly list: string; readonly item: string }, fields: Readonly<Record<K, IntOptions>>, max: number) {
  const { list, item } = messages;
  const whole = (options: IntOptions) => {
    const { min, max: top } = options;
    return v.pipe(
      v.union([v.number(), v.pipe(v.string(), rule((s) => /^\s*-?\d+\s*$/.test(s), item, { pattern: '^\\s*-?\\d+\\s*$' }))], item),
      v.transform((x: number | string) => Number(x)),
      v.check((n: number) => Number.isSafeInteger(n) && (min === undefined || n >= min) && (top === undefined || n <= top), item),
    );
  };
  const entries = Object.fromEntries(Object.entries<IntOptions>(fields).map(([key, options]) => [key, whole(options)])) as Record<K, ReturnType<typeof whole>>;
  const items = v.array(v.object(entries, item), list);
  return v.pipe(items, rule((l: v.InferOutput<typeof items>) => l.length > 0 && l.length <= max, list, { minItems: 1, maxItems: max }));
}

/** An optional list of short texts (200 characters each): absent or null is none. */
export function optTextList(label: string, max = 20) {
  const message = `${label} harus berupa daftar teks (maksimal ${max})`;
  const list = v.array(v.pipe(v.string(message), rule((s: string) => s.length <= 200, message, { maxLength: 200 })), message);
  return optional(v.pipe(list, rule((l: v.InferOutput<typeof list>) => l.length <= max, message, { maxItems: max })), isMissing);
}
