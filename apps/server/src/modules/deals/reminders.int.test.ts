import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithCard, createBike } from '../../../test/factories/bookings';
import { dealOfBooking, sharePapers } from '../../../test/factories/deals';
import { addressesOf, readOutbox } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { notifications } from '../../db/schema';
import { reminderTimes } from './service';

/**
 * What each side hears of a deal (ADR 0140, 0153): notifications and mails in the reader's
 * language, meeting reminders the evening before (20:00 Dhaka) and two hours before, planned again
 * when the meeting moves, each sent once; and never the handover code to the seller.
 */
let t: TestApp;
let seller: TestUser;
let clock = new Date('2026-11-20T06:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock, background: false });
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  user: Pick<TestUser, 'headers'>,
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: user.headers, payload });

async function remindersOf(user: TestUser) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'deal-meeting-reminder')));
}

async function tick(at: string) {
  clock = new Date(at);
  await t.app.sweepDueDeals();
  await t.app.deals.drainReminders();
}

async function mailsTo(who: { email: string }): Promise<ParsedMail[]> {
  return (await readOutbox(t))
    .map((m) => m.mail)
    .filter((m) => addressesOf(m).includes(who.email.toLowerCase()));
}

describe('meeting reminders', () => {
  it('plans 20:00 Dhaka the evening before and two hours before, and skips those already past', () => {
    const meeting = new Date('2026-11-22T05:00:00Z'); // 11:00 in Dhaka
    expect(reminderTimes(meeting, new Date('2026-11-20T06:00:00Z'))).toEqual({
      eveningReminderAt: new Date('2026-11-21T14:00:00Z'),
      soonReminderAt: new Date('2026-11-22T03:00:00Z'),
    });
    // A meeting at 01:00 Dhaka: its evening before is 20:00 Dhaka, five hours earlier.
    expect(reminderTimes(new Date('2026-11-21T19:00:00Z'), new Date('2026-11-20T06:00:00Z'))).toEqual({
      eveningReminderAt: new Date('2026-11-21T14:00:00Z'),
      soonReminderAt: new Date('2026-11-21T17:00:00Z'),
    });
    expect(reminderTimes(meeting, new Date('2026-11-21T15:00:00Z')).eveningReminderAt).toBeNull();
    expect(reminderTimes(null, clock)).toEqual({ eveningReminderAt: null, soonReminderAt: null });
  });

  it('reach both sides once each, follow a moved meeting, and never carry the code to the seller', async () => {
    const buyer = await createUser(t, { name: 'Nusrat Jahan' });
    await call('PUT', buyer, '/api/me/locale', { locale: 'bn' });
    const { bookingId } = await buyWithCard(
      t,
      buyer,
      await createBike(t, seller, { price: 120_000, name: 'FZS V3' }),
    );
    const deal = await dealOfBooking(t, bookingId);
    await sharePapers(t, seller, deal.id);
    const offer = await call('PUT', seller, `/api/deals/${deal.id}/meeting`, {
      place: 'Mirpur 10 roundabout',
      times: ['2026-11-22T05:00:00Z', '2026-11-22T10:00:00Z'],
    });
    expect(offer.statusCode).toBe(200);
    expect(
      (await call('POST', buyer, `/api/deals/${deal.id}/meeting/choice`, { time: '2026-11-22T05:00:00Z' }))
        .statusCode,
    ).toBe(200);

    await tick('2026-11-21T13:59:00Z');
    expect(await remindersOf(buyer)).toHaveLength(0);
    await tick('2026-11-21T14:00:00Z');
    // The sweep again before the worker ran: the same reminder, once.
    await tick('2026-11-21T14:01:00Z');
    expect(await remindersOf(buyer)).toHaveLength(1);
    expect(await remindersOf(seller)).toHaveLength(1);
    const [toBuyer] = await remindersOf(buyer);
    expect(toBuyer?.title).toContain('২২ নভে ২০২৬, সকাল ১১:০০');
    const [toSeller] = await remindersOf(seller);
    expect(toSeller?.body).toContain('22 Nov 2026, 11:00 AM');
    expect(toSeller?.body).toContain('Mirpur 10 roundabout');

    // The seller moves the meeting to the next day; the buyer picks the new time.
    await call('PUT', seller, `/api/deals/${deal.id}/meeting`, {
      place: 'Mirpur 10 roundabout',
      times: ['2026-11-23T05:00:00Z'],
    });
    await call('POST', buyer, `/api/deals/${deal.id}/meeting/choice`, { time: '2026-11-23T05:00:00Z' });
    await tick('2026-11-22T03:00:00Z'); // the old meeting's two hours before: nothing now
    expect(await remindersOf(seller)).toHaveLength(1);
    await tick('2026-11-22T14:00:00Z');
    await tick('2026-11-23T03:00:00Z');
    await tick('2026-11-23T03:05:00Z');
    expect(await remindersOf(buyer)).toHaveLength(3);
    expect(await remindersOf(seller)).toHaveLength(3);

    // The handover, then the inspection time ends: every step told, never the code to the seller.
    const code = deal.handoverCode;
    expect((await call('POST', seller, `/api/deals/${deal.id}/handover`, { code })).statusCode).toBe(200);
    clock = new Date('2026-11-25T06:00:00Z');
    await t.app.sweepDueDeals();
    await t.app.deals.drainTimeouts();
    await t.app.notifications.drainMail();
    const sellerKinds = (
      await t.db.select().from(notifications).where(eq(notifications.userId, seller.id))
    ).map((n) => n.kind);
    expect(sellerKinds).toEqual(
      expect.arrayContaining([
        'payment-received',
        'deal-meeting-chosen',
        'deal-meeting-reminder',
        'deal-completed',
      ]),
    );
    const buyerKinds = (
      await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id))
    ).map((n) => n.kind);
    expect(buyerKinds).toEqual(
      expect.arrayContaining([
        'deal-papers-shared',
        'deal-meeting-proposed',
        'deal-handed-over',
        'deal-completed',
      ]),
    );
    const sellerRows = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    for (const n of sellerRows) expect(`${n.title} ${n.body}`).not.toContain(code);
    const sellerMails = await mailsTo(seller);
    expect(sellerMails.length).toBeGreaterThanOrEqual(sellerRows.length);
    for (const mail of sellerMails) {
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(code);
    }
    const buyerMails = await mailsTo(buyer);
    expect(buyerMails.some((m) => /হস্তান্তর হয়েছে/.test(m.subject ?? ''))).toBe(true);
  });
});
