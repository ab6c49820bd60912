/** Everything shared that needs no zod: safe to import on the app's critical path. */
export * from './admin';
export * from './bangla-names';
export * from './bike-facts';
export * from './blog';
export * from './copy';
export * from './enums';
export * from './format';
export * from './listing';
export * from './media';
export * from './money';
export * from './places';
export * from './routes';
export * from './search';
export * from './shop';
export * from './theme';
