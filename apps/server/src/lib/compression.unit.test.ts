import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, pickEncoding } from './compression';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('compress', () => {
  it('answers what the encoding decodes back to', () => {
    const page = '<!doctype html><p>১,৫০,০০০ টাকা</p>'.repeat(50);
    expect(brotliDecompressSync(compress(page, 'br')).toString()).toBe(page);
    expect(gunzipSync(compress(page, 'gzip')).toString()).toBe(page);
    expect(compress(page, 'br').length).toBeLessThan(Buffer.byteLength(page) / 10);
  });
});
