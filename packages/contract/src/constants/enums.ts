/** docs/product.md#validation enumerations. Order matters: it is the order the forms show. */
export const LOCATIONS = ['Dhaka', 'Chittagong', 'Rajshahi', 'Sylhet', 'Khulna', 'Dinajpur'] as const;
export const BRANDS = ['Yamaha', 'Bajaj', 'Suzuki'] as const;
export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export const ROLES = ['Buyer', 'Seller', 'Admin'] as const;
/** Sign-up may only pick these (docs/product.md#deviation-3): Admin is granted, never chosen. */
export const ACCOUNT_TYPES = ['Buyer', 'Seller'] as const;
export const CURRENCIES = ['BDT', 'USD'] as const;
/** The languages of the UI and of the mails (docs/product.md#bangla-search-favourites); English is the original client's copy and the default. */
export const LOCALES = ['en', 'bn'] as const;

/** Categories keep product.md's fixed ids. */
export const CATEGORY_IDS = { Yamaha: '1', Bajaj: '2', Suzuki: '3' } as const;

export type Location = (typeof LOCATIONS)[number];
export type Brand = (typeof BRANDS)[number];
export type Condition = (typeof CONDITIONS)[number];
export type Role = (typeof ROLES)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export type Currency = (typeof CURRENCIES)[number];
export type Locale = (typeof LOCALES)[number];

/** docs/product.md#entities: status 'Verified' marks a verified seller. */
export const VERIFIED = 'Verified' as const;
