import { REGISTER_MESSAGES } from '@best-bikes/contract';
import { describe, expect, it } from 'vitest';
import {
  addProductFormSchema,
  EMPTY_PRODUCT_FORM,
  editBody,
  productBody,
  productFormSchema,
} from './product-form';

const photo = (n: number) => `/media/${String(n).padStart(32, '0')}-1280.webp`;

const filled = {
  product_name: 'Gixxer SF',
  original_price: '3,20,000',
  resale_price: '250000',
  district: 'Sylhet',
  category_name: 'Suzuki',
  model_id: '',
  bike_type: '',
  condition: 'Good',
  years_of_use: '1',
  mobile: '01912345678',
  description: 'Garage kept.',
  registration_year: '',
  milage: '',
  engine_cc: '',
  previous_owners: '',
  area_id: '',
  area: '',
  tax_token_until: '',
  registration_papers: '' as const,
  chassis_number: ' md2a-11cz5kc123456 ',
  engine_number: '',
};

describe('Add Product form', () => {
  it("gives product.md's exact message for every empty field", () => {
    const result = productFormSchema.safeParse(EMPTY_PRODUCT_FORM);
    expect(result.success).toBe(false);
    // One message per field, the first, as the form shows it.
    const messages = Object.fromEntries(result.error!.issues.reverse().map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      product_name: 'Product Name  Required',
      original_price: 'Price Required',
      resale_price: 'Resale Price Required',
      // Where the bike is: the district (ADR 0118).
      district: 'Pick a district',
      category_name: 'Brand  Required',
      condition: 'Condition  Required',
      years_of_use: 'Using Year Required',
      mobile: 'Mobile Number Required',
      description: 'Description is Required',
      photos: 'Photo is Required',
    });
  });

  it('accepts a complete form and builds the request body', () => {
    const values = { ...filled, photos: [photo(2), photo(1)] };
    expect(productFormSchema.safeParse(values).success).toBe(true);
    expect(productBody(values)).toEqual({
      product_name: 'Gixxer SF',
      category_name: 'Suzuki',
      model_id: null,
      original_price: 320000,
      resale_price: 250000,
      district: 'Sylhet',
      area: null,
      condition: 'Good',
      years_of_use: 1,
      mobile: '01912345678',
      description: 'Garage kept.',
      img: photo(2),
      photos: [photo(2), photo(1)],
      milage: null,
      registration_year: null,
      engine_cc: null,
      previous_owners: null,
      tax_token_until: null,
      registration_papers: null,
      // The server stores it in its one form (docs/product.md#chassis-register); blank is not given.
      chassis_number: 'md2a-11cz5kc123456',
      engine_number: null,
    });
  });

  it('asks for the chassis number when adding, of the shape the server stores', () => {
    const issues = (patch: object) =>
      addProductFormSchema
        .safeParse({ ...filled, photos: [photo(1)], ...patch })
        .error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({})).toBeUndefined();
    expect(issues({ chassis_number: '' })).toEqual([
      ['chassis_number', 'Please enter the chassis number (on the frame and the registration papers)'],
    ]);
    expect(issues({ chassis_number: 'AB#1' })).toEqual([['chassis_number', REGISTER_MESSAGES.chassisShape]]);
    expect(issues({ engine_number: 'x' })).toEqual([['engine_number', REGISTER_MESSAGES.engineShape]]);
    // An edit keeps the numbers the bike was listed with: a blank one is fine there.
    expect(productFormSchema.safeParse({ ...filled, chassis_number: '', photos: [photo(1)] }).success).toBe(
      true,
    );
  });

  it('sends a picked area by its id and the words of an area the list lacks', () => {
    const picked = { ...filled, district: 'Dhaka', area_id: 'dhaka-mirpur', area: 'ignored' };
    expect(editBody({ ...picked, photos: [photo(1)] }, [photo(1)])).toMatchObject({
      area_id: 'dhaka-mirpur',
      area: null,
    });
    const written = { ...filled, area_id: 'other', area: ' Shibbari ' };
    const body = editBody({ ...written, photos: [photo(1)] }, [photo(1)]);
    expect(body).toMatchObject({ area: 'Shibbari' });
    expect(body).not.toHaveProperty('area_id');
    // Words left behind in the hidden field of a district with a list are not sent.
    const notSaid = { ...filled, district: 'Dhaka', area_id: '', area: 'Mirpur 10' };
    expect(editBody({ ...notSaid, photos: [photo(1)] }, [photo(1)])).toMatchObject({ area: null });
    // A district without a list takes the words as they are.
    const noList = { ...filled, district: 'Bandarban', area_id: '', area: 'Thanchi' };
    expect(editBody({ ...noList, photos: [photo(1)] }, [photo(1)])).toMatchObject({ area: 'Thanchi' });
  });

  it('sends the facts a seller gave, as numbers, and leaves the photos out of an edit', () => {
    const withFacts = {
      ...filled,
      registration_year: '2022',
      milage: '12,500',
      engine_cc: '155',
      previous_owners: '1',
      area_id: 'other',
      area: '  Zindabazar ',
      tax_token_until: '2027-03-31',
      registration_papers: 'yes' as const,
    };
    expect(productFormSchema.safeParse({ ...withFacts, photos: [photo(1)] }).success).toBe(true);
    expect(editBody({ ...withFacts, photos: [photo(1)] }, [photo(1)])).toEqual({
      product_name: 'Gixxer SF',
      category_name: 'Suzuki',
      model_id: null,
      original_price: 320000,
      resale_price: 250000,
      district: 'Sylhet',
      area: 'Zindabazar',
      condition: 'Good',
      years_of_use: 1,
      mobile: '01912345678',
      description: 'Garage kept.',
      milage: 12500,
      registration_year: 2022,
      engine_cc: 155,
      previous_owners: 1,
      tax_token_until: '2027-03-31',
      registration_papers: true,
    });
    expect(productFormSchema.safeParse({ ...withFacts, photos: [photo(1)] }).success).toBe(true);
  });

  it('sends the photos with an edit only when the seller changed them', () => {
    const saved = [photo(1), photo(2)];
    expect(editBody({ ...filled, photos: [...saved] }, saved)).not.toHaveProperty('photos');
    expect(editBody({ ...filled, photos: [photo(2), photo(1)] }, saved).photos).toEqual([photo(2), photo(1)]);
    expect(editBody({ ...filled, photos: [photo(1)] }, saved).photos).toEqual([photo(1)]);
    expect(editBody({ ...filled, photos: [...saved, photo(3)] }, saved).photos).toEqual([
      photo(1),
      photo(2),
      photo(3),
    ]);
  });

  it('names the field of each failed sanity check, as the server does', () => {
    const issues = (patch: object) =>
      productFormSchema
        .safeParse({ ...filled, photos: [photo(1)], ...patch })
        .error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ resale_price: '3,50,000' })).toEqual([
      ['resale_price', 'Resale Price cannot be more than the original Price'],
    ]);
    expect(issues({ registration_year: String(new Date().getFullYear() + 2) })?.[0]?.[0]).toBe(
      'registration_year',
    );
    expect(issues({ milage: '-5' })).toEqual([['milage', 'Kilometres Driven must be a whole number']]);
    expect(issues({ engine_cc: '5' })).toEqual([['engine_cc', 'Engine must be from 50 to 2,000 cc']]);
    expect(issues({ previous_owners: '40' })?.[0]?.[0]).toBe('previous_owners');
    expect(issues({ district: 'Atlantis' })).toEqual([['district', 'Pick a district']]);
  });

  it('refuses prices that are not whole positive Taka, bad mobiles, no photo and 9 photos', () => {
    const bad = (patch: object) =>
      productFormSchema.safeParse({ ...filled, photos: [photo(1)], ...patch }).success;
    expect(bad({ original_price: 'one lakh' })).toBe(false);
    expect(bad({ resale_price: '0' })).toBe(false);
    expect(bad({ resale_price: '1500.50' })).toBe(false);
    expect(bad({ years_of_use: '51' })).toBe(false);
    expect(bad({ mobile: '1712345678' })).toBe(false);
    expect(bad({ district: 'Chittagong' })).toBe(false);
    expect(bad({ photos: [] })).toBe(false);
    expect(bad({ photos: Array.from({ length: 9 }, (_, i) => photo(i)) })).toBe(false);
  });
});
