/**
 * The PGlite worker thread's entry (started by worker-client.ts): it owns the PGlite instance,
 * runs the boot check (internals.ts) on it, answers `readyId`, then serves the server thread's
 * requests (worker-host.ts). An error nobody catches here ends the thread, and the server with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { checkPgliteInternals } from './internals.js';
import { PGliteTakingTurns } from './taking-turns.js';
import { WorkerHost } from './worker-host.js';
import { readyId, toWorkerError, type WorkerMessage, type WorkerRequest, type WorkerStart } from './worker-protocol.js';

/** pg_trgm and btree_gin: the inventory search's indexes (migrations 0001, 0016). */
const extensions = { pg_trgm, btree_gin };

const port = parentPort;
if (!port) throw new Error('db/pglite/worker.ts runs as a worker thread (worker-client.ts starts it)');
const start: WorkerStart = workerData;
const reply = (message: WorkerMessage) => port.postMessage(message);

async function openHere(): Promise<PGliteTakingTurns> {
  const pglite = start.folder
    ? new PGliteTakingTurns(start.folder, { extensions })
    : new PGliteTakingTurns({ extensions, ...(start.image ? { loadDataDir: new Blob([start.image]) } : {}) });
  await pglite.waitReady;
  try {
    await checkPgliteInternals(pglite);
  } catch (error) {
    await pglite.close();
    throw error;
  }
  return pglite;
}

openHere().then(
  (pglite) => {
    // PGlite aborted: the thread ends on this error, and the server with it (worker-client.ts).
    const host = new WorkerHost(
      pglite,
      reply,
      (error) =>
        setImmediate(() => {
          throw error;
        }),
      reply,
    );
    port.on('message', (request: WorkerRequest) => host.handle(request));
    reply({ id: readyId, ok: true, value: undefined });
  },
  (error: unknown) => reply({ id: readyId, ok: false, error: toWorkerError(error) }),
);
