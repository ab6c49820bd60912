import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the real resolver on the first validation only, and answers what it answers', async () => {
    const real = vi.fn(
      async (values: Values): Promise<ResolverResult<Values>> =>
        values.email
          ? { values, errors: {} }
          : { values: {}, errors: { email: { type: 'min', message: 'Email is Required' } } },
    );
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Email is Required');
    const accepted = await resolver({ email: 'a@b.example' }, undefined, options);
    expect(accepted.values).toEqual({ email: 'a@b.example' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenCalledTimes(2);
  });
});
