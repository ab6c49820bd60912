import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';

/**
 * The part of the app's style sheet a page the server drew needs for its first paint (ADR 0420):
 * every rule that could match an element of the page, in the sheet's order, so the page paints from
 * its own HTML instead of waiting for the whole sheet (150 KB, 23 KB in gzip) on a phone's network.
 *
 * A rule is left out only when each of its selectors needs a class or an element that is on no element
 * of the page (`selectorRequirements`): such a selector cannot match it. Rules that apply on any page
 * (`:root`, `*`, the themes) keep only the custom properties something kept reads, and `@property`
 * likewise. Over-keeping costs bytes; leaving out a rule the page needs would change how it looks,
 * which the end-to-end test "a drawn page looks the same before its style sheet arrives" checks.
 *
 * The sheet is parsed once per build (postcss); a page's part is chosen per render in 1.5–5 ms.
 * Beasties, which matches each selector against the page's parsed DOM, took 60–125 ms a page here.
 */
export type CriticalCss = (html: string, tokens?: ReadonlySet<string>) => string;

/**
 * Classes counted as on every page: the one a page's `<html>` gets before its first paint from the
 * theme script (THEME_INIT_SCRIPT), and the one the app sets on a drawn block as it scrolls into view
 * (components/ui/reveal.tsx). The SPA plugin names them to the boot script too, which then does not
 * apply the whole sheet for them (ADR 0431).
 */
export const CLASSES_ON_EVERY_PAGE = ['dark', 'bb-visible'] as const;

type Piece =
  /** A style rule: kept when one of its selectors' requirements is all on the page. */
  | { kind: 'rule'; text: string; needs: readonly string[][] }
  /**
   * A rule that applies on any page (`:root`, `*`, `[data-theme=dark]`): kept, with only the custom
   * properties something kept reads (`var(--x)`).
   */
  | { kind: 'defaults'; selector: string; declarations: Declaration[] }
  /** `@property --x`: kept when something kept reads `--x`. */
  | { kind: 'property'; name: string; text: string }
  /** A block at-rule holding rules (@media, @supports, @layer, @container): kept when any of them is. */
  | { kind: 'group'; open: string; children: Piece[]; isLayer: boolean; statement: string }
  /** Kept whatever the page holds (@font-face, @keyframes, `@layer a, b;`…). */
  | { kind: 'always'; text: string };

interface Declaration {
  text: string;
  /** The custom property it sets, if it sets one. */
  sets?: string;
  /** The custom properties its value reads. */
  reads: string[];
}

/** Group at-rules whose children are rules to be chosen; any other at-rule is kept whole. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style']);

const VAR_READ = /var\(\s*(--[\w-]+)/g;
const readsOf = (text: string): string[] => [...text.matchAll(VAR_READ)].map((m) => m[1] ?? '');

export function criticalCss(sheet: string): CriticalCss {
  const pieces = toPieces(postcss.parse(sheet));
  // `tokens`: the page's, when the caller has read them already (plugins/spa.ts names them to the boot script).
  return (html, tokens = pageTokens(html)) => {
    const page = new Set(tokens);
    for (const name of CLASSES_ON_EVERY_PAGE) page.add(name);
    const kept = pieces.map((piece) => chosen(piece, page)).filter((piece) => piece !== undefined);
    // The custom properties the page reads: in the rules kept, in its own inline styles, and in what
    // the defaults they read are set to, and so on.
    const read = new Set(readsOf(html));
    const defaults: Declaration[] = [];
    const visit = (piece: Piece) => {
      if (piece.kind === 'rule' || piece.kind === 'always')
        for (const name of readsOf(piece.text)) read.add(name);
      else if (piece.kind === 'group') piece.children.forEach(visit);
      else if (piece.kind === 'defaults') {
        for (const declaration of piece.declarations) {
          if (declaration.sets) defaults.push(declaration);
          else for (const name of declaration.reads) read.add(name);
        }
      }
    };
    kept.forEach(visit);
    for (let grew = true; grew; ) {
      grew = false;
      for (const declaration of defaults) {
        if (!declaration.sets || !read.has(declaration.sets)) continue;
        for (const name of declaration.reads) {
          if (!read.has(name)) {
            read.add(name);
            grew = true;
          }
        }
      }
    }
    return kept.map((piece) => written(piece, read)).join('');
  };
}

function toPieces(container: Container): Piece[] {
  const pieces: Piece[] = [];
  for (const node of container.nodes ?? []) {
    const piece = toPiece(node);
    if (piece) pieces.push(piece);
  }
  return pieces;
}

function toPiece(node: ChildNode): Piece | undefined {
  if (node.type === 'comment') return undefined;
  if (node.type === 'decl') return { kind: 'always', text: `${node.toString()};` };
  if (node.type === 'rule') {
    const needs = selectorRequirements(node.selector);
    const declarations = node.nodes.filter((child) => child.type === 'decl');
    const setsCustom = declarations.some((d) => d.prop.startsWith('--'));
    if (
      needs.some((needed) => needed.length === 0) &&
      setsCustom &&
      declarations.length === node.nodes.length
    ) {
      return {
        kind: 'defaults',
        selector: node.selector,
        declarations: declarations.map((d) => ({
          text: `${d.prop}:${d.value}${d.important ? '!important' : ''}`,
          sets: d.prop.startsWith('--') ? d.prop : undefined,
          reads: readsOf(d.value),
        })),
      };
    }
    return { kind: 'rule', text: node.toString(), needs };
  }
  const at = node as AtRule;
  if (at.name === 'property' && at.params.startsWith('--')) {
    return { kind: 'property', name: at.params.trim(), text: atRuleText(at) };
  }
  if (!at.nodes || !GROUPING_AT_RULES.has(at.name)) return { kind: 'always', text: atRuleText(at) };
  return {
    kind: 'group',
    open: `@${at.name}${at.params ? ` ${at.params}` : ''}{`,
    children: toPieces(at),
    isLayer: at.name === 'layer' && at.params.trim() !== '',
    statement: `@layer ${at.params};`,
  };
}

function atRuleText(at: AtRule): string {
  const text = at.toString();
  return at.nodes ? text : `${text};`;
}

/** The piece as far as the page can use it, or undefined when it can use none of it. */
function chosen(piece: Piece, page: ReadonlySet<string>): Piece | undefined {
  if (piece.kind === 'rule') {
    return piece.needs.some((needed) => needed.every((token) => page.has(token))) ? piece : undefined;
  }
  if (piece.kind !== 'group') return piece;
  const children = piece.children.map((child) => chosen(child, page)).filter((child) => child !== undefined);
  // A named layer's place in the cascade is where it is first named: an emptied one stays named, or
  // the layers after it would rank differently once the whole sheet arrives.
  return children.length > 0 || piece.isLayer ? { ...piece, children } : undefined;
}

function written(piece: Piece, read: ReadonlySet<string>): string {
  switch (piece.kind) {
    case 'rule':
    case 'always':
      return piece.text;
    case 'property':
      return read.has(piece.name) ? piece.text : '';
    case 'defaults': {
      const declarations = piece.declarations.filter((d) => !d.sets || read.has(d.sets)).map((d) => d.text);
      return declarations.length > 0 ? `${piece.selector}{${declarations.join(';')}}` : '';
    }
    case 'group': {
      const inner = piece.children.map((child) => written(child, read)).join('');
      if (inner) return `${piece.open}${inner}}`;
      return piece.isLayer ? piece.statement : '';
    }
  }
}

/**
 * What the page must hold for a selector list to match: alternatives, each a set of classes and
 * element names (`<name`) that must all be on the page. Those written outside parentheses count, and
 * so do those in `:is()`, `:where()` and `:has()`, which must match too (one of their alternatives);
 * those in `:not()` and any other pseudo-class's parentheses do not. Past a bound on the alternatives,
 * nothing is required (the rule is kept).
 */
export function selectorRequirements(selectorList: string): string[][] {
  const parser = new SelectorReader(selectorList);
  return parser.list(false).map((alternative) => [...alternative]);
}

/**
 * States a page cannot be in before its first paint, so a selector that needs one (outside `:not()`)
 * cannot match then: a person's pointer, press or focus on an element, an open dialog's backdrop.
 * Recorded as a requirement no page holds (ADR 0422); the whole sheet, added with the app, brings
 * those rules before anyone can use them. Not `::picker(select)`: its `appearance: base-select` lays
 * out a closed select's options too (the end-to-end test of the drawn pages' rules caught it).
 */
const NOT_BEFORE_FIRST_PAINT = new Set([
  ':hover',
  ':active',
  ':focus',
  ':focus-visible',
  ':focus-within',
  '::backdrop',
]);

/** Alternatives of classes, all of one alternative required. */
type Requirement = Set<string>[];

const MAX_ALTERNATIVES = 64;
/** Pseudo-classes whose arguments must match as well, so their classes are required. */
const MATCHING_PSEUDO_CLASSES = new Set([':is', ':where', ':has', ':matches', ':-webkit-any', ':-moz-any']);

class SelectorReader {
  private at = 0;
  constructor(private readonly text: string) {}

  /** A selector list up to its end (or the `)` closing it when `nested`). */
  list(nested: boolean): Requirement {
    const alternatives: Requirement = [];
    for (;;) {
      alternatives.push(...this.complex());
      const c = this.text[this.at];
      if (c === ',') {
        this.at++;
        continue;
      }
      if (c === ')' && nested) this.at++;
      break;
    }
    return alternatives.length > MAX_ALTERNATIVES ? [new Set()] : alternatives;
  }

  /** One complex selector, up to a `,` or `)` at its level (not consumed). */
  private complex(): Requirement {
    let requirement: Requirement = [new Set()];
    const text = this.text;
    // Where a type selector may start: the selector's start, or after a combinator.
    let compoundStart = true;
    while (this.at < text.length) {
      const c = text[this.at] ?? '';
      if (c === ',' || c === ')') break;
      const startsCompound = compoundStart;
      compoundStart = c === ' ' || c === '>' || c === '+' || c === '~';
      if (startsCompound && /[a-zA-Z]/.test(c)) {
        const tag = `<${this.identifier(this.at).toLowerCase()}`;
        for (const alternative of requirement) alternative.add(tag);
      } else if (c === '\\') this.at += 2;
      else if (c === '"' || c === "'") this.skipString(c);
      else if (c === '[') {
        this.at++;
        this.skipTo(']');
      } else if (c === '.') {
        const name = this.identifier(this.at + 1);
        for (const alternative of requirement) alternative.add(name);
      } else if (c === ':') {
        let end = this.at + 1;
        if (text[end] === ':') end++;
        while (end < text.length && /[\w-]/.test(text[end] ?? '')) end++;
        const pseudo = text.slice(this.at, end).toLowerCase();
        this.at = end;
        if (NOT_BEFORE_FIRST_PAINT.has(pseudo))
          for (const alternative of requirement) alternative.add(pseudo);
        if (text[this.at] === '(') {
          this.at++;
          if (MATCHING_PSEUDO_CLASSES.has(pseudo)) requirement = product(requirement, this.list(true));
          else this.skipTo(')');
        }
      } else this.at++;
    }
    return requirement;
  }

  /** An identifier starting at `from`, unescaped; leaves the reader after it. */
  private identifier(from: number): string {
    let end = from;
    while (end < this.text.length) {
      const d = this.text[end] ?? '';
      if (d === '\\') end = escapeEnd(this.text, end);
      else if (/[\w-]/.test(d) || d.charCodeAt(0) > 0x7f) end++;
      else break;
    }
    this.at = end;
    return unescapeIdentifier(this.text.slice(from, end));
  }

  private skipString(quote: string) {
    this.at++;
    while (this.at < this.text.length && this.text[this.at] !== quote) {
      this.at += this.text[this.at] === '\\' ? 2 : 1;
    }
    this.at++;
  }

  /** Past the bracket or parenthesis closing the one just passed, nested ones and strings included. */
  private skipTo(close: ']' | ')') {
    const open = close === ']' ? '[' : '(';
    let depth = 1;
    while (this.at < this.text.length && depth > 0) {
      const c = this.text[this.at];
      if (c === '\\') this.at += 2;
      else if (c === '"' || c === "'") this.skipString(c);
      else {
        if (c === open) depth++;
        else if (c === close) depth--;
        this.at++;
      }
    }
  }
}

/** Both requirements at once: every pairing of their alternatives (bounded; past it, nothing required). */
function product(left: Requirement, right: Requirement): Requirement {
  if (left.length * right.length > MAX_ALTERNATIVES) return [new Set()];
  return left.flatMap((a) => right.map((b) => new Set([...a, ...b])));
}

/** Where an escape starting at `at` (its backslash) ends: a hex escape takes one whitespace after it. */
function escapeEnd(text: string, at: number): number {
  const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(at + 1, at + 8));
  return at + 1 + (hex ? hex[0].length : 1);
}

function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const TAG = /<([a-zA-Z][\w-]*)/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * What a selector can ask of the page: every class on an element (entities decoded), and every
 * element's name as `<name` (lower case).
 */
export function pageTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const match of html.matchAll(TAG)) tokens.add(`<${(match[1] ?? '').toLowerCase()}`);
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = (match[1] ?? '').replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? entity;
    });
    for (const name of value.split(/\s+/)) if (name) tokens.add(name);
  }
  return tokens;
}
