// The field builders of the portal's request schemas (decision 0520): each check carries the portal's Indonesian
// message, so the adapters (before sending) and the fake portal (on arrival) refuse a field with the same words.
import * as v from 'valibot';
import { ABSENT } from './check';

type Issue = v.BaseIssue<unknown>;
type Item<T> = v.PipeItem<T, T, Issue>;

const isMissing = (x: unknown): boolean => x === undefined || x === null;
const isBlank = (x: unknown): boolean => isMissing(x) || (typeof x === 'string' && x.trim() === '');
const isEmpty = (x: unknown): boolean => isMissing(x) || x === '';

function optional<S extends v.GenericSchema>(schema: S, absent: (value: unknown) => boolean): v.NullishSchema<S, undefined> {
  const out = v.nullish(schema);
  ABSENT.set(out, absent);
  return out;
}

interface TextOptions {
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: RegExp;
  /** The message of a text the pattern refuses; '<label> tidak valid' by default. */
  readonly patternMessage?: string;
}

/** A required text, trimmed, checked on its trimmed length and pattern. */
export function text(label: string, options: TextOptions = {}) {
  const required = `${label} wajib diisi`;
  const items: Item<string>[] = [v.trim(), v.nonEmpty(required)];
  if (options.min !== undefined) items.push(v.minLength(options.min, `${label} minimal ${options.min} karakter`));
  if (options.max !== undefined) items.push(v.maxLength(options.max, `${label} maksimal ${options.max} karakter`));
  if (options.pattern) items.push(v.regex(options.pattern, options.patternMessage ?? `${label} tidak valid`));
  return v.pipe(v.string((issue) => (isMissing(issue.input) ? required : `${label} harus berupa teks`)), ...(items as [Item<string>]));
}

/** An optional text: absent, null or blank is no text. */
export const optText = (label: string, options: TextOptions = {}) => optional(text(label, options), isBlank);

interface IntOptions {
  readonly min?: number;
  readonly max?: number;
}

/** A required whole number, as a JSON number or its digits in a text. */
export function int(label: string, options: IntOptions = {}) {
  const required = `${label} wajib diisi`;
  const whole = `${label} harus berupa angka bulat`;
  const message = (issue: Issue): string => (isEmpty(issue.input) ? required : whole);
  const items: Item<number>[] = [v.safeInteger(whole)];
  if (options.min !== undefined) items.push(v.minValue(options.min, `${label} minimal ${options.min}`));
  if (options.max !== undefined) items.push(v.maxValue(options.max, `${label} maksimal ${options.max}`));
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*-?\d+\s*$/, message))], message),
    v.transform((x: number | string) => Number(x)),
    ...(items as [Item<number>]),
  );
}

/** An optional whole number: absent, null or '' is none. */
export const optInt = (label: string, options: IntOptions = {}) => optional(int(label, options), isEmpty);

const TRUE: readonly unknown[] = [true, 1, '1', 'true'];

/** A yes or no: a JSON boolean, 1/0, or '1', '0', 'true', 'false'. */
function bool(label: string) {
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
export const optOneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) => optional(oneOf(label, values), isEmpty);

interface ListOptions {
  readonly max?: number;
  /** An empty list is allowed (it is refused as missing by default). */
  readonly allowEmpty?: boolean;
}

/** A list of positive whole numbers (ids). */
export function intList(label: string, options: ListOptions = {}) {
  const list = `${label} harus berupa daftar angka`;
  const required = `${label} wajib diisi`;
  const item = v.pipe(v.number(list), v.integer(list), v.minValue(1, list), v.maxValue(Number.MAX_SAFE_INTEGER, list));
  const items: Item<number[]>[] = options.allowEmpty ? [] : [v.nonEmpty(required)];
  if (options.max !== undefined) items.push(v.maxLength(options.max, `${label} maksimal ${options.max} item`));
  return v.pipe(v.array(item, (issue) => (isMissing(issue.input) ? required : list)), ...(items as [Item<number[]>]));
}

/** An optional list of ids: absent or null is none. */
export const optIntList = (label: string, options: ListOptions = {}) => optional(intList(label, options), isMissing);
