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
// answers) then uses another core, as real tills would, instead of the server's event loop. Each
// till keeps one TCP socket open and speaks HTTP/1.1 on it itself: a request is one write of its
// bytes, an answer is read up to its Content-Length. Real tills are other machines; here the client
// shares two cores with the server and the database, so it should cost as little as a load tool
// (wrk, autocannon) does: node:http spent about 0.3 ms of CPU a request, fetch (undici) 3 ms.
// The worker stays up between rounds (warm, its sockets open), as tills do.
const workerSource = `
const { parentPort, workerData: w } = require('node:worker_threads');
const { randomUUID } = require('node:crypto');
const net = require('node:net');
const url = new URL(w.url);
const head = 'POST ' + url.pathname + ' HTTP/1.1\\r\\nHost: ' + url.host + '\\r\\nContent-Type: application/json\\r\\nCookie: ' + w.cookie + '\\r\\nContent-Length: ';

// One kept-alive connection; send() writes a request and resolves with the status and body. A
// socket the server closed while it sat idle (keep-alive timeout, reached between rounds on a
// very busy machine) is opened again before the next request.
const connection = () => {
  let socket = null;
  let closed = true;
  let buffered = Buffer.alloc(0);
  let waiting = null;
  const open = () => {
    socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    closed = false;
    buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      const end = buffered.indexOf('\\r\\n\\r\\n');
      if (end < 0 || !waiting) return;
      const headers = buffered.toString('latin1', 0, end);
      const length = Number(/\\r\\ncontent-length: *(\\d+)/i.exec(headers)?.[1]);
      if (!Number.isFinite(length)) return waiting.reject(new Error('answer without Content-Length: ' + headers));
      if (buffered.length < end + 4 + length) return;
      const body = buffered.toString('utf8', end + 4, end + 4 + length);
      buffered = buffered.subarray(end + 4 + length);
      const done = waiting;
      waiting = null;
      done.resolve({ status: Number(headers.slice(9, 12)), body });
    });
    const close = () => {
      closed = true;
    };
    socket.on('end', close);
    socket.on('close', close);
    socket.on('error', (error) => waiting?.reject(error));
  };
  return {
    destroy: () => socket?.destroy(),
    send: (body) => new Promise((resolve, reject) => {
      if (closed) open();
      waiting = { resolve, reject };
      socket.write(head + Buffer.byteLength(body) + '\\r\\n\\r\\n' + body);
    }),
  };
};
const connections = Array.from({ length: w.concurrency }, connection);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// paceMs > 0: each till starts a sale at most every paceMs (a paced till, not one pressing as fast
// as the server answers); the time spent waiting is not in the latencies.
const round = async ({ count, offset, paceMs }) => {
  let next = offset;
  const basket = () => [0, 1, 2].map((i) => ({ inventoryId: w.lotIds[(next++ * 7 + i * 131) % w.lotIds.length], quantity: 1, unitType: 'unit' }));
  const latencies = [];
  let started = 0;
  const till = async (connection, index) => {
    // Paced tills start spread over one pace, as tills that are not in step with each other.
    if (paceMs > 0) await sleep((index * paceMs) / connections.length);
    while (started < count) {
      started++;
      const body = JSON.stringify({ clientSaleId: randomUUID(), items: basket(), paymentMethod: 'cash' });
      const t0 = performance.now();
      const response = await connection.send(body);
      if (response.status !== 201) throw new Error('POST /api/sales answered ' + response.status + ': ' + response.body);
      latencies.push(performance.now() - t0);
      if (paceMs > 0) await sleep(Math.max(0, t0 + paceMs - performance.now()));
    }
  };
  const t0 = performance.now();
  await Promise.all(connections.map((connection, index) => till(connection, index)));
  return { latencies, elapsed: performance.now() - t0 };
};
parentPort.on('message', (message) => {
  if (message === 'close') {
    for (const connection of connections) connection.destroy();
    parentPort.close();
    return;
  }
  round(message).then((result) => parentPort.postMessage(result), (error) => parentPort.postMessage({ error: String(error) }));
});
`;

/**
 * The tills as a worker thread sending 3-line checkouts, `concurrency` at a time; each `round`
 * sends `count` of them (as fast as answered, or paced) and answers their latencies. `close` when done.
 */
export class CheckoutLoad {
  private readonly worker: Worker;

  constructor(tills: Tills) {
    this.worker = new Worker(workerSource, { eval: true, workerData: tills });
  }

  /**
   * `count` checkouts; `offset` is where to start in the lots, so rounds spread over them;
   * `paceMs` > 0 paces each till to a sale at most every paceMs.
   */
  round(count: number, offset: number, paceMs = 0): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.worker.once('error', onError);
      this.worker.once('message', (message: LoadResult & { error?: string }) => {
        this.worker.off('error', onError);
        if (message.error) reject(new Error(message.error));
        else resolve(message);
      });
      this.worker.postMessage({ count, offset, paceMs });
    });
  }

  async close(): Promise<void> {
    this.worker.postMessage('close');
    await this.worker.terminate();
  }
}
