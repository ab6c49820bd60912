import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AdminBlogPost, type BlogPost, mediaPreviewImage } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPhoto } from '../../../test/factories/listings';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/** A web build reduced to the head the server fills in (as seo.int.test.ts). */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-blog-'));
  mkdirSync(path.join(dir, 'assets'));
  const page = (lang: string) =>
    `<!doctype html><html lang="${lang}"><head><meta charset="UTF-8" /><meta name="description" content="Best Bikes" /><title>Best Bikes</title></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dir, 'index.html'), page('en'));
  writeFileSync(path.join(dir, 'index.bn.html'), page('bn'));
  return dir;
}

const BASE = 'https://bestbikes.example';
let t: TestApp;
let admin: TestUser;
let buyer: TestUser;
let dist: string;

beforeAll(async () => {
  dist = fakeBuild();
  t = await buildTestApp({ WEB_DIST: dist, BASE_URL: BASE });
  admin = await createUser(t, { role: 'Admin', name: 'Nusrat Admin' });
  buyer = await createUser(t, { role: 'Buyer' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const list = async (lang: 'en' | 'bn') =>
  (await t.app.inject({ method: 'GET', url: `/api/blogs?lang=${lang}` })).json() as BlogPost[];
const one = (slug: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/blogs/${encodeURIComponent(slug)}?lang=${lang}` });
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: admin.bearer, payload });
const edit = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/blogs/${id}`, headers: admin.bearer, payload });

describe('the start-up posts (docs/product.md#blog)', () => {
  it('are the four technology questions and the buyer’s guides, in English and in Bangla, newest first', async () => {
    const en = await list('en');
    const bn = await list('bn');
    expect(en).toHaveLength(8);
    expect(bn).toHaveLength(8);
    expect(en.map((p) => p.slug)).toEqual(bn.map((p) => p.slug));
    expect(en.map((p) => p.title)).toEqual(
      expect.arrayContaining([
        'What is the difference between SQL and NoSQL databases?',
        'What is JWT and how does it work?',
        'Checking the papers of a used motorbike',
        'Transferring ownership at BRTA after you buy',
        'A test ride checklist for a used motorbike',
        'What is a fair price for a used motorbike?',
      ]),
    );
    const dates = en.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of bn) expect(post.title).toMatch(/[\u0980-\u09ff]/);
    const transfer = en.find((p) => p.slug === 'ownership-transfer-at-brta');
    expect(transfer?.html).toContain('within 30 days');
    expect(transfer?.html).toContain('within 60 days');
    expect(transfer?.languages.sort()).toEqual(['bn', 'en']);
    expect(transfer?.excerpt.length).toBeGreaterThan(50);
    expect(transfer?.author).toBe('Best Bikes');
    // The JWT answer's token is code, shown as text.
    expect(en.find((p) => p.slug === 'jwt')?.html).toContain('<code>Bearer &lt;token&gt;</code>');
  });

  it('one post by its address, in the asked language; an unknown address is 404', async () => {
    const bn = await one('test-ride-checklist', 'bn');
    expect(bn.statusCode).toBe(200);
    expect((bn.json() as BlogPost).language).toBe('bn');
    expect((bn.json() as BlogPost).title).toBe('পুরোনো মোটরসাইকেলের টেস্ট রাইডের চেকলিস্ট');
    expect((await one('no-such-post')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/blogs?lang=fr' })).statusCode).toBe(400);
  });
});

describe('admins write posts (docs/product.md#blog)', () => {
  let draft: AdminBlogPost;

  it('a draft with a cover is invisible to readers until published; then it leads its language’s list', async () => {
    const cover = await uploadPhoto(t, admin, 77);
    const res = await create({
      title: 'বর্ষায় বাইক চালানো',
      slug: 'বর্ষায়-বাইক',
      language: 'bn',
      body: '## প্রস্তুতি\n\nটায়ার **ভালো** রাখুন। <script>alert(1)</script> [x](javascript:alert(1))',
      cover,
    });
    expect(res.statusCode, res.body).toBe(201);
    draft = res.json() as AdminBlogPost;
    expect(draft).toMatchObject({ published: false, published_at: null, cover, author: 'Nusrat Admin' });

    expect((await list('bn')).map((p) => p.id)).not.toContain(draft.id);
    expect((await one('বর্ষায়-বাইক', 'bn')).statusCode).toBe(404);
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/admin/blogs', headers: admin.bearer })
    ).json() as AdminBlogPost[];
    expect(all.map((p) => p.id)).toContain(draft.id);
    expect(all.length).toBe(17);

    const published = await edit(draft.id, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as AdminBlogPost).published_at).not.toBeNull();
    const [first] = await list('bn');
    expect(first).toMatchObject({ id: draft.id, cover, languages: ['bn'] });
    expect(first?.html).toContain('<strong>ভালো</strong>');
    expect(first?.html).not.toContain('<script');
    expect(first?.html).not.toContain('href="javascript');
    // Plain text (the web shows it as text): the heading left out, the markup's words kept.
    expect(first?.excerpt.startsWith('টায়ার ভালো রাখুন। <script>alert(1)</script>')).toBe(true);
    expect((await list('en')).map((p) => p.id)).not.toContain(draft.id);
    // Read in English, the Bangla-only post is shown as it is.
    expect(((await one('বর্ষায়-বাইক', 'en')).json() as BlogPost).language).toBe('bn');
  });

  it('edits keep the first publication date; unpublished, it is gone from readers again', async () => {
    const before = (await one('বর্ষায়-বাইক', 'bn')).json() as BlogPost;
    const changed = await edit(draft.id, { title: 'বর্ষায় নিরাপদে বাইক চালানো', body: 'নতুন লেখা।' });
    expect(changed.statusCode).toBe(200);
    const after = (await one('বর্ষায়-বাইক', 'bn')).json() as BlogPost;
    expect(after.title).toBe('বর্ষায় নিরাপদে বাইক চালানো');
    expect(after.published_at).toBe(before.published_at);
    expect(after.updated_at >= before.updated_at).toBe(true);
    expect((await edit(draft.id, { published: false })).statusCode).toBe(200);
    expect((await one('বর্ষায়-বাইক', 'bn')).statusCode).toBe(404);
    expect((await edit(draft.id, { published: true })).json()).toMatchObject({
      published_at: (changed.json() as AdminBlogPost).published_at,
    });
  });

  it('an address is one post per language; the translation may share it', async () => {
    const taken = await create({ title: 'Again', slug: 'test-ride-checklist', language: 'en', body: 'x' });
    expect(taken.statusCode).toBe(409);
    const translation = await create({
      title: 'Riding in the rain',
      slug: 'বর্ষায়-বাইক',
      language: 'en',
      body: 'Keep your tyres good.',
      published: true,
    });
    expect(translation.statusCode, translation.body).toBe(201);
    expect(((await one('বর্ষায়-বাইক', 'en')).json() as BlogPost).languages.sort()).toEqual(['bn', 'en']);
    const bad = await create({ title: 'Bad', slug: 'Has Spaces', language: 'en', body: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Use small letters, digits and single hyphens between words');
    const renamed = await edit((translation.json() as AdminBlogPost).id, { slug: 'jwt' });
    expect(renamed.statusCode).toBe(409);
  });

  it('a cover must be an image uploaded here: a text file is refused by its content, a foreign URL too', async () => {
    const boundary = 'BlogCoverBoundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\nthis is not a picture at all\r\n--${boundary}--\r\n`,
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...admin.bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.statusCode).toBe(415);
    const foreign = await edit(draft.id, { cover: `/media/${'a'.repeat(32)}-1280.webp` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('This cover photo was not uploaded here');
    expect((await edit(draft.id, { cover: 'https://evil.example/x.jpg' })).statusCode).toBe(400);
    expect((await edit(draft.id, { cover: null })).json()).toMatchObject({ cover: null });
  });

  it('the preview renders like the post; a buyer may neither preview nor write', async () => {
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs/preview',
      headers: admin.bearer,
      payload: { body: '[BRTA](https://brta.gov.bd) <img src=x onerror=alert(1)>' },
    });
    expect(preview.json().html).toBe(
      '<p><a href="https://brta.gov.bd" rel="nofollow noopener">BRTA</a> &lt;img src=x onerror=alert(1)&gt;</p>\n',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: buyer.bearer,
      payload: { title: 'Mine', slug: 'mine', language: 'en', body: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('deletes a post', async () => {
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/blogs/${draft.id}`,
      headers: admin.bearer,
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${draft.id}`, headers: admin.bearer }))
        .statusCode,
    ).toBe(404);
  });
});

describe('search engines and shared links (ADR 0310)', () => {
  it('a post’s page has its own title, description, canonical, language versions and cover', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blogs/what-is-a-fair-price?lang=bn' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>পুরোনো মোটরসাইকেলের ন্যায্য দাম কত? - Best Bikes</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${BASE}/blogs/what-is-a-fair-price?lang=bn">`);
    expect(res.body).toContain(`hreflang="en" href="${BASE}/blogs/what-is-a-fair-price"`);
    expect(res.body).toContain('<meta property="og:type" content="article">');

    const cover = await uploadPhoto(t, admin, 78);
    const post = (
      await create({
        title: 'Only in English',
        slug: 'only-english',
        language: 'en',
        body: 'Hello there.',
        cover,
        published: true,
      })
    ).json() as AdminBlogPost;
    const page = await t.app.inject({ method: 'GET', url: '/blogs/only-english' });
    expect(page.body).toContain('<title>Only in English - Best Bikes</title>');
    expect(page.body).toContain('content="Hello there."');
    // The cover cut for link previews (ADR 0365).
    expect(page.body).toContain(`<meta property="og:image" content="${BASE}${mediaPreviewImage(cover)}">`);
    expect(page.body).not.toContain('hreflang');
    // Asked for in Bangla, it is still the English page that is canonical.
    const asked = await t.app.inject({ method: 'GET', url: '/blogs/only-english?lang=bn' });
    expect(asked.body).toContain(`<link rel="canonical" href="${BASE}/blogs/only-english">`);
    expect((await edit(post.id, { published: false })).statusCode).toBe(200);
    const hidden = await t.app.inject({ method: 'GET', url: '/blogs/only-english' });
    expect(hidden.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/blogs/no-such-post' })).statusCode).toBe(404);
  });

  it('the sitemap lists the published posts only, dated by their last change', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain(`${BASE}/sitemaps/blogs.xml`);
    await create({ title: 'Secret draft', slug: 'secret-draft', language: 'en', body: 'x' });
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/blogs.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<url><loc>${BASE}/blogs/checking-the-papers-of-a-used-motorbike</loc><lastmod>2026-11-02T06:00:00.000Z</lastmod><xhtml:link rel="alternate" hreflang="en"`,
    );
    expect(res.body).toContain(`${BASE}/blogs/jwt?lang=bn`);
    expect(res.body).not.toContain('secret-draft');
    expect(res.body).not.toContain('only-english');
    expect(res.body.match(/<url>/g)).toHaveLength(9);
  });
});
