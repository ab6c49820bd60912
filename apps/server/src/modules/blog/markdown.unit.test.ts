import { describe, expect, it } from 'vitest';
import { excerptOf, renderMarkdown } from './markdown';

describe('blog Markdown (ADR 0297)', () => {
  it('renders the usual Markdown', () => {
    const html = renderMarkdown('## Papers\n\nCheck the **tax token**:\n\n- one\n- two\n\n1. first\n');
    expect(html).toContain('<h2>Papers</h2>');
    expect(html).toContain('<strong>tax token</strong>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>');
  });

  it('prints raw HTML as text: no script, no event handlers', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nHi <img src=x onerror="alert(2)"> <b onclick=alert(3)>bold</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<b |<iframe/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
  });

  it('refuses javascript:, data: and vbscript: links, however they are spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&#58;alert(1)',
      '&#106;avascript:alert(1)',
      '%6Aavascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      ' javascript:alert(1)',
    ]) {
      const html = renderMarkdown(`[click](${href}) and <${href}>`);
      expect(html, href).not.toMatch(/href="(?!#")/i);
      expect(html.toLowerCase(), href).not.toMatch(/href="[^"]*(script|data):/);
    }
    expect(renderMarkdown('![x](javascript:alert(1))')).not.toContain('<img');
    expect(renderMarkdown('![x](data:image/svg+xml;base64,AAAA)')).not.toContain('<img');
  });

  it('marks links to other sites nofollow noopener and keeps the shop’s own plain', () => {
    expect(renderMarkdown('[BRTA](https://brta.gov.bd)')).toContain(
      '<a href="https://brta.gov.bd" rel="nofollow noopener">BRTA</a>',
    );
    expect(renderMarkdown('see https://example.com/x')).toContain('rel="nofollow noopener"');
    expect(renderMarkdown('[guide](/bikes)')).toContain('<a href="/bikes">guide</a>');
  });

  it('shows pictures only from the media store', () => {
    expect(renderMarkdown('![bike](/media/0123456789abcdef0123456789abcdef-1280.webp)')).toContain(
      '<img src="/media/0123456789abcdef0123456789abcdef-1280.webp" alt="bike" loading="lazy">',
    );
    const outside = renderMarkdown('![pixel](https://tracker.example/p.gif)');
    expect(outside).not.toContain('<img');
    expect(outside).toContain('pixel');
  });

  it('keeps HTML entities as text and escapes attribute breakers', () => {
    expect(renderMarkdown('Tom &amp; Jerry &lt;b&gt; &copy;')).toContain('Tom &amp; Jerry &lt;b&gt; ©');
    const html = renderMarkdown('[x](https://a.example/"onmouseover="alert(1))');
    expect(html).not.toContain('" onmouseover');
    expect(html).not.toMatch(/"\s*onmouseover=/);
  });

  it('makes an excerpt of the first paragraphs, without headings or markup', () => {
    expect(excerptOf('# Title\n\nFirst **bold** `code` line\nnext.\n\nSecond.')).toBe(
      'First bold code line next. Second.',
    );
    const long = excerptOf(`${'word '.repeat(100)}`, 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long.endsWith('…')).toBe(true);
    expect(excerptOf('<script>x</script>')).toBe('<script>x</script>');
  });
});
