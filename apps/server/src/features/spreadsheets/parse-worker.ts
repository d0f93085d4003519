// The entry of the worker thread that parses import files (parse-in-worker.ts starts it): a
// hostile or huge sheet spends this thread's time and memory, never the request thread's.
import { parentPort } from 'node:worker_threads';
import { type ParseAnswer, type ParseJob, readSheet } from './read-sheet.ts';
import { SheetRefusal } from './refusal.ts';

async function answer({ bytes, extension, limits }: ParseJob): Promise<ParseAnswer> {
  try {
    return { kind: 'sheet', sheet: await readSheet(Buffer.from(bytes), extension, limits) };
  } catch (error) {
    if (error instanceof SheetRefusal) return { kind: 'refused', key: error.key, params: error.params };
    return { kind: 'refused', key: 'import.unreadable', params: {} };
  }
}

parentPort?.on('message', async (job: ParseJob) => {
  parentPort?.postMessage(await answer(job));
});
