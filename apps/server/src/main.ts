import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { demoLogins, seedDemoAccounts } from './bootstrap/demo-accounts.js';
import { seedDemoExpenses } from './bootstrap/demo-expenses.js';
import { seedDemoInventory } from './bootstrap/demo-inventory.js';
import { seedDemoMarketplace } from './bootstrap/demo-marketplace.js';
import { seedDemoSales } from './bootstrap/demo-sales.js';
import { seedDemoShortages } from './bootstrap/demo-shortage.js';
import { seedDemoSupplierMoney } from './bootstrap/demo-supplier-money.js';
import { ensureSuperadmin } from './bootstrap/superadmin.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startSubscriptionNotices } from './modules/subscription-notices/notice-job.js';
import { type Mailer, OutboxMailer, createSmtpMailer } from './platform/mailer.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  config.webDist ??= path.resolve(here, '../../web/dist');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer: Mailer = config.mail.smtpUrl
    ? await createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : new OutboxMailer(config.mail.outboxDir);

  const admin = await ensureSuperadmin(database.db, config.admin);
  const demo = config.seedDemo ? await seedDemoAccounts(database.db) : null;
  if (demo) await seedDemoInventory(database.db, demo.pharmacyId);
  if (demo) await seedDemoSales(database.db, demo.pharmacyId);
  if (demo) await seedDemoSupplierMoney(database.db, demo.pharmacyId);
  if (demo) await seedDemoExpenses(database.db, demo.pharmacyId);
  if (demo) await seedDemoMarketplace(database.db, demo.pharmacyId);
  if (demo) await seedDemoShortages(database.db, demo.pharmacyId);

  const app = await buildApp({ config, database, mailer });
  await app.listen({ host: config.host, port: config.port });
  // "Subscription ends soon" e-mails (superadmin settings noticeDays, emailNotifications): now, then hourly.
  const stopNotices = startSubscriptionNotices(app.ctx, (error) => app.log.error({ error }, 'subscription notices'));

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nAssist is running on http://localhost:${config.port}  (database: ${where})`);
  if (!config.mail.smtpUrl) console.log(`E-mail is written to ${config.mail.outboxDir} (set SMTP_URL to send it).`);
  if (admin) {
    console.log(
      `Superadmin created: ${admin.email}${admin.generated ? `  password: ${admin.password}  (shown once)` : ''}`,
    );
  }
  if (demo) {
    console.log('Demo accounts created (password demo1234):');
    console.log(`  pharmacy (plan super):      ${demoLogins.pharmacy.email}`);
    console.log(`  general store (plan basic): ${demoLogins.generalStore.email}`);
    console.log(`  supplier:                   ${demoLogins.supplier.email}`);
    console.log(`  cashier (team login):       ${demoLogins.cashier.username}`);
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopNotices();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
