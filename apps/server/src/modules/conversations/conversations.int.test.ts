import type { ConversationDetail, ConversationList } from '@best-bikes/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookOrThrow, buyWithCard, createBike } from '../../../test/factories/bookings';
import { ageAccount } from '../../../test/factories/conversations';
import { dealOfBooking, photoPayload } from '../../../test/factories/deals';
import { setProductState } from '../../../test/factories/listings';
import { addressesOf, deactivate, readOutbox } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { auditLog, conversationDigests, conversationPresence, user } from '../../db/schema';

/** docs/product.md#conversations: a bike's buyer and seller talk through the API, on a real database. */
let t: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { background: false });
  seller = await createUser(t, { role: 'Seller' });
  buyer = await createUser(t);
});
afterAll(() => t.close());

async function open(who: TestUser, bike: string): Promise<ConversationDetail> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/products/${bike}/conversation`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const post = (who: TestUser, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, headers: who.headers, payload });
async function read(who: TestUser, id: string, query = ''): Promise<ConversationDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${id}${query}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function inbox(who: TestUser): Promise<ConversationList> {
  const res = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function unread(who: TestUser): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/conversations/unread-count',
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().unread;
}

describe('opening a conversation', () => {
  it('opens one per bike and buyer, and finds it again', async () => {
    const bike = await createBike(t, seller, { price: 180_000 });
    const first = await open(buyer, bike);
    const again = await open(buyer, bike);
    expect(again._id).toBe(first._id);
    expect(first).toMatchObject({
      side: 'buyer',
      bike: { id: bike, price: 180_000, state: 'Available' },
      other: { name: seller.name, formerMember: false },
      lastMessage: null,
      messages: [],
      hasMore: false,
      canPost: true,
      dealPaid: false,
      blockedByMe: false,
      blockedByOther: false,
    });
    const other = await open(await createUser(t), bike);
    expect(other._id).not.toBe(first._id);
  });

  it('refuses the seller on their own bike, and a missing or removed bike is 404', async () => {
    const bike = await createBike(t, seller);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/products/${bike}/conversation`,
      headers: seller.headers,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('This is your own bike: buyers start conversations about it.');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/products/nosuchbike00000000000000/conversation',
      headers: buyer.headers,
    });
    expect(missing.statusCode).toBe(404);
    await setProductState(t, bike, 'Withdrawn');
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/products/${bike}/conversation`,
      headers: buyer.headers,
    });
    expect(removed.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/products/${bike}/conversation` })).statusCode,
    ).toBe(401);
  });
});

describe('talking', () => {
  it('delivers both sides, newest first in both inboxes, with unread counts and read receipts', async () => {
    const who = await createUser(t);
    const bike = await createBike(t, seller, { price: 175_000 });
    const { _id: id } = await open(who, bike);
    const asked = await post(who, id, { text: '  Are the papers in your name?  ' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().notice).toBeUndefined();
    expect(asked.json().message).toMatchObject({
      kind: 'text',
      side: 'buyer',
      mine: true,
      text: 'Are the papers in your name?',
      masked: false,
      readAt: null,
      senderName: who.name,
    });
    const before = await unread(seller);
    expect(before).toBeGreaterThanOrEqual(1);
    const sellerInbox = await inbox(seller);
    expect(sellerInbox.conversations[0]).toMatchObject({
      _id: id,
      side: 'seller',
      other: { name: who.name },
      unread: 1,
      lastMessage: { preview: 'Are the papers in your name?', mine: false, side: 'buyer' },
    });

    const answered = await post(seller, id, { text: 'Yes, and the tax token runs to 2027.' });
    expect(answered.statusCode).toBe(200);
    expect((await inbox(who)).conversations[0]).toMatchObject({ _id: id, unread: 1 });

    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      headers: seller.headers,
      payload: {},
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().unread).toBe(before - 1);
    const seen = await read(who, id);
    expect(seen.messages.map((m) => [m.side, m.mine, m.readAt !== null])).toEqual([
      ['buyer', true, true],
      ['seller', false, false],
    ]);
    expect(Number(seen.messages[1]?.id)).toBeGreaterThan(Number(seen.messages[0]?.id));
  });

  it('pages backwards by message id', async () => {
    const who = await createUser(t);
    await ageAccount(t, who.id, 30);
    const { _id: id } = await open(who, await createBike(t, seller));
    for (let i = 1; i <= 53; i++)
      expect((await post(who, id, { text: `question ${i}` })).statusCode).toBe(200);
    const newest = await read(who, id);
    expect(newest.messages).toHaveLength(50);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages[49]?.text).toBe('question 53');
    const older = await read(who, id, `?before=${newest.messages[0]?.id}`);
    expect(older.messages.map((m) => m.text)).toEqual(['question 1', 'question 2', 'question 3']);
    expect(older.hasMore).toBe(false);
  });

  it('refuses empty and too long messages', async () => {
    const { _id: id } = await open(buyer, await createBike(t, seller));
    const empty = await post(buyer, id, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please write a message or add a photo.');
    expect((await post(buyer, id, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post(buyer, id, { text: 'x'.repeat(2000) })).statusCode).toBe(200);
  });

  it('answers 404 to anyone but the two, admins included', async () => {
    const { _id: id } = await open(buyer, await createBike(t, seller));
    await post(buyer, id, { text: 'hello' });
    const stranger = await createUser(t, { role: 'Seller' });
    const admin = await createUser(t, { role: 'Admin' });
    for (const who of [stranger, admin]) {
      for (const [method, url, payload] of [
        ['GET', `/api/conversations/${id}`, undefined],
        ['POST', `/api/conversations/${id}/messages`, { text: 'let me in' }],
        ['POST', `/api/conversations/${id}/read`, {}],
        ['POST', `/api/conversations/${id}/block`, undefined],
        ['POST', `/api/conversations/${id}/report`, { reason: 'offensive' }],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: who.headers, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await inbox(who)).conversations.map((c) => c._id)).not.toContain(id);
    }
  });
});

describe('the scam guard', () => {
  it('masks a phone number for the reader and tells the sender why', async () => {
    const who = await createUser(t);
    const { _id: id } = await open(who, await createBike(t, seller));
    const res = await post(who, id, { text: 'Call me on ০১৭১২-৩৪৫৬৭৮ after 5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().notice).toBe(
      'Your message was sent with the phone number hidden. Phone numbers are shown only after the deal is paid.',
    );
    expect(res.json().message).toMatchObject({
      text: 'Call me on ০১৭১২-৩৪৫৬৭৮ after 5',
      masked: true,
      maskReasons: ['phone'],
    });
    const [shown] = (await read(seller, id)).messages;
    expect(shown).toMatchObject({ text: 'Call me on ••• after 5', masked: true, maskReasons: ['phone'] });
    expect((await inbox(seller)).conversations.find((c) => c._id === id)?.lastMessage?.preview).toBe(
      'Call me on ••• after 5',
    );
  });

  it('lets phone numbers through once the deal is paid, not links; the deal links to the conversation', async () => {
    const who = await createUser(t);
    const bike = await createBike(t, seller);
    const { bookingId } = await buyWithCard(t, who, bike);
    const deal = await dealOfBooking(t, bookingId);
    const dealRes = await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}`, headers: who.headers });
    expect(dealRes.statusCode, dealRes.body).toBe(200);
    const id = dealRes.json().conversationId as string;
    expect(id).toBeTruthy();
    const detail = await read(who, id);
    expect(detail).toMatchObject({ dealPaid: true, dealId: deal.id, bookingId });
    expect(detail.messages.slice(0, 2)).toMatchObject([
      { kind: 'deal', side: 'system', deal: { event: 'booked', bookingId, dealId: null } },
      { kind: 'deal', side: 'system', senderName: 'Best Bikes', deal: { event: 'paid', dealId: deal.id } },
    ]);
    const phone = await post(who, id, { text: 'My number is 01712 345 678' });
    expect(phone.json()).not.toHaveProperty('notice');
    const link = await post(who, id, { text: 'Photos at bit.ly/abc' });
    expect(link.json().message.maskReasons).toEqual(['link']);
    const messages = (await read(seller, id)).messages;
    expect(messages.map((m) => m.text).slice(-2)).toEqual(['My number is 01712 345 678', 'Photos at •••']);
  });
});

describe('deal steps', () => {
  it('a booking posts "booked" with the price it charges, in the booking’s transaction', async () => {
    const who = await createUser(t);
    const bike = await createBike(t, seller, { price: 160_000 });
    // An open conversation gets the step after the words already in it.
    const { _id: id } = await open(who, bike);
    await post(who, id, { text: 'Can I see it on Friday?' });
    const bookingId = await bookOrThrow(t, who, bike);
    const { messages } = await read(seller, id);
    expect(messages.map((m) => m.kind)).toEqual(['text', 'deal']);
    expect(messages[1]).toMatchObject({
      side: 'system',
      senderName: 'Best Bikes',
      mine: false,
      text: '',
      deal: { event: 'booked', bookingId, dealId: null, price: 160_000 },
    });
    // A refused booking (the bike is taken) posts nothing.
    const other = await createUser(t);
    const { _id: otherId } = await open(other, bike);
    expect((await book(t, other, bike)).json().acknowledged).toBe(false);
    expect((await read(other, otherId)).messages).toEqual([]);
  });

  it('a buyer who books without having written opens the conversation with the step', async () => {
    const who = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, who, bike);
    const found = (await inbox(who)).conversations.find((c) => c.bike.id === bike);
    expect(found).toBeTruthy();
    const { messages } = await read(who, found!._id);
    expect(messages).toMatchObject([{ kind: 'deal', deal: { event: 'booked', bookingId } }]);
  });
});

describe('a deal links to its conversation', () => {
  const orders = async (who: TestUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders?email=${encodeURIComponent(who.email)}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Array<{ _id: string; productID: string; conversationId: string | null }>;
  };
  const buyerOf = async (who: TestUser, bike: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?email=${encodeURIComponent(seller.email)}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Array<{ _id: string; buyer?: { conversation_id: string | null } | null }>;
    return list.find((p) => p._id === bike)?.buyer;
  };

  it('My Orders and My Products carry the pair’s conversation, for the two of them only', async () => {
    const who = await createUser(t);
    const bike = await createBike(t, seller);
    const bookingId = await bookOrThrow(t, who, bike);
    const found = (await inbox(who)).conversations.find((c) => c.bike.id === bike);
    expect(found).toBeTruthy();
    const order = (await orders(who)).find((o) => o._id === bookingId);
    expect(order?.conversationId).toBe(found!._id);
    expect((await buyerOf(seller, bike))?.conversation_id).toBe(found!._id);
    // The seller reads the conversation the link names; the buyer too.
    expect((await read(seller, found!._id)).side).toBe('seller');
    expect((await read(who, found!._id)).side).toBe('buyer');
    // An admin reading the seller's list is in no conversation: no id.
    const admin = await createUser(t, { role: 'Admin' });
    expect((await buyerOf(admin, bike))?.conversation_id).toBeNull();
    // Another buyer's orders name only their own conversations.
    const other = await createUser(t);
    const otherBike = await createBike(t, seller);
    const otherBooking = await bookOrThrow(t, other, otherBike);
    const theirs = await orders(other);
    expect(theirs.map((o) => o._id)).toEqual([otherBooking]);
    expect(theirs[0]?.conversationId).not.toBe(found!._id);
    expect(theirs[0]?.conversationId).toBeTruthy();
  });

  it('a paid deal keeps the conversation the talk before it had', async () => {
    const who = await createUser(t);
    const bike = await createBike(t, seller);
    const { _id: id } = await open(who, bike);
    await post(who, id, { text: 'Is the price final?' });
    const { bookingId } = await buyWithCard(t, who, bike);
    const order = (await orders(who)).find((o) => o._id === bookingId);
    expect(order).toMatchObject({ paid: true, conversationId: id });
    expect((await buyerOf(seller, bike))?.conversation_id).toBe(id);
  });
});

describe('photos', () => {
  it('are kept private: the two read them, others and a reused id do not', async () => {
    const who = await createUser(t);
    const { _id: id } = await open(who, await createBike(t, seller));
    const { contentType, payload } = await photoPayload(7);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/photos`,
      headers: { ...who.headers, 'content-type': contentType },
      payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const { photoId } = up.json();
    // The other side cannot send the buyer's photo as theirs.
    expect((await post(seller, id, { photoId })).statusCode).toBe(400);
    const sent = await post(who, id, { photoId });
    expect(sent.statusCode, sent.body).toBe(200);
    const url = sent.json().message.photoUrl as string;
    expect(url).toBe(`/api/conversations/${id}/photos/${photoId}`);
    expect((await post(who, id, { photoId })).statusCode).toBe(400);
    for (const reader of [who, seller]) {
      const res = await t.app.inject({ method: 'GET', url, headers: reader.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const admin = await createUser(t, { role: 'Admin' });
    for (const other of [await createUser(t), admin]) {
      expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('blocks, reports and former members', () => {
  it('a block stops both sides until lifted', async () => {
    const who = await createUser(t);
    const { _id: id } = await open(who, await createBike(t, seller));
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/block`,
      headers: seller.headers,
    });
    expect(blocked.json()).toEqual({ blockedByMe: true, blockedByOther: false });
    const refused = await post(who, id, { text: 'hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot send messages in this conversation.');
    expect((await post(seller, id, { text: 'x' })).json().message).toBe(
      'You have blocked this conversation. Unblock it to send a message.',
    );
    expect(await read(who, id)).toMatchObject({ canPost: false, blockedByOther: true });
    await t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}/block`, headers: seller.headers });
    expect((await post(who, id, { text: 'hello again' })).statusCode).toBe(200);
  });

  it('a report is filed once per person', async () => {
    const { _id: id } = await open(buyer, await createBike(t, seller));
    const report = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/report`,
        headers: buyer.headers,
        payload: { reason: 'fake-or-scam' },
      });
    expect((await report()).statusCode).toBe(200);
    expect((await report()).statusCode).toBe(409);
    expect((await read(buyer, id)).reportedByMe).toBe(true);
  });

  it('keeps a deleted account’s messages for the other side, from a "former member"', async () => {
    const who = await createUser(t);
    const { _id: id } = await open(who, await createBike(t, seller));
    await post(who, id, { text: 'Is it still there?' });
    await deactivate(t, who.id);
    const detail = await read(seller, id);
    expect(detail.other).toEqual({ name: 'former member', formerMember: true });
    expect(detail.messages[0]).toMatchObject({ text: 'Is it still there?', senderName: 'former member' });
  });
});

describe('new accounts', () => {
  it('send at most 30 messages an hour; older accounts are not limited', async () => {
    const fresh = await createUser(t);
    const { _id: id } = await open(fresh, await createBike(t, seller));
    for (let i = 1; i <= 30; i++)
      expect((await post(fresh, id, { text: `hello ${i}` })).statusCode).toBe(200);
    const refused = await post(fresh, id, { text: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have sent many messages in the last hour. New accounts can send 30 an hour; please wait a little.',
    );
    await ageAccount(t, fresh.id, 8);
    expect((await post(fresh, id, { text: 'a week later' })).statusCode).toBe(200);
  });
});

describe('notifications and the digest mail', () => {
  async function notices(who: TestUser) {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers });
    return (res.json().notifications as { kind: string; title: string; body: string; link: string }[]).filter(
      (n) => n.kind === 'conversation-message',
    );
  }

  it('tells the reader in the app once per unread run, in their language, with the masked words', async () => {
    const reader = await createUser(t, { role: 'Seller' });
    await t.db.update(user).set({ locale: 'bn' }).where(eq(user.id, reader.id));
    const who = await createUser(t, { name: 'Karim' });
    const { _id: id } = await open(who, await createBike(t, reader, { name: 'Pulsar 150' }));
    await post(who, id, { text: 'Call 01712345678' });
    await post(who, id, { text: 'Hello?' });
    const [notice, ...rest] = await notices(reader);
    expect(rest).toHaveLength(0);
    expect(notice).toMatchObject({ body: 'Karim: Call •••', link: `/dashboard/messages/${id}` });
    expect(notice?.title).toContain('নতুন বার্তা');
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      headers: reader.headers,
      payload: {},
    });
    await post(who, id, { text: 'Still there?' });
    expect(await notices(reader)).toHaveLength(2);
  });

  it('mails a digest of the unread messages, none while the reader is online, at most one in 15 minutes', async () => {
    const reader = await createUser(t, { role: 'Seller' });
    const who = await createUser(t, { name: 'Rahim' });
    const { _id: id } = await open(who, await createBike(t, reader, { name: 'FZS V3' }));
    await post(who, id, { text: 'Is the price negotiable?' });
    await post(who, id, { text: 'bKash kore din?' });
    const [queued] = await t.db
      .select()
      .from(conversationDigests)
      .where(and(eq(conversationDigests.conversationId, id), eq(conversationDigests.userId, reader.id)));
    expect(queued?.pendingAt).not.toBeNull();

    const mailsTo = async () =>
      (await readOutbox(t)).filter((m) => addressesOf(m.mail).includes(reader.email.toLowerCase()));
    await t.app.conversationDigestJob({ conversationId: id, userId: reader.id });
    const [mail, ...more] = await mailsTo();
    expect(more).toHaveLength(0);
    expect(mail?.mail.subject).toBe('2 new messages about FZS V3');
    expect(mail?.mail.text).toContain('Rahim: Is the price negotiable?');
    expect(mail?.mail.text).toContain('Rahim: ••• kore din?');
    expect(mail?.mail.text).toContain(`/dashboard/messages/${id}`);

    // Within 15 minutes of it: no second mail, the job waits.
    await post(who, id, { text: 'Hello again' });
    await t.app.conversationDigestJob({ conversationId: id, userId: reader.id });
    expect(await mailsTo()).toHaveLength(1);

    // Online (an open stream stamped them): nothing.
    await t.db
      .update(conversationDigests)
      .set({ mailedAt: new Date(Date.now() - 20 * 60 * 1000) })
      .where(eq(conversationDigests.conversationId, id));
    await t.db.insert(conversationPresence).values({ userId: reader.id, seenAt: new Date() });
    await t.app.conversationDigestJob({ conversationId: id, userId: reader.id });
    expect(await mailsTo()).toHaveLength(1);
  });
});

describe('admins and reported conversations', () => {
  it('read a reported conversation as written, each reading audit-logged, and its photos', async () => {
    const who = await createUser(t);
    const { _id: id } = await open(who, await createBike(t, seller, { name: 'Gixxer' }));
    const { contentType, payload } = await photoPayload(9);
    const { photoId } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/photos`,
        headers: { ...who.headers, 'content-type': contentType },
        payload,
      })
    ).json();
    await post(who, id, { text: 'Pay advance by bKash 01812345678', photoId });
    const admin = await createUser(t, { role: 'Admin' });
    const photoUrl = `/api/conversations/${id}/photos/${photoId}`;
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: admin.headers })).statusCode).toBe(
      404,
    );

    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/report`,
      headers: seller.headers,
      payload: { reason: 'fake-or-scam' },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/conversation-reports',
      headers: admin.headers,
    });
    const item = (list.json().items as { _id: string; conversationId: string }[]).find(
      (r) => r.conversationId === id,
    );
    expect(item).toMatchObject({ reporterSide: 'seller', reportedName: who.name, reason: 'fake-or-scam' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/conversation-reports/${item?._id}`,
      headers: admin.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().messages[0]).toMatchObject({
      text: 'Pay advance by bKash 01812345678',
      masked: true,
      maskReasons: ['money', 'phone'],
    });
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(logged.map((e) => [e.action, e.actorId])).toEqual([['conversation.read', admin.id]]);
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: admin.headers })).statusCode).toBe(
      200,
    );
    const forSeller = await t.app.inject({
      method: 'GET',
      url: '/api/admin/conversation-reports',
      headers: seller.headers,
    });
    expect(forSeller.statusCode).toBe(403);
  });
});
