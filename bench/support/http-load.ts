import { Worker } from 'node:worker_threads';

/** What the load worker sends: `count` checkouts of 3 unit lines, `concurrency` at a time. */
export interface CheckoutLoad {
  url: string;
  cookie: string;
  lotIds: number[];
  count: number;
  concurrency: number;
  /** Where to start in the lots, so rounds spread over them. */
  offset: number;
}

// Plain JavaScript, run in a worker thread: the HTTP client's own work (building bodies, parsing
// answers) then uses another core, as real tills would, instead of the server's event loop. It
// speaks node:http over kept-alive sockets, one per till: fetch (undici) spent about 3 ms of CPU
// per request here, on the same two cores as the server it measures.
const workerSource = `
const { parentPort, workerData: w } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: w.concurrency });
const url = new URL(w.url);
let next = w.offset;
const basket = () => [0, 1, 2].map((i) => ({ inventoryId: w.lotIds[(next++ * 7 + i * 131) % w.lotIds.length], quantity: 1, unitType: 'unit' }));
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
(async () => {
  const latencies = [];
  let started = 0;
  const worker = async () => {
    while (started < w.count) {
      started++;
      const body = JSON.stringify({ clientSaleId: randomUUID(), items: basket(), paymentMethod: 'cash' });
      const t0 = performance.now();
      const response = await post(body);
      if (response.status !== 201) throw new Error('POST /api/sales answered ' + response.status + ': ' + response.body);
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: w.concurrency }, worker));
  agent.destroy();
  parentPort.postMessage({ latencies, elapsed: performance.now() - t0 });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** Sends the checkouts from a worker thread; answers each call's latency and the wall time (ms). */
export function runCheckoutLoad(load: CheckoutLoad): Promise<{ latencies: number[]; elapsed: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: load });
    worker.once('message', (message: { latencies: number[]; elapsed: number; error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}
