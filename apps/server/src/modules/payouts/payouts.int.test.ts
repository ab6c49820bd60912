import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithCard, createBike } from '../../../test/factories/bookings';
import { completeDeal, dealOfBooking } from '../../../test/factories/deals';
import { type FakeBkash, startFakeBkash } from '../../../test/fake-bkash';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';
import { auditLog, dealEvents, ledgerEntries, payables } from '../../db/schema';
import { csvCell, parseCsv } from './csv';

/** Seller payouts (ADR 0160–0162): accounts, payables, the manual batch and bKash's B2C API. */

const DAY = 24 * 3600_000;
const clock = { now: new Date('2026-11-20T06:00:00Z') };
const setClock = (at: Date) => {
  clock.now = at;
};

let t: TestApp;
let bkash: FakeBkash;
let admin: TestUser;

beforeAll(async () => {
  bkash = await startFakeBkash();
  t = await buildTestApp(
    {
      COMMISSION_PERCENT: '2.5',
      BKASH_PAYOUT_APP_KEY: 'app-key',
      BKASH_PAYOUT_APP_SECRET: 'app-secret',
      BKASH_PAYOUT_USERNAME: 'user',
      BKASH_PAYOUT_PASSWORD: 'pass',
      BKASH_PAYOUT_API_URL: bkash.url,
    },
    { now: () => clock.now, background: false },
  );
  admin = await createUser(t, { role: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await bkash.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  user: Pick<TestUser, 'headers'> | null,
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: user?.headers ?? {}, payload });

async function completedDealOf(seller: TestUser, price = 100_000) {
  const buyer = await createUser(t);
  const { bookingId } = await buyWithCard(t, buyer, await createBike(t, seller, { price }));
  const deal = await dealOfBooking(t, bookingId);
  return completeDeal(t, seller, buyer, deal.id, setClock);
}

async function ledgerOf(dealId: string, kind: string) {
  const legs = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.dealId, dealId));
  return legs
    .filter((l) => l.kind === kind)
    .map((l) => [l.account, l.amountPaisa])
    .sort();
}

describe('payout accounts', () => {
  it('takes a wallet in Bangla digits when the name is the seller’s, and refuses another name', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Md. Rahim Uddin' });
    const other = await call('PUT', seller, '/api/payouts/account', {
      method: 'bkash',
      accountName: 'Karim Mia',
      walletNumber: '01712345678',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(
      'The account name must be your name as it is on your Best Bikes account.',
    );
    expect((await call('GET', seller, '/api/payouts')).json().account).toBeNull();

    const saved = await call('PUT', seller, '/api/payouts/account', {
      method: 'bkash',
      accountName: 'RAHIM  UDDIN',
      walletNumber: '০১৭১২-৩৪৫৬৭৮',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().account).toMatchObject({ method: 'bkash', walletNumber: '01712345678' });
  });

  it('takes a bank account with a 9-digit routing number and says what is wrong otherwise', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Sadia Islam' });
    const body = {
      method: 'bank',
      accountName: 'Sadia Islam',
      accountNumber: '1234 5678 9012',
      bankName: 'Dutch-Bangla Bank',
      branchRouting: '09026',
    };
    const bad = await call('PUT', seller, '/api/payouts/account', body);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('The branch routing number has 9 digits.');
    const good = await call('PUT', seller, '/api/payouts/account', { ...body, branchRouting: '০৯০২৬১২৩৪' });
    expect(good.json().account).toMatchObject({
      method: 'bank',
      accountNumber: '123456789012',
      branchRouting: '090261234',
    });
    // A buyer and an admin have no payouts of their own.
    expect((await call('GET', await createUser(t), '/api/payouts')).statusCode).toBe(403);
    expect((await call('GET', admin, '/api/payouts')).statusCode).toBe(403);
  });
});

describe('a completed deal makes a payable, paid once through the manual batch', () => {
  it('pays held less commission, due in 10 days, flagged overdue after, with the reference', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Nasir Ahmed' });
    const deal = await completedDealOf(seller, 100_000);
    const [payable] = await t.db.select().from(payables).where(eq(payables.dealId, deal.id));
    expect(payable).toMatchObject({ amountPaisa: 9_750_000, state: 'due' });
    expect(payable!.dueAt.getTime() - payable!.completedAt.getTime()).toBe(10 * DAY);

    const mine = (await call('GET', seller, '/api/payouts')).json();
    expect(mine).toMatchObject({ pendingPaisa: 9_750_000, paidPaisa: 0 });
    expect(mine.payables[0]).toMatchObject({ dealId: deal.id, state: 'due', overdue: false });

    // Without an account the payable is not put in a batch.
    await t.app.payouts.sweep();
    const empty = await call('POST', admin, '/api/admin/payouts/batches');
    expect([200, 409]).toContain(empty.statusCode);
    const listed = (await call('GET', admin, '/api/admin/payouts')).json();
    expect(listed.payables.find((p: { _id: string }) => p._id === payable!.id)).toMatchObject({
      batchId: null,
    });

    await call('PUT', seller, '/api/payouts/account', {
      method: 'bank',
      accountName: '=HYPERLINK("x") Nasir Ahmed',
      accountNumber: '12345678',
      bankName: 'BRAC Bank',
      branchRouting: '060261234',
    }).then((r) => expect(r.statusCode).toBe(400));
    await call('PUT', seller, '/api/payouts/account', {
      method: 'bank',
      accountName: 'Nasir Ahmed',
      accountNumber: '12345678',
      bankName: '=cmd|"/c calc"!A1, "Bank"',
      branchRouting: '060261234',
    }).then((r) => expect(r.statusCode).toBe(200));

    // Eleven days on, it is overdue for admins.
    clock.now = new Date(payable!.completedAt.getTime() + 11 * DAY);
    const overdue = (await call('GET', admin, '/api/admin/payouts')).json();
    expect(overdue.overdueCount).toBeGreaterThanOrEqual(1);
    expect(overdue.payables.find((p: { _id: string }) => p._id === payable!.id)).toMatchObject({
      overdue: true,
    });

    const batch = await call('POST', admin, '/api/admin/payouts/batches');
    expect(batch.statusCode).toBe(200);
    const batchId = batch.json()._id as string;
    // A payable is in one batch at most: a second batch has nothing left to take.
    expect((await call('POST', admin, '/api/admin/payouts/batches')).statusCode).toBe(409);

    const csv = await call('GET', admin, `/api/admin/payouts/batches/${batchId}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attachment');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'payable_id',
      'seller_name',
      'method',
      'account_name',
      'account_number',
      'bank_name',
      'routing_number',
      'wallet_number',
      'amount_bdt',
      'reference',
    ]);
    const row = rows.find((r) => r[0] === payable!.id)!;
    expect(row.slice(1, 10)).toEqual([
      'Nasir Ahmed',
      'bank',
      'Nasir Ahmed',
      '12345678',
      `'=cmd|"/c calc"!A1, "Bank"`,
      '060261234',
      '',
      '97500.00',
      '',
    ]);

    // The bank's result file: the payable is paid with its reference, once.
    const results = await call('POST', admin, `/api/admin/payouts/batches/${batchId}/results`, {
      csv: `payable_id,status,reference\r\n${payable!.id},Success,DBBL-TT-0042\r\nnot-ours,Success,X-1\r\n`,
    });
    expect(results.json()).toEqual({
      paid: 1,
      already: 0,
      skipped: [{ line: 3, reason: 'not a payout of this batch' }],
    });
    const again = await call('POST', admin, `/api/admin/payouts/batches/${batchId}/results`, {
      csv: `payable_id,reference\n${payable!.id},DBBL-TT-0042\n`,
    });
    expect(again.json()).toMatchObject({ paid: 0, already: 1 });
    const other = await call('POST', admin, `/api/admin/payouts/${payable!.id}/reference`, {
      reference: 'ANOTHER-1',
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This payout is already paid (reference DBBL-TT-0042).');

    const seen = (await call('GET', seller, '/api/payouts')).json();
    expect(seen).toMatchObject({ pendingPaisa: 0, paidPaisa: 9_750_000 });
    expect(seen.payables[0]).toMatchObject({ state: 'paid', reference: 'DBBL-TT-0042', provider: 'manual' });
    expect((await call('GET', seller, `/api/deals/${deal.id}`)).json().state).toBe('paid_out');
    expect(await ledgerOf(deal.id, 'payout')).toEqual([
      ['cash', -9_750_000],
      ['seller_payable', 9_750_000],
    ]);
    const events = await t.db.select().from(dealEvents).where(eq(dealEvents.dealId, deal.id));
    expect(events.filter((e) => e.type === 'pay_out')).toHaveLength(1);
  });

  it('records a reference per row and settles the deal after a crash cut it off', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Shirin Akter' });
    await call('PUT', seller, '/api/payouts/account', {
      method: 'nagad',
      accountName: 'Shirin Akter',
      walletNumber: '01812345678',
    });
    const deal = await completedDealOf(seller, 50_000);
    const [payable] = await t.db.select().from(payables).where(eq(payables.dealId, deal.id));
    // A crash after the payable was marked paid and before the deal's step: the sweep finishes it.
    await t.db
      .update(payables)
      .set({ state: 'paid', reference: 'NAGAD-77', paidAt: clock.now, provider: 'manual' })
      .where(eq(payables.id, payable!.id));
    expect((await dealOfBooking(t, deal.bookingId)).state).toBe('completed');
    await t.app.sweepPayouts();
    expect((await dealOfBooking(t, deal.bookingId)).state).toBe('paid_out');
    await t.app.sweepPayouts();
    expect(await ledgerOf(deal.id, 'payout')).toHaveLength(2);
    const badRef = await call('POST', admin, `/api/admin/payouts/${payable!.id}/reference`, {
      reference: '=1+1',
    });
    expect(badRef.statusCode).toBe(400);
  });
});

describe('bKash disbursement (B2C)', () => {
  it('sends once per payable, retries until confirmed and never pays twice', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Jamal Hossain' });
    await call('PUT', seller, '/api/payouts/account', {
      method: 'bkash',
      accountName: 'Jamal Hossain',
      walletNumber: '01912345678',
    });
    const deal = await completedDealOf(seller, 80_000);
    const [payable] = await t.db.select().from(payables).where(eq(payables.dealId, deal.id));

    bkash.next = 'error500';
    expect((await call('POST', admin, `/api/admin/payouts/${payable!.id}/bkash`)).statusCode).toBe(200);
    // Pressed twice: one job, one payment.
    expect((await call('POST', admin, `/api/admin/payouts/${payable!.id}/bkash`)).statusCode).toBe(200);
    await expect(t.app.payouts.drainSends()).rejects.toThrow('bKash answered 500');
    const [sending] = await t.db.select().from(payables).where(eq(payables.id, payable!.id));
    expect(sending!.state).toBe('sending');
    expect(bkash.payments.has(payable!.id)).toBe(false);

    // The queue's retry: bKash answers Initiated, then Completed when asked by trxID.
    bkash.next = 'pending';
    await t.app.payouts.sendJob({ payableId: payable!.id }).catch(() => {});
    await t.app.payouts.sendJob({ payableId: payable!.id });
    const [paid] = await t.db.select().from(payables).where(eq(payables.id, payable!.id));
    expect(paid).toMatchObject({ state: 'paid', provider: 'bkash' });
    expect(paid!.reference).toBe(bkash.payments.get(payable!.id)!.trxID);
    expect(bkash.payments.get(payable!.id)).toMatchObject({
      amount: '78000.00',
      receiver: '01912345678',
      count: 1,
    });
    expect((await dealOfBooking(t, deal.bookingId)).state).toBe('paid_out');

    // A late duplicate job pays nothing.
    const calls = bkash.calls;
    await t.app.payouts.sendJob({ payableId: payable!.id });
    expect(bkash.calls).toBe(calls);
  });

  it('after a lost answer bKash refuses the used invoice number: an admin confirms it, nothing is paid twice', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Mitu Begum' });
    await call('PUT', seller, '/api/payouts/account', {
      method: 'bkash',
      accountName: 'Mitu Begum',
      walletNumber: '01612345678',
    });
    const deal = await completedDealOf(seller, 30_000);
    const [payable] = await t.db.select().from(payables).where(eq(payables.dealId, deal.id));
    await call('POST', admin, `/api/admin/payouts/${payable!.id}/bkash`);
    await t.app.payouts.drainSends();
    const trxID = bkash.payments.get(payable!.id)!.trxID;
    // As if the process died before writing bKash's answer: the payable is still being sent.
    await t.db
      .update(payables)
      .set({ state: 'sending', reference: null, paidAt: null, providerRef: null, settledAt: null })
      .where(eq(payables.id, payable!.id));
    await t.app.payouts.sendJob({ payableId: payable!.id });
    const [row] = await t.db.select().from(payables).where(eq(payables.id, payable!.id));
    expect(row).toMatchObject({ state: 'unconfirmed' });
    expect(bkash.payments.get(payable!.id)!.count).toBe(1);
    const confirmed = await call('POST', admin, `/api/admin/payouts/${payable!.id}/reference`, {
      reference: trxID,
    });
    expect(confirmed.statusCode).toBe(200);
    const [paid] = await t.db.select().from(payables).where(eq(payables.id, payable!.id));
    expect(paid).toMatchObject({ state: 'paid', provider: 'bkash', reference: trxID });
    expect(await ledgerOf(deal.id, 'payout')).toHaveLength(2);
  });

  it('refuses a bKash send where the seller is paid to a bank or nagad', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Rafiq Khan' });
    await call('PUT', seller, '/api/payouts/account', {
      method: 'nagad',
      accountName: 'Rafiq Khan',
      walletNumber: '01512345678',
    });
    const deal = await completedDealOf(seller, 20_000);
    const [payable] = await t.db.select().from(payables).where(eq(payables.dealId, deal.id));
    const res = await call('POST', admin, `/api/admin/payouts/${payable!.id}/bkash`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This seller is not paid to a bKash wallet.');
  });
});

describe('the audit log', () => {
  const entriesFor = (targetId: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

  it('keeps the batch an admin made and the reference they recorded, once each', async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Tania Sultana' });
    await call('PUT', seller, '/api/payouts/account', {
      method: 'nagad',
      accountName: 'Tania Sultana',
      walletNumber: '01312345678',
    });
    const deal = await completedDealOf(seller, 40_000);
    const batch = await call('POST', admin, '/api/admin/payouts/batches');
    expect(batch.statusCode).toBe(200);
    const batchId = batch.json()._id as string;
    const [made] = await entriesFor(batchId);
    expect(made).toMatchObject({ action: 'payout.batch', actorId: admin.id, targetType: 'payout_batch' });
    expect(made?.details).toMatchObject({
      payouts: batch.json().count,
      totalPaisa: batch.json().totalPaisa,
    });

    const [payable] = await t.db.select().from(payables).where(eq(payables.dealId, deal.id));
    expect(payable!.batchId).toBe(batchId);
    // A refused reference changes nothing and is not logged.
    const bad = await call('POST', admin, `/api/admin/payouts/${payable!.id}/reference`, { reference: '=1' });
    expect(bad.statusCode).toBe(400);
    expect(await entriesFor(deal.id)).toHaveLength(0);
    for (let i = 0; i < 2; i += 1) {
      const paid = await call('POST', admin, `/api/admin/payouts/${payable!.id}/reference`, {
        reference: 'DBBL-2026-0042',
      });
      expect(paid.statusCode).toBe(200);
    }
    const recorded = await entriesFor(deal.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ action: 'payout.reference', actorId: admin.id, targetType: 'deal' });
    expect(recorded[0]?.details).toMatchObject({
      payableId: payable!.id,
      reference: 'DBBL-2026-0042',
      amountPaisa: payable!.amountPaisa,
      batchId,
      label: expect.stringContaining('Tania Sultana'),
    });
    const page = JSON.stringify((await call('GET', admin, '/api/auditLog?page=1')).json());
    expect(page).toContain('payout.batch');
    expect(page).toContain('payout.reference');
  });

  it("keeps a bKash send and the transaction ID an admin confirmed, not bKash's own answers", async () => {
    const seller = await createUser(t, { role: 'Seller', name: 'Kamal Uddin' });
    await call('PUT', seller, '/api/payouts/account', {
      method: 'bkash',
      accountName: 'Kamal Uddin',
      walletNumber: '01412345678',
    });
    const sent = await completedDealOf(seller, 25_000);
    const [payable] = await t.db.select().from(payables).where(eq(payables.dealId, sent.id));
    await call('POST', admin, `/api/admin/payouts/${payable!.id}/bkash`);
    await t.app.payouts.drainSends();
    // bKash confirmed it itself: only the admin's send is in the log.
    expect((await entriesFor(sent.id)).map((e) => e.action)).toEqual(['payout.bkashSend']);

    const lost = await completedDealOf(seller, 26_000);
    const [second] = await t.db.select().from(payables).where(eq(payables.dealId, lost.id));
    await call('POST', admin, `/api/admin/payouts/${second!.id}/bkash`);
    await t.app.payouts.drainSends();
    const trxID = bkash.payments.get(second!.id)!.trxID;
    await t.db
      .update(payables)
      .set({ state: 'sending', reference: null, paidAt: null, providerRef: null, settledAt: null })
      .where(eq(payables.id, second!.id));
    await t.app.payouts.sendJob({ payableId: second!.id });
    const confirmed = await call('POST', admin, `/api/admin/payouts/${second!.id}/reference`, {
      reference: trxID,
    });
    expect(confirmed.statusCode).toBe(200);
    const entries = await entriesFor(lost.id);
    expect(entries.map((e) => e.action)).toEqual(['payout.bkashSend', 'payout.bkashTrx']);
    expect(entries[1]).toMatchObject({ actorId: admin.id });
    expect(entries[1]?.details).toMatchObject({ reference: trxID, payableId: second!.id });
  });
});

describe('the ledger', () => {
  it('still sums to zero and no deal is paid out twice', async () => {
    const sums = await t.db
      .select({ key: ledgerEntries.movementKey, sum: sql<string>`sum(${ledgerEntries.amountPaisa})` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.movementKey);
    for (const row of sums) expect(Number(row.sum)).toBe(0);
    const payouts = await t.db
      .select({ deal: ledgerEntries.dealId, n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'payout'))
      .groupBy(ledgerEntries.dealId);
    for (const row of payouts) expect(row.n).toBe(2);
  });
});

describe('CSV cells', () => {
  it('quote commas, quotes and newlines and neutralise formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell(12)).toBe('12');
    expect(parseCsv('a,"b,""c"""\r\n\r\nd,e\n')).toEqual([
      ['a', 'b,"c"'],
      ['d', 'e'],
    ]);
  });
});
