import * as v from 'valibot';
import type { Page } from '@kado/domain';

/** A wire id (integer, sometimes a string) as the domain's string id. */
export const idDto = v.pipe(v.union([v.number(), v.string()]), v.transform(String));

/** An optional wire id as string or null. */
export const optionalIdDto = v.pipe(
  v.nullish(v.union([v.number(), v.string()]), null),
  v.transform((value) => (value === null ? null : String(value))),
);

/** A nullable string the portal may also omit. */
export const optionalString = v.nullish(v.string(), null);

/** A paged list: `{ rows, pagination: { page, total_page } }` (wire conventions). */
export function pageDto<S extends v.GenericSchema>(item: S) {
  return v.pipe(
    v.object({
      rows: v.array(item),
      pagination: v.object({ page: v.number(), total_page: v.number() }),
    }),
    v.transform(
      (dto): Page<v.InferOutput<S>> => ({ items: dto.rows, page: dto.pagination.page, totalPage: dto.pagination.total_page }),
    ),
  );
}

/** An unpaged list: `{ rows }` (decision 0041). */
export function rowsDto<S extends v.GenericSchema>(item: S) {
  return v.pipe(
    v.object({ rows: v.array(item) }),
    v.transform((dto): readonly v.InferOutput<S>[] => dto.rows),
  );
}
