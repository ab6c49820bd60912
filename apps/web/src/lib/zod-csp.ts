/**
 * Our Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses zod's probe for its
 * compiled fast path (`new Function("")`), and the browser reports a violation on every page that
 * validates (docs/product.md#hardening). zod reads the probe's switch when each object schema is built, so it
 * must be off before zod's own file loads: zod takes its settings from this global, and the web
 * build loads zod later, in its own file. Without eval zod interprets its schemas; ours are small.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
