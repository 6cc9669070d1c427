import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage, openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite image (PGlite runs only): each test file's database starts as a copy of it. */
    pgliteImageFile: string | null;
  }
}

/**
 * Runs once before the workers start. With DATABASE_URL set (CI runs the suite a second time on a
 * real PostgreSQL), the migrations run here, so they never race. On PGlite, the migrations run
 * here once into an image that every test file's in-memory database is loaded from
 * (test-app.ts): the same database as migrating each, without initdb and every migration per file.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    await database.close();
    project.provide('pgliteImageFile', null);
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'assist-pglite-image-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImageFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
