import { spawn } from 'node:child_process';

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore, psql) and answers its standard output; a
 * non-zero exit fails with what it wrote on standard error. `input` is written to its stdin.
 */
export function runTool(command: string, args: string[], input?: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) =>
      reject(new Error(`${command} could not be started (${error.message}): install the PostgreSQL client tools.`)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${command} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    child.stdin.on('error', () => {}); // the tool may exit before reading everything; its exit code says why
    child.stdin.end(input);
  });
}
