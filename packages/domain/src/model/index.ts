// Entity types of the domain: readonly, camelCase (the http adapter maps the snake_case wire).
export type * from './page';
export type * from './user';
export type * from './registry';
export type * from './catalogue';
export type * from './search';
export type * from './address';
export type * from './child';
export type * from './cart';
export type * from './review';
export type * from './voucher';
export type * from './order';
export type * from './affiliate';
export type * from './misc';
export type * from './fund';
