import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { demoLogins } from './bootstrap/demo-accounts.js';
import { prepareInstallation } from './bootstrap/first-start.js';
import { runServer } from './bootstrap/workers.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startBackupSchedule } from './modules/backups/schedule.js';
import { removeServerFile, writeServerFile } from './modules/backups/server-file.js';
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

  const { admin, demo } = await prepareInstallation(database, config);

  const app = await buildApp({ config, database, mailer });
  await app.listen({ host: config.host, port: config.port });
  // "Subscription ends soon" e-mails (superadmin settings noticeDays, emailNotifications): now, then hourly.
  const stopNotices = startSubscriptionNotices(app.ctx, (error) => app.log.error({ error }, 'subscription notices'));
  // The daily backup (superadmin settings: time and keep), and how `npm run backup` finds this server.
  const stopBackups = startBackupSchedule(app.backups, (error) => app.log.error({ error }, 'daily backup failed'));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await writeServerFile(config.dataDir, { pid: process.pid, port, token: app.backups.localToken });

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
    stopBackups();
    await removeServerFile(config.dataDir);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

runServer(main).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
