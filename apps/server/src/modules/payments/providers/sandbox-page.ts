import { formatTaka, SHOP } from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../../lib/html';
import type { CallbackFields } from './gateway';
import type { SandboxGateway } from './sandbox-gateway';

/**
 * The sandbox gateway's hosted page: plain HTML and a plain form (no script), so it runs under the
 * app's Content-Security-Policy. Everything shown is escaped.
 */

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 1rem; padding: 2rem;
         box-shadow: 0 10px 30px rgba(15, 23, 42, .12); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .muted { color: #64748b; font-size: .9rem; }
  .amount { font-size: 2rem; font-weight: 800; margin: 1.25rem 0 .25rem; }
  .note { background: #fef9c3; border-radius: .5rem; padding: .75rem; font-size: .85rem; margin: 1rem 0; }
  form { display: grid; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 700; padding: .8rem; border: 0; border-radius: .6rem; cursor: pointer; }
  .pay { background: #16a34a; color: #fff; }
  .fail { background: #dc2626; color: #fff; }
  .cancel { background: #e2e8f0; color: #0f172a; }
  a { color: #2563eb; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function sandboxPage(s: {
  tranId: string;
  amount: string;
  currency: string;
  taka: number;
  product: string;
}): string {
  const action = `/api/sandbox-gateway/${encodeURIComponent(s.tranId)}`;
  const converted = s.currency === 'BDT' ? '' : `<p class="muted">${formatTaka(s.taka)} Taka</p>`;
  return layout(
    'Sandbox payment gateway',
    `<h1>Sandbox payment gateway</h1>
<p class="muted">Paying ${escapeHtml(SHOP.name)} for ${escapeHtml(s.product)}</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(s.amount)} ${escapeHtml(s.currency)}</p>
${converted}
<p class="muted">Transaction ${escapeHtml(s.tranId)}</p>
<p class="note">This is the built-in sandbox gateway: no money moves. Choose what the payment should do.</p>
<form method="post" action="${action}">
  <button class="pay" type="submit" name="action" value="pay">Pay</button>
  <button class="fail" type="submit" name="action" value="fail">Fail</button>
  <button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}

function sandboxClosedPage(state: string): string {
  return layout(
    'Checkout closed',
    `<h1>This checkout is closed</h1>
<p class="muted">Its state is ${escapeHtml(state)}. Nothing more can be paid here.</p>
<p><a href="/">Back to Homepage</a></p>`,
  );
}

export interface SandboxSession {
  tranId: string;
  open: boolean;
  state: string;
  amount: string;
  currency: string;
  taka: number;
  product: string;
}

/**
 * The sandbox gateway's hosted page and its buttons (answers 404 when SSLCommerz is configured).
 * Like SSLCommerz, the gateway tells our server first (IPN), then sends the browser back.
 */
export function sandboxPageRoutes(
  app: FastifyInstance,
  {
    sandbox,
    session: sessionOf,
    ipn,
  }: {
    sandbox: SandboxGateway | null;
    session: (tranId: string) => Promise<SandboxSession | undefined>;
    ipn: (fields: CallbackFields) => Promise<unknown>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tranParams = z.object({ tranId: z.string().min(1).max(64) });

  r.get('/api/sandbox-gateway/:tranId', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: "The sandbox gateway's hosted page (only without SSLCommerz)",
      params: tranParams,
    },
    async handler(request, reply) {
      const session = sandbox ? await sessionOf(request.params.tranId) : undefined;
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!session) return reply.status(404).send(sandboxClosedPage('unknown'));
      if (!session.open) return reply.status(409).send(sandboxClosedPage(session.state));
      return reply.send(sandboxPage(session));
    },
  });

  r.post('/api/sandbox-gateway/:tranId', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: 'The sandbox page’s buttons: Pay, Fail or Cancel; the browser is sent to our signed callback',
      params: tranParams,
      body: z.object({ action: z.enum(['pay', 'fail', 'cancel']) }),
    },
    async handler(request, reply) {
      const session = sandbox ? await sessionOf(request.params.tranId) : undefined;
      if (!sandbox || !session) {
        return reply.status(404).type('text/html; charset=utf-8').send(sandboxClosedPage('unknown'));
      }
      if (!session.open) {
        return reply.status(409).type('text/html; charset=utf-8').send(sandboxClosedPage(session.state));
      }
      const action = request.body.action;
      const fields = sandbox.callback(action, session);
      if (action === 'pay') await ipn(fields);
      const kind = action === 'pay' ? 'success' : action;
      return reply.redirect(`/api/checkout/${kind}?${new URLSearchParams(fields).toString()}`, 303);
    },
  });
}
