import type { StartupPost } from './startup-post';

/**
 * Guides a buyer of a used motorbike in Bangladesh needs (docs/product.md#blog), in English and
 * Bangla under one address each. They state only what the shop's rules and BRTA's known steps say:
 * no deadlines or fees beyond those.
 */
export const GUIDE_POSTS: readonly StartupPost[] = [
  {
    id: 'guide-checking-papers-en',
    slug: 'checking-the-papers-of-a-used-motorbike',
    language: 'en',
    title: 'Checking the papers of a used motorbike',
    publishedAt: '2026-11-02T06:00:00Z',
    body: `A good-looking bike with bad papers is a bad bike. Before you talk about the price, ask the seller to show every paper, in the original, and read them yourself. It takes ten minutes and it is the best protection you have.

## The papers to ask for

- **Registration certificate (smart card).** The bike's identity: its registration number, the owner's name, the chassis and engine numbers, the make, the model and the year. The name on it should be the seller's. If it is someone else's, ask why, and ask to meet that owner.
- **Tax token.** Shows the road tax is paid. Look at the date it is valid until. An expired token is money you will pay after the sale, so count it in the price.
- **Fitness certificate**, if the bike has one: check that its date has not passed.
- **Insurance.** Check the policy is in force and names this bike's registration number.

## The numbers must match

The chassis number is stamped on the frame (usually on the steering head) and the engine number on the engine case. Find both on the bike, clean them with a cloth, and compare them letter by letter with the registration certificate. They must be the same everywhere: on the smart card, on the tax token and insurance where they are written, and on the bike itself.

Walk away if a number is scratched, welded, re-punched or painted over, if the seller will not let you look, or if the numbers on the papers differ from the ones on the bike. A mismatch can mean a stolen frame or engine, and you cannot register a bike whose numbers do not agree.

## Photos are not papers

A photo of a smart card on a phone proves nothing. Meet the seller, hold the originals, and compare them with the seller's NID. On Best Bikes the money you pay is held by the shop until you have the bike and its papers, and your deal page has a checklist to tick at the bike: do not confirm the handover until every line is ticked.

## A short list to take with you

1. Smart card: owner's name, registration number, chassis and engine numbers.
2. Tax token: valid until when?
3. Fitness (if any) and insurance: valid until when?
4. Chassis and engine numbers on the bike: the same as on the papers?
5. The seller's NID: the same name as on the smart card?

If anything does not fit, do not pay. There will be another bike.`,
  },
  {
    id: 'guide-checking-papers-bn',
    slug: 'checking-the-papers-of-a-used-motorbike',
    language: 'bn',
    title: 'পুরোনো মোটরসাইকেলের কাগজপত্র যাচাই',
    publishedAt: '2026-11-02T06:00:00Z',
    body: `দেখতে সুন্দর বাইকের কাগজ খারাপ হলে বাইকটাই খারাপ। দাম নিয়ে কথা বলার আগে বিক্রেতাকে সব কাগজের আসল কপি দেখাতে বলুন, আর নিজে পড়ে দেখুন। দশ মিনিটের কাজ, কিন্তু এটাই আপনার সবচেয়ে বড় সুরক্ষা।

## যে কাগজগুলো চাইবেন

- **রেজিস্ট্রেশন সার্টিফিকেট (স্মার্ট কার্ড)।** বাইকের পরিচয়পত্র: রেজিস্ট্রেশন নম্বর, মালিকের নাম, চেসিস ও ইঞ্জিন নম্বর, ব্র্যান্ড, মডেল ও সাল। এখানে বিক্রেতার নামই থাকা উচিত। অন্য কারও নাম থাকলে কারণ জিজ্ঞেস করুন, আর সেই মালিকের সঙ্গে দেখা করতে চান।
- **ট্যাক্স টোকেন।** রোড ট্যাক্স দেওয়া আছে কি না তার প্রমাণ। কত তারিখ পর্যন্ত বৈধ দেখুন। মেয়াদ পেরোনো টোকেন মানে কেনার পরে আপনাকেই টাকা দিতে হবে, তাই দামের হিসাবে সেটা ধরুন।
- **ফিটনেস সার্টিফিকেট**, বাইকের যদি থাকে: তারিখ পেরিয়ে গেছে কি না দেখুন।
- **ইনস্যুরেন্স।** পলিসি চালু আছে কি না এবং তাতে এই বাইকের রেজিস্ট্রেশন নম্বর আছে কি না দেখুন।

## নম্বরগুলো মিলতে হবে

চেসিস নম্বর ফ্রেমে খোদাই করা থাকে (সাধারণত হ্যান্ডেলের নিচে স্টিয়ারিং হেডে), আর ইঞ্জিন নম্বর ইঞ্জিনের গায়ে। বাইকে দুটোই খুঁজে বের করুন, কাপড় দিয়ে মুছে নিন, তারপর রেজিস্ট্রেশন সার্টিফিকেটের সঙ্গে প্রতিটি অক্ষর মিলিয়ে দেখুন। স্মার্ট কার্ডে, ট্যাক্স টোকেন ও ইনস্যুরেন্সে যেখানে লেখা আছে সেখানে, আর বাইকের গায়ে — সব জায়গায় নম্বর একই হতে হবে।

নম্বর ঘষা, ঝালাই করা, নতুন করে খোদাই করা বা রং দিয়ে ঢাকা থাকলে, বিক্রেতা দেখতে না দিলে, কিংবা কাগজের নম্বর বাইকের নম্বরের সঙ্গে না মিললে কিনবেন না। না মেলা মানে চুরি করা ফ্রেম বা ইঞ্জিন হতে পারে, আর নম্বর না মিললে বাইকটি আপনার নামে রেজিস্ট্রেশন করা যাবে না।

## ছবি কাগজ নয়

ফোনে স্মার্ট কার্ডের ছবি কিছুই প্রমাণ করে না। বিক্রেতার সঙ্গে দেখা করুন, আসল কাগজ হাতে নিন, আর বিক্রেতার এনআইডির সঙ্গে মিলিয়ে দেখুন। Best Bikes-এ আপনার দেওয়া টাকা বাইক ও কাগজ হাতে না পাওয়া পর্যন্ত শপের কাছে জমা থাকে, আর ডিলের পাতায় বাইকের কাছে দাঁড়িয়ে টিক দেওয়ার একটা চেকলিস্ট আছে: সব লাইনে টিক না পড়া পর্যন্ত হাতবদল নিশ্চিত করবেন না।

## সঙ্গে রাখার ছোট তালিকা

1. স্মার্ট কার্ড: মালিকের নাম, রেজিস্ট্রেশন নম্বর, চেসিস ও ইঞ্জিন নম্বর।
2. ট্যাক্স টোকেন: কত তারিখ পর্যন্ত বৈধ?
3. ফিটনেস (থাকলে) ও ইনস্যুরেন্স: কত তারিখ পর্যন্ত বৈধ?
4. বাইকের গায়ের চেসিস ও ইঞ্জিন নম্বর কাগজের সঙ্গে মেলে?
5. বিক্রেতার এনআইডি: স্মার্ট কার্ডের নামের সঙ্গে মেলে?

কোনো কিছু না মিললে টাকা দেবেন না। আরেকটা বাইক পাবেন।`,
  },
  {
    id: 'guide-ownership-transfer-en',
    slug: 'ownership-transfer-at-brta',
    language: 'en',
    title: 'Transferring ownership at BRTA after you buy',
    publishedAt: '2026-11-09T06:00:00Z',
    body: `Paying for a bike does not make it yours on paper. Until the registration is in your name, the bike is legally the seller's, and any fine, accident or dispute is tied to their name, not yours. Both of you have a part to play at BRTA, the Bangladesh Road Transport Authority.

## The two deadlines

- **The seller informs BRTA within 30 days** of the sale that the bike has been sold.
- **The buyer applies to register the bike in their own name within 60 days** of the sale.

Agree at the handover who goes to the BRTA office when, and keep each other's phone number.

## What to sign and collect on the day of the sale

- **The transfer forms, TO and TTO.** The seller signs the transfer-of-ownership forms for the bike; check the registration, chassis and engine numbers written on them against the smart card.
- **NID copies.** A copy of the seller's national ID card, and your own for your application.
- **A sale receipt.** Written and signed by the seller: the date, the price, the bike's registration, chassis and engine numbers, and both your names. Keep the original.
- **The bike's papers**: the registration certificate (smart card), the tax token and the insurance.

On Best Bikes the deal page keeps a record of the sale (the date and the price you paid), which helps when you fill in the forms.

## At BRTA

Take the forms, the NID copies, the receipt and the bike's papers to the BRTA circle office where the bike is registered, and apply to register it in your name. Ask the office for the current fee and any other paper they need, and pay only at the official counter or through the official channel, never to a middleman who promises to make it faster.

## Why it matters

A bike still in the seller's name can be claimed back, and you cannot prove it is yours if it is stolen. Do not postpone the transfer: the 60 days pass quickly.`,
  },
  {
    id: 'guide-ownership-transfer-bn',
    slug: 'ownership-transfer-at-brta',
    language: 'bn',
    title: 'কেনার পরে বিআরটিএ-তে মালিকানা বদল',
    publishedAt: '2026-11-09T06:00:00Z',
    body: `টাকা দিলেই বাইক কাগজে-কলমে আপনার হয়ে যায় না। রেজিস্ট্রেশন আপনার নামে না হওয়া পর্যন্ত আইনের চোখে বাইকটি বিক্রেতার, আর কোনো জরিমানা, দুর্ঘটনা বা বিরোধ তাঁর নামেই জড়ায়, আপনার নামে নয়। বিআরটিএ (বাংলাদেশ সড়ক পরিবহন কর্তৃপক্ষ)-তে দুজনেরই কিছু কাজ আছে।

## দুটি সময়সীমা

- **বিক্রেতা বিক্রির ৩০ দিনের মধ্যে** বিআরটিএ-কে জানাবেন যে বাইকটি বিক্রি হয়েছে।
- **ক্রেতা বিক্রির ৬০ দিনের মধ্যে** বাইকটি নিজের নামে রেজিস্ট্রেশনের আবেদন করবেন।

হাতবদলের দিনই ঠিক করে নিন কে কবে বিআরটিএ অফিসে যাবেন, আর একে অপরের ফোন নম্বর রেখে দিন।

## বিক্রির দিন যা সই করাবেন ও সংগ্রহ করবেন

- **হস্তান্তরের ফরম, টিও ও টিটিও।** বিক্রেতা বাইকের মালিকানা হস্তান্তরের ফরমে সই করবেন; ফরমে লেখা রেজিস্ট্রেশন, চেসিস ও ইঞ্জিন নম্বর স্মার্ট কার্ডের সঙ্গে মিলিয়ে নিন।
- **এনআইডির কপি।** বিক্রেতার জাতীয় পরিচয়পত্রের কপি, আর আপনার আবেদনের জন্য আপনার নিজেরটা।
- **বিক্রির রসিদ।** বিক্রেতার লেখা ও সই করা: তারিখ, দাম, বাইকের রেজিস্ট্রেশন, চেসিস ও ইঞ্জিন নম্বর, আর দুজনের নাম। আসল কপিটি রেখে দিন।
- **বাইকের কাগজ**: রেজিস্ট্রেশন সার্টিফিকেট (স্মার্ট কার্ড), ট্যাক্স টোকেন ও ইনস্যুরেন্স।

Best Bikes-এ ডিলের পাতায় বিক্রির রেকর্ড (তারিখ ও আপনার দেওয়া দাম) থাকে, ফরম পূরণের সময় যা কাজে লাগে।

## বিআরটিএ-তে

ফরম, এনআইডির কপি, রসিদ ও বাইকের কাগজ নিয়ে বাইকটি যে বিআরটিএ সার্কেল অফিসে রেজিস্টার্ড সেখানে যান, আর নিজের নামে রেজিস্ট্রেশনের আবেদন করুন। বর্তমান ফি কত এবং আর কোনো কাগজ লাগবে কি না অফিসেই জিজ্ঞেস করুন। টাকা দিন শুধু অফিসের কাউন্টারে বা সরকারি মাধ্যমে — "তাড়াতাড়ি করে দেব" বলা কোনো দালালকে কখনো নয়।

## কেন এটা জরুরি

বিক্রেতার নামে থাকা বাইক আবার দাবি করা যায়, আর চুরি হলে আপনি প্রমাণ করতে পারবেন না যে এটা আপনার। মালিকানা বদল ফেলে রাখবেন না: ৬০ দিন দ্রুত চলে যায়।`,
  },
  {
    id: 'guide-test-ride-en',
    slug: 'test-ride-checklist',
    language: 'en',
    title: 'A test ride checklist for a used motorbike',
    publishedAt: '2026-11-16T06:00:00Z',
    body: `Photos show the paint; only a ride shows the bike. Ask to see it in daylight, with the engine cold, and take twenty minutes. Bring your licence and a helmet, and ride only where the seller agrees.

## Before you start the engine

- **Cold start.** Touch the engine: if it is already warm, the seller may be hiding a hard start. Ask to come back when it is cold.
- **Oil and leaks.** Look under the engine and around the fork seals and the shock absorbers for oil.
- **Chain and sprockets.** A loose, rusty chain or hooked sprocket teeth mean a replacement soon.
- **Tyres.** Check the tread and look for cracks on the sides.
- **Frame.** Look for welds, bends or fresh paint in odd places: signs of an accident.
- **Lights, horn and indicators.** Try each one.

## Starting and idling

- It should start in one or two tries, with the button and, if it has one, the kick.
- Let it idle: the sound should be even. Blue smoke means burning oil; black smoke means too much fuel.

## On the road

1. **Clutch and gears.** Change through every gear, up and down. No slipping, no jumping out of gear, no grinding.
2. **Brakes.** Brake firmly at a low speed. The bike should stop straight, with no noise and no pulsing in the lever.
3. **Steering.** At a slow speed the bike should go straight with a light hand on the bars, and not pull to one side.
4. **Suspension.** Ride over a bump: the front and rear should absorb it once and settle, not bounce.
5. **Power.** Accelerate smoothly in a low gear. A stutter or a flat spot is a fuel or ignition problem.
6. **Speedometer and odometer.** Both should work; compare the kilometres with the bike's wear and the listing.

## After the ride

Look again for leaks and smoke, and listen to the engine while it is hot. Write down everything you found: it is what you bring to the conversation about the price.

On Best Bikes your money is held by the shop until the handover: ride and check the bike at the meeting before you confirm you have it, and if it is not what the listing says, report a problem on your deal page instead.`,
  },
  {
    id: 'guide-test-ride-bn',
    slug: 'test-ride-checklist',
    language: 'bn',
    title: 'পুরোনো মোটরসাইকেলের টেস্ট রাইডের চেকলিস্ট',
    publishedAt: '2026-11-16T06:00:00Z',
    body: `ছবিতে রং দেখা যায়; বাইক বোঝা যায় শুধু চালিয়ে। দিনের আলোয়, ঠান্ডা ইঞ্জিনে বাইকটা দেখতে চান, আর বিশ মিনিট সময় দিন। লাইসেন্স ও হেলমেট সঙ্গে আনুন, আর বিক্রেতা যেখানে রাজি সেখানেই চালান।

## ইঞ্জিন চালুর আগে

- **ঠান্ডা স্টার্ট।** ইঞ্জিন ছুঁয়ে দেখুন: আগে থেকেই গরম থাকলে হয়তো বিক্রেতা স্টার্টের সমস্যা লুকাচ্ছেন। ইঞ্জিন ঠান্ডা থাকতে আবার আসতে চান।
- **তেল ও লিক।** ইঞ্জিনের নিচে, ফর্ক সিল ও শক অ্যাবজর্বারের চারপাশে তেল আছে কি না দেখুন।
- **চেইন ও স্প্রকেট।** ঢিলা, মরচে ধরা চেইন বা বাঁকা হয়ে যাওয়া স্প্রকেটের দাঁত মানে শিগগিরই বদলাতে হবে।
- **টায়ার।** গ্রিপ কতটা আছে দেখুন, আর পাশে ফাটল আছে কি না।
- **ফ্রেম।** ঝালাই, বাঁকা অংশ বা অদ্ভুত জায়গায় নতুন রং খুঁজুন: দুর্ঘটনার চিহ্ন।
- **লাইট, হর্ন ও ইন্ডিকেটর।** প্রতিটি চালিয়ে দেখুন।

## স্টার্ট ও আইডলিং

- এক-দুই চেষ্টাতেই স্টার্ট হওয়া উচিত, সেলফ দিয়ে এবং কিক থাকলে কিক দিয়েও।
- আইডলে রাখুন: আওয়াজ সমান হওয়া উচিত। নীল ধোঁয়া মানে তেল পুড়ছে; কালো ধোঁয়া মানে জ্বালানি বেশি যাচ্ছে।

## রাস্তায়

1. **ক্লাচ ও গিয়ার।** প্রতিটি গিয়ার ওপরে-নিচে বদলে দেখুন। ক্লাচ স্লিপ করবে না, গিয়ার নিজে থেকে ছুটবে না, ঘষার আওয়াজ হবে না।
2. **ব্রেক।** ধীর গতিতে জোরে ব্রেক করুন। বাইক সোজা থামবে, কোনো আওয়াজ বা লিভারে কাঁপুনি ছাড়া।
3. **স্টিয়ারিং।** ধীরে চালানোর সময় হ্যান্ডেলে হালকা হাত রাখলেও বাইক সোজা চলবে, একদিকে টানবে না।
4. **সাসপেনশন।** একটা গর্ত বা উঁচু জায়গার ওপর দিয়ে চালান: সামনে-পেছনে একবার ধাক্কা নিয়ে থেমে যাবে, লাফাতে থাকবে না।
5. **শক্তি।** নিচের গিয়ারে মসৃণভাবে গতি বাড়ান। থেমে থেমে টান বা হঠাৎ শক্তি কমে যাওয়া মানে জ্বালানি বা ইগনিশনের সমস্যা।
6. **স্পিডোমিটার ও ওডোমিটার।** দুটোই কাজ করা উচিত; কত কিলোমিটার চলেছে তা বাইকের ক্ষয় ও বিজ্ঞাপনের সঙ্গে মিলিয়ে দেখুন।

## চালানোর পরে

আবার লিক ও ধোঁয়া দেখুন, আর গরম ইঞ্জিনের আওয়াজ শুনুন। যা যা পেলেন লিখে রাখুন: দাম নিয়ে আলোচনায় এগুলোই আপনার যুক্তি।

Best Bikes-এ হাতবদল পর্যন্ত আপনার টাকা শপের কাছে জমা থাকে: বাইক হাতে পেয়েছেন বলে নিশ্চিত করার আগে দেখা করার সময়েই চালিয়ে ও যাচাই করে নিন, আর বিজ্ঞাপনের সঙ্গে না মিললে নিশ্চিত না করে ডিলের পাতায় সমস্যা জানান।`,
  },
  {
    id: 'guide-fair-price-en',
    slug: 'what-is-a-fair-price',
    language: 'en',
    title: 'What is a fair price for a used motorbike?',
    publishedAt: '2026-11-23T06:00:00Z',
    body: `A fair price is what bikes like this one actually sell for, not what the seller hopes or what a new one costs. Here is how to find it, and how to pay it safely.

## Start from the price guide

Every bike's page on Best Bikes shows a price guide: the prices of comparable bikes of the same model and similar years, and how many bikes it is based on. Read it before you call the seller. A price well above the guide needs a reason you can see (low kilometres, new tyres, recent service papers); a price far below it deserves extra care, because a bargain that is too good is often a trap.

## What moves the price

- **Year and kilometres.** Newer and less ridden is worth more, but only if the papers and the wear agree with the numbers.
- **Owners.** A first-owner bike with its service history is worth more than one that changed hands often.
- **Papers.** An expired tax token or missing insurance is money you will pay after the sale.
- **Condition.** Whatever you found on the test ride — worn chain, leaking fork seals, old tyres — has a price at a workshop. Deduct it.

## Pay only through the shop

- **Never pay outside the shop.** Book and pay through Best Bikes, so your money is held until the deal is done and the records of the sale are kept.
- **No advance by bKash to strangers.** A "seller" who asks for a token amount by bKash or any mobile wallet before you have seen the bike is almost always a scam: the bike does not exist, and the money does not come back.
- Be careful with pressure: "another buyer is coming today" is a reason to slow down, not to pay faster.

## In short

Know the guide, check the bike and its papers, deduct what needs fixing, and pay through the shop. A seller who refuses any of this is telling you something.`,
  },
  {
    id: 'guide-fair-price-bn',
    slug: 'what-is-a-fair-price',
    language: 'bn',
    title: 'পুরোনো মোটরসাইকেলের ন্যায্য দাম কত?',
    publishedAt: '2026-11-23T06:00:00Z',
    body: `ন্যায্য দাম হলো এমন বাইক আসলে যে দামে বিক্রি হয় — বিক্রেতা যা আশা করেন বা নতুন বাইকের দাম যা, তা নয়। কীভাবে সেটা বুঝবেন, আর কীভাবে নিরাপদে টাকা দেবেন, তা নিচে।

## দামের গাইড থেকে শুরু করুন

Best Bikes-এ প্রতিটি বাইকের পাতায় দামের গাইড থাকে: একই মডেলের কাছাকাছি সালের বাইকগুলোর দাম, আর কতগুলো বাইকের ভিত্তিতে তা হিসাব করা। বিক্রেতাকে ফোন করার আগে এটা দেখে নিন। গাইডের চেয়ে অনেক বেশি দামের পেছনে চোখে দেখা যায় এমন কারণ থাকা উচিত (কম কিলোমিটার, নতুন টায়ার, সাম্প্রতিক সার্ভিসের কাগজ); আর গাইডের চেয়ে অনেক কম দাম হলে বাড়তি সাবধান হোন, কারণ অবিশ্বাস্য সস্তা প্রায়ই ফাঁদ।

## দাম কীসে বাড়ে-কমে

- **সাল ও কিলোমিটার।** নতুন ও কম চালানো বাইকের দাম বেশি, তবে কাগজ আর ক্ষয় যদি সেই সংখ্যার সঙ্গে মেলে তবেই।
- **মালিক কজন।** সার্ভিসের ইতিহাসসহ প্রথম মালিকের বাইকের দাম বারবার হাতবদল হওয়া বাইকের চেয়ে বেশি।
- **কাগজ।** মেয়াদ পেরোনো ট্যাক্স টোকেন বা ইনস্যুরেন্স না থাকা মানে কেনার পরে আপনাকেই টাকা দিতে হবে।
- **অবস্থা।** টেস্ট রাইডে যা পেয়েছেন — ক্ষয়ে যাওয়া চেইন, ফর্ক সিলে লিক, পুরোনো টায়ার — ওয়ার্কশপে তার একটা খরচ আছে। সেটা দাম থেকে বাদ দিন।

## টাকা দিন শুধু শপের মাধ্যমে

- **শপের বাইরে কখনো টাকা দেবেন না।** Best Bikes-এর মাধ্যমে বুক করুন ও টাকা দিন, যাতে ডিল শেষ না হওয়া পর্যন্ত আপনার টাকা জমা থাকে আর বিক্রির রেকর্ড থাকে।
- **অচেনা কাউকে বিকাশে অগ্রিম নয়।** বাইক দেখার আগেই বিকাশ বা যেকোনো মোবাইল ওয়ালেটে "টোকেন মানি" চাওয়া "বিক্রেতা" প্রায় সবসময়ই প্রতারক: বাইকটির অস্তিত্ব নেই, আর টাকাও ফেরত আসে না।
- চাপ দিলে সাবধান হোন: "আজই আরেকজন ক্রেতা আসছেন" মানে আরও ধীরে এগোনো, তাড়াতাড়ি টাকা দেওয়া নয়।

## সংক্ষেপে

গাইড জানুন, বাইক ও কাগজ যাচাই করুন, মেরামতের খরচ বাদ দিন, আর শপের মাধ্যমে টাকা দিন। যে বিক্রেতা এর কোনোটায় রাজি নন, তিনি আপনাকে কিছু একটা বলে দিচ্ছেন।`,
  },
];
