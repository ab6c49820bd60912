import { describe, expect, it } from 'vitest';
import { guardMessage } from './scam-guard';

/** ADR 0271: what the scam guard hides before and after the deal is paid, and what it must let pass. */
const before = (text: string) => guardMessage(text, { dealPaid: false });
const after = (text: string) => guardMessage(text, { dealPaid: true });

describe('phone numbers', () => {
  it.each([
    ['01712345678', 'Call •••'],
    ['01712-345678', 'Call •••'],
    ['01712 345 678', 'Call •••'],
    ['017 1234 5678', 'Call •••'],
    ['0171.234.5678', 'Call •••'],
    ['+8801712345678', 'Call •••'],
    ['+880 1712-345678', 'Call •••'],
    ['8801912345678', 'Call •••'],
    ['০১৭১২৩৪৫৬৭৮', 'Call •••'],
    ['০১৭১২-৩৪৫ ৬৭৮', 'Call •••'],
    ['+৮৮০ ১৯১১ ২২৩৩৪৪', 'Call •••'],
    ['0 1 7 1 2 3 4 5 6 7 8', 'Call •••'],
    ['(01712) 345678', 'Call (•••'],
  ])('hides %s before the deal is paid', (number, masked) => {
    const result = before(`Call ${number}`);
    expect(result.reasons).toEqual(['phone']);
    expect(result.masked).toBe(masked);
  });

  it('lets them through once the deal is paid', () => {
    expect(after('Call 01712345678 when you reach Mirpur 10')).toEqual({ reasons: [], masked: null });
    expect(after('আমার নম্বর ০১৭১২৩৪৫৬৭৮')).toEqual({ reasons: [], masked: null });
  });

  it('keeps the words around a number', () => {
    expect(before('Ami Mirpur e thaki, 01812 000111 e phone diben, bikel 5 tar por').masked).toBe(
      'Ami Mirpur e thaki, ••• e phone diben, bikel 5 tar por',
    );
  });
});

describe('links and e-mail addresses, before and after the deal', () => {
  it.each([
    ['see https://fb.com/bikes/123', 'see •••'],
    ['see http://example.org', 'see •••'],
    ['www.mybikes.com.bd for more photos', '••• for more photos'],
    ['photos at bit.ly/3xYz', 'photos at •••'],
    ['wa.me/8801712345678', '•••'],
    ['t.me/rahimbikes', '•••'],
    ['check mybikes dot com', 'check •••'],
    ['amar page: bikeghor.shop', 'amar page: •••'],
  ])('hides the link in %s', (text, masked) => {
    for (const guard of [before, after]) {
      expect(guard(text).reasons).toContain('link');
      expect(guard(text).masked).toBe(masked);
    }
  });

  it.each([
    ['mail me: rahim.bikes@gmail.com', 'mail me: •••'],
    ['rahim (at) gmail (dot) com', '•••'],
    ['rahim at gmail dot com', '•••'],
    ['karim_01@yahoo.co.uk please', '••• please'],
  ])('hides the e-mail address in %s', (text, masked) => {
    for (const guard of [before, after]) {
      expect(guard(text).reasons).toEqual(['email']);
      expect(guard(text).masked).toBe(masked);
    }
  });
});

describe('requests to pay outside the shop', () => {
  it.each([
    'bKash kore din',
    'Please bkash 5000 tk first',
    'b-kash number ta din',
    'bikash e pathan',
    'Nagad e 2000 taka pathan',
    'nogod korle hobe?',
    'Give 10000 advance and the bike is yours',
    'advance dile bike rakhbo',
    'agrim 5 hazar din',
    'Send money to confirm',
    'send me the money today',
    'send 5000 tk',
    'taka pathan age',
    'tk pathiye din',
    'pay me directly, no fees',
    'pay first then see the bike',
    'deposit it into my account',
    'bank transfer korle better',
    'cash out charge ami dibo',
    'token money lagbe',
    'আগে বিকাশ করে দিন',
    'বিকাশে ৫০০০ টাকা পাঠান',
    '১০০০০ টাকা অগ্রিম দিতে হবে',
    'অ্যাডভান্স দিলে রেখে দিব',
    'এডভান্স লাগবে',
    'নগদে পাঠিয়ে দিন',
    'রকেটে দিলেও হবে',
    'টাকা পাঠান তারপর দেখবেন',
    'আগে টাকা দিন',
    'সেন্ড মানি করুন',
  ])('masks "%s" before the deal is paid', (text) => {
    const result = before(text);
    expect(result.reasons).toContain('money');
    expect(result.masked).toContain('•••');
  });

  it('lets talk of paying through once the deal is paid (the rest is paid at the handover)', () => {
    expect(after('The rest by bKash at the meeting?').reasons).toEqual([]);
    expect(after('বাকি টাকা বিকাশে দিব').reasons).toEqual([]);
  });

  it('names the worst reason first', () => {
    expect(before('bKash 01712345678 or visit bikes.com').reasons).toEqual(['money', 'link', 'phone']);
  });
});

describe('ordinary bike talk passes', () => {
  it.each([
    'Is the price negotiable? I can pay 1,70,000',
    'আমি ১,৭০,০০০ টাকা দিতে পারি',
    'Last price 1,75,000 taka?',
    '170000 final',
    '1.7 lakh hobe?',
    'Yamaha FZS V3 150',
    'FZS V3 150cc, 2019 model, 12000 km',
    'Suzuki Gixxer SF 155, registration 2021',
    'Bajaj Pulsar 150 (2018), 24,500 km driven',
    'Honda CB Hornet 160R ABS',
    'TVS Apache RTR 4V 160 2V',
    'Chassis MD2A11CZ0KCK01234, engine JBXCK01234',
    'Tax token valid till 12.05.2027',
    'Insurance paid on 01/02/2025',
    'Can I see it on 27 Nov at 5 pm?',
    'I am at Mirpur 10, near the metro station',
    'Papers are in my name, smart card ready',
    'Advanced ABS? No, single channel',
    'name transfer er kagoj ready',
    'নাম ট্রান্সফার করে দিব',
    'ইঞ্জিন একদম ফ্রেশ, ১৫০ সিসি',
    'Meet at Bashundhara City gate 2?',
    'I will pay through Best Bikes, deposit at checkout',
    'The price is 1,85,000 and the tax token runs to 2027.',
    'My budget is 150000-170000',
    'Mileage 45 km per litre',
    'Call of Duty? No, just asking about the bike :)',
    'The bike is at Dhaka.',
    'Is this still available?',
    'Model year 2020, bought 2021, 1 owner',
  ])('"%s"', (text) => {
    expect(before(text)).toEqual({ reasons: [], masked: null });
  });
});
