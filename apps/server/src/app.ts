import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { runSerialized } from './db/exclusive';
import { loggerOptions } from './lib/logger';
import { createMailer } from './lib/mail';
import { createRateCounter } from './lib/rate-counter';
import { openRedis } from './lib/redis';
import { adminModule } from './modules/admin';
import { createAuditLog } from './modules/audit';
import { blogModule } from './modules/blog';
import { bookingsModule } from './modules/bookings';
import { catalogModule } from './modules/catalog';
import { CONTACT_MAIL_QUEUE, contactModule } from './modules/contact';
import { CONVERSATION_DIGEST_QUEUE, conversationsModule } from './modules/conversations';
import { dashboardModule } from './modules/dashboard';
import { createDealBook, DEAL_QUEUES, dealSettings, dealsModule } from './modules/deals';
import { favouritesModule } from './modules/favourites';
import { mediaModule } from './modules/media';
import { notificationsModule } from './modules/notifications';
import { OFFER_QUEUES, offersModule } from './modules/offers';
import { papersModule } from './modules/papers';
import { closePendingCheckouts, paymentsModule } from './modules/payments';
import { createPayableBook, PAYOUT_QUEUES, payoutsModule } from './modules/payouts';
import { PHONE_CODE_QUEUE, phonesModule } from './modules/phones';
import { registerModule } from './modules/register';
import { reportsModule } from './modules/reports';
import { REVIEW_QUEUES, reviewsModule } from './modules/reviews';
import { DIGEST_QUEUE, savedSearchesModule } from './modules/saved-searches';
import { sellersModule } from './modules/sellers';
import { seoModule } from './modules/seo';
import { ACCOUNT_MAIL_QUEUE, PASSWORD_RESET_QUEUE, usersModule } from './modules/users';
import { apiReference } from './plugins/api-docs';
import { healthRoute } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { platform } from './plugins/platform';
import { spaPlugin } from './plugins/spa';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Pino options or false; defaults to the config's. */
  logger?: boolean | object;
  /** The clock bookings, checkouts and notifications read (tests move it forward); the system clock otherwise. */
  now?: () => Date;
  /** Run the job worker and the periodic sweeps in this process (default true). */
  background?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Runs every queued password-reset request now (tests and scripts; the worker does it otherwise). */
    drainPasswordResets(): Promise<number>;
    /** Sends every account mail that is due now (tests and scripts; the worker does it otherwise). */
    drainAccountMails(): Promise<number>;
    /** Texts every phone code that is due now (tests and scripts; the worker does it otherwise). */
    drainPhoneCodes(): Promise<number>;
    /** The shared Redis (REDIS_URL) and the prefix of this shop's keys; null without one. */
    redis: { client: Redis; prefix: string } | null;
  }
}

/** Builds the whole application: used by main.ts to listen and by tests through inject(). */
export async function buildApp({
  config,
  database,
  logger,
  now = () => new Date(),
  background = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: (logger ?? loggerOptions(config)) as FastifyServerOptions['logger'],
    // A hop count is valid for Fastify (proxy-addr) though its types only name boolean and string.
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  // Rate limits count in the shared Redis when there is one, and in the process while it does not
  // answer (lib/rate-counter.ts, ADR 0120): a start with Redis away goes on, degraded.
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL) : null;
  const handle =
    database ??
    (await openDatabase(
      config.DATABASE_URL
        ? {
            engine: 'postgres',
            url: config.DATABASE_URL,
            poolSize: config.DATABASE_POOL_SIZE,
            connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          }
        : { engine: 'pglite', dir: path.join(config.dataDir, 'db') },
    ));
  const ownsDatabase = !database;
  app.decorate('database', handle);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await handle.close();
  });

  app.decorate('redis', redis ? { client: redis, prefix: config.REDIS_KEY_PREFIX } : null);
  const rateCounter = createRateCounter({
    redis,
    prefix: config.REDIS_KEY_PREFIX,
    log: app.log,
    processes: config.workers,
  });
  app.decorate('rateCounter', rateCounter);
  app.addHook('onClose', async () => {
    rateCounter.close();
    await redis?.quit().catch(() => redis.disconnect());
  });

  await platform(app, { config });
  const db = handle.db;
  const mailer = createMailer(config, app.log);
  app.addHook('onClose', () => mailer.close());
  // Admin actions of every module are written here, in the transaction of the action.
  const audit = createAuditLog(db);

  // Before every other route, so that its per-request observation covers them all (ADR 0123).
  const metrics = await metricsPlugin(app, {
    token: config.METRICS_TOKEN,
    sources: { database: handle, rateCounter },
  });

  // First: sign-in, and the access check every later route goes through.
  const users = await usersModule(app, { db, config, mailer, audit });
  await apiReference(app);
  await healthRoute(app, { database: handle, rateCounter });
  metrics.route();
  const media = await mediaModule(app, { config });
  // Posting a bike and a first message need a proven number while the shop requires one (ADR 0320).
  const phones = await phonesModule(app, { db, config, now });
  // A chassis on the stolen list is refused before a bike is listed (ADR 0360).
  const register = await registerModule(app, { db, audit });
  const catalog = await catalogModule(app, {
    db,
    config,
    media,
    background,
    requireProvenPhone: phones.requireProven,
    refuseStolen: register.refuseStolen,
    listedWithChassis: register.noteRollback,
    listedHeld: register.held,
  });
  // Events of every module are recorded in the transaction of the event (ADR 0074).
  const { notify, queue } = await notificationsModule(app, {
    handle,
    mailer,
    config,
    now,
    background,
    queues: [
      DIGEST_QUEUE,
      CONVERSATION_DIGEST_QUEUE,
      PASSWORD_RESET_QUEUE,
      ACCOUNT_MAIL_QUEUE,
      PHONE_CODE_QUEUE,
      CONTACT_MAIL_QUEUE,
      ...DEAL_QUEUES,
      ...PAYOUT_QUEUES,
      ...REVIEW_QUEUES,
      ...OFFER_QUEUES,
    ],
  });
  // The register tells sellers of their held listings (docs/product.md#chassis-register).
  register.useNotify(notify);
  metrics.watchQueue(queue);
  const { resetJob, mailJob } = await users.useQueue(queue, background);
  app.decorate('drainPasswordResets', () => queue.drain(PASSWORD_RESET_QUEUE, resetJob));
  app.decorate('drainAccountMails', () => queue.drain(ACCOUNT_MAIL_QUEUE, mailJob));
  const phoneJob = await phones.useQueue(queue, background);
  app.decorate('drainPhoneCodes', () => queue.drain(PHONE_CODE_QUEUE, phoneJob));
  // Buyers and sellers talk before and around a deal (docs/product.md#conversations).
  const conversations = await conversationsModule(app, {
    handle,
    now,
    notify,
    queue,
    mailer,
    baseUrl: config.baseUrl,
    audit,
    background,
    requireProvenPhone: phones.requireProven,
  });
  // Offers inside the conversation; a booking asks it for the price it charges (ADR 0275).
  const offers = await offersModule(app, {
    handle,
    queue,
    notify,
    now,
    background,
    conversations: { post: conversations.postSystemMessage },
  });
  // A booking's and a sale's step in the pair's conversation, posted in that booking's or sale's
  // transaction (the conversation is opened there if the buyer never wrote).
  type PostSystemMessage = typeof conversations.postSystemMessage;
  const postDealStep = async (
    tx: Parameters<PostSystemMessage>[0],
    pair: { productId: string; sellerId: string; buyerId: string },
    deal: NonNullable<Parameters<PostSystemMessage>[1]['deal']>,
  ) => {
    await conversations.postDealStep(tx, { ...pair, deal });
  };
  const bookings = await bookingsModule(app, {
    db,
    config,
    closeCheckouts: closePendingCheckouts,
    notify,
    now,
    background,
    priceFor: offers.priceFor,
    // A booking posts its step in the pair's conversation, in the booking's transaction.
    booked: (tx, booking) =>
      postDealStep(tx, booking, {
        event: 'booked',
        bookingId: booking.bookingId,
        dealId: null,
        price: booking.price,
      }),
  });
  // A sale opens its deal in the sale's transaction, and its step in the pair's conversation; the
  // deals module then runs the deal (ADR 0140).
  const dealBook = createDealBook({
    queue,
    settings: dealSettings(config),
    opened: (tx, deal) =>
      postDealStep(tx, deal, {
        event: 'paid',
        bookingId: deal.bookingId,
        dealId: deal.dealId,
        price: Math.round(deal.pricePaisa / 100),
      }),
  });
  const payments = await paymentsModule(app, { db, config, bookings, notify, now, deals: dealBook });
  // A completed deal opens its payable in the completing step's transaction (ADR 0161).
  const deals = await dealsModule(app, {
    handle,
    config,
    queue,
    refunds: payments.refunds,
    now,
    notify,
    audit,
    background,
    payables: createPayableBook(),
  });
  await payoutsModule(app, { handle, config, queue, deals, now, audit, background });
  const reviews = await reviewsModule(app, { handle, queue, now, background });
  const admin = await adminModule(app, { db, audit, notify });
  const reports = await reportsModule(app, { db, audit, notify });
  await contactModule(app, { db, config, mailer, queue, background });
  await favouritesModule(app, { db });
  await savedSearchesModule(app, { handle, queue, mailer, config, now, notify, background });
  await dashboardModule(app, {
    now,
    sources: {
      catalog: catalog.figures,
      bookings: bookings.figures,
      payments: payments.figures,
      reports: reports.figures,
      accounts: admin.figures,
    },
  });

  const blog = await blogModule(app, { db, media });
  // Papers checked by admins (docs/product.md#papers-checked, ADR 0362); the queue flags a
  // kilometre rollback from the register's bike history.
  const papers = await papersModule(app, { db, audit, notify, now, kmRollback: register.kmRollback });

  // A seller's public page, from the modules that own each part (docs/product.md#seller-pages).
  const sellers = await sellersModule(app, {
    sources: {
      users: { publicSeller: users.publicSeller },
      phones: { isProven: phones.isProven },
      papers: { approvedCount: papers.approvedCount },
      catalog: { sellerListings: catalog.sellerListings },
      reviews: { ratingOf: (id) => reviews.ratingOf(id) },
      conversations: { replyTime: conversations.replyTime },
    },
  });

  const seo = await seoModule(app, {
    catalog: catalog.publicPages,
    blog: blog.publicPosts,
    baseUrl: config.baseUrl,
    sellers,
    webDist: config.webDist,
  });
  await spaPlugin(app, {
    webDist: config.webDist,
    headHints: [users.headHints, catalog.headHints],
    pageHead: seo.pageHead,
    pageBody: seo.pageBody,
    notFoundBody: seo.notFoundBody,
    pageVersion: seo.pageVersion,
    signedIn: users.signedIn,
  });

  // Instances starting together on one PostgreSQL do this one at a time (db/exclusive.ts).
  await runSerialized(handle, 'startup:ensure-data', async () => {
    await catalog.ensureData();
    await users.ensureData();
    await blog.ensureData();
  });
  return app;
}
