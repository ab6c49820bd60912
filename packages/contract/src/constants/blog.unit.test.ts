import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, slugify } from './blog';

describe('blog addresses', () => {
  it('are made from a title: small letters, digits and Bangla words joined by single hyphens', () => {
    expect(slugify('What is a Fair Price?')).toBe('what-is-a-fair-price');
    expect(slugify('  Yamaha FZS   V3 — 2024 review!! ')).toBe('yamaha-fzs-v3-2024-review');
    expect(slugify('বর্ষায় বাইক চালানো।')).toBe('বর্ষায়-বাইক-চালানো');
    expect(slugify('BRTA-তে মালিকানা বদল')).toBe('brta-তে-মালিকানা-বদল');
    expect(slugify('!!!')).toBe('');
    for (const title of ['What is a Fair Price?', 'বর্ষায় বাইক চালানো।', 'a--b', 'x'.repeat(200)])
      expect(slugify(title)).toMatch(BLOG_SLUG_PATTERN);
  });

  it('are cut at a word to the longest allowed', () => {
    const long = slugify(`${'motorbike '.repeat(20)}end`);
    expect(long.length).toBeLessThanOrEqual(BLOG_SLUG_MAX);
    expect(long.endsWith('-')).toBe(false);
    expect(slugify('x'.repeat(200))).toHaveLength(BLOG_SLUG_MAX);
  });

  it('refuse capitals, spaces, slashes and doubled or edge hyphens', () => {
    for (const bad of ['Capital', 'two words', 'a/b', 'a--b', '-a', 'a-', '', 'a_b', 'a.b'])
      expect(BLOG_SLUG_PATTERN.test(bad), bad).toBe(false);
  });
});
