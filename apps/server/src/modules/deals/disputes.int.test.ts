import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithCard, createBike } from '../../../test/factories/bookings';
import { dealOfBooking, photoPayload, sharePapers } from '../../../test/factories/deals';
import { addressesOf, readOutbox } from '../../../test/factories/users';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { auditLog, dealRefunds, ledgerEntries, notifications } from '../../db/schema';

/** Disputes (ADR 0151): the buyer reports a problem, an admin releases, refunds or refunds part. */
let t: TestApp;
let seller: TestUser;
let admin: TestUser;
let clock = new Date('2026-11-20T06:00:00Z');
const HOUR = 3600_000;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock, background: false });
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
  admin = await createUser(t, { role: 'Admin', name: 'Anika Admin' });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  user: Pick<TestUser, 'headers'>,
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: user.headers, payload });

/** A paid deal whose papers are shared and whose bike was handed over (the buyer confirmed). */
async function handedOver(price = 100_000, buyerName?: string) {
  const buyer = await createUser(t, buyerName ? { name: buyerName } : {});
  const { bookingId } = await buyWithCard(t, buyer, await createBike(t, seller, { price, name: 'FZS V3' }));
  const deal = await dealOfBooking(t, bookingId);
  await sharePapers(t, seller, deal.id);
  expect((await call('POST', buyer, `/api/deals/${deal.id}/received`)).statusCode).toBe(200);
  return { buyer, deal };
}

async function addPhoto(who: Pick<TestUser, 'bearer'>, dealId: string, seed = 3) {
  const { contentType, payload } = await photoPayload(seed);
  return t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/dispute/photos`,
    headers: { ...who.bearer, 'content-type': contentType },
    payload,
  });
}

async function mailsTo(who: { email: string }): Promise<ParsedMail[]> {
  return (await readOutbox(t))
    .map((m) => m.mail)
    .filter((m) => addressesOf(m).includes(who.email.toLowerCase()));
}

const opened = {
  reason: 'not_as_described',
  text: 'The engine knocks and the tank is dented, not in the ad.',
};

describe('the buyer opens a dispute', () => {
  it('within the inspection time, with private photos, and the seller hears of it', async () => {
    const { buyer, deal } = await handedOver();
    const stranger = await createUser(t);
    expect((await call('POST', stranger, `/api/deals/${deal.id}/dispute`, opened)).statusCode).toBe(403);
    expect((await call('POST', seller, `/api/deals/${deal.id}/dispute`, opened)).statusCode).toBe(403);
    const short = await call('POST', buyer, `/api/deals/${deal.id}/dispute`, { ...opened, text: 'bad' });
    expect(short.statusCode).toBe(400);
    // Photos come after the dispute is open.
    expect((await addPhoto(buyer, deal.id)).statusCode).toBe(409);

    const res = await call('POST', buyer, `/api/deals/${deal.id}/dispute`, opened);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'disputed',
      next: { action: 'wait_for_decision' },
      dispute: { reason: 'not_as_described', text: opened.text, resolution: null, photos: [] },
    });
    // The same request again is the same dispute.
    expect((await call('POST', buyer, `/api/deals/${deal.id}/dispute`, opened)).statusCode).toBe(200);

    for (let i = 0; i < 4; i += 1) expect((await addPhoto(buyer, deal.id, i)).statusCode).toBe(200);
    const fifth = await addPhoto(buyer, deal.id, 9);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toBe('A dispute keeps at most 4 photos.');
    expect((await addPhoto(seller, deal.id)).statusCode).toBe(403);

    const asBuyer = (await call('GET', buyer, `/api/deals/${deal.id}`)).json();
    const url = asBuyer.dispute.photos[0].url as string;
    expect(url).toMatch(new RegExp(`^/api/deals/${deal.id}/dispute/photos/`));
    const photo = await call('GET', buyer, url);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', admin, url)).statusCode).toBe(200);
    expect((await call('GET', seller, url)).statusCode).toBe(403);
    const asSeller = (await call('GET', seller, `/api/deals/${deal.id}`)).json();
    expect(asSeller.dispute.text).toBe(opened.text);
    expect(asSeller.dispute.photos.every((p: { url: string | null }) => p.url === null)).toBe(true);

    await t.app.notifications.drainMail();
    const toSeller = (await mailsTo(seller)).filter((m) => /reported a problem/.test(m.subject ?? ''));
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]?.text).toContain('not as described');
    expect(toSeller[0]?.text).toContain(opened.text);
  });

  it('from papers_shared when the seller did not come, but not after the inspection time', async () => {
    const buyer = await createUser(t);
    const { bookingId } = await buyWithCard(t, buyer, await createBike(t, seller, { price: 50_000 }));
    const deal = await dealOfBooking(t, bookingId);
    const early = await call('POST', buyer, `/api/deals/${deal.id}/dispute`, {
      reason: 'seller_no_show',
      text: 'The seller has not answered for three days.',
    });
    expect(early.statusCode).toBe(409);
    await sharePapers(t, seller, deal.id);
    const noShow = await call('POST', buyer, `/api/deals/${deal.id}/dispute`, {
      reason: 'seller_no_show',
      text: 'I waited two hours at the place; the seller did not come.',
    });
    expect(noShow.json()).toMatchObject({ state: 'disputed', dispute: { reason: 'seller_no_show' } });

    const late = await handedOver(40_000);
    clock = new Date(clock.getTime() + 48 * HOUR);
    const refused = await call('POST', late.buyer, `/api/deals/${late.deal.id}/dispute`, opened);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A problem can be reported only before the inspection time ends.');
  });
});

describe('an admin resolves a dispute', () => {
  it('lists open disputes oldest first with the timeline and papers, to admins only', async () => {
    const first = await handedOver(30_000);
    await call('POST', first.buyer, `/api/deals/${first.deal.id}/dispute`, opened);
    clock = new Date(clock.getTime() + HOUR);
    const second = await handedOver(35_000);
    await call('POST', second.buyer, `/api/deals/${second.deal.id}/dispute`, {
      reason: 'papers_problem',
      text: 'The tax token on the papers ended last year.',
    });
    expect((await call('GET', seller, '/api/admin/disputes')).statusCode).toBe(403);
    const list = (await call('GET', admin, '/api/admin/disputes')).json() as {
      _id: string;
      side: string;
      timeline: { type: string }[];
      papers: { photos: { url: string | null }[] };
    }[];
    const ids = list.map((d) => d._id);
    expect(ids.indexOf(first.deal.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.deal.id)).toBeLessThan(ids.indexOf(second.deal.id));
    const shown = list.find((d) => d._id === first.deal.id)!;
    expect(shown.side).toBe('admin');
    expect(shown.timeline.map((e) => e.type)).toEqual(['open', 'share_papers', 'hand_over', 'open_dispute']);
    expect(shown.papers.photos.every((p) => p.url !== null)).toBe(true);
  });

  it('refunds part through the provider, releases the rest, audits and tells both in their language', async () => {
    const { buyer, deal } = await handedOver(100_000, 'Nusrat Jahan');
    await call('PUT', buyer, '/api/me/locale', { locale: 'bn' });
    await call('POST', buyer, `/api/deals/${deal.id}/dispute`, opened);

    const over = await call('POST', admin, `/api/admin/disputes/${deal.id}/resolve`, {
      outcome: 'partial_refund',
      amountPaisa: 10_000_000,
      reason: 'The dent was not in the photos.',
    });
    expect(over.statusCode).toBe(400);
    const missing = await call('POST', admin, `/api/admin/disputes/${deal.id}/resolve`, {
      outcome: 'partial_refund',
      reason: 'The dent was not in the photos.',
    });
    expect(missing.statusCode).toBe(400);
    expect(
      (
        await call('POST', seller, `/api/admin/disputes/${deal.id}/resolve`, {
          outcome: 'release',
          reason: 'Mine now',
        })
      ).statusCode,
    ).toBe(403);

    const body = {
      outcome: 'partial_refund',
      amountPaisa: 1_250_050,
      reason: 'The dent was not in the photos.',
    };
    const res = await call('POST', admin, `/api/admin/disputes/${deal.id}/resolve`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'completed',
      payablePaisa: 10_000_000 - 1_250_050,
      dispute: { resolution: 'partial_refund', refundPaisa: 1_250_050, resolutionReason: body.reason },
      refunds: [{ reason: 'dispute_partial', amountPaisa: 1_250_050, state: 'requested' }],
    });
    // Asked again: the same decision, nothing more; another decision is refused.
    expect((await call('POST', admin, `/api/admin/disputes/${deal.id}/resolve`, body)).statusCode).toBe(200);
    const other = await call('POST', admin, `/api/admin/disputes/${deal.id}/resolve`, {
      outcome: 'refund',
      reason: 'Changed my mind about it.',
    });
    expect(other.statusCode).toBe(409);

    await t.app.deals.drainRefunds();
    const refunds = await t.db.select().from(dealRefunds).where(eq(dealRefunds.dealId, deal.id));
    expect(refunds).toEqual([
      expect.objectContaining({
        key: `${deal.id}:dispute_partial`,
        state: 'succeeded',
        amountPaisa: 1_250_050,
      }),
    ]);
    const legs = await t.db
      .select({ account: ledgerEntries.account, sum: sql<string>`sum(${ledgerEntries.amountPaisa})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.dealId, deal.id))
      .groupBy(ledgerEntries.account);
    expect(Object.fromEntries(legs.map((l) => [l.account, Number(l.sum)]))).toEqual({
      cash: 10_000_000 - 1_250_050,
      held: 0,
      refunds_due: 0,
      seller_payable: -(10_000_000 - 1_250_050),
    });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, deal.id));
    expect(entry).toMatchObject({ action: 'dispute.resolve', actorId: admin.id, targetType: 'deal' });
    expect(entry?.details).toMatchObject({
      outcome: 'partial_refund',
      refundPaisa: 1_250_050,
      reason: body.reason,
    });
    const logPage = (await call('GET', admin, '/api/auditLog?page=1')).json();
    expect(JSON.stringify(logPage)).toContain('dispute.resolve');

    await t.app.notifications.drainMail();
    const toBuyer = (await mailsTo(buyer)).filter((m) => /সিদ্ধান্ত/.test(m.subject ?? ''));
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]?.text).toContain('১২,৫০০.৫০ টাকা');
    expect(toBuyer[0]?.text).toContain(body.reason);
    const toSeller = (await mailsTo(seller)).filter(
      (m) => /Our decision/.test(m.subject ?? '') && m.text?.includes('12,500.50 Taka'),
    );
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]?.text).toContain('87,499.50 Taka');
    const refunded = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(refunded.map((n) => n.kind)).toContain('deal-refunded');
  });

  it('releases to the seller or refunds in full', async () => {
    const kept = await handedOver(20_000);
    await call('POST', kept.buyer, `/api/deals/${kept.deal.id}/dispute`, opened);
    const released = await call('POST', admin, `/api/admin/disputes/${kept.deal.id}/resolve`, {
      outcome: 'release',
      reason: 'The bike matches the ad and its photos.',
    });
    expect(released.json()).toMatchObject({ state: 'completed', payablePaisa: 2_000_000, refunds: [] });

    const back = await handedOver(25_000);
    await call('POST', back.buyer, `/api/deals/${back.deal.id}/dispute`, opened);
    const refunded = await call('POST', admin, `/api/admin/disputes/${back.deal.id}/resolve`, {
      outcome: 'refund',
      reason: 'The chassis number does not match the papers.',
    });
    expect(refunded.json()).toMatchObject({
      state: 'refunded',
      dispute: { resolution: 'refund', refundPaisa: 2_500_000 },
      refunds: [{ reason: 'dispute', amountPaisa: 2_500_000 }],
    });
    const open = (await call('GET', admin, '/api/admin/disputes')).json() as { _id: string }[];
    expect(open.map((d) => d._id)).not.toContain(kept.deal.id);
    expect(open.map((d) => d._id)).not.toContain(back.deal.id);
    const none = await call('POST', admin, `/api/admin/disputes/${kept.deal.id}/resolve`, {
      outcome: 'refund',
      reason: 'Trying again later on.',
    });
    expect(none.statusCode).toBe(409);
  });
});
