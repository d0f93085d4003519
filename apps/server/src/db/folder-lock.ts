import { link, readFile, unlink, writeFile } from 'node:fs/promises';

/**
 * The embedded database is one process's: a second process opening the same PGlite folder writes
 * beside the first (the first never sees it, and the folder can be corrupted). Its owner is named
 * in this error; the operator stops it or uses PostgreSQL, where any number of processes may connect.
 */
export class DatabaseInUseError extends Error {
  constructor(readonly pid: number) {
    super(`the database is in use by a running server (pid ${pid}): stop it, or use DATABASE_URL`);
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderOf = async (lockFile: string): Promise<number | null> => {
  const pid = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/**
 * Takes `lockFile` for this process (it holds the pid) and answers how to let it go. A lock whose
 * process is gone (killed, crashed) is taken over; one held by a live process refuses with
 * DatabaseInUseError. The file appears with its pid in one step (a hard link), so nobody ever
 * reads a half-written lock.
 */
export async function lockFolder(lockFile: string): Promise<() => Promise<void>> {
  const mine = `${lockFile}.${process.pid}`;
  await writeFile(mine, String(process.pid));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await link(mine, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await holderOf(lockFile);
      const stale = holder === null || holder === process.pid || !isAlive(holder);
      // A second collision means another process took the stale lock first.
      if (!stale || attempt > 0) throw new DatabaseInUseError(holder ?? 0);
      await unlink(lockFile).catch(() => {});
    }
  } finally {
    await unlink(mine).catch(() => {});
  }
  return async () => {
    if ((await holderOf(lockFile)) === process.pid) await unlink(lockFile).catch(() => {});
  };
}
