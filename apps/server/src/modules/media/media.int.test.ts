import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MEDIA_WIDTHS, mediaPreviewImage, PREVIEW_IMAGE } from '@best-bikes/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { startTestS3, type TestS3 } from '../../../test/s3';

// Found by test/hostile-input.int.test.ts: the multipart parser's own errors answered 500.
// The whole suite runs on both stores: local disk (the default) and an S3 bucket on a real
// S3-protocol server (s3rver) started here (ADR 0091).
describe.each(['disk', 's3'] as const)('media on %s', (backend) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let seller: TestUser;
  let png: Buffer;
  const boundary = 'RegressionBoundary';

  /** How many files the store holds. */
  const stored = async () => (s3 ? s3.count() : readdirSync(path.join(t.config.dataDir, 'media')).length);

  beforeAll(async () => {
    if (backend === 's3') s3 = await startTestS3();
    t = await buildTestApp(s3?.overrides ?? {});
    seller = await createUser(t, { role: 'Seller' });
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const upload = (payload: Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...seller.headers, 'content-type': contentType },
      payload,
    });

  function imagePart(bytes: Buffer): Buffer {
    return Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  }

  describe('POST /api/images with a malformed multipart body', () => {
    it('answers 400 when the content type has no boundary', async () => {
      const res = await upload(
        Buffer.concat([imagePart(png), Buffer.from(`--${boundary}--\r\n`)]),
        'multipart/form-data',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not well-formed multipart/);
    });

    it('answers 400 and stores nothing when the body ends before the closing boundary', async () => {
      const before = await stored();
      const res = await upload(imagePart(png).subarray(0, 120), `multipart/form-data; boundary=${boundary}`);
      expect(res.statusCode).toBe(400);
      expect(await stored()).toBe(before);
    });
  });

  // docs/product.md#hardening: a file just over the limit answered 415 "Only JPEG, PNG or WebP" at random.
  let origin: string | undefined;
  async function listening(): Promise<string> {
    origin ??= await t.app.listen({ host: '127.0.0.1', port: 0 });
    return origin;
  }
  describe('POST /api/images with a file over 10 MB', () => {
    it.each([1, 70_000])(
      'answers 413 for the limit plus %i bytes, over a socket as over inject',
      async (extra) => {
        // A real PNG's head, padded past the limit: the bytes read before the limit look like an image.
        const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + extra - png.length, 7)]);
        const payload = Buffer.concat([imagePart(big), Buffer.from(`--${boundary}--\r\n`)]);
        const res = await upload(payload, `multipart/form-data; boundary=${boundary}`);
        expect(res.statusCode).toBe(413);
        expect(res.json().message).toBe('The image is too large: the limit is 10 MB.');
        for (let i = 0; i < 2; i++) {
          const overSocket = await fetch(`${await listening()}/api/images`, {
            method: 'POST',
            headers: { ...seller.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
            body: payload,
          });
          expect(overSocket.status).toBe(413);
          expect((await overSocket.json()).message).toBe('The image is too large: the limit is 10 MB.');
        }
      },
    );

    it('answers 413 when the file reaches the limit exactly at the end of what has arrived so far', async () => {
      // The parser marks the file truncated only when a later byte arrives; what was read up to the
      // limit must not be taken for the whole image.
      const url = new URL(`${await listening()}/api/images`);
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const upToLimit = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 - png.length, 7)]);
      const rest = Buffer.concat([Buffer.alloc(10, 7), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      for (let i = 0; i < 3; i++) {
        const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = http.request(
            {
              host: url.hostname,
              port: url.port,
              path: url.pathname,
              method: 'POST',
              headers: {
                ...seller.headers,
                'content-type': `multipart/form-data; boundary=${boundary}`,
                'content-length': head.length + upToLimit.length + rest.length,
              },
            },
            (response) => {
              let body = '';
              response.on('data', (c) => {
                body += c;
              });
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            },
          );
          request.on('error', reject);
          request.write(head);
          request.write(upToLimit);
          void sleep(300).then(() => request.end(rest));
        });
        expect(status.status).toBe(413);
      }
    });
  });

  describe('POST /api/images, then GET /media', () => {
    it('stores every width and serves the largest at the URL it answers, cached for good', async () => {
      const before = await stored();
      const res = await upload(
        Buffer.concat([imagePart(png), Buffer.from(`--${boundary}--\r\n`)]),
        `multipart/form-data; boundary=${boundary}`,
      );
      expect(res.statusCode).toBe(200);
      const { url } = res.json().data as { url: string };
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.webp$/);
      expect(await stored()).toBe(before + MEDIA_WIDTHS.length);
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');

      // The same picture again is the same files: nothing more is stored.
      const again = await upload(
        Buffer.concat([imagePart(png), Buffer.from(`--${boundary}--\r\n`)]),
        `multipart/form-data; boundary=${boundary}`,
      );
      expect(again.json().data.url).toBe(url);
      expect(await stored()).toBe(before + MEDIA_WIDTHS.length);
    });

    it("cuts a photo's link preview to 1200 × 630 as a JPEG on first request, and keeps it", async () => {
      const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#357' } })
        .jpeg()
        .toBuffer();
      const res = await upload(
        Buffer.concat([imagePart(wide), Buffer.from(`--${boundary}--\r\n`)]),
        `multipart/form-data; boundary=${boundary}`,
      );
      const { url } = res.json().data as { url: string };
      const previewUrl = mediaPreviewImage(url);
      expect(previewUrl).toMatch(/^\/media\/og\/[0-9a-f]{32}\.jpg$/);
      const before = await stored();
      const preview = await t.app.inject({ method: 'GET', url: previewUrl });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      expect(preview.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: PREVIEW_IMAGE.width,
        height: PREVIEW_IMAGE.height,
      });
      expect(await stored()).toBe(before + 1);
      // Asked again: the kept file, nothing made or stored again.
      const again = await t.app.inject({ method: 'GET', url: previewUrl });
      expect(again.rawPayload.equals(preview.rawPayload)).toBe(true);
      expect(await stored()).toBe(before + 1);
      for (const bad of [
        `/media/og/${'0'.repeat(32)}.jpg`,
        '/media/og/..%2Fauth-secret',
        '/media/og/abc.jpg',
      ]) {
        const missing = await t.app.inject({ method: 'GET', url: bad });
        expect(missing.statusCode, bad).toBe(404);
      }
    });

    it('answers 404 for an image that is not there, and for a name that is not ours', async () => {
      const missing = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(32)}-1280.webp` });
      expect(missing.statusCode).toBe(404);
      const foreign = await t.app.inject({ method: 'GET', url: '/media/..%2Fauth-secret' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(t.config.authSecret);
    });

    it('refuses a file that is not an image with 415, storing nothing', async () => {
      const before = await stored();
      const res = await upload(
        Buffer.concat([imagePart(Buffer.from('not a picture at all')), Buffer.from(`--${boundary}--\r\n`)]),
        `multipart/form-data; boundary=${boundary}`,
      );
      expect(res.statusCode).toBe(415);
      expect(await stored()).toBe(before);
    });
  });
});

describe('media on s3 with S3_PUBLIC_URL', () => {
  let t: TestApp;
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3('public-media');
    t = await buildTestApp({ ...s3.overrides, S3_PUBLIC_URL: `${s3.endpoint}/public-media` });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('redirects /media to the public URL for good, and lets pages show images from there', async () => {
    const seller = await createUser(t, { role: 'Seller' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', new Blob([png], { type: 'image/png' }), 'a.png');
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${origin}/api/images`, { method: 'POST', headers: seller.headers, body: form });
    expect(res.status).toBe(200);
    const { url } = (await res.json()).data as { url: string };
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(301);
    const location = String(image.headers.location);
    expect(location).toBe(`${s3.endpoint}/public-media/${url.slice('/media/'.length)}`);
    const direct = await fetch(location);
    expect(direct.status).toBe(200);
    expect((await sharp(Buffer.from(await direct.arrayBuffer())).metadata()).format).toBe('webp');
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`),
    );
  });
});
