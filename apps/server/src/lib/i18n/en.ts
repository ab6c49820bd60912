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
    'We received {amount} for {bike} (transaction {transaction}).{rest} Your receipt is on the link below.',
  'payment-received.seller.title': '{bike} is sold',
  'payment-received.seller.body': '{buyer} paid {amount} for {bike} (transaction {transaction}).{rest}',
  'payment-received.deposit': ' This is a deposit: the rest, {rest}, is paid to the seller at the handover.',
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
  // offers: the steps of an offer, told to the other side (docs/product.md#offers).
  'offer-made.title': '{name} offered {amount} for {bike}',
  'offer-made.body':
    '{name} offered {amount} for {bike}. Accept, decline or counter it in your conversation before {until}.',
  'offer-countered.title': '{name} countered with {amount} for {bike}',
  'offer-countered.body':
    '{name} answered your offer with {amount} for {bike}. Accept it or counter again before {until}.',
  'offer-accepted.title': '{name} accepted {amount} for {bike}',
  'offer-accepted.body':
    'The price of {bike} is agreed at {amount}. The buyer can book and pay at this price until {until}.',
  'offer-declined.title': '{name} declined your offer for {bike}',
  'offer-declined.body':
    'Your offer of {amount} for {bike} was declined. You can make another offer in the conversation.',
  'offer-expired.title': 'Your offer for {bike} expired',
  'offer-expired.body': 'Your offer of {amount} for {bike} was not answered within 48 hours and has expired.',
  'offer-withdrawn.title': '{name} withdrew the offer for {bike}',
  'offer-withdrawn.body': 'The offer of {amount} for {bike} was withdrawn.',
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
  'listing-held.title': '{bike} waits for a check by the shop',
  'listing-held.body':
    'Another live listing has the chassis number of {bike}, so an admin will check it before it is published. We will tell you when it is decided.',
  'listing-released.title': '{bike} is now on sale',
  'listing-released.body': 'An admin checked {bike} and published it: buyers can now find and book it.',
  'listing-refused.title': '{bike} was not published',
  'listing-refused.body': 'An admin checked {bike} and did not publish it. Reason: {reason}',
  'papers-approved.title': 'The papers of {bike} are checked',
  'papers-approved.body': 'An admin checked the papers of {bike}: buyers now see "Papers checked" on it.',
  'papers-refused.title': 'The papers of {bike} were not accepted',
  'papers-refused.body':
    'An admin could not accept the papers of {bike}. Reason: {reason}. You may send them again from My Products.',

  // deals: what the other side of a deal must know (ADR 0140, 0151). Never the handover code.
  'deal-papers-shared.title': 'The papers of {bike} are ready to check',
  'deal-papers-shared.body':
    '{seller} shared photos of the papers of {bike} and its chassis and engine numbers. Check them before you meet; the seller must hand over by {by}.',
  'deal-meeting-proposed.title': '{seller} proposed where and when to meet for {bike}',
  'deal-meeting-proposed.body': '{seller} offers to meet at {place}: {times}. Pick the time that suits you.',
  'deal-meeting-chosen.title': 'The meeting for {bike} is set',
  'deal-meeting-chosen.body': '{buyer} will meet you at {place} on {at}. Bring the bike and all its papers.',
  'deal-meeting-reminder.title': 'Reminder: you meet for {bike} on {at}',
  'deal-meeting-reminder.buyer.body':
    'You meet {seller} at {place} on {at} to take {bike}. Check the bike and its papers before you show your code.{due}',
  'deal-meeting-reminder.seller.body':
    'You meet {buyer} at {place} on {at} to hand over {bike}. Bring the bike and all its papers.{due}',
  'deal-meeting-reminder.due': ' Paid to the seller at the handover: {due}.',
  'deal-handed-over.title': '{bike} was handed over',
  'deal-handed-over.buyer.body':
    '{bike} was handed over on {at}. Check the bike and its papers: you can report a problem until {until}; after that the money goes to the seller.',
  'deal-handed-over.seller.body':
    '{buyer} has {bike} since {at}. The buyer may report a problem until {until}; after that the deal completes and you are paid.',
  'deal-completed.title': 'The deal for {bike} is complete',
  'deal-completed.buyer.body':
    'The inspection time for {bike} has ended and the deal is complete. Thank you.',
  'deal-completed.seller.body':
    'The deal for {bike} is complete: {amount} is due to you and is paid out within 10 days.',
  'deal-cancelled.title': 'The deal for {bike} was cancelled',
  'deal-cancelled.why.buyer': 'the buyer cancelled',
  'deal-cancelled.why.seller': 'the seller cancelled',
  'deal-cancelled.why.timeout': 'the bike was not handed over by {by}',
  'deal-cancelled.buyer.body':
    'The deal for {bike} was cancelled: {why}. {amount} is refunded to you the way you paid.',
  'deal-cancelled.seller.body': 'The deal for {bike} was cancelled: {why}.',
  'deal-dispute-opened.title': 'The buyer reported a problem with {bike}',
  'deal-dispute-opened.body':
    '{buyer} reported a problem with {bike}: {reason}. “{text}” The money stays held until our team decides; we will write to you.',
  'dispute-reason.not_as_described': 'not as described',
  'dispute-reason.papers_problem': 'a problem with the papers',
  'dispute-reason.seller_no_show': 'the seller did not come',
  'deal-dispute-resolved.title': 'Our decision on the problem with {bike}',
  'deal-dispute-resolved.release':
    'We looked at the problem reported with {bike} and release the money to the seller. Reason: {reason}',
  'deal-dispute-resolved.refund':
    'We looked at the problem reported with {bike} and refund the buyer in full ({amount}). Reason: {reason}',
  'deal-dispute-resolved.partial_refund':
    'We looked at the problem reported with {bike}: {amount} goes back to the buyer and the rest, {rest}, to the seller. Reason: {reason}',
  'deal-refunded.title': 'Your refund for {bike} is done',
  'deal-refunded.body':
    '{amount} for {bike} was refunded the way you paid (reference {reference}). Your bank or wallet may take a few days to show it.',
  // conversations: a new message, and the digest mail of unread ones (docs/product.md#conversations).
  'conversation-message.title': 'New message about {bike}',
  'conversation-message.body': '{sender}: {text}',
  'conversation-message.photo': '(a photo)',
  'conversation-message.offer': '(an offer)',
  'conversation-digest.subject.one': '{sender} wrote to you about {bike}',
  'conversation-digest.subject.many': '{count} new messages about {bike}',
  'conversation-digest.intro': 'You have unread messages about {bike} on Best Bikes:',
  'conversation-digest.open': 'Open the conversation',
  'conversation-digest.never-pay':
    'Never pay outside Best Bikes: pay through the shop, where your money is held until you have the bike.',
  'conversation-digest.at-most':
    'We send at most one of these mails every 15 minutes for each conversation, and none while you have it open.',
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
  // The in-app notice of a saved search's digest (ADR 0182); the digest itself is the mail.
  'saved-search-match.title.one': 'A bike matches your saved search',
  'saved-search-match.title.many': '{count} bikes match your saved search',
  'saved-search-match.body': '{name}. We mailed you the list; open the search to see them.',
  // A saved search's name, rendered from its query in the reader's language (ADR 0182).
  'search-name.price-between': '{min}–{max} Taka',
  'search-name.price-from': 'from {min} Taka',
  'search-name.price-up-to': 'up to {max} Taka',
  'search-name.year-from': '{year} or newer',
  'search-name.year-up-to': '{year} or older',
  'search-name.km-up-to': 'up to {km} km',
  'search-name.cc-between': '{min}–{max} cc',
  'search-name.cc-from': '{cc} cc or more',
  'search-name.cc-up-to': 'up to {cc} cc',
  'search-name.papers': 'with papers',
  'search-name.verified': 'verified sellers',
  'search-name.papers-checked': 'papers checked',
  'search-name.type.motorcycle': 'Motorcycle',
  'search-name.type.scooter': 'Scooter',
  'search-name.type.electric': 'Electric',
  'search-name.all': 'All bikes',

  // seo: the titles and descriptions a search engine or a shared link shows (modules/seo, ADR 0310).
  'seo.site': 'Best Bikes',
  'seo.home.title': 'Best Bikes: used motorbikes for sale in Bangladesh',
  'seo.home.description':
    'Buy and sell used motorbikes in Bangladesh, priced in Taka: {count} bikes from {brands} brands, paid safely through the shop.',
  'seo.bike.title': '{bike} for {price} in {place}',
  'seo.bike.description': '{bike}, {year}, {km}, {owners}. {price} in {place}. {text}',
  'seo.bike.km': '{km} km',
  'seo.bike.km-unknown': 'kilometres not given',
  'seo.bike.year-unknown': 'year not given',
  'seo.bike.first-owner': 'first owner',
  'seo.bike.owners': '{count} owners',
  'seo.bike.owners-unknown': 'owners not given',
  'seo.bike.gone': '{bike}: sold or no longer listed',
  'seo.gone.heading': 'This bike is sold or no longer listed',
  'seo.gone.similar': 'Bikes like it on sale now',
  'seo.gone.brand': 'All {brand} bikes for sale',
  'seo.gone.all': 'All bikes for sale',
  'seo.brand.title': 'Used {brand} motorbikes for sale in Bangladesh',
  'seo.brand.description':
    '{count} used {brand} motorbikes for sale in Bangladesh, priced in Taka, with photos and facts.',
  'seo.bikes.title': 'Used motorbikes for sale in Bangladesh',
  'seo.bikes.description':
    'Search used motorbikes across every brand in Bangladesh by price, year, kilometres and district.',
  'seo.blogs.title': 'Blog: buying and selling used motorbikes',
  'seo.blogs.description': 'Guides for buying and selling a used motorbike in Bangladesh.',
  'seo.seller.title': 'Used motorbikes sold by {name}',
  'seo.seller.description':
    '{name} on Best Bikes, Bangladesh: used motorbikes for sale ({count} now), the proven phone and verified badges, buyers’ rating.',
  'seo.safety.title': 'Buying a used motorbike safely in Bangladesh',
  'seo.safety.description':
    'Check the papers, the chassis and engine numbers and the BRTA ownership transfer, meet safely, and pay only through the shop.',

  // Money as the messages above show it.
  taka: '{amount} Taka',
} as const;

export type MessageId = keyof typeof en;
