import { describe, expect, it } from 'vitest';
import { brandLogo, parseWholeNumber } from './constants/listing';
import { MAX_PHOTOS } from './constants/media';
import { addProductBodySchema, photoListProblem } from './products';

const valid = {
  product_name: 'Gixxer SF',
  category_name: 'Suzuki',
  original_price: 320000,
  resale_price: 250000,
  location: 'Sylhet',
  condition: 'Excellent',
  years_of_use: 1,
  mobile: '01912345678',
  description: 'Garage kept.',
  img: '/media/0123456789abcdef0123456789abcdef-1280.webp',
};

describe('parseWholeNumber', () => {
  it('reads plain digits and both ways of grouping', () => {
    expect(parseWholeNumber('150000')).toBe(150000);
    expect(parseWholeNumber(' 1,50,000 ')).toBe(150000);
    expect(parseWholeNumber('150,000')).toBe(150000);
    expect(parseWholeNumber('12,34,56,789')).toBe(123456789);
  });

  it('leaves everything else for the validator to name', () => {
    expect(parseWholeNumber('')).toBeUndefined();
    expect(parseWholeNumber('  ')).toBeUndefined();
    expect(parseWholeNumber('1,5,0')).toBe('1,5,0');
    expect(parseWholeNumber('1,50,00')).toBe('1,50,00');
    expect(parseWholeNumber('12.5')).toBe('12.5');
    expect(parseWholeNumber('one lakh')).toBe('one lakh');
    expect(parseWholeNumber(42)).toBe(42);
  });
});

describe('addProductBodySchema', () => {
  it('accepts a complete body and drops fields it does not know', () => {
    const parsed = addProductBodySchema.parse({ ...valid, _id: 'x', state: 'Sold' });
    expect(parsed).toEqual(valid);
  });

  it("reports product.md's messages for missing fields", () => {
    const result = addProductBodySchema.safeParse({ ...valid, product_name: undefined, condition: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['product_name', 'Product Name  Required'],
      ['condition', 'Condition  Required'],
    ]);
  });

  it('refuses values outside the enumerations and malformed numbers', () => {
    for (const bad of [
      { location: 'Barisal' },
      { category_name: '' },
      { category_name: 'x'.repeat(41) },
      { condition: 'Mint' },
      { resale_price: '12abc' },
      { original_price: 0 },
      { years_of_use: 50.5 },
      { mobile: '01212345678' },
    ]) {
      expect(addProductBodySchema.safeParse({ ...valid, ...bad }).success).toBe(false);
    }
  });
});

describe('brandLogo', () => {
  it("gives ids '1' and '2' their own logos and every other id the third (docs/product.md#constants)", () => {
    expect(brandLogo('1')).toBe('/brands/yamaha.svg');
    expect(brandLogo('2')).toBe('/brands/bajaj.svg');
    expect(brandLogo('3')).toBe('/brands/suzuki.svg');
    expect(brandLogo('99')).toBe('/brands/suzuki.svg');
  });
});

const photo = (n: number) => `/media/${n.toString(16).padStart(32, '0')}-1280.webp`;
const issues = (body: object) =>
  addProductBodySchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('photoListProblem', () => {
  it('accepts one to eight distinct photos', () => {
    expect(photoListProblem([photo(1)])).toBeUndefined();
    expect(photoListProblem(Array.from({ length: MAX_PHOTOS }, (_, i) => photo(i)))).toBeUndefined();
  });

  it('names an empty list, a ninth photo and a repeated one', () => {
    expect(photoListProblem([])).toEqual({ index: 0, message: 'Add at least one photo' });
    expect(photoListProblem(Array.from({ length: 9 }, (_, i) => photo(i)))).toEqual({
      index: 8,
      message: 'At most 8 photos: remove 1',
    });
    expect(photoListProblem([photo(1), photo(2), photo(1)])).toEqual({
      index: 2,
      message: 'This photo is already in the list',
    });
  });
});

describe('addProductBodySchema with photos', () => {
  const { img: _, ...withoutImg } = valid;

  it('takes photos without img, and img equal to the first photo', () => {
    const photos = [photo(1), photo(2), photo(3)];
    expect(addProductBodySchema.parse({ ...withoutImg, photos }).photos).toEqual(photos);
    expect(addProductBodySchema.parse({ ...withoutImg, img: photo(1), photos }).img).toBe(photo(1));
  });

  it('asks for a photo when neither img nor photos is sent, even beside other missing fields', () => {
    expect(issues({ ...withoutImg, product_name: '' })).toEqual([
      ['product_name', 'Product Name  Required'],
      ['img', 'Photo is Required'],
    ]);
  });

  it('refuses an img that is not the cover, a repeated photo, nine photos and foreign URLs', () => {
    expect(issues({ ...withoutImg, img: photo(2), photos: [photo(1), photo(2)] })).toEqual([
      ['img', 'must be the first of photos (the cover)'],
    ]);
    expect(issues({ ...withoutImg, photos: [photo(1), photo(1)] })).toEqual([
      ['photos.1', 'This photo is already in the list'],
    ]);
    expect(issues({ ...withoutImg, photos: Array.from({ length: 9 }, (_, i) => photo(i)) })).toEqual([
      ['photos', 'at most 8 photos'],
    ]);
    expect(issues({ ...withoutImg, photos: [photo(1), 'https://evil.example/a.webp'] })).toEqual([
      ['photos.1', 'must be the URL answered by POST /api/images'],
    ]);
    expect(issues({ ...withoutImg, photos: [] })).toEqual([['photos', 'Photo is Required']]);
  });
});
