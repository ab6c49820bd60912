import { gatewayCallbackSchema } from '@best-bikes/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CallbackKind, CheckoutService } from './checkout-service';
import { callbackFields } from './providers/gateway';
import type { SandboxGateway } from './providers/sandbox-gateway';
import { sandboxPageRoutes } from './providers/sandbox-page';

/**
 * The hosted checkout's callbacks, and the sandbox gateway's page. Both take form posts (gateways
 * post forms, not JSON), so they share a scope with a form parser.
 */
export async function checkoutCallbackRoutes(
  app: FastifyInstance,
  { checkout, sandbox }: { checkout: CheckoutService; sandbox: SandboxGateway | null },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  const callbackSchema = {
    tags: ['checkout'],
    summary:
      'Gateway callbacks (success, fail, cancel, ipn). Signed and validated before anything changes; browsers are sent on with 303',
    params: z.object({ kind: z.enum(['success', 'fail', 'cancel', 'ipn']) }),
    querystring: gatewayCallbackSchema,
  };
  const onCallback = async (
    request: { params: { kind: CallbackKind }; body?: unknown; query: unknown },
    reply: FastifyReply,
  ) => {
    const kind = request.params.kind;
    const next = await checkout.callback(kind, callbackFields(request.body, request.query));
    if (kind === 'ipn') {
      return reply.type('text/plain').send(next.startsWith('/payment/success') ? 'OK' : 'IGNORED');
    }
    return reply.redirect(next, 303);
  };
  // The sandbox sends the browser back with a GET; SSLCommerz posts a form.
  r.get('/api/checkout/:kind', { config: { access: 'public' }, schema: callbackSchema, handler: onCallback });
  r.post('/api/checkout/:kind', {
    // SSLCommerz posts these from its own site: trusted only after the gateway's own validation.
    config: { access: 'public', crossSite: true },
    schema: { ...callbackSchema, body: gatewayCallbackSchema.optional() },
    handler: onCallback,
  });

  sandboxPageRoutes(app, {
    sandbox,
    session: (tranId) => checkout.sandboxSession(tranId),
    ipn: (fields) => checkout.callback('ipn', fields),
  });
}
