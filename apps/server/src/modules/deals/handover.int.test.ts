import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithCard, createBike } from '../../../test/factories/bookings';
import { addPaperPhoto, dealOfBooking, sharePapers } from '../../../test/factories/deals';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { ledgerEntries } from '../../db/schema';

/** Papers before the meeting, the meeting, the handover code and the inspection window (ADR 0140). */
let t: TestApp;
let seller: TestUser;
let admin: TestUser;
let clock = new Date('2026-11-20T06:00:00Z');
const HOUR = 3600_000;

beforeAll(async () => {
  t = await buildTestApp({ COMMISSION_PERCENT: '2.5' }, { now: () => clock, background: false });
  seller = await createUser(t, { role: 'Seller', name: 'Sabbir Seller' });
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(() => t.close());

async function paidDeal(price = 100_000) {
  const buyer = await createUser(t);
  const { bookingId } = await buyWithCard(t, buyer, await createBike(t, seller, { price }));
  return { buyer, deal: await dealOfBooking(t, bookingId) };
}

const call = (
  method: 'GET' | 'POST' | 'PUT',
  user: Pick<TestUser, 'headers'>,
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: user.headers, payload });

describe('papers before the meeting', () => {
  it('are shown to the buyer and admins through an authorized route only', async () => {
    const { buyer, deal } = await paidDeal();
    const early = await call('POST', seller, `/api/deals/${deal.id}/papers`, {
      chassisNumber: 'MD2A11CZ9KCA12345',
      engineNumber: 'JCZCKA12345',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Add a photo of each paper first (missing: registration, tax token, insurance).',
    );
    const byBuyer = await addPaperPhoto(t, buyer, deal.id, 'registration');
    expect(byBuyer.statusCode).toBe(403);

    const shared = await sharePapers(t, seller, deal.id);
    expect(shared.json()).toMatchObject({
      state: 'papers_shared',
      papers: { chassisNumber: 'MD2A11CZ9KCA12345' },
    });
    // The seller sees what was sent, not a link to it.
    expect(shared.json().papers.photos.map((p: { url: string | null }) => p.url)).toEqual([null, null, null]);

    const asBuyer = (await call('GET', buyer, `/api/deals/${deal.id}`)).json();
    expect(asBuyer.papers.photos.map((p: { kind: string }) => p.kind)).toEqual([
      'registration',
      'tax_token',
      'insurance',
    ]);
    const url = asBuyer.papers.photos[0].url as string;
    expect(url).toMatch(new RegExp(`^/api/deals/${deal.id}/papers/photos/`));
    const photo = await call('GET', buyer, url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await call('GET', admin, url)).statusCode).toBe(200);
    expect((await call('GET', seller, url)).statusCode).toBe(403);
    expect((await call('GET', await createUser(t), url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a file that is not a picture', async () => {
    const { deal } = await paidDeal();
    const boundary = 'X';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/papers/photos?kind=insurance`,
      headers: { ...seller.bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the meeting and the handover', () => {
  it('lets the seller offer times, the buyer pick one, and hands over with the buyer’s code', async () => {
    const { buyer, deal } = await paidDeal(100_000);
    await sharePapers(t, seller, deal.id);
    const times = [
      new Date(clock.getTime() + 26 * HOUR).toISOString(),
      new Date(clock.getTime() + 50 * HOUR).toISOString(),
    ];
    const offered = await call('PUT', seller, `/api/deals/${deal.id}/meeting`, {
      place: 'Mirpur 10 roundabout',
      times,
    });
    expect(offered.statusCode).toBe(200);
    expect(offered.json().meeting).toEqual({ place: 'Mirpur 10 roundabout', times, at: null });
    const tooLate = await call('PUT', seller, `/api/deals/${deal.id}/meeting`, {
      place: 'Mirpur',
      times: [new Date(clock.getTime() + 30 * 24 * HOUR).toISOString()],
    });
    expect(tooLate.statusCode).toBe(400);
    expect(
      (await call('POST', buyer, `/api/deals/${deal.id}/meeting/choice`, { time: clock.toISOString() }))
        .statusCode,
    ).toBe(400);
    const chosen = await call('POST', buyer, `/api/deals/${deal.id}/meeting/choice`, { time: times[1] });
    expect(chosen.json().meeting.at).toBe(times[1]);
    expect((await call('GET', seller, `/api/deals/${deal.id}`)).json().meeting.at).toBe(times[1]);

    // The code is on the buyer's page only.
    const asBuyer = (await call('GET', buyer, `/api/deals/${deal.id}`)).json();
    expect(asBuyer.handoverCode).toMatch(/^\d{6}$/);
    const asSeller = (await call('GET', seller, `/api/deals/${deal.id}`)).json();
    expect(asSeller.handoverCode).toBeNull();
    expect(JSON.stringify(asSeller)).not.toContain(asBuyer.handoverCode);
    expect(asSeller.handoverTriesLeft).toBe(5);

    const wrong = asBuyer.handoverCode === '000000' ? '111111' : '000000';
    const refused = await call('POST', seller, `/api/deals/${deal.id}/handover`, { code: wrong });
    expect(refused.statusCode).toBe(400);
    clock = new Date(clock.getTime() + 50 * HOUR);
    const handed = await call('POST', seller, `/api/deals/${deal.id}/handover`, {
      code: asBuyer.handoverCode,
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toMatchObject({ state: 'handed_over', next: { action: 'wait_for_inspection' } });
    const after = (await call('GET', buyer, `/api/deals/${deal.id}`)).json();
    expect(after).toMatchObject({ handoverCode: null, next: { action: 'inspect' } });
    expect(new Date(after.inspectionEndsAt).getTime() - clock.getTime()).toBe(48 * HOUR);

    // The inspection window passes: the deal completes on its own and the seller is owed the rest.
    clock = new Date(clock.getTime() + 48 * HOUR - 60_000);
    await t.app.sweepDueDeals();
    await t.app.deals.drainTimeouts();
    expect((await dealOfBooking(t, deal.bookingId)).state).toBe('handed_over');
    clock = new Date(clock.getTime() + 60_000);
    await t.app.sweepDueDeals();
    await t.app.deals.drainTimeouts();
    const done = (await call('GET', seller, `/api/deals/${deal.id}`)).json();
    expect(done).toMatchObject({
      state: 'completed',
      payablePaisa: 9_750_000,
      next: { action: 'wait_for_payout' },
    });
    const legs = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.dealId, deal.id));
    expect(
      legs
        .filter((l) => l.kind === 'release')
        .map((l) => [l.account, l.amountPaisa])
        .sort(),
    ).toEqual([
      ['commission', -250_000],
      ['held', 10_000_000],
      ['seller_payable', -9_750_000],
    ]);
    const sums = await t.db
      .select({ sum: sql<string>`sum(${ledgerEntries.amountPaisa})` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.movementKey);
    for (const row of sums) expect(Number(row.sum)).toBe(0);
  });

  it('locks the code after five wrong tries; the buyer can still confirm', async () => {
    const { buyer, deal } = await paidDeal();
    await sharePapers(t, seller, deal.id);
    const code = (await call('GET', buyer, `/api/deals/${deal.id}`)).json().handoverCode as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      expect((await call('POST', seller, `/api/deals/${deal.id}/handover`, { code: wrong })).statusCode).toBe(
        400,
      );
    }
    expect((await call('POST', seller, `/api/deals/${deal.id}/handover`, { code: wrong })).statusCode).toBe(
      429,
    );
    const locked = await call('POST', seller, `/api/deals/${deal.id}/handover`, { code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many wrong codes. The buyer can confirm the handover on their page instead.',
    );
    const other = await createUser(t);
    expect((await call('POST', other, `/api/deals/${deal.id}/received`)).statusCode).toBe(403);
    const received = await call('POST', buyer, `/api/deals/${deal.id}/received`);
    expect(received.json()).toMatchObject({ state: 'handed_over' });
    // Pressed twice: the same handover.
    expect((await call('POST', buyer, `/api/deals/${deal.id}/received`)).statusCode).toBe(200);
  });

  it('does not hand over before the papers are shared', async () => {
    const { buyer, deal } = await paidDeal();
    const res = await call('POST', buyer, `/api/deals/${deal.id}/received`);
    expect(res.statusCode).toBe(409);
  });
});
