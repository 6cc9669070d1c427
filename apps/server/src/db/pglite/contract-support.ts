import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../database.js';
import { openPglite } from './open.js';
import { PGliteTakingTurns } from './taking-turns.js';

/** The adapter's database in memory, without the app's migrations: the contract tests' own tables. */
export function openBarePglite(): Promise<Database> {
  return openPglite({ dataDir: 'memory://', migrationsFolder: '', migrate: false });
}

/** A promise and the function that settles it: one side waits at a point the test lets go of. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/**
 * Lets the event loop run a while, so a statement that wrongly did not wait would have run by
 * then. Not a timing assertion: the tests assert the order of events, which a correct lock keeps
 * however slow the machine is.
 */
export const meanwhile = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

/** A bare PGliteTakingTurns in memory for the file's tests (no adapter, no tables): `.client`. */
export function useBareClient(): { client: PGliteTakingTurns } {
  const holder = {} as { client: PGliteTakingTurns };
  beforeAll(async () => {
    holder.client = new PGliteTakingTurns();
    await holder.client.waitReady;
  });
  afterAll(() => holder.client.close());
  return holder;
}
