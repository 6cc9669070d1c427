/**
 * The embedded database, behind one adapter: the only way into db/pglite/ from the rest of the
 * server, and nothing outside this folder imports @electric-sql/pglite. PGlite runs in a worker
 * thread (worker.ts), the server's thread holds a client (worker-client.ts). `db/client.ts` opens
 * it (`openPglite`), `db/prepared.ts` runs the checkout's named statements on it
 * (`runPreparedOnPglite`); both load it on demand, so a server on PostgreSQL never loads PGlite.
 * What it relies on of PGlite's internals is checked at boot (internals.ts) and by the contract
 * tests beside it (docs/decisions/2026-11-25-pglite-prepared-statements.md, "One adapter";
 * docs/decisions/2026-11-26-pglite-thread.md).
 */
export { PgliteInternalsError } from './internals.js';
export { openPglite, pgliteImage, runPreparedOnPglite } from './open.js';
export { restorePgliteImage } from './restore.js';
