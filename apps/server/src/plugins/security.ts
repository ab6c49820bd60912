import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from '@best-bikes/contract';
import type { Config } from '../config';

/** The one inline script the page has (the theme before the first paint), allowed by its hash. */
const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * The Content-Security-Policy the SPA runs under: no foreign script and no inline one but the theme's
 * (by its hash), images from us
 * (and data: URLs for generated placeholders), frames only from the card provider when it is on.
 * Styles allow 'unsafe-inline' because the toast library injects a <style> element at run time.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", THEME_SCRIPT_HASH, ...(stripe ? ['https://js.stripe.com'] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images may come from the bucket's public URL when /media redirects there (ADR 0091).
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
    ],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    'frame-src': stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...(config.SSLCOMMERZ_STORE_ID ? ['https://*.sslcommerz.com'] : [])],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // Helmet adds this by default; over plain http (local runs) it would break every request.
    'upgrade-insecure-requests': config.baseUrl.startsWith('https://') ? [] : null,
  };
}
