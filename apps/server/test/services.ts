import { randomBytes } from 'node:crypto';

/**
 * The shared Redis the multi-instance tests count in: TEST_REDIS_URL (CI sets it to
 * redis://127.0.0.1:6379). Without it those tests run in-process only, which CI does not allow.
 */
const testRedisUrl = process.env.TEST_REDIS_URL || undefined;
if (process.env.CI && !testRedisUrl) {
  throw new Error('TEST_REDIS_URL is not set: CI runs the rate limits on Redis as well (see .ci/run)');
}

/** App overrides that count rate limits in the test Redis under a prefix of their own. */
export function redisOverrides(url = testRedisUrl): Record<string, string> {
  if (!url) throw new Error('TEST_REDIS_URL is not set');
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `bb-test-${randomBytes(6).toString('hex')}:` };
}

/** The rate-limit backends a suite runs on: in-process always, Redis when there is one. */
export const rateLimitBackends: { name: string; overrides: () => Record<string, string> }[] = [
  { name: 'in-process', overrides: () => ({}) },
  ...(testRedisUrl ? [{ name: 'Redis', overrides: () => redisOverrides() }] : []),
];
