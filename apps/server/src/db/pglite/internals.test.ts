import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openBarePglite, useBareClient } from './contract-support.js';
import { checkPgliteInternals, missingInternals, PgliteInternalsError } from './internals.js';
import { PGliteTakingTurns } from './taking-turns.js';

/** Replaces a method of PGlite's prototype for the length of `fn`. */
async function withPrototypeMethod(name: string, value: unknown, fn: () => Promise<void>) {
  const original: unknown = Reflect.get(PGlite.prototype, name);
  Reflect.set(PGlite.prototype, name, value);
  try {
    await fn();
  } finally {
    Reflect.set(PGlite.prototype, name, original);
  }
}

describe('the PGlite internals the adapter relies on', () => {
  const bare = useBareClient();

  it('are all there with the arity the adapter calls them with', () => {
    expect(missingInternals()).toEqual([]);
  });

  it('pass the boot check on the installed PGlite (locks, serializers, a named statement and its error)', async () => {
    await expect(checkPgliteInternals(bare.client)).resolves.toBeUndefined();
  });

  it('stop the server at boot, naming the internal, when one is missing', async () => {
    await withPrototypeMethod('_runExclusiveQuery', undefined, async () => {
      const failure = await openBarePglite().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PgliteInternalsError);
      expect(String(failure)).toMatch(/PGlite.prototype._runExclusiveQuery is missing.*0\.5\.16/);
    });
  });

  it('stop the server at boot when one takes other arguments', async () => {
    await withPrototypeMethod(
      '_runExclusiveTransaction',
      (_fn: unknown, _options: unknown) => undefined,
      async () => {
        await expect(openBarePglite()).rejects.toThrow(/_runExclusiveTransaction takes 2 arguments, not 1/);
      },
    );
  });

  it('stop the server at boot when query() no longer takes the outer lock', async () => {
    const bypassing = new PGliteTakingTurns();
    await bypassing.waitReady;
    // What an upgrade whose query() took another lock would look like from here.
    bypassing.query = async <T>() => ({ rows: [] as T[], fields: [] });
    await expect(checkPgliteInternals(bypassing)).rejects.toThrow(/query\(\) no longer takes _runExclusiveTransaction/);
    await bypassing.close();
  });
});
