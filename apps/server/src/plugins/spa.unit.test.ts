import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from './spa';

/** A web build with a page in each language (ADR 0104): English's and `index.bn.html`. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-spa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<html lang="en"><head></head><body>en</body></html>');
  writeFileSync(path.join(dir, 'index.bn.html'), '<html lang="bn"><head></head><body>bn</body></html>');
  writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify({ '/login': ['/assets/login-en.js'] }));
  writeFileSync(
    path.join(dir, 'route-preloads.bn.json'),
    JSON.stringify({ '/login': ['/assets/login-bn.js'] }),
  );
  return dir;
}

describe('the page in the reader’s language', () => {
  const webDist = fakeBuild();
  const app = Fastify();
  beforeAll(async () => {
    await app.register(spaPlugin, { webDist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends English by default, and says the answer depends on the cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('sends Bangla to whoever chose it, with the Bangla build’s preloads', async () => {
    const res = await app.inject({ method: 'GET', url: '/login', headers: { cookie: 'a=1; lang=bn' } });
    expect(res.body).toContain('<html lang="bn">');
    expect(res.body).toContain('/assets/login-bn.js');
    expect(res.body).not.toContain('/assets/login-en.js');
  });

  it('follows a link’s ?lang= over the cookie', async () => {
    const bn = await app.inject({ method: 'GET', url: '/?lang=bn', headers: { cookie: 'lang=en' } });
    expect(bn.body).toContain('<html lang="bn">');
    const en = await app.inject({ method: 'GET', url: '/login?lang=en', headers: { cookie: 'lang=bn' } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('/assets/login-en.js');
  });

  it('sends English for a language it has no page in', async () => {
    const res = await app.inject({ method: 'GET', url: '/?lang=fr', headers: { cookie: 'lang=xx' } });
    expect(res.body).toContain('<html lang="en">');
  });

  it('answers an unknown path with the not-found page in the chosen language', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page', headers: { cookie: 'lang=bn' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="bn">');
  });
});

describe('a public page’s body rendered by the server (ADR 0370)', () => {
  const webDist = fakeBuild();
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html lang="en"><head><script type="module" crossorigin src="/assets/app-A1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(webDist, 'route-preloads.json'),
    JSON.stringify({ '/': ['/assets/home-B2.js'], '/blogs': ['/assets/blogs-C3.js'] }),
  );
  mkdirSync(path.join(webDist, 'ssr', 'en'), { recursive: true });
  writeFileSync(path.join(webDist, 'ssr', 'en', 'entry-server.js'), 'export const secret = 1;');
  const asked: string[] = [];
  const app = Fastify();
  beforeAll(async () => {
    await app.register(spaPlugin, {
      webDist,
      headHints: [
        async () => [
          '<link rel="preload" href="/api/categories" as="fetch" crossorigin="anonymous">',
          '<link rel="preload" as="image" href="/media/a-640.webp">',
        ],
      ],
      pageHead: async ({ pathname }) =>
        pathname === '/bikeDetails/sold-one'
          ? { title: 'Sold', description: 'Sold.', tags: [], status: 410 as const }
          : undefined,
      pageBody: async ({ pathname, lang }) => {
        asked.push(`${lang} ${pathname}`);
        return pathname === '/'
          ? {
              html: '<p>the page, $& as written</p>',
              data: '<script type="application/json" id="ssr-data">{}</script>',
            }
          : undefined;
      },
      notFoundBody: async ({ rawPath, lang }) => {
        asked.push(`${lang} 404 ${rawPath}`);
        return {
          html: '<p>not found</p>',
          data: '<script type="application/json" id="ssr-data">{}</script>',
        };
      },
      signedIn: (cookie) => Boolean(cookie?.includes('session=')),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('puts the body in the root and the data block before </body>, without fetch preloads', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain(
      '<div id="root"><p>the page, $& as written</p></div><script type="application/json" id="ssr-data">{}</script></body>',
    );
    expect(res.body).not.toContain('as="fetch"');
    expect(res.body).toContain('<link rel="preload" as="image" href="/media/a-640.webp">');
  });

  it('names the app’s code to the boot script only, on a page it drew (ADR 0390)', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain(
      '<script defer src="/app-boot.js" data-modules="/assets/app-A1.js" data-preload="/assets/home-B2.js"></script>',
    );
  });

  it('leaves a page without a body to the app, its code and preloads at low priority (ADR 0455)', async () => {
    const res = await app.inject({ method: 'GET', url: '/blogs' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('as="fetch"');
    expect(res.body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/app-A1.js"></script>',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/blogs-C3.js">',
    );
    expect(res.body).not.toContain('app-boot.js');
  });

  it('never renders a signed-in visitor’s page', async () => {
    asked.length = 0;
    const res = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'session=abc' } });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/app-A1.js"></script>',
    );
    expect(res.body).not.toContain('app-boot.js');
    expect(asked).toEqual([]);
  });

  it('answers an unknown path 404 with the not-found page drawn, for a signed-out visitor only (ADR 0372)', async () => {
    asked.length = 0;
    const res = await app.inject({ method: 'GET', url: '/no/Such%20page?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(
      '<div id="root"><p>not found</p></div><script type="application/json" id="ssr-data">',
    );
    expect(res.body).toContain('data-modules="/assets/app-A1.js" data-preload=""');
    expect(res.body).not.toContain('<script type="module"');
    // The path as written, which the browser's router reads too.
    expect(asked).toEqual(['en 404 /no/Such%20page']);
    asked.length = 0;
    const signedIn = await app.inject({ method: 'GET', url: '/no/such', headers: { cookie: 'session=abc' } });
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/app-A1.js"></script>',
    );
    expect(asked).toEqual([]);
  });

  it('loads the app’s code at low priority on a page it answers gone, too (ADR 0455)', async () => {
    const res = await app.inject({ method: 'GET', url: '/bikeDetails/sold-one' });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/app-A1.js"></script>',
    );
  });

  it('does not serve the server’s render code', async () => {
    for (const url of ['/ssr/en/entry-server.js', '/SSR/en/entry-server.js', '/%73sr/en/entry-server.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('secret');
    }
  });
});

describe('a drawn page’s style rules in its head (ADR 0420)', () => {
  const webDist = fakeBuild();
  const sheetTag = '<link rel="stylesheet" crossorigin href="/assets/app-D4.css">';
  // The navbar's frame the build paints while the app loads (ADR 0421).
  const shell =
    '<!--app-shell: the navbar’s frame while the app’s code loads (ADR 0421)-->' +
    '<div id="app-shell" aria-hidden="true"><header class="navbar"><span class="btn">x</span></header></div><!--/app-shell-->';
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<html lang="en"><head><script type="module" crossorigin src="/assets/app-A1.js"></script>${sheetTag}</head>` +
      `<body>\n    ${shell}\n    <div id="root"></div></body></html>`,
  );
  writeFileSync(
    path.join(webDist, 'assets', 'app-D4.css'),
    '@layer base{*{margin:0}}@layer utilities{.card{display:flex}.modal{position:fixed}.p-2{padding:.5rem}}',
  );
  const app = Fastify();
  beforeAll(async () => {
    await app.register(spaPlugin, {
      webDist,
      pageBody: async ({ pathname }) =>
        pathname === '/'
          ? {
              html: '<div class="card p-2">drawn</div>',
              data: '<script type="application/json" id="ssr-data">{}</script>',
            }
          : undefined,
      signedIn: (cookie) => Boolean(cookie?.includes('session=')),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('writes the rules the page uses into its head and names the sheet to the boot script', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain(
      `<style>@layer base{*{margin:0}}@layer utilities{.card{display:flex}.p-2{padding:.5rem}}</style><noscript>${sheetTag}</noscript>`,
    );
    expect(res.body).toContain('data-styles="/assets/app-D4.css"');
    // What the page's rules were chosen by, which the boot script holds the sheet for (ADR 0431, 0433):
    // the classes counted as on every page, and the page's own classes and element names.
    const known = /data-classes="([^"]*)"/.exec(res.body)?.[1]?.replaceAll('&lt;', '<').split(' ');
    expect(known?.slice(0, 2)).toEqual(['dark', 'bb-visible']);
    expect(known).toEqual(expect.arrayContaining(['card', 'p-2', '<div', '<body']));
    expect(known).not.toContain('btn');
    // The sheet no longer holds up the first paint: it is linked only for a reader without scripts.
    expect(res.body.replace(`<noscript>${sheetTag}</noscript>`, '')).not.toContain(sheetTag);
  });

  it('paints the navbar’s frame on a page the app draws, not on one drawn here (ADR 0421)', async () => {
    const drawn = await app.inject({ method: 'GET', url: '/' });
    expect(drawn.body).not.toContain('app-shell');
    expect(drawn.body).not.toContain('ADR 0421');
    expect(drawn.body).toContain('<body>\n    <div id="root"><div class="card p-2">drawn</div></div>');
    for (const res of [
      await app.inject({ method: 'GET', url: '/', headers: { cookie: 'session=abc' } }),
      await app.inject({ method: 'GET', url: '/login' }),
    ]) {
      expect(res.body).toContain(`${shell}\n    <div id="root"></div>`);
    }
  });

  it('leaves a page the app draws with the sheet linked as built', async () => {
    for (const res of [
      await app.inject({ method: 'GET', url: '/', headers: { cookie: 'session=abc' } }),
      await app.inject({ method: 'GET', url: '/login' }),
    ]) {
      expect(res.body).toContain(sheetTag);
      expect(res.body).not.toContain('<noscript>');
      expect(res.body).not.toContain('<style>');
    }
  });
});

describe('a drawn page whose style rules cannot be read (ADR 0420)', () => {
  const webDist = fakeBuild();
  const sheetTag = '<link rel="stylesheet" crossorigin href="/assets/app-gone.css">';
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<html lang="en"><head><script type="module" crossorigin src="/assets/app-A1.js"></script>${sheetTag}</head>` +
      '<body><div id="root"></div></body></html>',
  );
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
  beforeAll(async () => {
    await app.register(spaPlugin, {
      webDist,
      pageBody: async () => ({ html: '<p class="card">drawn</p>', data: '' }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('links the whole sheet as built, and says so in the log', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<p class="card">drawn</p>');
    expect(res.body).toContain(`${sheetTag}<script defer src="/app-boot.js"`);
    expect(res.body).not.toContain('<style>');
    expect(res.body).not.toContain('data-styles');
    expect(logged.join('')).toContain('style rules for drawn pages unread');
  });
});
