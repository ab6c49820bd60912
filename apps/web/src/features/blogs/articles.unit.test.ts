import { describe, expect, it } from 'vitest';
import { ARTICLES } from './articles';
import { ARTICLES_BN } from './articles.bn';

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

  it('have a Bangla version of each, in the same order and as many paragraphs', () => {
    expect(ARTICLES_BN.map((a) => a.id)).toEqual(ARTICLES.map((a) => a.id));
    ARTICLES_BN.forEach((article, index) => {
      expect(article.question).toMatch(/[\u0980-\u09FF].*\?$/);
      expect(article.paragraphs).toHaveLength(ARTICLES[index]?.paragraphs.length ?? -1);
      for (const p of article.paragraphs) {
        expect(p.length).toBeGreaterThan(200);
        // Bangla sentences: technical terms may stay in Latin script (the most technical paragraph is
        // still four letters in ten Bangla), the sentences may not; English text scores 0.
        const bengali = p.match(/[\u0980-\u09FF]/g)?.length ?? 0;
        expect(bengali / p.replace(/\s/g, '').length).toBeGreaterThan(0.3);
      }
    });
  });
});
