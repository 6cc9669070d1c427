import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Worker, createWorker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const languages = ['eng', 'ara'] as const;

/**
 * tesseract.js reads every language from one folder: the eng and ara data of the installed
 * @tesseract.js-data packages (the compact LSTM "best_int" models) are copied once into a folder
 * of their own. Nothing is ever downloaded (a missing langPath would make tesseract.js fetch).
 */
function languageFolder(): string {
  const folder = path.join(tmpdir(), 'assist-tessdata-1.0.0');
  mkdirSync(folder, { recursive: true });
  for (const lang of languages) {
    const from = path.join(
      path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
      '4.0.0_best_int',
      `${lang}.traineddata.gz`,
    );
    const to = path.join(folder, `${lang}.traineddata.gz`);
    if (!existsSync(to) || statSync(to).size !== statSync(from).size) copyFileSync(from, to);
  }
  return folder;
}

/**
 * One long-lived tesseract worker per server, created on the first receipt (~1 s) and reused
 * (~0.3-1 s a receipt). Recognitions run one at a time; a worker that failed is replaced on the
 * next call. `close()` terminates it when the server closes.
 */
export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  /** The text of an image (PNG, JPEG ...), lines separated by "\n". */
  recognize(image: Buffer): Promise<string> {
    const job = this.queue.then(async () => {
      const worker = await this.start();
      try {
        return (await worker.recognize(image)).data.text;
      } catch (error) {
        await this.close();
        throw error;
      }
    });
    this.queue = job.catch(() => undefined);
    return job;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }

  private start(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = await createWorker([...languages], 1, {
        langPath: languageFolder(),
        gzip: true,
        cacheMethod: 'none',
        errorHandler: () => undefined,
      });
      // Receipt photos carry no usable resolution: say 300 dpi rather than let tesseract warn and guess.
      await worker.setParameters({ user_defined_dpi: '300' });
      return worker;
    })();
    this.worker.catch(() => {
      this.worker = null;
    });
    return this.worker;
  }
}
