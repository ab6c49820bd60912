import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code — zod and the form's schema — loads at the first validation
 * (the first submit) instead of with the page: a phone shows the sign-in form without first
 * downloading and running ~38 KB of validation code (docs/performance.md, web budget).
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}
