import type { MessageId } from './en';

/**
 * The server's Bangla messages, as written in Bangladesh (বাইক, বুকিং, বিক্রেতা, ক্রেতা, টাকা). Brand,
 * model and our own name stay in Latin letters, as do codes and transaction ids a person types or
 * quotes. A missing id does not compile.
 */
export const bn: Record<MessageId, string> = {
  'mail.greeting': 'হ্যালো,',
  'mail.greeting.named': 'হ্যালো {name},',
  'mail.signature': 'Best Bikes',
  'mail.open-app': 'Best Bikes খুলুন',

  'sign-up-code.subject': '{code} আপনার Best Bikes কোড',
  'sign-up-code.intro': 'আপনার Best Bikes কোড:',
  'sign-up-code.enter': 'সাইন আপ শেষ করতে কোডটি সাইন-আপ পেজে লিখুন। এটি {minutes} মিনিট কাজ করবে।',
  'sign-up-code.ignore':
    'আপনি Best Bikes-এ সাইন আপ না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন: কোড ছাড়া কোনো অ্যাকাউন্ট খোলা হয় না।',
  'existing-account.subject': 'কেউ আপনার ই-মেইল ঠিকানা দিয়ে সাইন আপ করার চেষ্টা করেছে',
  'existing-account.told':
    'কেউ আপনার ই-মেইল ঠিকানা দিয়ে Best Bikes-এ সাইন আপ করার চেষ্টা করেছে। আপনার আগে থেকেই অ্যাকাউন্ট আছে, তাই কিছুই বদলানো হয়নি।',
  'existing-account.if-you': 'এটি আপনি হলে ',
  'existing-account.sign-in': 'সাইন ইন করুন',
  'existing-account.forgot': 'পাসওয়ার্ড ভুলে গেছেন? ',
  'existing-account.reset': 'লগইন পেজ থেকে রিসেট করুন',
  'existing-account.reset-how': ' (আপনার ই-মেইল লিখে পাসওয়ার্ড ভুলে যাওয়ার বোতামে চাপুন)',
  'existing-account.not-you':
    'এটি আপনি না হলে এই ই-মেইলটি উপেক্ষা করুন: আপনার অ্যাকাউন্ট ও পাসওয়ার্ড যেমন ছিল তেমনই থাকবে।',

  'reset.subject': 'আপনার Best Bikes পাসওয়ার্ড রিসেট করুন',
  'reset.asked': 'কেউ আপনার Best Bikes অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছে। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
  'reset.link': 'আমার পাসওয়ার্ড রিসেট করুন',
  'reset.expiry':
    'লিংকটি একবারই কাজ করবে এবং এক ঘণ্টা পরে এর মেয়াদ শেষ হবে। আপনি এটি না চেয়ে থাকলে এই ই-মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',

  'booking-made.buyer.title': 'আপনি {bike} বুক করেছেন',
  'booking-made.buyer.body':
    '{seller} আপনার জন্য {bike} {until} পর্যন্ত রেখে দিয়েছেন (দাম {price})। এর আগেই আমার অর্ডার থেকে টাকা পরিশোধ করুন।',
  'booking-made.seller.title': '{bike} বুক করা হয়েছে',
  'booking-made.seller.body': '{buyer} {bike} {until} পর্যন্ত বুক করেছেন (দাম {price})। ফোন {phone}, {location}।',
  'payment-received.buyer.title': '{bike}-এর পেমেন্ট পাওয়া গেছে',
  'payment-received.buyer.body':
    'আমরা {bike}-এর জন্য {amount} পেয়েছি (লেনদেন {transaction})।{rest} আপনার রসিদ নিচের লিংকে আছে।',
  'payment-received.seller.title': '{bike} বিক্রি হয়েছে',
  'payment-received.seller.body':
    '{buyer} {bike}-এর জন্য {amount} পরিশোধ করেছেন (লেনদেন {transaction})।{rest}',
  'payment-received.deposit': ' এটি অগ্রিম: বাকি {rest} হস্তান্তরের সময় বিক্রেতাকে দিতে হবে।',
  'booking-expiring.title': '{bike}-এর বুকিং শিগগিরই শেষ হবে',
  'booking-expiring.body':
    'আপনার {bike}-এর বুকিং {until}-এ শেষ হবে, {hours} ঘণ্টারও কম সময় পরে। বুকিং ধরে রাখতে এর আগেই {price} পরিশোধ করুন।',
  'booking-expired.buyer.title': '{bike}-এর বুকিংয়ের মেয়াদ শেষ হয়েছে',
  'booking-expired.buyer.body':
    'টাকা পরিশোধ না হওয়ায় আপনার {bike}-এর বুকিং শেষ হয়েছে। বাইকটি এখনও পাওয়া গেলে আবার বুক করতে পারেন।',
  'booking-expired.seller.title': '{bike}-এর বুকিংয়ের মেয়াদ শেষ হয়েছে',
  'booking-expired.seller.body':
    '{buyer} সময়মতো {bike}-এর টাকা পরিশোধ করেননি। বাইকটি আবার ক্রেতাদের জন্য দেখানো হচ্ছে।',
  'booking-released.title': '{bike}-এর বুকিং ছেড়ে দেওয়া হয়েছে',
  'booking-released.body':
    '{seller} আপনার অপরিশোধিত {bike}-এর বুকিং ছেড়ে দিয়েছেন, তাই বাইকটি আবার অন্য ক্রেতাদের জন্য দেখানো হচ্ছে। এটি এখনও পাওয়া গেলে আবার বুক করতে পারেন।',
  'booking-cancelled.title': '{bike}-এর বুকিং বাতিল করা হয়েছে',
  'booking-cancelled.body':
    '{buyer} {bike}-এর বুকিং বাতিল করেছেন। এখন থেকে বাইকটি আবার অন্য ক্রেতাদের জন্য দেখানো হচ্ছে।',
  // offers: the steps of an offer, told to the other side (docs/product.md#offers).
  'offer-made.title': '{name} {bike}-এর জন্য {amount} দাম প্রস্তাব করেছেন',
  'offer-made.body':
    '{name} {bike}-এর জন্য {amount} প্রস্তাব করেছেন। {until}-এর আগে কথোপকথনে গিয়ে প্রস্তাবটি গ্রহণ, প্রত্যাখ্যান বা পাল্টা প্রস্তাব করুন।',
  'offer-countered.title': '{name} {bike}-এর জন্য {amount} পাল্টা প্রস্তাব দিয়েছেন',
  'offer-countered.body':
    '{name} আপনার প্রস্তাবের উত্তরে {bike}-এর জন্য {amount} চেয়েছেন। {until}-এর আগে এটি গ্রহণ করুন বা আবার পাল্টা প্রস্তাব দিন।',
  'offer-accepted.title': '{name} {bike}-এর জন্য {amount} গ্রহণ করেছেন',
  'offer-accepted.body': '{bike}-এর দাম {amount}-এ ঠিক হয়েছে। ক্রেতা {until} পর্যন্ত এই দামে বুক করে টাকা দিতে পারবেন।',
  'offer-declined.title': '{name} {bike}-এর জন্য আপনার প্রস্তাব প্রত্যাখ্যান করেছেন',
  'offer-declined.body':
    '{bike}-এর জন্য আপনার {amount}-এর প্রস্তাব প্রত্যাখ্যান করা হয়েছে। কথোপকথনে আপনি আবার প্রস্তাব দিতে পারেন।',
  'offer-expired.title': '{bike}-এর জন্য আপনার প্রস্তাবের মেয়াদ শেষ',
  'offer-expired.body':
    '{bike}-এর জন্য আপনার {amount}-এর প্রস্তাবের ৪৮ ঘণ্টার মধ্যে কোনো উত্তর আসেনি, তাই এর মেয়াদ শেষ হয়ে গেছে।',
  'offer-withdrawn.title': '{name} {bike}-এর প্রস্তাব তুলে নিয়েছেন',
  'offer-withdrawn.body': '{bike}-এর জন্য {amount}-এর প্রস্তাবটি তুলে নেওয়া হয়েছে।',
  'report-removed.title': 'ধন্যবাদ: আপনার জানানো {bike}-এর বিজ্ঞাপনটি সরানো হয়েছে',
  'report-removed.body':
    'একজন অ্যাডমিন {bike} নিয়ে আপনার অভিযোগ দেখে বিজ্ঞাপনটি সরিয়ে দিয়েছেন, তাই ক্রেতারা আর এটি দেখবেন না। জানানোর জন্য ধন্যবাদ।',
  'report-dismissed.title': '{bike} নিয়ে আপনার অভিযোগ দেখা হয়েছে',
  'report-dismissed.body':
    'একজন অ্যাডমিন {bike} নিয়ে আপনার অভিযোগ দেখেছেন এবং নিয়ম ভাঙার কিছু পাননি, তাই বিজ্ঞাপনটি থাকছে। জানানোর জন্য ধন্যবাদ; কিছু বদলালে আবার জানান।',
  'seller-verified.title': 'আপনার বিক্রেতা অ্যাকাউন্ট যাচাই করা হয়েছে',
  'seller-verified.body':
    'একজন অ্যাডমিন আপনার বিক্রেতা অ্যাকাউন্ট যাচাই করেছেন: এখন থেকে ক্রেতারা আপনার বাইকে যাচাইকৃত ব্যাজ দেখবেন।',
  'listing-removed.title': 'একজন অ্যাডমিন {bike} সরিয়ে দিয়েছেন',
  'listing-removed.body': 'একজন অ্যাডমিন আপনার বিজ্ঞাপন {bike} সরিয়ে দিয়েছেন। কারণ: {reason}',
  'listing-held.title': '{bike} দোকানের যাচাইয়ের অপেক্ষায় আছে',
  'listing-held.body':
    'আরেকটি চালু বিজ্ঞাপনে {bike}-এর চেসিস নম্বর আছে, তাই প্রকাশের আগে একজন অ্যাডমিন এটি যাচাই করবেন। সিদ্ধান্ত হলে আমরা আপনাকে জানাব।',
  'listing-released.title': '{bike} এখন বিক্রির জন্য প্রকাশিত',
  'listing-released.body': 'একজন অ্যাডমিন {bike} যাচাই করে প্রকাশ করেছেন: ক্রেতারা এখন এটি খুঁজে বুক করতে পারবেন।',
  'listing-refused.title': '{bike} প্রকাশ করা হয়নি',
  'listing-refused.body': 'একজন অ্যাডমিন {bike} যাচাই করে প্রকাশ করেননি। কারণ: {reason}',
  'papers-approved.title': '{bike}-এর কাগজপত্র যাচাই করা হয়েছে',
  'papers-approved.body': 'একজন অ্যাডমিন {bike}-এর কাগজপত্র যাচাই করেছেন: এখন ক্রেতারা এতে "কাগজপত্র যাচাইকৃত" দেখবেন।',
  'papers-refused.title': '{bike}-এর কাগজপত্র গ্রহণ করা হয়নি',
  'papers-refused.body':
    'একজন অ্যাডমিন {bike}-এর কাগজপত্র গ্রহণ করতে পারেননি। কারণ: {reason}। “আমার বাইক” থেকে আবার পাঠাতে পারেন।',
  'deal-papers-shared.title': '{bike}-এর কাগজপত্র দেখার জন্য তৈরি',
  'deal-papers-shared.body':
    '{seller} {bike}-এর কাগজপত্রের ছবি এবং চেসিস ও ইঞ্জিন নম্বর দিয়েছেন। দেখা করার আগে মিলিয়ে দেখুন; বিক্রেতাকে {by}-এর মধ্যে বাইক হস্তান্তর করতে হবে।',
  'deal-meeting-proposed.title': '{seller} {bike}-এর জন্য দেখা করার জায়গা ও সময় দিয়েছেন',
  'deal-meeting-proposed.body': '{seller} {place}-এ দেখা করতে চান: {times}। আপনার সুবিধামতো সময়টি বেছে নিন।',
  'deal-meeting-chosen.title': '{bike}-এর জন্য দেখা করার সময় ঠিক হয়েছে',
  'deal-meeting-chosen.body': '{buyer} {at}-এ {place}-এ আপনার সাথে দেখা করবেন। বাইক ও এর সব কাগজপত্র সাথে আনুন।',
  'deal-meeting-reminder.title': 'মনে করিয়ে দিচ্ছি: {bike}-এর জন্য দেখা {at}-এ',
  'deal-meeting-reminder.buyer.body':
    '{bike} নিতে {at}-এ {place}-এ {seller}-এর সাথে আপনার দেখা। আপনার কোড দেখানোর আগে বাইক ও কাগজপত্র মিলিয়ে দেখুন।{due}',
  'deal-meeting-reminder.seller.body':
    '{bike} হস্তান্তর করতে {at}-এ {place}-এ {buyer}-এর সাথে আপনার দেখা। বাইক ও এর সব কাগজপত্র সাথে আনুন।{due}',
  'deal-meeting-reminder.due': ' হস্তান্তরের সময় বিক্রেতাকে দিতে হবে: {due}।',
  'deal-handed-over.title': '{bike} হস্তান্তর হয়েছে',
  'deal-handed-over.buyer.body':
    '{at}-এ {bike} হস্তান্তর হয়েছে। বাইক ও কাগজপত্র মিলিয়ে দেখুন: {until} পর্যন্ত সমস্যা জানাতে পারবেন; এরপর টাকা বিক্রেতার কাছে যাবে।',
  'deal-handed-over.seller.body':
    '{at} থেকে {bike} {buyer}-এর কাছে। ক্রেতা {until} পর্যন্ত সমস্যা জানাতে পারবেন; এরপর লেনদেন সম্পন্ন হবে এবং আপনি টাকা পাবেন।',
  'deal-completed.title': '{bike}-এর লেনদেন সম্পন্ন',
  'deal-completed.buyer.body': '{bike} যাচাইয়ের সময় শেষ হয়েছে এবং লেনদেন সম্পন্ন হয়েছে। ধন্যবাদ।',
  'deal-completed.seller.body': '{bike}-এর লেনদেন সম্পন্ন: আপনার পাওনা {amount}, যা ১০ দিনের মধ্যে পরিশোধ করা হবে।',
  'deal-cancelled.title': '{bike}-এর লেনদেন বাতিল হয়েছে',
  'deal-cancelled.why.buyer': 'ক্রেতা বাতিল করেছেন',
  'deal-cancelled.why.seller': 'বিক্রেতা বাতিল করেছেন',
  'deal-cancelled.why.timeout': '{by}-এর মধ্যে বাইক হস্তান্তর হয়নি',
  'deal-cancelled.buyer.body':
    '{bike}-এর লেনদেন বাতিল হয়েছে: {why}। {amount} যেভাবে পরিশোধ করেছিলেন সেভাবেই আপনাকে ফেরত দেওয়া হচ্ছে।',
  'deal-cancelled.seller.body': '{bike}-এর লেনদেন বাতিল হয়েছে: {why}।',
  'deal-dispute-opened.title': 'ক্রেতা {bike} নিয়ে একটি সমস্যা জানিয়েছেন',
  'deal-dispute-opened.body':
    '{buyer} {bike} নিয়ে একটি সমস্যা জানিয়েছেন: {reason}। “{text}” আমাদের দল সিদ্ধান্ত না নেওয়া পর্যন্ত টাকা আটকে থাকবে; আমরা আপনাকে জানাব।',
  'dispute-reason.not_as_described': 'বিবরণের সাথে মেলে না',
  'dispute-reason.papers_problem': 'কাগজপত্রে সমস্যা',
  'dispute-reason.seller_no_show': 'বিক্রেতা আসেননি',
  'deal-dispute-resolved.title': '{bike}-এর সমস্যা নিয়ে আমাদের সিদ্ধান্ত',
  'deal-dispute-resolved.release':
    '{bike} নিয়ে জানানো সমস্যাটি আমরা দেখেছি এবং টাকা বিক্রেতাকে দেওয়া হচ্ছে। কারণ: {reason}',
  'deal-dispute-resolved.refund':
    '{bike} নিয়ে জানানো সমস্যাটি আমরা দেখেছি এবং ক্রেতাকে পুরো টাকা ({amount}) ফেরত দেওয়া হচ্ছে। কারণ: {reason}',
  'deal-dispute-resolved.partial_refund':
    '{bike} নিয়ে জানানো সমস্যাটি আমরা দেখেছি: {amount} ক্রেতাকে ফেরত যাবে এবং বাকি {rest} বিক্রেতা পাবেন। কারণ: {reason}',
  'deal-refunded.title': '{bike}-এর টাকা ফেরত সম্পন্ন',
  'deal-refunded.body':
    '{bike}-এর {amount} যেভাবে পরিশোধ করেছিলেন সেভাবে ফেরত দেওয়া হয়েছে (রেফারেন্স {reference})। আপনার ব্যাংক বা ওয়ালেটে দেখাতে কয়েক দিন লাগতে পারে।',

  // conversations: a new message, and the digest mail of unread ones (docs/product.md#conversations).
  'conversation-message.title': '{bike} নিয়ে নতুন বার্তা',
  'conversation-message.body': '{sender}: {text}',
  'conversation-message.photo': '(একটি ছবি)',
  'conversation-message.offer': '(একটি অফার)',
  'conversation-digest.subject.one': '{bike} নিয়ে {sender} আপনাকে লিখেছেন',
  'conversation-digest.subject.many': '{bike} নিয়ে {count}টি নতুন বার্তা',
  'conversation-digest.intro': 'Best Bikes-এ {bike} নিয়ে আপনার না-পড়া বার্তা আছে:',
  'conversation-digest.open': 'কথোপকথনটি খুলুন',
  'conversation-digest.never-pay':
    'Best Bikes-এর বাইরে কখনো টাকা দেবেন না: শপের মাধ্যমে দিন, বাইক হাতে না পাওয়া পর্যন্ত আপনার টাকা আমাদের কাছে জমা থাকে।',
  'conversation-digest.at-most':
    'প্রতিটি কথোপকথনের জন্য ১৫ মিনিটে সর্বোচ্চ একটি এমন মেইল পাঠাই, আর কথোপকথনটি খোলা থাকলে একটিও না।',
  'saved-search-digest.subject.one': 'আপনার সংরক্ষিত খোঁজের সাথে একটি বাইক মিলেছে: {name}',
  'saved-search-digest.subject.many': 'আপনার সংরক্ষিত খোঁজের সাথে {count}টি বাইক মিলেছে: {name}',
  'saved-search-digest.intro.one': 'আপনার সংরক্ষিত খোঁজ {name}-এর সাথে একটি বাইক মিলেছে:',
  'saved-search-digest.intro.many': 'আপনার সংরক্ষিত খোঁজ {name}-এর সাথে {count}টি বাইক মিলেছে:',
  'saved-search-digest.listed': ', {location}: নতুন বিজ্ঞাপন, দাম {price}',
  'saved-search-digest.price-drop': ', {location}: দাম {from} থেকে কমে {to} হয়েছে',
  'saved-search-digest.see-all': 'এই খোঁজের সব বাইক দেখুন',
  'saved-search-digest.once-a-day': 'প্রতিটি সংরক্ষিত খোঁজের জন্য আমরা দিনে সর্বোচ্চ একটি এমন মেইল পাঠাই।',
  'saved-search-digest.unsubscribe-before': 'এই খোঁজের জন্য আর মেইল চান না? ',
  'saved-search-digest.unsubscribe': 'আনসাবস্ক্রাইব করুন',
  'saved-search-match.title.one': 'আপনার সংরক্ষিত খোঁজের সাথে একটি বাইক মিলেছে',
  'saved-search-match.title.many': 'আপনার সংরক্ষিত খোঁজের সাথে {count}টি বাইক মিলেছে',
  'saved-search-match.body': '{name}। তালিকাটি আপনাকে মেইল করেছি; বাইকগুলো দেখতে খোঁজটি খুলুন।',
  'search-name.price-between': '{min}–{max} টাকা',
  'search-name.price-from': '{min} টাকা থেকে',
  'search-name.price-up-to': '{max} টাকা পর্যন্ত',
  'search-name.year-from': '{year} বা তার পরের',
  'search-name.year-up-to': '{year} বা তার আগের',
  'search-name.km-up-to': '{km} কিমি পর্যন্ত',
  'search-name.cc-between': '{min}–{max} সিসি',
  'search-name.cc-from': '{cc} সিসি বা বেশি',
  'search-name.cc-up-to': '{cc} সিসি পর্যন্ত',
  'search-name.papers': 'কাগজপত্রসহ',
  'search-name.verified': 'যাচাই করা বিক্রেতা',
  'search-name.papers-checked': 'কাগজপত্র যাচাইকৃত',
  'search-name.type.motorcycle': 'মোটরসাইকেল',
  'search-name.type.scooter': 'স্কুটার',
  'search-name.type.electric': 'ইলেকট্রিক',
  'search-name.all': 'সব বাইক',

  'seo.site': 'বেস্ট বাইকস',
  'seo.home.title': 'বেস্ট বাইকস: বাংলাদেশে পুরোনো মোটরবাইক কেনাবেচা',
  'seo.home.description':
    'বাংলাদেশে পুরোনো মোটরবাইক কিনুন ও বিক্রি করুন, দাম টাকায়: {brands}টি ব্র্যান্ডের {count}টি বাইক, টাকা দিন নিরাপদে দোকানের মাধ্যমে।',
  'seo.bike.title': '{bike}, দাম {price}, {place}',
  'seo.bike.description': '{bike}, {year}, {km}, {owners}। দাম {price}, {place}। {text}',
  'seo.bike.km': '{km} কিমি',
  'seo.bike.km-unknown': 'কিলোমিটার জানানো হয়নি',
  'seo.bike.year-unknown': 'সাল জানানো হয়নি',
  'seo.bike.first-owner': 'প্রথম মালিক',
  'seo.bike.owners': '{count}জন মালিক',
  'seo.bike.owners-unknown': 'মালিকের সংখ্যা জানানো হয়নি',
  'seo.bike.gone': '{bike}: বিক্রি হয়ে গেছে বা আর তালিকায় নেই',
  'seo.gone.heading': 'এই বাইকটি বিক্রি হয়ে গেছে বা আর তালিকায় নেই',
  'seo.gone.similar': 'এখন বিক্রি হচ্ছে এমন কাছাকাছি বাইক',
  'seo.gone.brand': 'বিক্রির জন্য সব {brand} বাইক',
  'seo.gone.all': 'বিক্রির জন্য সব বাইক',
  'seo.brand.title': 'বাংলাদেশে বিক্রির জন্য পুরোনো {brand} মোটরবাইক',
  'seo.brand.description': 'বাংলাদেশে বিক্রির জন্য {count}টি পুরোনো {brand} মোটরবাইক, দাম টাকায়, ছবি ও তথ্যসহ।',
  'seo.bikes.title': 'বাংলাদেশে বিক্রির জন্য পুরোনো মোটরবাইক',
  'seo.bikes.description': 'দাম, সাল, কিলোমিটার ও জেলা ধরে বাংলাদেশের সব ব্র্যান্ডের পুরোনো মোটরবাইক খুঁজুন।',
  'seo.blogs.title': 'ব্লগ: পুরোনো মোটরবাইক কেনাবেচা',
  'seo.blogs.description': 'বাংলাদেশে পুরোনো মোটরবাইক কেনা ও বিক্রির নির্দেশিকা।',
  'seo.seller.title': '{name}-এর বিক্রির পুরোনো মোটরবাইক',
  'seo.seller.description':
    'বেস্ট বাইকসে {name}: বিক্রির জন্য {count}টি পুরোনো মোটরবাইক, যাচাই করা ফোন ও ভেরিফায়েড ব্যাজ, ক্রেতাদের রেটিং।',
  'seo.safety.title': 'বাংলাদেশে নিরাপদে পুরোনো মোটরবাইক কেনা',
  'seo.safety.description':
    'কাগজপত্র, চেসিস ও ইঞ্জিন নম্বর এবং বিআরটিএ-তে মালিকানা বদল যাচাই করুন, নিরাপদ জায়গায় দেখা করুন, টাকা দিন শুধু শপের মাধ্যমে।',

  taka: '{amount} টাকা',
};
