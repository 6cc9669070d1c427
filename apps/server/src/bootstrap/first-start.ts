import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoExpenses } from './demo-expenses.js';
import { seedDemoInventory } from './demo-inventory.js';
import { seedDemoMarketplace } from './demo-marketplace.js';
import { seedDemoRecalls } from './demo-recalls.js';
import { seedDemoSales } from './demo-sales.js';
import { seedDemoShortages } from './demo-shortage.js';
import { seedDemoSupplierMoney } from './demo-supplier-money.js';
import { ensureSuperadmin } from './superadmin.js';

/**
 * What an empty installation gets on its first start: the superadmin and, unless SEED_DEMO is
 * off, the demo accounts with their story. Done under the database's startup lock, so replicas
 * started at the same moment create it once: the first does the work, the others wait for it and
 * find it done (each seed returns null when its accounts exist). Answers what this start created.
 */
export async function prepareInstallation(database: Database, config: Pick<Config, 'admin' | 'seedDemo'>) {
  return database.startupLock(async () => {
    const db = database.db;
    const admin = await ensureSuperadmin(db, config.admin);
    const demo = config.seedDemo ? await seedDemoAccounts(db) : null;
    if (demo) {
      await seedDemoInventory(db, demo.pharmacyId);
      await seedDemoSales(db, demo.pharmacyId);
      await seedDemoSupplierMoney(db, demo.pharmacyId);
      await seedDemoExpenses(db, demo.pharmacyId);
      await seedDemoMarketplace(db, demo.pharmacyId);
      await seedDemoRecalls(db, demo.pharmacyId); // lane recalls (issue 30)
      await seedDemoShortages(db, demo.pharmacyId);
    }
    return { admin, demo };
  });
}
