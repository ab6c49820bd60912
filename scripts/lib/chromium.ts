import { existsSync } from 'node:fs';

/** Debian's Chromium (no browser download), for the web budget and the screenshots. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the end-to-end tests drive: Debian's headless shell, the lighter headless build Playwright itself
 * runs headless tests in (a third less CPU than the full browser here, ADR 0401), else the full Chromium.
 * Lighthouse keeps the full browser: its figures are a phone's.
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ??
  (existsSync('/usr/lib/chromium/chromium-headless-shell')
    ? '/usr/lib/chromium/chromium-headless-shell'
    : CHROMIUM_PATH);

/** Flags that keep it quiet on a machine with no internet (its background connections are refused). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
