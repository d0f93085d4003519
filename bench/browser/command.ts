import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { onCleanup } from './cleanup.ts';

/** Kills a child process outright and waits until it is gone (so its folder can be removed after). */
export async function killAndWait(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/**
 * Runs a command to its end and answers what it printed; fails with its output (the last lines,
 * where the reason is) when it exits non-zero, so a broken build says why. A run that stops
 * meanwhile kills it.
 */
export async function runCommand(command: string, args: string[], cwd: string): Promise<string> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const forget = onCleanup(`\`${command} ${args.join(' ')}\``, () => killAndWait(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  await forget();
  if (code === 0) return output;
  const tail = output.trimEnd().split('\n').slice(-30).join('\n');
  throw new Error(`\`${command} ${args.join(' ')}\` in ${cwd} failed (${signal ?? code}):\n${tail}`);
}
