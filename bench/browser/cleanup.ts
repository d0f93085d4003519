/**
 * What the benchmark leaves behind (servers, a build under way, temporary folders, a git worktree,
 * browsers) is undone here, newest first, however the run ends: normally, on an error, or on Ctrl-C.
 */
type Undo = () => void | Promise<void>;

const steps: { label: string; undo: Undo }[] = [];
let stopping = false;

/** Registers an undo step; the returned function runs it now (once) and forgets it. */
export function onCleanup(label: string, undo: Undo): () => Promise<void> {
  const step = { label, undo };
  steps.push(step);
  return async () => {
    const index = steps.indexOf(step);
    if (index === -1) return;
    steps.splice(index, 1);
    await step.undo();
  };
}

export async function cleanUp() {
  for (const step of steps.splice(0).reverse()) {
    try {
      await step.undo();
    } catch (error) {
      console.error(`Cleaning up ${step.label} failed: ${(error as Error).message}`);
    }
  }
}

/** True once the run is stopping (Ctrl-C, a kill, an error nothing caught): what fails after that is the stop. */
export const isStopping = () => stopping;

/** The most the cleanup after a stop may take before the process leaves anyway. */
const STOP_CLEANUP_MS = 30_000;

function stop(reason: string, code: number) {
  // npm and tsx pass Ctrl-C on to their child as well: a signal that comes again changes nothing.
  if (stopping) return;
  stopping = true;
  console.error(`\n${reason}: stopping the servers and removing temporary files…`);
  setTimeout(() => process.exit(code), STOP_CLEANUP_MS).unref();
  void cleanUp().finally(() => process.exit(code));
}

/**
 * Ctrl-C, a kill, or an error nothing caught (a closed output pipe, a failure in a callback): undo
 * everything, then leave with the usual exit code.
 */
export function cleanUpOnStop() {
  process.on('SIGINT', () => stop('SIGINT', 130));
  process.on('SIGTERM', () => stop('SIGTERM', 143));
  process.on('uncaughtException', (error) => stop(`Unexpected error: ${error.message}`, 1));
}
