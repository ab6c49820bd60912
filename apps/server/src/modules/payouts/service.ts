import {
  PAYOUT_DUE_DAYS,
  PAYOUT_NAME_MESSAGE,
  type PayoutAccountBody,
  payoutReferenceBodySchema,
  sameAccountName,
} from '@best-bikes/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Caller } from '../../plugins/access';
import type { AuditLog } from '../audit';
import type { CompletedDeal, PayableBook } from '../deals';
import type { JobQueue, JobRetry } from '../notifications';
import type { DisbursementOutcome, DisbursementProvider } from './bkash';
import { BATCH_HEADER, cellValue, csvLine, parseCsv, takaText } from './csv';
import {
  createPayoutsRepository,
  type PayableRow,
  type PayoutAccountRow,
  type PayoutsRepository,
} from './repository';

export const PAYOUT_QUEUE = 'payout-send';

const DAY_MS = 24 * 3600_000;
/** Paid payables admins still see on their page. */
const RECENT_PAID_DAYS = 30;
const MAX_RESULT_ROWS = 500;

/** The deals module's step that records a payout (its `index.ts` hands it over). */
export interface DealPayouts {
  payOut(
    dealId: string,
    reference: string,
    actor: 'admin' | 'system',
    actorId: string | null,
  ): Promise<'done' | 'already'>;
}

/** Completed deals open their payables here, in the completing step's transaction (ADR 0161). */
export function createPayableBook(): PayableBook {
  return {
    async open(db: Database, deal: CompletedDeal) {
      await createPayoutsRepository(db).insertPayable({
        id: newId(),
        dealId: deal.dealId,
        sellerId: deal.sellerId,
        amountPaisa: deal.amountPaisa,
        state: 'due',
        completedAt: deal.completedAt,
        dueAt: new Date(deal.completedAt.getTime() + PAYOUT_DUE_DAYS * DAY_MS),
        createdAt: deal.completedAt,
        updatedAt: deal.completedAt,
      });
    },
  };
}

/** Where a payout went, as a person reads it (kept on the payable: the account may change later). */
function describe(account: PayoutAccountRow): string {
  if (account.method === 'bank') {
    return `${account.bankName} ${account.accountNumber} (routing ${account.branchRouting}), ${account.accountName}`;
  }
  return `${account.method === 'bkash' ? 'bKash' : 'Nagad'} ${account.walletNumber}, ${account.accountName}`;
}

function presentAccount(account: PayoutAccountRow | undefined) {
  if (!account) return null;
  return {
    method: account.method,
    accountName: account.accountName,
    walletNumber: account.walletNumber,
    accountNumber: account.accountNumber,
    bankName: account.bankName,
    branchRouting: account.branchRouting,
    updatedAt: account.updatedAt.toISOString(),
  };
}

function presentPayable(p: PayableRow, productName: string, at: Date) {
  return {
    _id: p.id,
    dealId: p.dealId,
    productName,
    amountPaisa: p.amountPaisa,
    state: p.state,
    completedAt: p.completedAt.toISOString(),
    dueAt: p.dueAt.toISOString(),
    overdue: p.state !== 'paid' && p.dueAt < at,
    provider: p.provider,
    reference: p.reference,
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

export interface PayoutsDeps {
  db: Database;
  repo: PayoutsRepository;
  queue: JobQueue;
  deals: DealPayouts;
  /** The bKash disbursement API when configured (BKASH_PAYOUT_*), else null. */
  bkash: DisbursementProvider | null;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Admins' payout actions are kept in the audit log, in the action's own transaction. */
  audit: AuditLog;
  /**
   * How a bKash payout's job is retried: asked about again every PROVIDER_RETRY_SECONDS (a minute
   * by default) until bKash confirms it, for a day at most (`providerRetry` of the deals module).
   */
  retry: JobRetry;
}

export function createPayoutsService({ db, repo, queue, deals, bkash, log, now, audit, retry }: PayoutsDeps) {
  /** The deal's `pay_out` step for a paid payable, then the payable marked settled. */
  async function settle(payable: Pick<PayableRow, 'id' | 'dealId' | 'reference' | 'paidBy'>) {
    if (!payable.reference) return;
    await deals.payOut(
      payable.dealId,
      payable.reference,
      payable.paidBy ? 'admin' : 'system',
      payable.paidBy ?? null,
    );
    await repo.updatePayable(payable.id, { settledAt: now() });
  }

  /**
   * Marks a payable paid, once: the same reference again is the same payment ('already'); another
   * reference for a paid payable is refused. Then the deal's payout step (see `settle`).
   */
  async function markPaid(
    payableId: string,
    reference: string,
    provider: 'manual' | 'bkash',
    actorId: string | null,
  ): Promise<'done' | 'already'> {
    const outcome = await repo.transaction(async (tx, txDb) => {
      const row = await tx.lockPayable(payableId);
      if (!row) throw new NotFound('There is no such payout.');
      if (row.state === 'paid') {
        if (row.reference === reference) return { kind: 'already' as const, row };
        throw new Conflict(`This payout is already paid (reference ${row.reference}).`);
      }
      if (row.state === 'sending' && provider === 'manual') {
        throw new Conflict('This payout is being sent through bKash. Wait for bKash’s answer.');
      }
      const account = await tx.account(row.sellerId);
      const at = now();
      const paid = {
        state: 'paid' as const,
        // bKash's trxID an admin confirms from its panel is still a payment through bKash.
        provider: row.state === 'unconfirmed' ? ('bkash' as const) : provider,
        reference,
        paidAt: at,
        paidBy: actorId ?? row.paidBy,
        paidTo: account ? describe(account) : null,
        lastError: null,
        updatedAt: at,
      };
      await tx.updatePayable(row.id, paid);
      if (row.batchId && (await tx.unpaidInBatch(row.batchId)) === 0) await tx.closeBatch(row.batchId);
      if (actorId) {
        // An admin's record of money sent (bKash's own confirmations are the system's, not audited).
        await audit.record(
          {
            actorId,
            action: row.state === 'unconfirmed' ? 'payout.bkashTrx' : 'payout.reference',
            targetType: 'deal',
            targetId: row.dealId,
            targetLabel: await tx.labelOf(row.id),
            details: { payableId: row.id, reference, amountPaisa: row.amountPaisa, batchId: row.batchId },
          },
          txDb,
        );
      }
      return { kind: 'done' as const, row: { ...row, ...paid } };
    });
    if (!outcome.row.settledAt) await settle(outcome.row);
    return outcome.kind;
  }

  /**
   * The bKash job: sends the payable (its id is the invoice number, so a retry is the same payment),
   * or asks about one bKash accepted. Throws while it is not confirmed, so the queue asks again.
   */
  async function sendJob(data: unknown) {
    const payableId = (data as { payableId?: string }).payableId ?? '';
    const row = await repo.transaction(async (tx) => {
      const locked = await tx.lockPayable(payableId);
      if (locked?.state === 'sending') await tx.updatePayable(locked.id, { attempts: locked.attempts + 1 });
      return locked;
    });
    // A run cut off after bKash's payment was recorded (a crash): the deal's step is taken now
    // rather than at the next sweep.
    if (row?.state === 'paid' && !row.settledAt) {
      await settle(row);
      return;
    }
    if (row?.state !== 'sending') return;
    if (!bkash) throw new Error(`payout ${row.id}: the bKash disbursement API is not configured`);
    let outcome: DisbursementOutcome;
    if (row.providerRef) {
      outcome = await bkash.check(row.providerRef);
    } else {
      const account = await repo.account(row.sellerId);
      if (account?.method !== 'bkash' || !account.walletNumber) {
        await repo.updatePayable(row.id, { state: 'due', lastError: 'The seller has no bKash wallet now.' });
        return;
      }
      outcome = await bkash.send({
        key: row.id,
        amountPaisa: row.amountPaisa,
        receiver: account.walletNumber,
      });
    }
    if (outcome.state === 'succeeded' && outcome.reference) {
      await repo.updatePayable(row.id, { providerRef: outcome.reference });
      await markPaid(row.id, outcome.reference, 'bkash', null);
      return;
    }
    if (outcome.state === 'pending') {
      if (await whileSending(row.id, { providerRef: outcome.reference, lastError: null })) {
        throw new Error(`payout ${row.id} not confirmed by bKash yet`);
      }
      return;
    }
    if (outcome.state === 'duplicate') {
      // The invoice number was used: an earlier try reached bKash and its answer was lost (a crash).
      // Sending again would be refused the same way; an admin confirms it from bKash's panel.
      if (await whileSending(row.id, { state: 'unconfirmed', lastError: outcome.detail ?? null })) {
        log.error({ payable: row.id, detail: outcome.detail }, 'bKash payout needs an admin to confirm it');
      }
      return;
    }
    // Refused (a wallet that cannot receive, a limit): no money moved; it is due again, for a person.
    if (await whileSending(row.id, { state: 'due', providerRef: null, lastError: outcome.detail ?? null })) {
      log.error({ payable: row.id, detail: outcome.detail }, 'bKash refused a payout');
    }
  }

  /**
   * Writes bKash's answer only while the payable is still being sent: a run that overran its job's
   * expiry and answers late (ADR 0241) never undoes what another run recorded (paid, unconfirmed).
   */
  async function whileSending(id: string, values: Parameters<PayoutsRepository['updatePayable']>[1]) {
    return repo.transaction(async (tx) => {
      const locked = await tx.lockPayable(id);
      if (locked?.state !== 'sending') return false;
      await tx.updatePayable(id, values);
      return true;
    });
  }

  return {
    sendJob,
    markPaid,
    drainSends: () => queue.drain(PAYOUT_QUEUE, sendJob),

    /**
     * The minute's sweep: deals completed before payouts existed get their payable, and paid
     * payables whose deal step was cut off by a crash take it now.
     */
    async sweep(): Promise<number> {
      let done = 0;
      for (const deal of await repo.completedWithoutPayable()) {
        const released = deal.heldPaisa - deal.refundDuePaisa;
        const completedAt = deal.completedAt ?? deal.updatedAt;
        await createPayableBook().open(db, {
          dealId: deal.id,
          sellerId: deal.sellerId,
          amountPaisa: released - Math.floor((released * deal.commissionBasisPoints) / 10_000),
          completedAt,
        });
        done += 1;
      }
      for (const payable of await repo.unsettled()) {
        await settle(payable);
        done += 1;
      }
      return done;
    },

    async overdueCount(): Promise<number> {
      return repo.overdueCount(now());
    },

    /** The seller's page: the account, what is owed and what was paid, with references. */
    async mine(caller: Caller) {
      const [account, rows] = await Promise.all([repo.account(caller.id), repo.ofSeller(caller.id)]);
      const at = now();
      const payables = rows.map((r) => presentPayable(r.payable, r.productName, at));
      const sum = (paid: boolean) =>
        payables.filter((p) => (p.state === 'paid') === paid).reduce((s, p) => s + p.amountPaisa, 0);
      return { account: presentAccount(account), pendingPaisa: sum(false), paidPaisa: sum(true), payables };
    },

    /** The seller saves where they are paid; the account's name must be theirs (ADR 0160). */
    async saveAccount(caller: Caller, body: PayoutAccountBody) {
      const seller = await repo.seller(caller.id);
      if (!seller) throw new NotFound('There is no such account.');
      if (!sameAccountName(body.accountName, seller.name)) {
        throw new Invalid(PAYOUT_NAME_MESSAGE, [{ path: 'accountName', message: PAYOUT_NAME_MESSAGE }]);
      }
      const at = now();
      const wallet = body.method === 'bank' ? null : body.walletNumber;
      await repo.saveAccount({
        sellerId: caller.id,
        method: body.method,
        accountName: body.accountName,
        walletNumber: wallet,
        accountNumber: body.method === 'bank' ? body.accountNumber : null,
        bankName: body.method === 'bank' ? body.bankName : null,
        branchRouting: body.method === 'bank' ? body.branchRouting : null,
        createdAt: at,
        updatedAt: at,
      });
      return this.mine(caller);
    },

    /** The admins' page: unpaid payables (oldest due first, overdue flagged) and recent payouts. */
    async forAdmins() {
      const at = now();
      const rows = await repo.forAdmins(new Date(at.getTime() - RECENT_PAID_DAYS * DAY_MS));
      const accounts = new Map(
        (await repo.accounts([...new Set(rows.map((r) => r.payable.sellerId))])).map((a) => [a.sellerId, a]),
      );
      const payables = rows.map((r) => ({
        ...presentPayable(r.payable, r.productName, at),
        sellerId: r.payable.sellerId,
        sellerName: r.sellerName,
        sellerEmail: r.sellerEmail,
        account: presentAccount(accounts.get(r.payable.sellerId)),
        batchId: r.payable.batchId,
        attempts: r.payable.attempts,
        lastError: r.payable.lastError,
      }));
      const unpaid = payables.filter((p) => p.state !== 'paid');
      return {
        payables,
        duePaisa: unpaid.reduce((s, p) => s + p.amountPaisa, 0),
        overdueCount: unpaid.filter((p) => p.overdue).length,
        openBatches: (await repo.openBatches()).map((b) => ({
          _id: b.id,
          createdAt: b.createdAt.toISOString(),
          count: b.count,
        })),
        bkash: bkash !== null,
      };
    },

    /** A batch of every due payable whose seller has an account; each payable joins one batch at most. */
    async createBatch(caller: Caller) {
      return repo.transaction(async (tx, txDb) => {
        const id = newId();
        await tx.insertBatch({ id, createdBy: caller.id, state: 'open', createdAt: now(), updatedAt: now() });
        const rows = await tx.takeDue(id);
        if (rows.length === 0) {
          throw new Conflict('Nothing is due to a seller with a payout account.');
        }
        const totalPaisa = rows.reduce((s, r) => s + r.amountPaisa, 0);
        await audit.record(
          {
            actorId: caller.id,
            action: 'payout.batch',
            targetType: 'payout_batch',
            targetId: id,
            targetLabel: `Bank batch ${id}`,
            details: { payouts: rows.length, totalPaisa },
          },
          txDb,
        );
        return { _id: id, count: rows.length, totalPaisa };
      });
    },

    /** The bank-upload file of a batch: one row per payable and seller account. */
    async batchCsv(batchId: string): Promise<string> {
      if (!(await repo.batch(batchId))) throw new NotFound('There is no such batch.');
      const rows = await repo.batchRows(batchId);
      const lines = [csvLine([...BATCH_HEADER])];
      for (const { payable, sellerName, account } of rows) {
        lines.push(
          csvLine([
            payable.id,
            sellerName,
            account?.method ?? '',
            account?.accountName ?? '',
            account?.accountNumber ?? '',
            account?.bankName ?? '',
            account?.branchRouting ?? '',
            account?.walletNumber ?? '',
            takaText(payable.amountPaisa),
            payable.state === 'paid' ? payable.reference : '',
          ]),
        );
      }
      return `${lines.join('\r\n')}\r\n`;
    },

    /** An admin records the bank's or wallet's reference of one payout. */
    async recordReference(caller: Caller, payableId: string, reference: string) {
      await markPaid(payableId, reference, 'manual', caller.id);
      return this.forAdmins();
    },

    /**
     * The bank's result file for a batch: each row naming one of its payables and a reference marks
     * it paid (a row whose `status` column says it failed is skipped); anything else is listed back.
     */
    async recordResults(caller: Caller, batchId: string, csv: string) {
      if (!(await repo.batch(batchId))) throw new NotFound('There is no such batch.');
      const [header, ...rows] = parseCsv(csv);
      const names = (header ?? []).map((h) => cellValue(h).toLowerCase());
      const idAt = names.indexOf('payable_id');
      const refAt = names.indexOf('reference');
      const statusAt = names.indexOf('status');
      if (idAt < 0 || refAt < 0) {
        throw new Invalid('The result file needs a header with the columns payable_id and reference.');
      }
      if (rows.length > MAX_RESULT_ROWS)
        throw new Invalid(`A result file has at most ${MAX_RESULT_ROWS} rows.`);
      const inBatch = new Set((await repo.batchRows(batchId)).map((r) => r.payable.id));
      const out = { paid: 0, already: 0, skipped: [] as { line: number; reason: string }[] };
      for (const [i, row] of rows.entries()) {
        const line = i + 2;
        const id = cellValue(row[idAt] ?? '');
        const reference = cellValue(row[refAt] ?? '');
        const status = statusAt >= 0 ? cellValue(row[statusAt] ?? '').toLowerCase() : '';
        if (!inBatch.has(id)) {
          out.skipped.push({ line, reason: 'not a payout of this batch' });
          continue;
        }
        if (status && !['paid', 'success', 'successful', 'completed', 'done'].includes(status)) {
          out.skipped.push({ line, reason: `status ${status}` });
          continue;
        }
        if (!reference) {
          out.skipped.push({ line, reason: 'no reference' });
          continue;
        }
        if (!payoutReferenceBodySchema.safeParse({ reference }).success) {
          out.skipped.push({ line, reason: 'the reference is not valid' });
          continue;
        }
        try {
          const kind = await markPaid(id, reference, 'manual', caller.id);
          if (kind === 'done') out.paid += 1;
          else out.already += 1;
        } catch (err) {
          if (!(err instanceof Conflict)) throw err;
          out.skipped.push({ line, reason: err.message });
        }
      }
      return out;
    },

    /** Sends a due payable to the seller's bKash wallet through the disbursement API (a queued job). */
    async sendWithBkash(caller: Caller, payableId: string) {
      if (!bkash) throw new Conflict('bKash payouts are not configured on this shop.');
      await repo.transaction(async (tx, db) => {
        const row = await tx.lockPayable(payableId);
        if (!row) throw new NotFound('There is no such payout.');
        if (row.state === 'sending' || row.state === 'paid') return;
        if (row.state !== 'due') {
          throw new Conflict(
            'This payout is in a bank batch or waits for a confirmation: record its reference.',
          );
        }
        const account = await tx.account(row.sellerId);
        if (account?.method !== 'bkash') throw new Conflict('This seller is not paid to a bKash wallet.');
        await tx.updatePayable(row.id, {
          state: 'sending',
          provider: 'bkash',
          paidBy: caller.id,
          lastError: null,
        });
        await queue.enqueue(db, PAYOUT_QUEUE, { payableId: row.id }, retry);
        await audit.record(
          {
            actorId: caller.id,
            action: 'payout.bkashSend',
            targetType: 'deal',
            targetId: row.dealId,
            targetLabel: await tx.labelOf(row.id),
            details: { payableId: row.id, amountPaisa: row.amountPaisa },
          },
          db,
        );
      });
      return this.forAdmins();
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
