// The async kit (issue 14): keyed reads, paged lists and writes, MobX-native, shaped like TanStack's query core.
export { Query, type QueryFn, type QueryOptions } from './query';
export { PagedQuery, type PageFn, type PagedQueryOptions, type PagedSnapshot } from './paged-query';
export { Mutation, type MutationOptions, type MutationResult } from './mutation';
export { isAbort, toErrorDetail, type LoadStatus } from './status';
