import {
  adminPayoutsSchema,
  idParamsSchema,
  payoutAccountBodySchema,
  payoutBatchSchema,
  payoutReferenceBodySchema,
  payoutResultsBodySchema,
  payoutResultsSchema,
  sellerPayoutsSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access';
import { refusals, typedRoutes } from '../../plugins/route-kit';
import type { PayoutsService } from './service';

/** Seller payouts (ADR 0160–0162): the seller's account and balance; the admins' payables and batches. */
export async function payoutRoutes(app: FastifyInstance, { payouts }: { payouts: PayoutsService }) {
  const r = typedRoutes(app);

  r.get('/api/payouts', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['payouts'],
      summary: "The seller's payout account, what is owed (pending) and what was paid, with references",
      response: { 200: sellerPayoutsSchema },
    },
    handler: (request) => payouts.mine(requireCaller(request)),
  });

  r.put('/api/payouts/account', {
    config: { access: ['Seller'] },
    schema: {
      tags: ['payouts'],
      summary:
        "The seller's payout account: a bKash or Nagad wallet, or a bank account; the account name must be the seller's",
      body: payoutAccountBodySchema,
      response: { 200: sellerPayoutsSchema, ...refusals },
    },
    handler: (request) => payouts.saveAccount(requireCaller(request), request.body),
  });

  r.get('/api/admin/payouts', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['payouts'],
      summary:
        'Unpaid payables (oldest due first, overdue flagged), open batches and the last 30 days of payouts',
      response: { 200: adminPayoutsSchema },
    },
    handler: () => payouts.forAdmins(),
  });

  r.post('/api/admin/payouts/batches', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['payouts'],
      summary: 'A batch of every due payable whose seller has an account (each payable in one batch at most)',
      response: { 200: payoutBatchSchema, ...refusals },
    },
    handler: (request) => payouts.createBatch(requireCaller(request)),
  });

  r.get('/api/admin/payouts/batches/:id/csv', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['payouts'],
      summary: "A batch's bank-upload file (text/csv): one row per payable with the seller's account",
      params: idParamsSchema,
      response: { 200: z.string(), ...refusals },
    },
    async handler(request, reply) {
      const csv = await payouts.batchCsv(request.params.id);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="payouts-${request.params.id}.csv"`);
      reply.header('cache-control', 'private, no-store');
      return csv;
    },
  });

  r.post('/api/admin/payouts/batches/:id/results', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['payouts'],
      summary: "The bank's result file for a batch (CSV with payable_id and reference): those rows are paid",
      params: idParamsSchema,
      body: payoutResultsBodySchema,
      response: { 200: payoutResultsSchema, ...refusals },
    },
    handler: (request) => payouts.recordResults(requireCaller(request), request.params.id, request.body.csv),
  });

  r.post('/api/admin/payouts/:id/reference', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['payouts'],
      summary:
        "Records a payout's bank or wallet reference: the payable is paid (once) and the deal paid out",
      params: idParamsSchema,
      body: payoutReferenceBodySchema,
      response: { 200: adminPayoutsSchema, ...refusals },
    },
    handler: (request) =>
      payouts.recordReference(requireCaller(request), request.params.id, request.body.reference),
  });

  r.post('/api/admin/payouts/:id/bkash', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['payouts'],
      summary: "Sends a due payable to the seller's bKash wallet through bKash's disbursement API (queued)",
      params: idParamsSchema,
      response: { 200: adminPayoutsSchema, ...refusals },
    },
    handler: (request) => payouts.sendWithBkash(requireCaller(request), request.params.id),
  });
}
