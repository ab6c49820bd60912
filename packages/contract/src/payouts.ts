import { z } from 'zod';
import { bdMobileSchema, requiredText } from './common';
import { toLatinDigits } from './constants/format';

/** How a seller is paid (ADR 0160): a bKash or Nagad wallet, or a bank account. */
export const PAYOUT_METHODS = ['bkash', 'nagad', 'bank'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** A payable's life: due → (in a batch | sending by bKash) → paid; `unconfirmed` waits for an admin. */
export const PAYABLE_STATES = ['due', 'batched', 'sending', 'unconfirmed', 'paid'] as const;

/** The seller is paid within this many days of the deal's completion. */
export const PAYOUT_DUE_DAYS = 10;

export const PAYOUT_NAME_MESSAGE = 'The account name must be your name as it is on your Best Bikes account.';
export const ROUTING_MESSAGE = 'The branch routing number has 9 digits.';
export const BANK_ACCOUNT_MESSAGE = 'The bank account number has 8 to 20 digits.';
export const PAYOUT_REFERENCE_MESSAGE =
  'The reference has 3 to 64 letters, digits, spaces or - _ / . characters.';

/** Honorifics people put before a name or leave out (the bank's record and ours may differ in them). */
const HONORIFICS = new Set([
  'md',
  'mohammad',
  'mohammed',
  'muhammad',
  'mohd',
  'mst',
  'mosammat',
  'mrs',
  'mr',
  'ms',
  'dr',
  'sk',
  'sheikh',
]);

/** A name's words, compared without case, punctuation, extra spaces or honorifics ('Md. Rahim  Uddin' = 'rahim uddin'). */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.,'’\-_/()]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const kept = words.filter((w) => !HONORIFICS.has(w));
  return kept.length > 0 ? kept : words;
}

/** True when an account's name is the seller's name (the same words, in any order). */
export function sameAccountName(accountName: string, sellerName: string): boolean {
  const a = nameWords(accountName).sort().join(' ');
  return a.length > 0 && a === nameWords(sellerName).sort().join(' ');
}

/** Digits as typed (Bangla digits, spaces and dashes accepted): '০১২-৩৪৫' → '012345'. */
const digits = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))
    .pipe(z.string().regex(pattern, message));

const accountName = requiredText('Enter the name on the account.', 100);

const walletAccount = <M extends 'bkash' | 'nagad'>(method: M) =>
  z.object({ method: z.literal(method), accountName, walletNumber: bdMobileSchema });

/** PUT /api/payouts/account: where the seller is paid. */
export const payoutAccountBodySchema = z.discriminatedUnion('method', [
  walletAccount('bkash'),
  walletAccount('nagad'),
  z.object({
    method: z.literal('bank'),
    accountName,
    accountNumber: digits(/^\d{8,20}$/, BANK_ACCOUNT_MESSAGE),
    bankName: requiredText('Enter the bank’s name.', 100),
    branchRouting: digits(/^\d{9}$/, ROUTING_MESSAGE),
  }),
]);
export type PayoutAccountBody = z.infer<typeof payoutAccountBodySchema>;

export const payoutAccountSchema = z.object({
  method: z.enum(PAYOUT_METHODS),
  accountName: z.string(),
  walletNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  branchRouting: z.string().nullable(),
  updatedAt: z.string(),
});

const paisa = z.number().int();

export const payableSchema = z.object({
  _id: z.string(),
  dealId: z.string(),
  productName: z.string(),
  amountPaisa: paisa,
  state: z.enum(PAYABLE_STATES),
  completedAt: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  provider: z.enum(['manual', 'bkash']).nullable(),
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
});

/** GET /api/payouts: the seller's account, what is owed and what was paid. */
export const sellerPayoutsSchema = z.object({
  account: payoutAccountSchema.nullable(),
  /** Owed and not yet paid (due, in a batch or being sent). */
  pendingPaisa: paisa,
  paidPaisa: paisa,
  payables: z.array(payableSchema),
});

export const adminPayableSchema = payableSchema.extend({
  sellerId: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  account: payoutAccountSchema.nullable(),
  batchId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

/** GET /api/admin/payouts: what is owed (overdue first), open batches and recent payouts. */
export const adminPayoutsSchema = z.object({
  payables: z.array(adminPayableSchema),
  duePaisa: paisa,
  overdueCount: z.number().int(),
  openBatches: z.array(z.object({ _id: z.string(), createdAt: z.string(), count: z.number().int() })),
  /** The bKash disbursement API is configured (BKASH_PAYOUT_*): wallets can be paid from the page. */
  bkash: z.boolean(),
});

export const payoutBatchSchema = z.object({ _id: z.string(), count: z.number().int(), totalPaisa: paisa });

export const payoutReferenceBodySchema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N} _./-]{3,64}$/u, PAYOUT_REFERENCE_MESSAGE),
});

/** POST /api/admin/payouts/batches/:id/results: the bank's result file (CSV text, up to 500 rows). */
export const payoutResultsBodySchema = z.object({ csv: z.string().min(1).max(200_000) });
export const payoutResultsSchema = z.object({
  paid: z.number().int(),
  already: z.number().int(),
  skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});

export type SellerPayouts = z.infer<typeof sellerPayoutsSchema>;
export type AdminPayouts = z.infer<typeof adminPayoutsSchema>;
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
