import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { assistantRoutes } from './modules/assistant/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { Backups } from './modules/backups/backups.js';
import { backupRoutes } from './modules/backups/routes.js';
import { batchRoutes } from './modules/batch/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { csvImportRoutes } from './modules/csv-import/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { draftRoutes } from './modules/drafts/routes.js';
import { expenseRoutes } from './modules/expenses/routes.js';
import { inventoryRoutes } from './modules/inventory/routes.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { liveRoutes } from './modules/live/routes.js';
import { marketplaceRoutes } from './modules/marketplace/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { registerRequestMetrics } from './modules/performance/request-metrics.js';
import { performanceRoutes } from './modules/performance/routes.js';
import { posRoutes } from './modules/pos/routes.js';
import { salesRoutes } from './modules/sales/routes.js';
import { shortageRoutes } from './modules/shortage/routes.js';
import { reorderRoutes } from './modules/reorder/routes.js'; // lane reorder
import { receiptOcrRoutes } from './modules/receipt-ocr/routes.js';
import { recallRoutes } from './modules/recalls/routes.js';
import { superadminRoutes } from './modules/superadmin/routes.js';
import { supplierRoutes } from './modules/suppliers/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { transferRoutes } from './modules/transfers/routes.js';
import { inviteRoutes } from './modules/invites/routes.js';
import { type DeclaredRoute, registerAccess } from './platform/access-plugin.js';
import type { AppContext } from './platform/context.js';
import { registerDocs } from './platform/docs.js';
import { registerErrorHandler } from './platform/error-handler.js';
import { registerHeavyReadCap } from './platform/heavy-reads.js';
import { registerHostileInputGuard } from './platform/hostile-input.js';
import type { Mailer } from './platform/mailer.js';
import { registerOriginCheck } from './platform/origin-check.js';
import { RateLimiter } from './platform/rate-limiter.js';
import { Hasher, loadSessionSecret } from './platform/secrets.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { listenForSessionSignals } from './platform/session-signals.js';
import { SessionStore } from './platform/session-store.js';
import { SystemSettingsStore } from './platform/system-settings.js';
import { maxUploadBytes } from './platform/upload.js';
import { registerWebApp } from './platform/web-app.js';
import { registerCompression } from './platform/compression.js';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger?: boolean | object;
}

/** `routeTable`: every /api route with its declared access and schemas, as registered. */
/** `backups`: the server's backups (issue 29), which main.ts schedules. */
export type App = FastifyInstance & { ctx: AppContext; routeTable: readonly DeclaredRoute[]; backups: Backups };

/** Builds the whole server: plugins, access control, every module. Tests call this directly. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = await loadSessionSecret(database.db, config.sessionSecret);
  const hasher = new Hasher(secret);
  const ctx: AppContext = {
    config,
    db: database.db,
    sessions: new SessionStore(database.db, hasher),
    settings: new SystemSettingsStore(database.db),
    limiter: new RateLimiter(database.db, config.authLimitScale),
    mailer: deps.mailer,
    hasher,
    cookie: { secure: config.secureCookies },
  };

  // Several instances on one PostgreSQL: sign-outs elsewhere drop this one's reused session lookups.
  if (database.kind === 'postgres' && config.databaseUrl) {
    const signals = await listenForSessionSignals(
      config.databaseUrl,
      (signal) => ctx.sessions.drop(signal),
      (error) => app.log.warn({ err: error }, 'session signals: connection lost, reconnecting'),
    );
    ctx.sessions.useSignals(signals);
    app.addHook('onClose', () => signals.close());
  }

  // Lane ops (issue 29): backups of this server's database into DATA_DIR/backups.
  const backups = new Backups(database.db, { database, dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const metrics = registerRequestMetrics(app);
  let webAppServed = false;
  registerErrorHandler(app, { serveWebApp: () => webAppServed });
  registerSecurityHeaders(app, { hsts: config.secureCookies });
  await app.register(cookie);
  // Receipt photos and CSV files: one file per request, read whole by platform/upload.ts.
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 20, parts: 21 } });
  await registerCompression(app);
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // A request whose client hung up before it was read has no address: counted together, not a 500 in the log.
    keyGenerator: (request) => request.ip ?? 'disconnected',
  });
  registerOriginCheck(app);
  registerHeavyReadCap(app, config.heavyReads);
  const routeTable = registerAccess(app, { sessions: ctx.sessions, settings: ctx.settings, cookie: ctx.cookie });
  registerHostileInputGuard(app);
  await registerDocs(app);

  await app.register(async (scope) => {
    await systemRoutes(scope, ctx, database.kind);
    await authRoutes(scope, ctx);
    await accountRoutes(scope, ctx);
    await teamRoutes(scope, ctx);
    await superadminRoutes(scope, ctx);
    await Promise.all([catalogueRoutes(scope, ctx), inventoryRoutes(scope, ctx), supplierRoutes(scope, ctx)]);
    await salesRoutes(scope, ctx);
    await posRoutes(scope, ctx);
    await batchRoutes(scope, ctx);
    await Promise.all([dashboardRoutes(scope, ctx), analyticsRoutes(scope, ctx)]);
    await Promise.all([draftRoutes(scope, ctx), csvImportRoutes(scope, ctx), receiptOcrRoutes(scope, ctx)]);
    await expenseRoutes(scope, ctx);
    await transferRoutes(scope, ctx);
    await marketplaceRoutes(scope, ctx);
    await notificationRoutes(scope, ctx);
    await liveRoutes(scope, ctx, database);
    await shortageRoutes(scope, ctx);
    await reorderRoutes(scope, ctx); // lane reorder (issue 31)
    await recallRoutes(scope, ctx); // lane recalls (issue 30)
    await assistantRoutes(scope, ctx);
    await inviteRoutes(scope, ctx);
    await performanceRoutes(scope, ctx, { metrics, database });
    await backupRoutes(scope, backups);
    await metricsRoutes(scope, { database, token: config.metricsToken, backups: backups.figures });
  });

  if (config.webDist) webAppServed = await registerWebApp(app, config.webDist);
  const built = app as unknown as App;
  built.ctx = ctx;
  built.routeTable = routeTable;
  built.backups = backups;
  return built;
}
