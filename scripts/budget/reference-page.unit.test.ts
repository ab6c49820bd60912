import { describe, expect, it } from 'vitest';
import { referencePageHtml } from './reference-page';

describe('the reference page', () => {
  it('is the same page every time: 120 cards and its script', () => {
    const html = referencePageHtml();
    expect(referencePageHtml()).toBe(html);
    expect(html.match(/<article /g)).toHaveLength(120);
  });

  it('carries a script that parses, so every load runs the same work', () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(referencePageHtml())?.[1];
    expect(script).toContain('insertRow');
    expect(() => new Function(script ?? '')).not.toThrow();
  });
});
