/** The child process of runInChild: calls the export asked for and prints its answer after the marker. */
import { answerMarker } from './child-run.js';

const [moduleUrl, exportName, args] = process.argv.slice(2);
const module = (await import(moduleUrl!)) as Record<string, (...args: unknown[]) => Promise<unknown>>;
const fn = module[exportName!];
if (!fn) throw new Error(`${moduleUrl} exports no ${exportName}`);
const answer = await fn(...(JSON.parse(args!) as unknown[]));
process.stdout.write(`\n${answerMarker}${JSON.stringify(answer)}\n`);
