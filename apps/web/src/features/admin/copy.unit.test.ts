import { describe, expect, it } from 'vitest';
import { displayName } from './copy';

describe('displayName', () => {
  it('names an account by its e-mail when it has no name', () => {
    expect(displayName({ name: '  ', email: 'a@example.com' })).toBe('a@example.com');
    expect(displayName({ name: 'Rina', email: 'a@example.com' })).toBe('Rina');
  });
});
