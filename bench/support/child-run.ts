import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./child-entry.ts', import.meta.url));
/** Marks the child's answer on its standard output, apart from anything else it prints. */
export const answerMarker = '@@bench-answer@@';

/**
 * Calls `exportName(...args)` of the module at `moduleUrl` in a fresh Node process (same loader
 * and flags) and answers what it returned (JSON). For a measurement that must not inherit this
 * process's state: V8 shapes its compiled code for the objects it has met, so the checkout over
 * PostgreSQL measured in the process that had just run it over PGlite answered at p95 34 ms
 * instead of 22 (the drivers share the service's code, as two servers never would).
 */
export function runInChild<T>(moduleUrl: string, exportName: string, args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry, moduleUrl, exportName, JSON.stringify(args)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const answer = output.split('\n').find((line) => line.startsWith(answerMarker));
      if (code !== 0 || !answer) reject(new Error(`${exportName} in a child process ended with ${code}:\n${output}`));
      else resolve(JSON.parse(answer.slice(answerMarker.length)) as T);
    });
  });
}
