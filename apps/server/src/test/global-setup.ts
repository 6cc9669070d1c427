import { openDatabase } from '../db/client.js';

/**
 * With DATABASE_URL set (CI runs the suite a second time on a real PostgreSQL), the migrations
 * run once here, before the workers start, so they never race. PGlite runs need nothing.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  await database.close();
}
