import { describe, expect, it } from 'vitest';
import { criticalCss, pageTokens, selectorRequirements } from './critical-css';

describe('selectorRequirements', () => {
  it('asks for every class and element written outside parentheses, per selector of the list', () => {
    expect(selectorRequirements('.card .card-body>h2.title,.btn:checked,ul li+li')).toEqual([
      ['card', 'card-body', '<h2', 'title'],
      ['btn'],
      ['<ul', '<li'],
    ]);
  });

  it('asks for nothing of a selector without a class of its own', () => {
    expect(selectorRequirements('*,:before,:after')).toEqual([[], [], []]);
    expect(selectorRequirements('[data-theme=dark]')).toEqual([[]]);
  });

  it('reads escaped class names as the HTML writes them', () => {
    expect(selectorRequirements('.md\\:grid-cols-2')).toEqual([['md:grid-cols-2']]);
    expect(selectorRequirements('.w-1\\/2,.\\[\\&\\>svg\\]\\:size-4>svg')).toEqual([
      ['w-1/2'],
      ['[&>svg]:size-4', '<svg'],
    ]);
    expect(selectorRequirements('.\\32 xl\\:flex')).toEqual([['2xl:flex']]);
    expect(selectorRequirements('.space-y-0\\.5>:not(:last-child)')).toEqual([['space-y-0.5']]);
  });

  it('does not ask for what :not() and other pseudo-classes name', () => {
    expect(selectorRequirements('.btn:not(.btn-disabled,.btn-ghost)')).toEqual([['btn']]);
    expect(selectorRequirements('.input:lang(ar)')).toEqual([['input']]);
  });

  it('asks for one of the alternatives of :is(), :where() and :has()', () => {
    expect(selectorRequirements(':is(.a,.b) .c')).toEqual([
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(selectorRequirements(':where(.space-y-2>:not(:last-child))')).toEqual([['space-y-2']]);
    expect(selectorRequirements(':root:has(input.theme-controller[value=dark]:checked)')).toEqual([
      ['<input', 'theme-controller'],
    ]);
    expect(selectorRequirements('.menu :where(ul, menu)')).toEqual([
      ['menu', '<ul'],
      ['menu', '<menu'],
    ]);
  });

  it('asks for a state no page is in before its first paint: pointer, press, focus, an open dialog', () => {
    expect(selectorRequirements('.btn:hover,.btn:active:focus-visible,.menu:focus-within>li')).toEqual([
      ['btn', ':hover'],
      ['btn', ':active', ':focus-visible'],
      ['menu', ':focus-within', '<li'],
    ]);
    expect(selectorRequirements('.modal::backdrop,input:focus')).toEqual([
      ['modal', '::backdrop'],
      ['<input', ':focus'],
    ]);
    // An open select's picker is not one: its `appearance: base-select` lays out the closed select's
    // options as well.
    expect(selectorRequirements('.select::picker(select)')).toEqual([['select']]);
    // Not when the state is only excluded, or one alternative does without it.
    expect(selectorRequirements('.menu li:not(:hover,.active)')).toEqual([['menu', '<li']]);
    expect(selectorRequirements('.btn:where(:checked,:focus-visible)')).toEqual([
      ['btn'],
      ['btn', ':focus-visible'],
    ]);
  });

  it('skips classes inside attribute values and strings', () => {
    expect(selectorRequirements('[data-tip=".x"] .y,a[href$=".pdf"]')).toEqual([['y'], ['<a']]);
  });

  it('asks for nothing once the alternatives pass the bound', () => {
    const many = `:is(${Array.from({ length: 9 }, (_, i) => `.a${i}`).join(',')})`;
    expect(selectorRequirements(`${many}${many}`)).toEqual([[]]);
  });
});

describe('pageTokens', () => {
  it('collects the classes of every element, entities decoded, and the elements’ names', () => {
    const html =
      '<div class="flex  md:grid"><svg class="size-4"></svg><p class="[&amp;&gt;svg]:size-4 a">x class=&quot;no&quot;</p></div>';
    expect([...pageTokens(html)].sort()).toEqual([
      '<div',
      '<p',
      '<svg',
      '[&>svg]:size-4',
      'a',
      'flex',
      'md:grid',
      'size-4',
    ]);
  });
});

describe('criticalCss', () => {
  const sheet = [
    '@layer theme, base, components, utilities;',
    '@layer theme{:root{--color:#123;--unread:1px;--via:var(--deep)}[data-theme=dark]{--color:#fff}:root{--deep:2px}}',
    '@layer base{*,:before{box-sizing:border-box}table{border-collapse:collapse}}',
    '@layer components{.modal{position:fixed}.card{display:flex;color:var(--color);margin:var(--via)}}',
    '@layer utilities{.flex{display:flex}.grid{display:grid}',
    '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}',
    '.dark .dark\\:text-white{color:#fff}}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --color{syntax:"*";inherits:true}',
    '@keyframes spin{to{transform:rotate(360deg)}}',
  ].join('');
  const critical = criticalCss(sheet);

  it('keeps the rules the page can use, in the sheet order, and drops the others', () => {
    const css = critical('<html><body><div class="card flex md:grid">x</div></body></html>');
    expect(css).toBe(
      [
        '@layer theme, base, components, utilities;',
        // Only the custom properties something kept reads, and what those read in turn.
        '@layer theme{:root{--color:#123;--via:var(--deep)}[data-theme=dark]{--color:#fff}:root{--deep:2px}}',
        // No table on the page.
        '@layer base{*,:before{box-sizing:border-box}}',
        '@layer components{.card{display:flex;color:var(--color);margin:var(--via)}}',
        '@layer utilities{.flex{display:flex}@media (min-width:48rem){.md\\:grid{display:grid}}}',
        '@property --color{syntax:"*";inherits:true}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    );
  });

  it('leaves out rules that apply only while a person points at, presses or focuses an element', () => {
    const css = criticalCss(
      '.btn{color:red}.btn:hover{color:blue}@media (hover:hover){.btn:hover{color:green}}.btn:not(:focus){outline:0}',
    )('<button class="btn">x</button>');
    expect(css).toBe('.btn{color:red}.btn:not(:focus){outline:0}');
  });

  it('keeps the custom properties the page’s own inline styles read', () => {
    expect(critical('<p class="flex" style="width:var(--unread)">x</p>')).toContain('--unread:1px');
  });

  it('keeps the dark theme rules: the theme script sets `dark` on the page before it paints', () => {
    expect(critical('<p class="dark:text-white">x</p>')).toContain('.dark .dark\\:text-white{color:#fff}');
  });

  it('keeps a revealed block’s rule: the app sets `bb-visible` as it scrolls into view (ADR 0431)', () => {
    const css = criticalCss('.bb-enter{opacity:0}.bb-enter.bb-visible{opacity:1}.modal{position:fixed}')(
      '<div class="bb-enter">x</div>',
    );
    expect(css).toBe('.bb-enter{opacity:0}.bb-enter.bb-visible{opacity:1}');
  });

  it('keeps an emptied named layer named, so the layers keep their order when the sheet arrives', () => {
    const css = criticalCss('@layer components{.modal{position:fixed}}@layer utilities{.flex{display:flex}}')(
      '<p class="flex"></p>',
    );
    expect(css).toBe('@layer components;@layer utilities{.flex{display:flex}}');
  });
});
