import { afterEach } from 'vitest';
import { type LocalDb, openLocalDb } from './local-db';

/**
 * For unit tests: a function opening a fresh, empty local database per call; every database it
 * opened is deleted after each test.
 */
export function freshLocalDbs(): () => LocalDb {
  let opened: LocalDb[] = [];
  afterEach(async () => {
    for (const db of opened) await db.delete();
    opened = [];
  });
  return () => {
    const db = openLocalDb(`test-${crypto.randomUUID()}`);
    opened.push(db);
    return db;
  };
}
