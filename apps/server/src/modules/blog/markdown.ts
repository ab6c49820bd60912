import MarkdownIt from 'markdown-it';

/** Link schemes a post may use; everything else (javascript:, data:, vbscript:, file:) is refused. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;
/** Pictures only from this shop's media store (the CSP allows nothing else, and no tracking pixels). */
const SAFE_IMAGE = /^\/media\/[\w.-]+$/;

/**
 * Markdown for blog posts (docs/product.md#blog, ADR 0297): no raw HTML (`html: false` prints it as
 * text), links only to web, mail and phone addresses and marked `nofollow noopener`, images only from
 * the media store. Rendered on the server so the web ships no Markdown library.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

md.validateLink = (url: string) => {
  // markdown-it has already normalised the URL (entities decoded, percent-encoded); control
  // characters and spaces a browser would skip are removed before the scheme is read.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const plain = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_LINK.test(plain) || SAFE_IMAGE.test(plain);
};

const renderToken = md.renderer.renderToken.bind(md.renderer);
md.renderer.rules.link_open = (tokens, idx, options) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  if (!SAFE_LINK.test(href)) token.attrSet('href', '#');
  if (!href.startsWith('/') && !href.startsWith('#')) token.attrSet('rel', 'nofollow noopener');
  return renderToken(tokens, idx, options);
};
const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  // A picture from elsewhere is shown as its words only.
  if (!SAFE_IMAGE.test(String(token.attrGet('src') ?? ''))) return md.utils.escapeHtml(token.content);
  token.attrSet('loading', 'lazy');
  return defaultImage(tokens, idx, options, env, self);
};

export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}

/** The first words of a post as plain text (a list's excerpt, a search engine's description). */
export function excerptOf(markdown: string, max = 200): string {
  const words: string[] = [];
  let length = 0;
  const tokens = md.parse(markdown, {});
  for (const [index, token] of tokens.entries()) {
    // Headings are not part of the excerpt: the first paragraphs are.
    if (token.type !== 'inline' || length >= max || tokens[index - 1]?.type === 'heading_open') continue;
    const text = (token.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline' || child.type === 'softbreak')
      .map((child) => (child.type === 'softbreak' ? ' ' : child.content))
      .join('');
    const flat = text.replace(/\s+/g, ' ').trim();
    if (flat) {
      words.push(flat);
      length += flat.length + 1;
    }
  }
  const all = words.join(' ');
  if (all.length <= max) return all;
  const cut = all.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
