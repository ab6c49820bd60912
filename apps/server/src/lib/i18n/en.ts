/**
 * The server's English messages (the original client's copy), by id, in Lingui's ICU syntax: `{name}` is a value
 * the caller passes, already formatted for the language. Every id here must be in `bn.ts` too
 * (the type says so; `i18n.unit.test.ts` checks the placeholders match).
 */
export const en = {
  // The frame of every mail (lib/mail.ts).
  'mail.greeting': 'Hello,',
  'mail.greeting.named': 'Hello {name},',
  'mail.signature': 'Best Bikes',
  'mail.open-app': 'Open Best Bikes',

  // users: the sign-up code and the notice to an address that has an account (ADR 0083).
  'sign-up-code.subject': '{code} is your Best Bikes code',
  'sign-up-code.intro': 'Your Best Bikes code is:',
  'sign-up-code.enter': 'Enter it on the sign-up page to finish signing up. It works for {minutes} minutes.',
  'sign-up-code.ignore':
    'If you did not sign up for Best Bikes, ignore this e-mail: no account is opened without the code.',
  'existing-account.subject': 'Someone tried to sign up with your e-mail address',
  'existing-account.told':
    'Someone tried to sign up for Best Bikes with your e-mail address. You already have an account, so nothing was changed.',
  'existing-account.if-you': 'If it was you, ',
  'existing-account.sign-in': 'sign in',
  'existing-account.forgot': 'Forgot your password? ',
  'existing-account.reset': 'Reset it from the login page',
  'existing-account.reset-how': ' (enter your e-mail, then "Forget Password?")',
  'existing-account.not-you':
    'If it was not you, ignore this e-mail: your account and password stay as they are.',

  // users: the password reset (ADR 0012).
  'reset.subject': 'Reset your Best Bikes password',
  'reset.asked':
    'Someone asked to reset the password of your Best Bikes account. To choose a new one, open this link:',
  'reset.link': 'Reset my password',
  'reset.expiry':
    'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',

  // notifications (docs/product.md#seller-and-admin-tools): one title and body per event and recipient.
  'booking-made.buyer.title': 'You booked {bike}',
  'booking-made.buyer.body':
    '{seller} holds {bike} for you at {price} until {until}. Pay before then from My Orders.',
  'booking-made.seller.title': '{bike} was booked',
  'booking-made.seller.body': '{buyer} booked {bike} at {price} until {until}. Phone {phone}, {location}.',
  'payment-received.buyer.title': 'Payment received for {bike}',
  'payment-received.buyer.body':
    'We received {amount} for {bike} (transaction {transaction}). Your receipt is on the link below.',
  'payment-received.seller.title': '{bike} is sold',
  'payment-received.seller.body': '{buyer} paid {amount} for {bike} (transaction {transaction}).',
  'booking-expiring.title': 'Your booking of {bike} ends soon',
  'booking-expiring.body':
    'Your booking of {bike} ends at {until}, in less than {hours} hours. Pay {price} before then to keep it.',
  'booking-expired.buyer.title': 'Your booking of {bike} has expired',
  'booking-expired.buyer.body':
    'Your booking of {bike} ended unpaid. If it is still available you can book it again.',
  'booking-expired.seller.title': 'The booking of {bike} expired',
  'booking-expired.seller.body': '{buyer} did not pay for {bike} in time. It is offered to buyers again.',
  'booking-released.title': 'Your booking of {bike} was released',
  'booking-released.body':
    '{seller} released your unpaid booking of {bike}, so it is offered to other buyers again. If it is still available you can book it again.',
  'booking-cancelled.title': 'The booking of {bike} was cancelled',
  'booking-cancelled.body':
    '{buyer} cancelled their booking of {bike}. It is offered to other buyers again from now on.',
  'report-removed.title': 'Thank you: the listing of {bike} you reported was removed',
  'report-removed.body':
    'An admin reviewed your report of {bike} and removed the listing, so buyers no longer see it. Thank you for telling us.',
  'report-dismissed.title': 'Your report of {bike} was reviewed',
  'report-dismissed.body':
    'An admin reviewed your report of {bike} and found nothing that breaks the rules, so the listing stays. Thank you for telling us; report again if something changes.',
  'seller-verified.title': 'Your seller account is verified',
  'seller-verified.body':
    'An admin verified your seller account: your bikes now show the verified badge to buyers.',
  'listing-removed.title': 'An admin removed {bike}',
  'listing-removed.body': 'An admin removed your listing {bike}. Reason: {reason}',

  // saved-searches: the daily digest of a saved search (ADR 0096).
  'saved-search-digest.subject.one': 'A bike matches your saved search: {name}',
  'saved-search-digest.subject.many': '{count} bikes match your saved search: {name}',
  'saved-search-digest.intro.one': 'A bike matches your saved search {name}:',
  'saved-search-digest.intro.many': '{count} bikes match your saved search {name}:',
  'saved-search-digest.listed': ' in {location}: newly listed at {price}',
  'saved-search-digest.price-drop': ' in {location}: price dropped from {from} to {to}',
  'saved-search-digest.see-all': 'See every bike of this search',
  'saved-search-digest.once-a-day': 'We send at most one of these mails a day for each saved search.',
  'saved-search-digest.unsubscribe-before': 'No more mails for this search? ',
  'saved-search-digest.unsubscribe': 'Unsubscribe',

  // Money as the messages above show it.
  taka: '{amount} Taka',
} as const;

export type MessageId = keyof typeof en;
