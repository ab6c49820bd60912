import type { FieldValues, Resolver } from 'react-hook-form';
import { loadReceivedTexts } from './i18n/translate-external';

/**
 * A react-hook-form resolver whose code — zod and the form's schema — loads at the first validation
 * (the first submit) instead of with the page: a phone shows the sign-in form without first
 * downloading and running ~38 KB of validation code (docs/performance.md, web budget). The
 * translations of the contract's check messages come with it (a Bangla page's: ADR 0104).
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([load(), loadReceivedTexts()]).then(([resolver]) => resolver);
    return (await loading)(values, context, options);
  };
}
