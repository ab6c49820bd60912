import type { Page } from '@playwright/test';

/**
 * A contrast check of our own, next to axe (docs/product.md#everyday-use). axe leaves out what it cannot or will
 * not judge: disabled and read-only fields (WCAG exempts inactive controls, but our read-only fields
 * carry the person's own data), text over backgrounds with alpha it reports only as "needs review",
 * and it only sees the state a test put the page in. This reads the colours the browser computed,
 * turns any CSS colour (oklch, color-mix, …) into sRGB through a canvas, blends every translucent
 * layer and ancestor opacity over what lies beneath, and answers each piece of visible text whose
 * contrast is below WCAG AA (4.5:1, or 3:1 for large text).
 */
export interface ContrastFailure {
  text: string;
  ratio: number;
  required: number;
  color: string;
  background: string;
  where: string;
}

export async function lowContrastText(page: Page): Promise<ContrastFailure[]> {
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const cache = new Map<string, RGBA>();
    /** Any computed CSS colour as straight (not premultiplied) sRGB 0..1 with alpha. */
    const rgba = (css: string): RGBA => {
      const hit = cache.get(css);
      if (hit) return hit;
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data as unknown as number[];
      const value: RGBA = [r! / 255, g! / 255, b! / 255, a! / 255];
      cache.set(css, value);
      return value;
    };
    /** Porter-Duff source-over of `top` on `under`. */
    const over = (top: RGBA, under: RGBA): RGBA => {
      const a = top[3] + under[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const fade = (c: RGBA, opacity: number): RGBA => [c[0], c[1], c[2], c[3] * opacity];
    const luminance = (c: RGBA) => {
      const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
    };
    const ratioOf = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const nameOf = (el: Element) => {
      const parts: string[] = [];
      for (let n: Element | null = el; n && parts.length < 3; n = n.parentElement) {
        const id = n.id ? `#${n.id}` : '';
        const testId = n.getAttribute('data-testid');
        const cls = typeof n.className === 'string' ? n.className.split(/\s+/).slice(0, 3).join('.') : '';
        parts.unshift(
          `${n.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${cls ? `.${cls}` : ''}`,
        );
      }
      return parts.join(' > ');
    };

    /** Splits a CSS list at its top-level commas (not those inside url(…) or gradients). */
    const layers = (list: string) => {
      const out: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < list.length; i++) {
        const ch = list[i];
        if (ch === '(') depth++;
        else if (ch === ')') depth--;
        else if (ch === ',' && depth === 0) {
          out.push(list.slice(start, i).trim());
          start = i + 1;
        }
      }
      out.push(list.slice(start).trim());
      return out;
    };
    /**
     * Whether a real picture or gradient paints under the text. daisyUI's menu items and buttons carry
     * `none, url(noise.svg)` sized `calc(var(--noise) * 100%)`, which is 0 by default: nothing is drawn,
     * yet axe sees "a background image" and files such text under "needs review", never as a violation.
     * That is how the active nav item's 2.4:1 went unreported.
     */
    const hasImage = (s: CSSStyleDeclaration) => {
      const images = layers(s.backgroundImage);
      const sizes = layers(s.backgroundSize);
      return images.some((image, i) => {
        if (image === 'none') return false;
        const size = sizes[i % sizes.length] ?? 'auto';
        // A zero width or height draws nothing (`0% auto` is what the browser computes for it).
        return !size.split(' ').some((part) => /^0(%|px)?$/.test(part));
      });
    };

    /** Text colour and background as painted, or null when an image or gradient lies under the text. */
    const painted = (el: Element): { fg: RGBA; bg: RGBA } | null => {
      const chain: Element[] = [];
      for (let n: Element | null = el; n; n = n.parentElement) chain.unshift(n);
      const styles = chain.map((n) => getComputedStyle(n));
      // Below the topmost opaque layer nothing shows through; above it an image makes the check blind.
      let firstOpaque = 0;
      styles.forEach((s, i) => {
        if (rgba(s.backgroundColor)[3] >= 1 && Number(s.opacity) >= 1) firstOpaque = i;
      });
      for (let i = firstOpaque; i < styles.length; i++) {
        if (hasImage(styles[i]!)) return null;
      }
      const fg = rgba(styles[styles.length - 1]!.color);
      // Each opacity groups its subtree: blend the group's result over what lies behind it.
      const paint = (i: number, behind: RGBA): { fg: RGBA; bg: RGBA } => {
        if (i === styles.length) return { fg: over(fg, behind), bg: behind };
        const s = styles[i]!;
        const opacity = Number(s.opacity);
        if (opacity < 1) {
          const inner = paint(i + 1, over(rgba(s.backgroundColor), [0, 0, 0, 0]));
          return { fg: over(fade(inner.fg, opacity), behind), bg: over(fade(inner.bg, opacity), behind) };
        }
        return paint(i + 1, over(rgba(s.backgroundColor), behind));
      };
      return paint(0, [1, 1, 1, 1]);
    };

    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const s = getComputedStyle(el);
      if (s.visibility !== 'visible' || s.clipPath !== 'none') return false;
      for (let n: Element | null = el; n; n = n.parentElement) {
        if (Number(getComputedStyle(n).opacity) === 0) return false;
      }
      return true;
    };

    const failures: ContrastFailure[] = [];
    const judge = (el: Element, text: string) => {
      if (!visible(el)) return;
      const colours = painted(el);
      if (!colours) return;
      const s = getComputedStyle(el);
      const size = Number.parseFloat(s.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      const ratio = ratioOf(colours.fg, colours.bg);
      if (ratio + 0.005 < required) {
        const hex = (c: RGBA) =>
          `#${c
            .slice(0, 3)
            .map((v) =>
              Math.round(v * 255)
                .toString(16)
                .padStart(2, '0'),
            )
            .join('')}`;
        failures.push({
          text: text.trim().slice(0, 60),
          ratio: Math.round(ratio * 100) / 100,
          required,
          color: hex(colours.fg),
          background: hex(colours.bg),
          where: nameOf(el),
        });
      }
    };

    // A modal dialog makes the rest of the page inert and covered: judge only what is in it.
    const scope = document.querySelector('dialog:modal') ?? document.body;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || seen.has(el) || !node.textContent?.trim()) continue;
      if (el.closest('script, style, noscript, template, svg, option')) continue;
      seen.add(el);
      judge(el, node.textContent);
    }
    // Field values are not text nodes, and axe skips disabled ones: read them here.
    for (const field of scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]):not([type=range]):not([type=color]), textarea',
    )) {
      const value = field.value?.trim();
      if (value) judge(field, value);
    }
    return failures;
  });
}

/**
 * The keyboard focus ring of the focused element: its outline, and the outline colour's contrast
 * with the background painted behind the element (WCAG 1.4.11 asks 3:1 of a focus indicator).
 */
export async function focusRing(page: Page): Promise<{ style: string; width: number; ratio: number }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (css: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data].map((v) => v / 255) as [number, number, number, number];
    };
    // The background behind the element: its ancestors' colours blended from the root down.
    let bg: [number, number, number] = [1, 1, 1];
    const chain: Element[] = [];
    for (let n = el.parentElement; n; n = n.parentElement) chain.unshift(n);
    for (const n of chain) {
      const [r, g, b, a] = rgba(getComputedStyle(n).backgroundColor);
      bg = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a)];
    }
    const s = getComputedStyle(el);
    const [r, g, b, a] = rgba(s.outlineColor);
    const ring: [number, number, number] = [
      r * a + bg[0] * (1 - a),
      g * a + bg[1] * (1 - a),
      b * a + bg[2] * (1 - a),
    ];
    const lum = (c: [number, number, number]) =>
      c
        .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [hi, lo] = [lum(ring), lum(bg)].sort((x, y) => y - x) as [number, number];
    return {
      style: s.outlineStyle,
      width: Number.parseFloat(s.outlineWidth),
      ratio: (hi + 0.05) / (lo + 0.05),
    };
  });
}
