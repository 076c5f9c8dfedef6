// The async kit (issue 14): keyed reads, paged lists and writes, MobX-native, shaped like TanStack's query core.
export { Query } from './query';
export { PagedQuery, type PagedSnapshot } from './paged-query';
export { Mutation } from './mutation';
export { JoinedRead } from './joined-read';
export { toErrorDetail, type LoadStatus } from './status';
