// Checking a request body with its schema (decision 0520), apart from the field builders: the portal client of every
// page imports this, and only the adapters a page loads import the schemas and their builders.
import * as v from 'valibot';

/** What counts as "not given" for each optional field (the portal's wire rule: a blank text is no text). */
export const ABSENT = new WeakMap<object, (value: unknown) => boolean>();

/** A request body's schema: an object of the fields of fields.ts. */
export type RequestSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** Each field's checked value (trimmed, converted), or undefined when it is absent or refused. */
export type RequestFields<S extends RequestSchema> = {
  readonly [K in keyof S['entries']]: Exclude<v.InferOutput<S['entries'][K]>, null> | undefined;
};

interface RequestCheck<S extends RequestSchema> {
  readonly fields: RequestFields<S>;
  /** Per refused field (in the schema's order), its first message, as the portal's 422 carries it. */
  readonly errors: Readonly<Record<string, readonly [string]>>;
}

/**
 * Checks a request body field by field with its schema: every field is checked (all errors at once, the first one of
 * each field), and each valid field's value is given even when another field is refused.
 */
export function checkRequest<S extends RequestSchema>(schema: S, value: unknown): RequestCheck<S> {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  const errors: Record<string, readonly [string]> = {};
  for (const [key, entry] of Object.entries(schema.entries)) {
    const raw = source[key];
    if (ABSENT.get(entry)?.(raw)) {
      fields[key] = undefined;
      continue;
    }
    const result = v.safeParse(entry, raw, { abortPipeEarly: true });
    // A text is checked trimmed and given trimmed (the portal's wire rule).
    if (result.success) fields[key] = typeof result.output === 'string' ? result.output.trim() : result.output ?? undefined;
    else errors[key] = [result.issues[0].message];
  }
  return { fields: fields as RequestFields<S>, errors };
}
