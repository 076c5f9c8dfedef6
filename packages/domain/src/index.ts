// Public API of @kado/domain: pure rules, entity types, ports and domain errors. Imports nothing.
export * from './rules';
export * from './model';
export * from './ports';
export * from './errors/domain-error';
