import { Worker } from 'node:worker_threads';

/** Who the tills are: the checkout URL, the session, the lots they sell from, how many at a time. */
export interface Tills {
  url: string;
  cookie: string;
  lotIds: number[];
  concurrency: number;
}

/** What one round measured: each checkout's latency (ms) and the round's wall time (ms). */
export interface LoadResult {
  latencies: number[];
  elapsed: number;
}

// Plain JavaScript, run in a worker thread: the HTTP client's own work (building bodies, parsing
// answers) then uses another core, as real tills would, instead of the server's event loop. It
// speaks node:http over kept-alive sockets, one per till, and stays up between rounds (warm, its
// sockets open), as tills do: fetch (undici) spent about 3 ms of CPU per request here, on the same
// two cores as the server it measures, and a fresh worker per round ran its first sales cold.
const workerSource = `
const { parentPort, workerData: w } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: w.concurrency });
const url = new URL(w.url);
const post = (body) => new Promise((resolve, reject) => {
  const request = http.request({ agent, hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: w.cookie } }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
    response.on('error', reject);
  });
  request.on('error', reject);
  request.end(body);
});
const round = async ({ count, offset }) => {
  let next = offset;
  const basket = () => [0, 1, 2].map((i) => ({ inventoryId: w.lotIds[(next++ * 7 + i * 131) % w.lotIds.length], quantity: 1, unitType: 'unit' }));
  const latencies = [];
  let started = 0;
  const till = async () => {
    while (started < count) {
      started++;
      const body = JSON.stringify({ clientSaleId: randomUUID(), items: basket(), paymentMethod: 'cash' });
      const t0 = performance.now();
      const response = await post(body);
      if (response.status !== 201) throw new Error('POST /api/sales answered ' + response.status + ': ' + response.body);
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: w.concurrency }, till));
  return { latencies, elapsed: performance.now() - t0 };
};
parentPort.on('message', (message) => {
  if (message === 'close') {
    agent.destroy();
    parentPort.close();
    return;
  }
  round(message).then((result) => parentPort.postMessage(result), (error) => parentPort.postMessage({ error: String(error) }));
});
`;

/**
 * The tills as a worker thread sending 3-line checkouts, `concurrency` at a time; each `round`
 * sends `count` of them and answers their latencies. `close` when done.
 */
export class CheckoutLoad {
  private readonly worker: Worker;

  constructor(tills: Tills) {
    this.worker = new Worker(workerSource, { eval: true, workerData: tills });
  }

  /** `count` checkouts; `offset` is where to start in the lots, so rounds spread over them. */
  round(count: number, offset: number): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.worker.once('error', onError);
      this.worker.once('message', (message: LoadResult & { error?: string }) => {
        this.worker.off('error', onError);
        if (message.error) reject(new Error(message.error));
        else resolve(message);
      });
      this.worker.postMessage({ count, offset });
    });
  }

  async close(): Promise<void> {
    this.worker.postMessage('close');
    await this.worker.terminate();
  }
}
