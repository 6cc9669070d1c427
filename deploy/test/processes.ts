import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A child process whose output is kept (shown when it fails), and which is stopped on exit. */
export class Child {
  output = '';
  exited: number | string | null = null;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    process.stdout?.on('data', keep);
    process.stderr?.on('data', keep);
    process.once('exit', (code, signal) => {
      this.exited = code ?? signal ?? 'exit';
    });
    // Even when the test runner's worker ends abruptly, no instance or nginx outlives it.
    globalThis.process.once('exit', () => this.process.kill('SIGKILL'));
  }

  static spawn(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Child {
    return new Child(name, spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  }

  /** SIGTERM, then SIGKILL if it has not ended within 5 s. */
  async stop(): Promise<void> {
    if (this.exited !== null || this.process.exitCode !== null) return;
    const ended = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 5_000);
    await ended;
    clearTimeout(timer);
  }
}

/** Waits until `url` answers 200, failing early (with the child's output) if the child exits. */
export async function waitUntilUp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exited !== null) throw new Error(`${child.name} exited (${child.exited}):\n${child.output}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms:\n${child.output}`);
}
