/** One page of a paged list (spec §3: page, total_page); `page` is 1-based. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly totalPage: number;
}
