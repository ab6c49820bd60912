import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../src/config';
import { user } from '../src/db/schema';
import { insertAccount, insertSession, sessionCookieName } from './factories/accounts';

/**
 * The end-to-end server's test controls (ADR 0170), added by scripts/e2e-app.ts to the app it starts
 * and by nothing else: `npm start`, the image and every other test build the app without them, and
 * this refuses to add them in production.
 *
 * `POST /api/test/deals/:id/clock {hours}` runs one deal's clock `hours` ahead (its deadlines pass;
 * the shop's clock and every other test's deals stay), then runs the timeout sweep and the deal
 * jobs as the one-minute timer would, and answers the deal's state.
 *
 * `POST /api/test/accounts {role, name, email, password}` makes an account with a proven address, as
 * sign-up and the mailed code would, and `POST /api/test/sessions {email}` signs the caller in as that
 * account (the session cookie, as sign-in sets it): the tests' users without two scrypt hashes, a mail
 * and an outbox poll each (ADR 0193). The sign-up and login forms are tested through the forms.
 */
export async function addTestControls(
  app: FastifyInstance,
  config: Pick<Config, 'baseUrl' | 'authSecret'>,
  env: NodeJS.ProcessEnv = process.env,
) {
  if (env.NODE_ENV === 'production') {
    throw new Error('The e2e test controls are never added in production (ADR 0170).');
  }
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.post('/api/test/accounts', {
    config: { access: 'public' },
    schema: {
      body: z.object({
        role: z.enum(['Buyer', 'Seller']),
        name: z.string().min(1).max(100),
        email: z.string().email().max(200),
        password: z.string().min(8).max(128),
        /** `false`: an account with no proven mobile number yet (the phone-proof test). */
        phone: z.literal(false).optional(),
      }),
    },
    async handler(request) {
      // The language of a Bangla page's sign-up (ADR 0095): its `lang` cookie.
      const locale = /(?:^|;\s*)lang=bn(?:;|$)/.test(request.headers.cookie ?? '') ? 'bn' : 'en';
      return { id: await insertAccount(db, { ...request.body, locale }) };
    },
  });

  r.post('/api/test/sessions', {
    config: { access: 'public' },
    schema: { body: z.object({ email: z.string().email().max(200) }) },
    async handler(request, reply) {
      const [found] = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, request.body.email.toLowerCase()));
      if (!found) return reply.code(404).send({ message: 'No such account' });
      const signed = await insertSession(db, config, found.id, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      const secure = config.baseUrl.startsWith('https://') ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${sessionCookieName(config)}=${encodeURIComponent(signed)}; Path=/; HttpOnly; SameSite=Lax${secure}`,
      );
      return { ok: true };
    },
  });
  r.post('/api/test/deals/:id/clock', {
    config: { access: 'public' },
    schema: {
      params: z.object({ id: z.string().min(1).max(64) }),
      body: z.object({
        hours: z
          .number()
          .positive()
          .max(24 * 60),
      }),
    },
    async handler(request) {
      await app.deals.moveClock(request.params.id, request.body.hours);
      await app.sweepDueDeals();
      await app.deals.drainTimeouts();
      // A refund the provider has not confirmed yet stays queued (its worker asks again).
      await app.deals.drainRefunds().catch(() => 0);
      const deal = await app.deals.get(
        { id: '', name: '', email: '', image: null, role: 'Admin', sellerVerified: false },
        request.params.id,
      );
      return { state: deal.state };
    },
  });
}
