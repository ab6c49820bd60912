import type { Plugin } from 'vite';

/**
 * @lingui/core (5.9) writes a plural's number with `Intl.NumberFormat` whether or not the chosen form
 * holds a `#`, and ours place a number we formatted (a unit test fails on a `#` in a catalog). A page's first
 * `Intl.NumberFormat`, of any locale, costs 13–28 ms of main thread on a desktop CPU, unthrottled: the
 * first plural a page drew paid it (ADR 0439). The build asks for the number only when the form holds a
 * `#`: the text of every message stays exactly as Lingui writes it.
 */
export const LINGUI_OCTOTHORPE = {
  before: 'const valueStr = number(locales, value, numberFormat);',
  after:
    'if (!message.includes(OCTOTHORPE_PH)) return message;\n    const valueStr = number(locales, value, numberFormat);',
} as const;

/** The one change to @lingui/core's file; throws when a Lingui upgrade has moved the line. */
export function pluralsWithoutIntlNumbers(code: string): string {
  const at = code.indexOf(LINGUI_OCTOTHORPE.before);
  if (at < 0 || code.indexOf(LINGUI_OCTOTHORPE.before, at + 1) >= 0)
    throw new Error(
      "lingui-plurals: @lingui/core's replaceOctothorpe has changed: see ADR 0439 before upgrading Lingui",
    );
  return code.replace(LINGUI_OCTOTHORPE.before, LINGUI_OCTOTHORPE.after);
}

export function linguiPlurals(): Plugin {
  return {
    name: 'best-bikes:lingui-plurals',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/ },
      handler: (code) => ({ code: pluralsWithoutIntlNumbers(code), map: null }),
    },
  };
}
