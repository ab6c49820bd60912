import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * English is the source language (product.md copy is the English text); Bangla is the translation.
 * How to add or translate a message: docs/architecture.md, "How to translate".
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.unit.test.*'],
    },
  ],
  // No origins: file paths in the catalogs only make merge conflicts between branches.
  format: formatter({ origins: false }),
});
