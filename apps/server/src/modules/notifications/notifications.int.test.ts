import { rmSync } from 'node:fs';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { bookOrThrow, buyWithCard, createBike, expireBooking } from '../../../test/factories/bookings';
import { addressesOf, readOutbox } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { createMailer } from '../../lib/mail';
import type { JobQueue } from './queue';
import { createNotificationsService } from './service';

/**
 * Notifications (docs/product.md#seller-and-admin-tools): each event writes one in-app notification per recipient and a mail job
 * in its own transaction. The app's background worker is off here: the test runs the queue itself
 * (`drainMail`) and moves the clock, so nothing depends on timing.
 */
let t: TestApp;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { background: false });
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

/** The notification mails to `who` (not the sign-up code every new account is mailed first). */
async function mailsTo(target: Pick<TestApp, 'config'>, who: { email: string }): Promise<ParsedMail[]> {
  return (await readOutbox(target))
    .map((m) => m.mail)
    .filter((m) => addressesOf(m).includes(who.email.toLowerCase()))
    .filter((m) => !/ is your Best Bikes code$/.test(m.subject ?? ''));
}

/** The one mail to `who` whose subject matches; fails when there is none or more than one. */
async function theMail(who: { email: string }, subject: RegExp): Promise<ParsedMail> {
  const found = (await mailsTo(t, who)).filter((m) => subject.test(m.subject ?? ''));
  expect(found, `mails to ${who.email} matching ${subject}`).toHaveLength(1);
  return found[0] as ParsedMail;
}

function expectLinkBack(mail: ParsedMail, path: string) {
  expect(mail.text).toContain(`${t.config.baseUrl}${path}`);
  expect(mail.html).toContain(`href="${t.config.baseUrl}${path.replace(/&/g, '&amp;')}"`);
}

async function listFor(who: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    notifications: { _id: string; kind: string; title: string; read: boolean }[];
    unread: number;
  };
}

describe('events mailed through the job queue', () => {
  it('booking made: the buyer and the seller each get a mail with a plain-text part and a link back', async () => {
    const buyer = await createUser(t, { name: 'Bithi Buyer' });
    const bike = await createBike(t, seller, { name: 'R15 V4', price: 123_000 });
    await bookOrThrow(t, buyer, bike);
    expect(await mailsTo(t, buyer)).toHaveLength(0); // queued, not sent inline
    expect(await t.app.notifications.drainMail()).toBeGreaterThanOrEqual(1);

    const toBuyer = await theMail(buyer, /^You booked R15 V4$/);
    expect(toBuyer.text).toContain('Sabbir Seller holds R15 V4 for you at 1,23,000 Taka');
    expectLinkBack(toBuyer, '/dashboard/myOrders');
    const toSeller = await theMail(seller, /^R15 V4 was booked$/);
    expect(toSeller.text).toContain('Bithi Buyer booked R15 V4 at 1,23,000 Taka');
    expect(toSeller.text).toContain('Phone 01712345678, Dhanmondi, Dhaka');
    expectLinkBack(toSeller, '/dashboard/myProducts');
    expect((await listFor(buyer)).notifications.map((n) => n.kind)).toEqual(['booking-made']);
  });

  it('payment received: both are told, the buyer with the receipt link', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { name: 'Gixxer SF' });
    const { intentId } = await buyWithCard(t, buyer, bike);
    await t.app.notifications.drainMail();
    const toBuyer = await theMail(buyer, /^Payment received for Gixxer SF$/);
    expect(toBuyer.text).toContain(intentId);
    expectLinkBack(toBuyer, `/payment/success?transactionID=${intentId}`);
    const toSeller = await theMail(seller, /^Gixxer SF is sold$/);
    expect(toSeller.text).toContain(intentId);
  });

  it('booking expired: both are told once', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller, { name: 'Pulsar N160' });
    const bookingId = await bookOrThrow(t, buyer, bike);
    await expireBooking(t, bookingId);
    // Any request that looks at the buyer's bookings expires them (as the one-minute sweep does).
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'GET',
        url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
        headers: buyer.headers,
      });
    }
    await t.app.notifications.drainMail();
    const toBuyer = await theMail(buyer, /^Your booking of Pulsar N160 has expired$/);
    expectLinkBack(toBuyer, `/bikeDetails/${bike}`);
    await theMail(seller, /^The booking of Pulsar N160 expired$/);
  });

  it('seller verified: the seller is told, once however often the admin verifies', async () => {
    const fresh = await createUser(t, { role: 'Seller' });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/sellers?email=${encodeURIComponent(fresh.email)}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.notifications.drainMail();
    const mail = await theMail(fresh, /^Your seller account is verified$/);
    expectLinkBack(mail, '/dashboard/myProducts');
  });

  it('each recipient reads their own language: a Bangla buyer in Bangla, the English seller in English', async () => {
    const buyer = await createUser(t, { name: 'Nusrat Jahan' });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: buyer.headers,
      payload: { locale: 'bn' },
    });
    expect(set.statusCode).toBe(200);
    const bike = await createBike(t, seller, { name: 'FZS V3', price: 2_35_000 });
    await bookOrThrow(t, buyer, bike);
    await t.app.notifications.drainMail();

    const toBuyer = await theMail(buyer, /^আপনি FZS V3 বুক করেছেন$/);
    expect(toBuyer.text).toContain('হ্যালো Nusrat Jahan,');
    expect(toBuyer.text).toContain('Sabbir Seller আপনার জন্য FZS V3');
    expect(toBuyer.text).toContain('(দাম ২,৩৫,০০০ টাকা)');
    expect(toBuyer.text).toContain(`Best Bikes খুলুন: ${t.config.baseUrl}/dashboard/myOrders`);
    expect(toBuyer.html).toContain('<div lang="bn">');
    expectLinkBack(toBuyer, '/dashboard/myOrders');
    const toSeller = await theMail(seller, /^FZS V3 was booked$/);
    expect(toSeller.text).toContain('Nusrat Jahan booked FZS V3 at 2,35,000 Taka');
    expect(toSeller.text).toContain(`Open Best Bikes: ${t.config.baseUrl}/dashboard/myProducts`);
    expect((await listFor(buyer)).notifications[0]?.title).toBe('আপনি FZS V3 বুক করেছেন');
  });

  it('a rolled-back event leaves neither a notification nor a mail', async () => {
    const buyer = await createUser(t);
    const bike = await createBike(t, seller);
    await bookOrThrow(t, buyer, bike);
    const late = await createUser(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: late.headers,
      payload: { productID: bike, buyerMobile: '01712345678', buyerLocation: 'Dhaka' },
    });
    expect(refused.json()).toMatchObject({ acknowledged: false });
    await t.app.notifications.drainMail();
    expect(await mailsTo(t, late)).toHaveLength(0);
    expect((await listFor(late)).notifications).toEqual([]);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('lists the caller’s own notifications newest first, counts the unread ones and marks them read', async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    for (const name of ['First bike', 'Second bike']) {
      await bookOrThrow(t, buyer, await createBike(t, seller, { name }));
    }
    const list = await listFor(buyer);
    expect(list.notifications.map((n) => n.title)).toEqual([
      'You booked Second bike',
      'You booked First bike',
    ]);
    expect(list.unread).toBe(2);
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: buyer.headers,
    });
    expect(count.json()).toEqual({ unread: 2 });

    const newest = list.notifications[0]!._id;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: other.headers,
      payload: { ids: [newest] },
    });
    expect(foreign.json()).toEqual({ modifiedCount: 0 });
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: buyer.headers,
      payload: { ids: [newest] },
    });
    expect(one.json()).toEqual({ modifiedCount: 1 });
    expect((await listFor(buyer)).unread).toBe(1);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: buyer.headers,
      payload: {},
    });
    expect(all.json()).toEqual({ modifiedCount: 1 });
    const after = await listFor(buyer);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect((await listFor(other)).notifications).toEqual([]);
  });

  it('answers 401 without a session and 400 for a malformed body', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const buyer = await createUser(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: buyer.headers,
      payload: { ids: 'all' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the 2-hour reminder across restarts', () => {
  it('is sent exactly once when the app restarts between booking, reminder and mail', async () => {
    const config = testConfig({ BOOKING_TTL_HOURS: '24' });
    const database = await openTestDatabase();
    let clock = Date.now();
    const now = () => new Date(clock);
    const start = async () => {
      const app = await buildApp({ config, database, logger: false, now, background: false });
      await app.ready();
      return app;
    };
    try {
      // Before the restart: the booking.
      let app = await start();
      const local = { app, db: database.db, config };
      const sellerHere = await createUser(local, { role: 'Seller' });
      const buyer = await createUser(local);
      await bookOrThrow(local, buyer, await createBike(local, sellerHere, { name: 'CBR 150R' }));
      expect(await app.notifications.remindDue()).toBe(0); // 24 hours to go
      await app.close();

      // Restarted, 22 h 30 min later: the sweep queues the reminder, then the app stops again.
      clock += 22.5 * 60 * 60 * 1000;
      app = await start();
      expect(await app.notifications.remindDue()).toBe(1);
      expect(await app.notifications.remindDue()).toBe(0);
      await app.close();

      // Restarted once more: the queued job survived and runs once; nothing queues it again.
      app = await start();
      expect(await app.notifications.remindDue()).toBe(0);
      await app.notifications.drainMail();
      expect(await app.notifications.drainMail()).toBe(0);
      await app.close();
      app = await start();
      expect(await app.notifications.remindDue()).toBe(0);
      expect(await app.notifications.drainMail()).toBe(0);
      await app.close();

      const reminders = (await mailsTo({ config }, buyer)).filter((m) => /ends soon/.test(m.subject ?? ''));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.subject).toBe('Your booking of CBR 150R ends soon');
      expect(reminders[0]?.text).toMatch(new RegExp(`${config.baseUrl}/dashboard/payment/[0-9a-f]{24}`));
    } finally {
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('a notification mail that fails', () => {
  it('leaves those sent before it stamped: the retry sends only the rest, each once', async () => {
    const buyer = await createUser(t, { name: 'Fahim Buyer' });
    await bookOrThrow(t, buyer, await createBike(t, seller, { name: 'FZ-S V3 Deluxe' }));
    const made = await t.db
      .select({ id: notifications.id, userId: notifications.userId })
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'booking-made'), inArray(notifications.userId, [buyer.id, seller.id])),
      )
      .orderBy(desc(notifications.createdAt))
      .limit(2);
    expect(made.map((n) => n.userId).sort()).toEqual([buyer.id, seller.id].sort());

    // The same job, run by a mailer whose server goes away after the first mail.
    const outbox = createMailer(t.config, pino({ level: 'silent' }));
    let sends = 0;
    const failing = createNotificationsService({
      db: t.db as unknown as Database,
      queue: {} as JobQueue,
      mailer: {
        mode: 'outbox',
        async send(message) {
          sends += 1;
          if (sends === 2) throw new Error('the SMTP server went away');
          await outbox.send(message);
        },
        close: () => outbox.close(),
      },
      baseUrl: t.config.baseUrl,
      log: pino({ level: 'silent' }),
      now: () => new Date(),
    });
    await expect(failing.mailJob({ notificationIds: made.map((n) => n.id) })).rejects.toThrow('went away');
    const stamped = await t.db
      .select({ id: notifications.id, mailedAt: notifications.mailedAt })
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          made.map((n) => n.id),
        ),
      );
    expect(stamped.filter((n) => n.mailedAt !== null).map((n) => n.id)).toEqual([made[0]?.id]);

    // The queued job (its retry) sends the one left, and nothing twice.
    await t.app.notifications.drainMail();
    const about = (who: { email: string }) =>
      mailsTo(t, who).then((mails) => mails.filter((m) => /FZ-S V3 Deluxe/.test(m.subject ?? '')));
    expect(await about(buyer)).toHaveLength(1);
    expect(await about(seller)).toHaveLength(1);
    await outbox.close();
  });
});
