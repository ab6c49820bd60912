/**
 * product.md's wording, copied exactly (double spaces included). UI and server both read it from here,
 * so a test can assert a message without repeating the string.
 */
export const COPY = {
  notFound: {
    heading: 'Oops... This Page is Not Available In This Website.',
    text: 'It seems that you are visiting a route which is not available in this website. Try to visit the correct routes',
    back: 'Back to Homepage',
  },
  footer: { tagline: 'Selling Used Bikes Since 2010' },
  /** A seller's or buyer's name where the account has none (bike cards, orders, reports, seller pages). */
  unnamedUser: 'User Name not Added',
  validation: {
    productName: 'Product Name  Required',
    originalPrice: 'Price Required',
    resalePrice: 'Resale Price Required',
    location: 'Location Required',
    brand: 'Brand  Required',
    condition: 'Condition  Required',
    yearsOfUse: 'Using Year Required',
    mobile: 'Mobile Number Required',
    description: 'Description is Required',
    photo: 'Photo is Required',
    name: 'Name is Required',
    email: 'Email is Required',
    password: 'Password is Required',
    passwordLength: 'Password must be 8 characters or longer',
    accountType: 'Account Type is Required',
  },
} as const;

export const MIN_PASSWORD_LENGTH = 8;
