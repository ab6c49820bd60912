import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

// Found by test/hostile-input.int.test.ts: the multipart parser's own errors answered 500.
let t: TestApp;
let seller: TestUser;
let png: Buffer;
const boundary = 'RegressionBoundary';

beforeAll(async () => {
  t = await buildTestApp();
  seller = await createUser(t, { role: 'Seller' });
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

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
    const media = path.join(t.config.dataDir, 'media');
    const before = readdirSync(media).length;
    const res = await upload(imagePart(png).subarray(0, 120), `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(400);
    expect(readdirSync(media)).toHaveLength(before);
  });
});
