import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { healthSchema } from '@best-bikes/contract';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { bootstrapData } from './bootstrap';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { loggerOptions } from './lib/logger';
import { createMailer } from './lib/mail';
import { createAuditLog } from './modules/admin/audit';
import { adminRoutes } from './modules/admin/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { catalogHeadHints } from './modules/catalog/head-hints';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalog } from './modules/catalog/service';
import { contactRoutes } from './modules/contact/routes';
import { mediaRoutes } from './modules/media/routes';
import { createDiskMediaStore, type MediaStore } from './modules/media/storage';
import { paymentRoutes } from './modules/payments/routes';
import { reportsRoutes } from './modules/reports/routes';
import { createAuth } from './modules/users/auth';
import { accountHeadHints, carriesSessionCookie } from './modules/users/head-hints';
import { passwordResetMailer } from './modules/users/password-reset';
import { authRateLimit } from './modules/users/rate-limit';
import { createUsersRepository } from './modules/users/repository';
import { usersRoutes } from './modules/users/routes';
import { createUsersService } from './modules/users/service';
import { accessPlugin } from './plugins/access';
import { authRoutes } from './plugins/auth-routes';
import { installErrorHandler } from './plugins/errors';
import { sameOriginPlugin } from './plugins/same-origin';
import { contentSecurityPolicy } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { boundJsonDepth, refuseNulText } from './plugins/text-input';

export interface BuildOptions {
  config: Config;
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Pino options or false; defaults to the config's. */
  logger?: boolean | object;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mediaStore: MediaStore;
  }
}

/** Builds the whole application: used by main.ts to listen and by tests through inject(). */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: (logger ?? loggerOptions(config)) as FastifyServerOptions['logger'],
    // A hop count is valid for Fastify (proxy-addr) though its types only name boolean and string.
    trustProxy: config.TRUST_PROXY as boolean | string,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  const handle =
    database ??
    (await openDatabase(
      config.DATABASE_URL
        ? { engine: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
        : { engine: 'pglite', dir: path.join(config.dataDir, 'db') },
    ));
  const ownsDatabase = !database;
  app.decorate('database', handle);
  app.addHook('onClose', async () => {
    if (ownsDatabase) await handle.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  boundJsonDepth(app);
  refuseNulText(app);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // HSTS only means something behind HTTPS.
    hsts: config.baseUrl.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Best Bikes API',
        version: '1.0.0',
        description: 'The JSON API behind bestbikes (SPEC §7).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'bb.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  const mediaDir = path.join(config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const mediaStore = createDiskMediaStore(mediaDir);
  app.decorate('mediaStore', mediaStore);

  const mailer = createMailer(config, app.log);
  app.addHook('onClose', () => mailer.close());
  const auth = createAuth(config, handle.db, {
    ...passwordResetMailer({ config, mailer, log: app.log }),
    log: app.log,
  });
  await app.register(sameOriginPlugin, { baseUrl: config.baseUrl });
  await app.register(authRateLimit, { perMinute: config.AUTH_RATE_LIMIT, baseUrl: config.baseUrl });
  await app.register(accessPlugin, { auth });
  // After the access plugin, so its routes go through the same access check (declared public there).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { deepLinking: false },
  });

  const catalog = await createCatalog(handle.db, app.log);
  // Admin actions of every module are written here, in the transaction of the action.
  const audit = createAuditLog(handle.db);
  const users = createUsersService({
    repo: createUsersRepository(handle.db),
    auth,
    authSecret: config.authSecret,
    audit,
  });

  await app.register(async (api) => {
    api.withTypeProvider<ZodTypeProvider>().get('/api/health', {
      config: { access: 'public' },
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema },
      },
      async handler() {
        await handle.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      },
    });
    await authRoutes(api, { auth, config });
    await usersRoutes(api, { users, config });
    await mediaRoutes(api, { store: mediaStore, mediaDir });
    await catalogRoutes(api, { catalog });
    const bookings = await bookingRoutes(api, { db: handle.db, config });
    await paymentRoutes(api, { db: handle.db, config, bookings });
    await adminRoutes(api, { db: handle.db, audit });
    await reportsRoutes(api, { db: handle.db, audit });
    await contactRoutes(api, { db: handle.db, mailer, inbox: config.SHOP_INBOX });
  });

  await spaPlugin(app, {
    webDist: config.webDist,
    headHints: [accountHeadHints, catalogHeadHints(catalog)],
    signedIn: carriesSessionCookie,
  });

  await bootstrapData({ config, db: handle.db, media: mediaStore, log: app.log, auth });
  return app;
}
