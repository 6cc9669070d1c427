import { Worker } from 'node:worker_threads';

/** Who the back office is: the server, the session, the pages each user refreshes in turn. */
export interface BackOffice {
  baseUrl: string;
  cookie: string;
  users: number;
  /** Paths (with query) each user GETs one after the other, in a loop. */
  paths: string[];
  /** Pause between two health checks of the poller, ms. */
  healthEveryMs: number;
}

/** What the back office saw while it ran: per path, answers by status; the health latencies. */
export interface BackOfficeResult {
  heavy: Record<string, { served: number; refused: number; other: number; latencies: number[] }>;
  health: { latencies: number[]; failed: number };
}

// Plain JavaScript in a worker thread, as the tills (http-load.ts): the back office's own work uses
// another core. Each user keeps one kept-alive connection (node:http Agent) and GETs its pages in
// a loop, counting 200s, 503s (refused by the heavy-read cap) and anything else; a 503's
// Retry-After is honoured as a browser tab would, capped at one second so the loop keeps pressing.
// With thinkMs > 0 a user pauses that long after each page (a person reading it), else it presses on.
// The health poller GETs /api/health every healthEveryMs on a connection of its own.
const workerSource = `
const { parentPort, workerData: w } = require('node:worker_threads');
const http = require('node:http');
const url = new URL(w.baseUrl);
let running = false;
let thinkMs = 0;
const heavy = {};
const health = { latencies: [], failed: 0 };
const get = (agent, path, cookie) => new Promise((resolve, reject) => {
  const request = http.get({ host: url.hostname, port: url.port, path, agent, headers: cookie ? { cookie } : {} }, (response) => {
    response.resume();
    response.on('end', () => resolve({ status: response.statusCode, retryAfter: Number(response.headers['retry-after'] ?? 0) }));
  });
  request.on('error', reject);
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const user = async (k) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let i = k;
  // Thinking users start spread over one pause, not in step.
  if (thinkMs > 0) await sleep((k * thinkMs) / w.users);
  while (running) {
    const path = w.paths[i++ % w.paths.length];
    const key = path.split('?')[0];
    const entry = (heavy[key] ??= { served: 0, refused: 0, other: 0, latencies: [] });
    const t0 = performance.now();
    const answer = await get(agent, path, w.cookie);
    if (answer.status === 200) { entry.served++; entry.latencies.push(performance.now() - t0); }
    else if (answer.status === 503) { entry.refused++; await sleep(Math.min(1000, answer.retryAfter * 1000)); }
    else entry.other++;
    if (thinkMs > 0 && running) await sleep(thinkMs);
  }
  agent.destroy();
};
const poller = async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (running) {
    const t0 = performance.now();
    const answer = await get(agent, '/api/health', w.cookie);
    if (answer.status === 200) health.latencies.push(performance.now() - t0);
    else health.failed++;
    await sleep(w.healthEveryMs);
  }
  agent.destroy();
};
let done;
parentPort.on('message', (message) => {
  if (message.start) {
    running = true;
    thinkMs = message.thinkMs;
    for (const key of Object.keys(heavy)) delete heavy[key];
    health.latencies = [];
    health.failed = 0;
    done = Promise.all([...Array.from({ length: w.users }, (_, k) => user(k)), poller()]);
  } else if (message === 'stop') {
    running = false;
    done.then(() => parentPort.postMessage({ heavy, health }), (error) => parentPort.postMessage({ error: String(error) }));
  }
});
`;

/** The back-office users and the health poller as a worker thread: `start`, then `stop` answers what they saw. */
export class BackOfficeLoad {
  private readonly worker: Worker;

  constructor(office: BackOffice) {
    this.worker = new Worker(workerSource, { eval: true, workerData: office });
  }

  /** Starts the users (each pausing `thinkMs` after a page; 0: pressing on) and the poller, counts afresh. */
  start(thinkMs = 0): void {
    this.worker.postMessage({ start: true, thinkMs });
  }

  stop(): Promise<BackOfficeResult> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', (message: BackOfficeResult & { error?: string }) => {
        if (message.error) reject(new Error(message.error));
        else resolve(message);
      });
      this.worker.postMessage('stop');
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
