import { describe, expect, it } from 'vitest';
import { ARTICLES } from './articles';

describe('blog articles', () => {
  it('are four, each with a unique id, a question and a few solid paragraphs', () => {
    expect(ARTICLES).toHaveLength(4);
    expect(new Set(ARTICLES.map((a) => a.id)).size).toBe(4);
    for (const article of ARTICLES) {
      expect(article.question.endsWith('?')).toBe(true);
      expect(article.paragraphs.length).toBeGreaterThanOrEqual(3);
      for (const p of article.paragraphs) expect(p.length).toBeGreaterThan(200);
    }
  });
});
