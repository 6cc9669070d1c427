import { randomUUID } from 'node:crypto';

/**
 * A database of its own on the PostgreSQL server of `serverUrl`, for a test file that changes
 * installation-wide state (the system settings every sign-up reads, any account by id) while the
 * other files run in parallel on the shared database. Answers its URL and a way to drop it.
 */
export async function createOwnDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `assist_own_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`) };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
