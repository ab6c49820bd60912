import { parseDhakaDateTime } from '@best-bikes/contract/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formattersFor } from './format';
import { i18n } from './i18n';
import type { Locale } from './locale';
import { type Pattern, translateExternal } from './translate-external';

/**
 * docs/product.md#bangla-search-favourites: what the API and the contract's checks say, shown in the chosen language. The API keeps
 * answering product.md's English (ADR 0095); the web translates what it shows. Each English text is its
 * own id (as in external-messages.ts). `api-messages.unit.test.ts` reads the server's and the
 * contract's sources and fails when a message there is declared neither here nor in
 * external-messages.ts; the catalog check then fails until it has a Bangla translation.
 *
 * Shown through `translateExternal(text)` (translate-external.ts): the toasts, form fields and the
 * screens' error states call it. The ids here are for extraction only; the patterns reach the
 * browser with the Bangla catalog (locales/bangla.ts), so an English page downloads none of this.
 */
// Read by `npm run i18n:extract` only (the `msg` ids); nothing uses the list at run time.
void [
  // lib/errors.ts defaults, the error handler and the request guards
  msg({ id: 'Please sign in to continue.' }),
  msg({ id: 'You are not allowed to do that.' }),
  msg({ id: 'Not found.' }),
  msg({ id: 'Too many attempts. Please wait a minute and try again.' }),
  msg({ id: 'The request body is not valid JSON.' }),
  msg({ id: 'The request body is too large.' }),
  msg({ id: 'Unsupported content type.' }),
  msg({ id: 'Invalid request' }),
  msg({ id: 'is invalid' }),
  msg({ id: 'This request came from another website and was refused.' }),
  msg({ id: 'No such endpoint.' }),
  msg({ id: 'Network error. Check your connection and try again.' }),
  msg({ id: 'Something went wrong.' }),
  // users and sign-in (ours and better-auth's)
  msg({ id: 'A password cannot be only spaces.' }),
  msg({
    id: 'This password is too easy to guess: it is common or follows a well-known pattern. Please choose another, for example three or four unrelated words.',
  }),
  msg({ id: 'A token is issued for your own account only.' }),
  msg({ id: 'Account type must be Buyer or Seller' }),
  msg({ id: 'Name must be text.' }),
  msg({ id: 'No account has this e-mail or id.' }),
  msg({ id: 'No account has this e-mail.' }),
  msg({ id: 'Only an Admin can change a role.' }),
  msg({ id: 'The code is wrong or has expired.' }),
  msg({ id: 'The photo must be an image uploaded here.' }),
  msg({ id: 'This account has been deactivated.' }),
  msg({ id: 'This e-mail belongs to another account.' }),
  msg({ id: 'Unknown code type.' }),
  msg({ id: 'You can only see or change your own account.' }),
  msg({ id: 'Send a name or a photo to update' }),
  msg({ id: 'Invalid email or password' }),
  msg({ id: 'Password too short' }),
  msg({ id: 'Password too long' }),
  msg({ id: 'Invalid email' }),
  msg({ id: 'Email not verified' }),
  // the auth and profile screens' product.md wording (features/auth/flows.ts, features/profile)
  msg({ id: 'Login Failed' }),
  msg({ id: 'Token Issued Successfully' }),
  msg({ id: 'Token Not Issued' }),
  msg({ id: 'User Created Successfully' }),
  msg({ id: 'Please Sign Up with a new Email' }),
  msg({ id: 'User name Update Failed' }),
  msg({ id: 'User Not Saved' }),
  msg({ id: 'That code is wrong or has expired. Check the latest e-mail, or send a new code.' }),
  msg({ id: 'Information Updated and sent to Database Successfully' }),
  msg({ id: 'Profile Update Failed' }),
  msg({ id: 'Cant Process Image' }),
  msg({ id: 'Name must be 100 characters or fewer' }),
  // admin
  msg({ id: 'An admin cannot be deleted.' }),
  msg({ id: 'No seller has that e-mail address.' }),
  msg({ id: 'No such account.' }),
  msg({ id: 'No such buyer.' }),
  msg({ id: 'No such seller.' }),
  msg({ id: 'This account changed just now. Please try again.' }),
  msg({ id: 'This is the last admin. Make someone else an admin first.' }),
  msg({ id: 'You are no longer an admin.' }),
  msg({ id: 'You cannot delete your own account.' }),
  msg({ id: 'Seller Verified By Admin' }),
  msg({ id: 'Verified seller' }),
  msg({ id: 'Deleted seller' }),
  msg({ id: 'Deleted buyer' }),
  msg({ id: 'Deleted report' }),
  msg({ id: 'Made Admin' }),
  msg({ id: 'Removed reported listing' }),
  msg({ id: 'Dismissed reports' }),
  msg({ id: 'Revoked admin' }),
  msg({ id: 'Resolved a deal dispute' }),
  msg({ id: 'Made a bank payout batch' }),
  msg({ id: 'Recorded a payout reference' }),
  msg({ id: 'Recorded a bKash transaction ID' }),
  msg({ id: 'Sent a payout with bKash' }),
  msg({ id: 'Read a reported conversation' }),
  msg({ id: 'session ended' }),
  msg({ id: 'sessions ended' }),
  msg({ id: 'booking cancelled' }),
  msg({ id: 'bookings cancelled' }),
  msg({ id: 'booked bike back on sale' }),
  msg({ id: 'booked bikes back on sale' }),
  msg({ id: 'bike withdrawn' }),
  msg({ id: 'bikes withdrawn' }),
  msg({ id: 'report closed' }),
  msg({ id: 'reports closed' }),
  msg({ id: 'payout in the batch' }),
  msg({ id: 'payouts in the batch' }),
  // states the admin screens show
  msg({ id: 'Available' }),
  msg({ id: 'Booked' }),
  msg({ id: 'Sold' }),
  msg({ id: 'Withdrawn' }),
  msg({ id: 'Active' }),
  msg({ id: 'Paid' }),
  msg({ id: 'Expired' }),
  msg({ id: 'Cancelled' }),
  // reports
  msg({ id: 'Fake or scam' }),
  msg({ id: 'Wrong price or details' }),
  msg({ id: 'Already sold' }),
  msg({ id: 'Offensive' }),
  msg({ id: 'Other' }),
  msg({ id: 'Please choose why you are reporting this bike.' }),
  msg({ id: 'Please say what is wrong with this listing.' }),
  msg({ id: 'Please say why the listing is removed (at least 5 characters).' }),
  msg({ id: 'Please say why the listing is removed.' }),
  msg({ id: 'Please keep it under 500 characters.' }),
  msg({ id: 'Please keep the reason under 500 characters.' }),
  msg({ id: 'Please keep the search under 100 characters.' }),
  msg({ id: 'Report Not Added. Try Again Properly' }),
  msg({ id: 'No Report Available' }),
  msg({ id: 'Report Deleted Successfully' }),
  msg({ id: 'Can not Delete Report. Try Again' }),
  msg({ id: 'Listing removed. The seller has been told why.' }),
  msg({ id: 'Reports dismissed.' }),
  msg({ id: 'Your report has been added.' }),
  msg({ id: 'You have already reported this bike.' }),
  msg({ id: 'You cannot report your own bike.' }),
  msg({ id: 'No such report. It may already have been deleted.' }),
  msg({ id: 'This bike does not exist.' }),
  msg({ id: 'This bike has no reports. They may already have been dealt with.' }),
  msg({ id: 'This bike is already sold.' }),
  msg({ id: 'This bike is booked. It can be removed once the booking is paid or ends.' }),
  msg({ id: 'This bike is no longer listed.' }),
  // catalog and photos
  msg({ id: 'No such category.' }),
  msg({ id: 'Only JPEG, PNG or WebP images are accepted.' }),
  msg({ id: 'Only the seller of this bike can advertise it.' }),
  msg({ id: 'Only the seller of this bike can change its photos.' }),
  msg({ id: 'Only the seller of this bike can delete it.' }),
  msg({ id: 'Only the seller of this bike can edit it.' }),
  msg({ id: 'Only the seller of this bike can mark it as sold.' }),
  msg({ id: 'Only the seller of this bike can stop advertising it.' }),
  msg({ id: 'Send the image as multipart/form-data in the field "image".' }),
  msg({ id: 'Send the image in the field "image".' }),
  msg({ id: 'The image is too large: the limit is 10 MB.' }),
  msg({ id: 'The upload is not well-formed multipart/form-data; send the image in the field "image".' }),
  msg({ id: 'There is no such image.' }),
  msg({ id: 'This bike has already been sold on Best Bikes.' }),
  msg({ id: 'This bike has been sold, so it cannot be advertised.' }),
  msg({ id: 'This bike has been sold, so its listing can no longer be edited.' }),
  msg({ id: 'This bike is booked by a buyer, so it cannot be advertised.' }),
  msg({
    id: 'This bike is booked by a buyer, so it cannot be deleted now. It can be deleted if the booking expires unpaid.',
  }),
  msg({
    id: 'This bike is booked by a buyer, so it cannot be edited now. You can edit it again if the booking ends unpaid or you release it.',
  }),
  msg({
    id: 'This bike is booked by a buyer, so it cannot be marked as sold elsewhere. Release the booking first if the buyer went quiet.',
  }),
  msg({ id: 'This bike is changing right now. Please try again.' }),
  msg({ id: 'This bike is not available.' }),
  msg({ id: 'This bike was sold elsewhere; it stays in your sold bikes.' }),
  msg({ id: 'This photo was not uploaded here: upload it again.' }),
  msg({ id: 'You can only see your own products.' }),
  msg({ id: 'You marked this bike as sold elsewhere, so its listing can no longer be edited.' }),
  msg({ id: 'Add at least one photo' }),
  msg({ id: 'This photo is already in the list' }),
  msg({ id: 'Resale Price cannot be more than the original Price' }),
  msg({ id: 'Registration Year must be a year, like 2021' }),
  msg({ id: 'Tax Token Valid Until must be a date' }),
  // bookings and payments
  msg({ id: 'Only a checkout started on the buy page can be cancelled here.' }),
  msg({ id: 'This booking has already ended and the bike is offered again.' }),
  msg({ id: 'Only the seller of this bike can release its booking.' }),
  msg({ id: 'This bike has already been sold.' }),
  msg({ id: 'This bike has been paid for, so its booking cannot be released.' }),
  msg({ id: 'This bike has no unpaid booking to release.' }),
  msg({ id: 'This bike is already booked.' }),
  msg({ id: 'This bike is not booked by you.' }),
  msg({ id: 'This checkout has already ended and the bike is offered again.' }),
  msg({ id: 'This is your own bike.' }),
  msg({ id: 'This order is not yours.' }),
  msg({ id: 'You can only see your own orders.' }),
  msg({ id: 'You have already booked this bike.' }),
  msg({ id: 'You have already bought this bike.' }),
  msg({ id: 'This booking changed just now. Please look again.' }),
  msg({ id: 'This booking has expired and the bike is offered again.' }),
  msg({ id: 'This booking has expired. Please book the bike again.' }),
  msg({ id: 'No payment with this transaction ID.' }),
  msg({ id: 'No such checkout.' }),
  msg({ id: 'No such order.' }),
  msg({ id: 'No such payment. Reload the page and try again.' }),
  msg({ id: 'Someone else has booked this bike in the meantime.' }),
  msg({ id: 'A deposit cannot be paid for this bike. Pay the full price.' }),
  msg({ id: 'The amount paid does not match the price of this bike.' }),
  msg({ id: 'The card payment service is not answering. Please try again in a minute.' }),
  msg({ id: 'The payment gateway is not answering. Please try again in a minute.' }),
  msg({ id: 'The test-mode card processor is not in use.' }),
  msg({ id: 'This bike is no longer for sale.' }),
  msg({ id: 'This booking can no longer be paid. Please book the bike again.' }),
  msg({ id: 'This order has no checkout to resume. Pay it from My Orders.' }),
  msg({ id: 'This order is already paid.' }),
  msg({ id: 'This payment has already been recorded.' }),
  msg({ id: 'This payment has already succeeded.' }),
  msg({ id: 'This payment has not succeeded.' }),
  msg({ id: 'This payment is not for this order.' }),
  msg({ id: 'This payment was replaced by a newer one. Reload the page and try again.' }),
  msg({ id: 'This receipt is not yours.' }),
  msg({ id: 'We could not find this payment.' }),
  msg({ id: 'You can only see your own payments.' }),
  msg({ id: 'Your card has expired.' }),
  msg({ id: 'Your card has insufficient funds.' }),
  msg({ id: 'Your card number is incorrect.' }),
  msg({ id: 'Your card was declined.' }),
  msg({ id: "Your card's security code is incorrect." }),
  msg({ id: 'Phone is required' }),
  msg({ id: 'Location is required' }),
  msg({ id: 'Location must be at most 200 characters' }),
  msg({ id: 'Post code is required' }),
  // the photo picker's own checks (features/products/lib/photo-list.ts), after the file's name
  msg({ id: 'the photo must be a JPEG, PNG or WebP image' }),
  msg({ id: 'the photo must be 10 MB or smaller' }),
  // favourites and saved searches
  msg({ id: 'This search is being saved right now. Please try again.' }),
  msg({ id: 'You can only delete your own saved searches.' }),
  msg({ id: 'This unsubscribe link is not valid any more.' }),
  msg({ id: 'This search is too long to save' }),
  // contact
  msg({ id: 'You have sent several messages already. Please wait ten minutes and try again.' }),
  msg({ id: 'Name is required' }),
  msg({ id: 'Name is too long (100 characters at most)' }),
  msg({ id: 'Message is too long (5000 characters at most)' }),
  // the contract's checks (packages/contract/src/messages.ts and the schemas)
  msg({ id: 'This field is required.' }),
  msg({ id: 'Please choose an option.' }),
  msg({ id: 'Please check the format of this value.' }),
  msg({ id: 'Please check this value.' }),
  msg({ id: 'Please enter a number.' }),
  msg({ id: 'Please enter a whole number.' }),
  msg({ id: 'Please enter a valid email address.' }),
  msg({ id: 'Please enter a valid web address.' }),
  msg({ id: 'Please choose one of the listed options.' }),
  msg({ id: 'Page must be 1 or more' }),
  // field-level checks, shown after the field's name ("mobile: must look like …")
  msg({ id: 'must be text' }),
  msg({ id: 'must be a list of photo URLs' }),
  msg({ id: 'must be the first of photos (the cover)' }),
  msg({ id: 'must look like 01XXXXXXXXX (11 digits)' }),
  msg({ id: 'must be 1 or 0' }),
  msg({ id: 'must be an image uploaded with POST /api/images' }),
  msg({ id: 'bookingId is required' }),
  msg({ id: 'transactionId is required' }),
  msg({ id: 'bikeID is required' }),
  msg({ id: 'productDataBaseId is required' }),
  msg({ id: 'sort must be newest, oldest, name or email' }),
  msg({ id: 'sort must be latest or most' }),
  msg({ id: 'Page must be a whole number' }),
  msg({ id: 'Page is too far' }),
  // outages, and the deal (papers, meeting, handover, refunds)
  msg({ id: 'Best Bikes is briefly unavailable. Please try again in a few seconds.' }),
  msg({
    id: 'Photos cannot be stored right now: the photo store is not answering. Please try again in a minute.',
  }),
  msg({ id: 'The papers can be shared only while the payment is held and before the handover.' }),
  msg({ id: 'The handover can be confirmed once the seller has shared the papers.' }),
  msg({ id: 'The buyer can cancel only before the seller shares the papers.' }),
  msg({ id: 'This deal can no longer be cancelled.' }),
  msg({ id: 'A problem can be reported only before the inspection time ends.' }),
  msg({ id: 'Only a completed deal is paid out.' }),
  msg({ id: 'You cannot do this in this deal.' }),
  msg({ id: 'This deal is not at that step.' }),
  msg({ id: 'The inspection time has not ended yet.' }),
  msg({ id: 'The seller still has time to hand over.' }),
  msg({ id: 'A partial refund is more than nothing and less than what was paid.' }),
  msg({ id: 'This refund is already settled.' }),
  msg({ id: 'No refund of that amount is owed in this deal.' }),
  msg({ id: 'Send the photo as multipart/form-data in the field "image".' }),
  msg({ id: 'Send the photo in the field "image".' }),
  msg({ id: 'The photo is too large: the limit is 10 MB.' }),
  msg({ id: 'No such deal.' }),
  // reviews (ADR 0220)
  msg({ id: 'Only the buyer and the seller of this deal can review it.' }),
  msg({ id: 'You can review the other side once the deal is completed.' }),
  msg({ id: 'You have already reviewed this deal; a review cannot be changed.' }),
  msg({ id: 'This is not your deal.' }),
  msg({ id: 'Only the buyer or the seller can cancel this deal.' }),
  msg({ id: 'The papers can no longer be changed in this deal.' }),
  msg({ id: 'This file is not a photo we can read. Send a JPEG, PNG or WebP picture.' }),
  msg({ id: 'There is no such photo.' }),
  msg({ id: 'The meeting can no longer be changed in this deal.' }),
  msg({ id: 'Offer times between now and the handover deadline.' }),
  msg({ id: 'Pick one of the times the seller offered.' }),
  msg({ id: 'This time has passed. Pick a later one.' }),
  msg({ id: 'Too many wrong codes. The buyer can confirm the handover on their page instead.' }),
  msg({ id: 'This is not the buyer’s code. Ask the buyer to read it from their page.' }),
  msg({ id: 'Only the buyer of this deal can do this.' }),
  msg({ id: 'Only the seller of this deal can do this.' }),
  msg({ id: 'Place is required' }),
  msg({ id: 'Offer at least one time' }),
  msg({ id: 'Offer at most three times' }),
  msg({ id: 'The code has 6 digits' }),
  // seller payouts
  msg({ id: 'The account name must be your name as it is on your Best Bikes account.' }),
  msg({ id: 'The branch routing number has 9 digits.' }),
  msg({ id: 'The bank account number has 8 to 20 digits.' }),
  msg({ id: 'The reference has 3 to 64 letters, digits, spaces or - _ / . characters.' }),
  msg({ id: 'Enter the name on the account.' }),
  msg({ id: 'Enter the bank’s name.' }),
  msg({ id: 'There is no such account.' }),
  msg({ id: 'There is no such payout.' }),
  msg({ id: 'There is no such batch.' }),
  msg({ id: 'This payout is being sent through bKash. Wait for bKash’s answer.' }),
  msg({ id: 'Nothing is due to a seller with a payout account.' }),
  msg({ id: 'The result file needs a header with the columns payable_id and reference.' }),
  msg({ id: 'bKash payouts are not configured on this shop.' }),
  msg({ id: 'This payout is in a bank batch or waits for a confirmation: record its reference.' }),
  msg({ id: 'This seller is not paid to a bKash wallet.' }),
  msg({ id: 'The seller has no bKash wallet now.' }),
  // conversations and the scam guard (ADR 0271)
  msg({ id: 'There is no such conversation.' }),
  msg({ id: 'There is no such report.' }),
  msg({ id: 'This is your own bike: buyers start conversations about it.' }),
  msg({ id: 'You have blocked this conversation. Unblock it to send a message.' }),
  msg({ id: 'You cannot send messages in this conversation.' }),
  msg({ id: 'Please write a message or add a photo.' }),
  msg({ id: 'Please keep your message under 2000 characters.' }),
  msg({
    id: 'You have sent many messages in the last hour. New accounts can send 30 an hour; please wait a little.',
  }),
  msg({ id: 'That photo was not found. Please add it again.' }),
  msg({ id: 'You have already reported this conversation.' }),
  msg({ id: 'Please choose why you are reporting this conversation.' }),
  msg({
    id: 'Your message was sent with the payment request hidden. Never pay outside Best Bikes: pay through the shop, where your money is held until you have the bike.',
  }),
  msg({
    id: 'Your message was sent with the link hidden. Links are not shown in conversations, to protect both of you.',
  }),
  msg({
    id: 'Your message was sent with the e-mail address hidden. Contact details are shown only after the deal is paid.',
  }),
  msg({
    id: 'Your message was sent with the phone number hidden. Phone numbers are shown only after the deal is paid.',
  }),
  // disputes (ADR 0151)
  msg({ id: 'Only an open dispute can be resolved; this one is resolved or was never opened.' }),
  msg({ id: 'Photos can be added only to an open dispute.' }),
  msg({ id: 'A dispute keeps at most 4 photos.' }),
  msg({ id: "Only the deal's buyer and admins can see these photos." }),
  msg({ id: 'This deal has no dispute to resolve.' }),
  msg({ id: 'A partial refund is less than what the buyer paid online; to return it all, refund in full.' }),
  msg({ id: 'Choose what went wrong' }),
  msg({ id: 'Tell us what went wrong' }),
  msg({ id: 'Tell us what went wrong in a few words (at least 10 letters)' }),
  msg({ id: 'Write at most 2000 letters' }),
  msg({ id: 'Choose release, refund or partial refund' }),
  msg({ id: 'The amount is in whole paisa' }),
  msg({ id: 'The amount must be more than 0' }),
  msg({ id: 'Give the reason both sides will read' }),
  msg({ id: 'Give the reason both sides will read (at least 5 letters)' }),
  msg({ id: 'Write at most 1000 letters' }),
  msg({ id: 'A partial refund needs an amount' }),
];

/**
 * The names of the fields an API check can name ("resale_price: Expected number"), as the forms
 * label them; a name not listed here stays as the API wrote it.
 */
export const API_FIELD_NAMES: Record<string, MessageDescriptor> = {
  product_name: msg`Product Name`,
  original_price: msg`Original Price`,
  resale_price: msg`Resale Price`,
  price: msg`Price`,
  location: msg`Location`,
  category_name: msg`Brand`,
  brand: msg`Brand`,
  condition: msg`Condition`,
  years_of_use: msg`Years of use`,
  mobile: msg`Mobile Number`,
  description: msg`Description`,
  img: msg`Photo`,
  photo: msg`Photo`,
  photos: msg`Photos`,
  registration_year: msg({ id: 'Registration Year' }),
  milage: msg({ id: 'Kilometres Driven' }),
  engine_cc: msg({ id: 'Engine (cc)' }),
  previous_owners: msg({ id: 'Previous Owners' }),
  district: msg({ id: 'District' }),
  tax_token_until: msg({ id: 'Tax Token Valid Until' }),
  registration_papers: msg({ id: 'Registration Papers' }),
  name: msg`Name`,
  email: msg`Email`,
  password: msg`Password`,
  role: msg`Account Type`,
  phone: msg`Phone`,
  buyerPhone: msg`Phone`,
  buyerLocation: msg`Location`,
  postCode: msg`Post code`,
  reason: msg`Reason`,
  reasonText: msg`Note`,
  notes: msg`Note`,
  message: msg`Message`,
  code: msg`Code`,
  q: msg`Search`,
  query: msg`Search`,
  sort: msg`Sort`,
  page: msg`Page`,
  alerts: msg`Alerts`,
  year_min: msg`Year from`,
  year_max: msg`Year to`,
  km_max: msg`Kilometres up to`,
  min_price: msg`Lowest price`,
  max_price: msg`Highest price`,
};

/** Where a check's value sat in the request, not a field a person filled in. */
const REQUEST_PARTS = new Set(['body', 'query', 'querystring', 'params', 'headers']);

/**
 * An API field path ("photos.2", "querystring.page") as a reader names it ("ছবি ৩", "পৃষ্ঠা"): the
 * request part dropped, a list position counted from one, an unknown name kept.
 */
export function nameApiField(path: string): string {
  const parts = path.split(/[.[\]]+/).filter(Boolean);
  const named = parts.length > 1 && REQUEST_PARTS.has(parts[0] ?? '') ? parts.slice(1) : parts;
  return named
    .map((part) => {
      if (/^\d+$/.test(part)) return formattersFor(i18n.locale as Locale).number(Number(part) + 1);
      const descriptor = Object.hasOwn(API_FIELD_NAMES, part) ? API_FIELD_NAMES[part] : undefined;
      return descriptor ? i18n._(descriptor) : part;
    })
    .join(' ');
}

/** "resale_price: Expected number" with the field named as the forms do and the rest translated. */
export function translateFieldMessage(text: string): string {
  const field = /^([\w.[\]]+): (.+)$/s.exec(text);
  return field?.[2] ? `${nameApiField(field[1] as string)}: ${translateExternal(field[2])}` : text;
}

const p = (pattern: RegExp, message: MessageDescriptor, ...values: string[]): Pattern => ({
  pattern,
  message,
  values,
});

/**
 * A time the API wrote ('11-24-2026 01:40 PM', product.md's format) as the page writes times in Bangla
 * (ADR 0114): no AM/PM, Bengali digits, Dhaka time. Anything else stays as written.
 */
export function showTime(text: string): string {
  const at = parseDhakaDateTime(text);
  return at ? formattersFor('bn').dateTime(at) : text;
}

export const API_MESSAGE_PATTERNS: Pattern[] = [
  p(
    /^Please use at most ([\d,]+) characters\.$/,
    msg({ id: 'Please use at most {maxNumber} characters.' }),
    'maxNumber',
  ),
  p(
    /^Please use at least ([\d,]+) characters\.$/,
    msg({ id: 'Please use at least {minNumber} characters.' }),
    'minNumber',
  ),
  p(/^Please choose at most ([\d,]+)\.$/, msg({ id: 'Please choose at most {maxNumber}.' }), 'maxNumber'),
  p(/^Please choose at least ([\d,]+)\.$/, msg({ id: 'Please choose at least {minNumber}.' }), 'minNumber'),
  p(
    /^Please enter a number no larger than ([\d,]+)\.$/,
    msg({ id: 'Please enter a number no larger than {maxNumber}.' }),
    'maxNumber',
  ),
  p(
    /^Please enter a number of at least ([\d,]+)\.$/,
    msg({ id: 'Please enter a number of at least {minNumber}.' }),
    'minNumber',
  ),
  p(
    /^The file must be ([\d,]+) MB or smaller\.$/,
    msg({ id: 'The file must be {sizeNumber} MB or smaller.' }),
    'sizeNumber',
  ),
  p(/^Please choose one of: (.+)\.$/, msg({ id: 'Please choose one of: {options}.' }), 'options'),
  p(/^Unexpected fields?: (.+)\.$/, msg({ id: 'Unexpected field: {fields}.' }), 'fields'),
  p(
    /^Name must be ([\d,]+) characters or fewer\.$/,
    msg({ id: 'Name must be {maxNumber} characters or fewer.' }),
    'maxNumber',
  ),
  p(
    /^Email must be ([\d,]+) characters or fewer\.$/,
    msg({ id: 'Email must be {maxNumber} characters or fewer.' }),
    'maxNumber',
  ),
  p(/^Language must be one of: (.+)$/, msg({ id: 'Language must be one of: {list}' }), 'list'),
  p(/^Seller (.+) is already verified\.$/, msg({ id: 'Seller {name} is already verified.' }), 'name'),
  p(/^(.+) is already an Admin\.$/, msg({ id: '{name} is already an Admin.' }), 'name'),
  p(/^(.+) is now an Admin\.$/, msg({ id: '{name} is now an Admin.' }), 'name'),
  p(/^(.+)'s account has been deactivated\.$/, msg({ id: "{name}'s account has been deactivated." }), 'name'),
  p(/^(.+) is no longer an admin\.$/, msg({ id: '{name} is no longer an admin.' }), 'name'),
  p(/^(.+) is not an admin\.$/, msg({ id: '{name} is not an admin.' }), 'name'),
  p(
    /^(Seller|Buyer) (.+) Deleted Successfully$/,
    msg({ id: '{kind} {name} Deleted Successfully' }),
    'kind',
    'name',
  ),
  p(
    /^No such (seller|buyer)\. It may already have been deleted\.$/,
    msg({ id: 'No such {kind}. It may already have been deleted.' }),
    'kind',
  ),
  p(
    /^No such (seller|buyer)\. This account is a (Buyer|Seller|Admin)\.$/,
    msg({ id: 'No such {kind}. This account is a {role}.' }),
    'kind',
    'role',
  ),
  p(
    /^You already have ([\d,]+) active bookings\. Pay for one or wait until one expires before booking another\.$/,
    msg({
      id: 'You already have {maxNumber} active bookings. Pay for one or wait until one expires before booking another.',
    }),
    'maxNumber',
  ),
  {
    ...p(
      /^The buyer is paying for this bike right now\. If the payment does not arrive, you can release the booking from (.+)\.$/,
      msg({
        id: 'The buyer is paying for this bike right now. If the payment does not arrive, you can release the booking from {time}.',
      }),
      'time',
    ),
    show: { time: showTime },
  },
  p(
    /^Your account is ready, but the photo was not saved: (.+)$/,
    msg({ id: 'Your account is ready, but the photo was not saved: {reason}' }),
    'reason',
  ),
  p(
    /^Something went wrong on our side\. Please try again\. \(error id (.+)\)$/,
    msg({ id: 'Something went wrong on our side. Please try again. (error id {id})' }),
    'id',
  ),
  p(
    /^Thank you (.+), your message has been sent\. We will get back to you at (.+)\.$/,
    msg({ id: 'Thank you {name}, your message has been sent. We will get back to you at {email}.' }),
    'name',
    'email',
  ),
  p(
    /^The request body is nested too deeply: at most ([\d,]+) levels\.$/,
    msg({ id: 'The request body is nested too deeply: at most {maxNumber} levels.' }),
    'maxNumber',
  ),
  p(
    /^Engine must be from ([\d,]+) to ([\d,]+) cc$/,
    msg({ id: 'Engine must be from {minNumber} to {maxNumber} cc' }),
    'minNumber',
    'maxNumber',
  ),
  p(
    /^Kilometres Driven must be a whole number from 0 to ([\d,]+)$/,
    msg({ id: 'Kilometres Driven must be a whole number from 0 to {maxNumber}' }),
    'maxNumber',
  ),
  p(
    /^Previous Owners must be a whole number from 0 to ([\d,]+)$/,
    msg({ id: 'Previous Owners must be a whole number from 0 to {maxNumber}' }),
    'maxNumber',
  ),
  p(
    /^Registration Year cannot be in the future \(after (\d+)\)$/,
    msg({ id: 'Registration Year cannot be in the future (after {yearNumber})' }),
    'yearNumber',
  ),
  p(
    /^Registration Year must be (\d+) or later$/,
    msg({ id: 'Registration Year must be {yearNumber} or later' }),
    'yearNumber',
  ),
  p(
    /^Tax Token Valid Until must be between (\d+) and (\d+)$/,
    msg({ id: 'Tax Token Valid Until must be between {fromNumber} and {toNumber}' }),
    'fromNumber',
    'toNumber',
  ),
  p(
    /^At most ([\d,]+) photos: remove ([\d,]+)$/,
    msg({ id: 'At most {maxNumber} photos: remove {extraNumber}' }),
    'maxNumber',
    'extraNumber',
  ),
  p(
    /^(.+?\.) Payments run in test mode: use one of the test card numbers shown\.$/,
    msg({ id: '{reason} Payments run in test mode: use one of the test card numbers shown.' }),
    'reason',
  ),
  p(
    /^must be at most ([\d,]+) (\w+)$/,
    msg({ id: 'must be at most {maxNumber} {unit}' }),
    'maxNumber',
    'unit',
  ),
  p(/^at most ([\d,]+) photos$/, msg({ id: 'at most {maxNumber} photos' }), 'maxNumber'),
  p(/^Sort must be one of (.+)$/, msg({ id: 'Sort must be one of {list}' }), 'list'),
  p(
    /^(.+) must be a whole number of (\w+)$/,
    msg({ id: '{label} must be a whole number of {unit}' }),
    'label',
    'unit',
  ),
  p(
    /^(.+) must be at most ([\d,]+) (\w+)$/,
    msg({ id: '{label} must be at most {maxNumber} {unit}' }),
    'label',
    'maxNumber',
    'unit',
  ),
  p(/^(.+) must be a year, like 2019$/, msg({ id: '{label} must be a year, like 2019' }), 'label'),
  p(
    /^“(.+)” is not a (\w+) we list; choose from (.+)$/,
    msg({ id: '“{value}” is not a {noun} we list; choose from {values}' }),
    'value',
    'noun',
    'values',
  ),
  p(
    /^You can keep up to ([\d,]+) saved searches\. Delete one to save this search\.$/,
    msg({ id: 'You can keep up to {maxNumber} saved searches. Delete one to save this search.' }),
    'maxNumber',
  ),
  p(
    /^a bike can have at most ([\d,]+) photos$/,
    msg({ id: 'a bike can have at most {maxNumber} photos' }),
    'maxNumber',
  ),
  p(
    /^Search text must be at most ([\d,]+) characters$/,
    msg({ id: 'Search text must be at most {maxNumber} characters' }),
    'maxNumber',
  ),
  p(
    /^A deal keeps at most ([\d,]+) photos of papers\.$/,
    msg({ id: 'A deal keeps at most {maxNumber} photos of papers.' }),
    'maxNumber',
  ),
  p(
    /^Add a photo of each paper first \(missing: (.+)\)\.$/,
    msg({ id: 'Add a photo of each paper first (missing: {papers}).' }),
    'papers',
  ),
  p(
    /^This payout is already paid \(reference (.+)\)\.$/,
    msg({ id: 'This payout is already paid (reference {reference}).' }),
    'reference',
  ),
  p(
    /^A result file has at most ([\d,]+) rows\.$/,
    msg({ id: 'A result file has at most {maxNumber} rows.' }),
    'maxNumber',
  ),
  p(/^(.+) is required$/, msg({ id: '{label} is required' }), 'label'),
  p(
    /^(.+): 5 to 30 letters and digits, as stamped on the bike$/,
    msg({ id: '{label}: 5 to 30 letters and digits, as stamped on the bike' }),
    'label',
  ),
];
