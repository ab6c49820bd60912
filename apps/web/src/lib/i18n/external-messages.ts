import { msg } from '@lingui/core/macro';

/**
 * English texts the web shows but does not write itself: SPEC copy from the contract
 * (packages/contract/src/constants/copy.ts), validation messages and API error messages. Each is
 * declared here with the English text as its id, so `lingui extract` puts it in the catalogs, and
 * the UI translates the text it received with `i18n._(text)` (English: the text itself).
 *
 * Nothing imports this list at run time (it costs the bundle nothing); a unit test checks that every
 * COPY text is in it (external-messages.unit.test.ts). Add an API/validation message here when the
 * UI shows it. How to translate: docs/architecture.md.
 */
export const EXTERNAL_MESSAGES = [
  // COPY (SPEC wording, copied exactly: double spaces included)
  msg({ id: 'Oops... This Page is Not Available In This Website.' }),
  msg({
    id: 'It seems that you are visiting a route which is not available in this website. Try to visit the correct routes',
  }),
  msg({ id: 'Back to Homepage' }),
  msg({ id: 'Selling Used Bikes Since 2010' }),
  msg({ id: 'User Name not Added' }),
  msg({ id: 'Product Name  Required' }),
  msg({ id: 'Price Required' }),
  msg({ id: 'Resale Price Required' }),
  msg({ id: 'Location Required' }),
  msg({ id: 'Brand  Required' }),
  msg({ id: 'Condition  Required' }),
  msg({ id: 'Using Year Required' }),
  msg({ id: 'Mobile Number Required' }),
  msg({ id: 'Description is Required' }),
  msg({ id: 'Photo is Required' }),
  msg({ id: 'Name is Required' }),
  msg({ id: 'Email is Required' }),
  msg({ id: 'Password is Required' }),
  msg({ id: 'Password must be 8 characters or longer' }),
  msg({ id: 'Account Type is Required' }),
  // The booking form's own checks (features/bookings/components/book-now-modal.tsx) and the contract's.
  msg({ id: 'Phone is required' }),
  msg({ id: 'Location is required' }),
  msg({ id: 'At most 200 characters' }),
  msg({ id: 'Post code is required' }),
  msg({ id: 'Post code must be 4 digits, e.g. 1205' }),
  msg({ id: 'Mobile number must look like 01XXXXXXXXX (11 digits)' }),
  // Contract labels the web shows (sort, price band, bike facts, condition, state).
  msg({ id: 'Newest' }),
  msg({ id: 'Low To High' }),
  msg({ id: 'High To Low' }),
  msg({ id: 'Price: Low To High' }),
  msg({ id: 'Price: High To Low' }),
  msg({ id: 'Fewest Kilometres' }),
  msg({ id: 'Low price' }),
  msg({ id: 'Fair price' }),
  msg({ id: 'High price' }),
  msg({ id: 'Registration Year' }),
  msg({ id: 'Kilometres Driven' }),
  msg({ id: 'Engine (cc)' }),
  msg({ id: 'Previous Owners' }),
  msg({ id: 'District' }),
  msg({ id: 'Tax Token Valid Until' }),
  msg({ id: 'Registration Papers' }),
  msg({ id: 'Excellent' }),
  msg({ id: 'Good' }),
  msg({ id: 'Fair' }),
  msg({ id: 'Available' }),
  msg({ id: 'Booked' }),
  msg({ id: 'Sold' }),
  // The dashboard menu's labels (features/dashboard/dashboard-links.ts), rendered by the layout.
  msg({ id: 'Update Profile' }),
  msg({ id: 'Notifications' }),
  msg({ id: 'Add New Products' }),
  msg({ id: 'My Products' }),
  msg({ id: 'My Orders' }),
  msg({ id: 'Saved Bikes' }),
  msg({ id: 'Saved Searches' }),
  msg({ id: 'Card Payment History' }),
  msg({ id: 'All Sellers' }),
  msg({ id: 'All Buyers' }),
  msg({ id: 'Registered Users' }),
  msg({ id: 'Reported Items' }),
  msg({ id: 'Audit Log' }),
];
