import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, badRequest } from '../../http/errors.ts';
import type { Sheet } from './columns.ts';
import type { ParseAnswer, ParseJob } from './read-sheet.ts';

/** How long one file may take to parse, worker start-up included. */
const TIME_BUDGET_MS = 30_000;
/** The worker's heap: far more than a 5000-row sheet needs, far less than the server has. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48 };

// The server runs its TypeScript sources through tsx (`node --import tsx`, and Vitest in tests).
// On Node 20 a worker's entry is loaded before an inherited `--import` takes effect, so the worker
// starts from a line of JavaScript that registers tsx's loader, then imports the real entry.
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const entry = new URL('./parse-worker.ts', import.meta.url).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;

/** A worker left from the last parse, kept so the next import skips the start-up (a second or so). */
let idle: Worker | null = null;

function startWorker(): Worker {
  const worker = new Worker(bootstrap, { eval: true, execArgv: [], resourceLimits: RESOURCE_LIMITS });
  worker.once('exit', () => {
    if (idle === worker) idle = null;
  });
  return worker;
}

const tooComplex = () => badRequest('import.tooComplex');

/**
 * Parses a spreadsheet in a worker thread with a time and memory budget: the request thread only
 * waits, so other users' requests are answered while a large or hostile file is read. A file the
 * worker refuses, or one that exhausts its budget, is a 400; the worker that ran out is discarded.
 */
export function parseInWorker(job: ParseJob): Promise<Sheet> {
  const worker = idle ?? startWorker();
  idle = null;
  worker.ref();
  return new Promise((resolve, reject) => {
    const settle = (keepWorker: boolean, outcome: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keepWorker && idle === null) {
        idle = worker;
        worker.unref();
      } else {
        void worker.terminate();
      }
      outcome();
    };
    const onMessage = (answer: ParseAnswer) =>
      settle(true, () =>
        answer.kind === 'sheet'
          ? resolve(answer.sheet)
          : reject(new AppError(answer.key, 400, answer.params)),
      );
    const onError = (error: Error & { code?: string }) =>
      settle(false, () => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : error));
    const onExit = () => settle(false, () => reject(tooComplex()));
    const timer = setTimeout(() => settle(false, () => reject(tooComplex())), TIME_BUDGET_MS);
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage(job);
  });
}
