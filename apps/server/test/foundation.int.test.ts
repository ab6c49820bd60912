import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('foundation', () => {
  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it("lists product.md's three brands first with their fixed ids, then the market's (ADR 0290)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { _id: string; category_id: string; category_name: string; img: string }[];
    expect(body.slice(0, 3).map((c) => [c._id, c.category_name])).toEqual([
      ['1', 'Yamaha'],
      ['2', 'Bajaj'],
      ['3', 'Suzuki'],
    ]);
    expect(body.length).toBeGreaterThanOrEqual(25);
    for (const c of body.slice(0, 3)) expect(c.img).toMatch(/^\/media\/[0-9a-f]{32}-1280\.webp$/);
    for (const c of body) expect(c.category_id).toBe(c._id);
  });

  it('serves the generated brand pictures from /media with a long cache', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    const res = await t.app.inject({ method: 'GET', url: first.img });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers an unknown /api path with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // No inline script runs but the theme's, named by the hash of its exact text (ADR 0106).
    const themeHash = createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64');
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${themeHash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses large JSON answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 with a message for an unknown category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category/99' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such category.');
  });

  it('creates sessions usable by cookie and by bearer token', async () => {
    const buyer = await createUser(t, { role: 'Buyer' });
    for (const headers of [buyer.headers, buyer.bearer]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ email: buyer.email, role: 'Buyer' });
    }
  });

  it('never lets sign-up choose Admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Mallory',
        email: 'mallory@test.bestbikes.example',
        password: 'long-enough-pass',
        role: 'Admin',
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
