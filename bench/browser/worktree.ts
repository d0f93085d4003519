import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.ts';
import { runCommand } from './command.ts';

/**
 * The workspace folders of a tree (root package.json `workspaces`, `dir/*` patterns expanded),
 * with the root first: each may have a node_modules of its own.
 */
function packageFolders(root: string): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const folders = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    const entries = existsSync(path.join(root, parent))
      ? readdirSync(path.join(root, parent), { withFileTypes: true })
      : [];
    return entries.filter((entry) => entry.isDirectory()).map((entry) => path.join(parent, entry.name));
  });
  return ['.', ...folders];
}

/**
 * A commit checked out beside this tree (`git worktree add --detach` in a temporary folder),
 * with this tree's installed packages, ready to build and serve; removed when the run ends.
 *
 * The packages are a hard-link copy (`cp -al`), not a symlink: npm's workspace links
 * (node_modules/@portal/server → ../../apps/server) are relative, so in a copy they point at the
 * checked-out commit's own code, while through a symlink they would resolve to this tree's. The
 * copy takes a second and no space; builds only add files there, never rewrite the linked ones.
 */
export async function checkOutBeside(
  repository: string,
  revision: string,
): Promise<{ root: string; commit: string }> {
  const commit = (
    await runCommand('git', ['rev-parse', '--verify', '--quiet', `${revision}^{commit}`], repository).catch(
      () => {
        throw new Error(`--compare ${revision}: not a commit of this repository`);
      },
    )
  ).trim();
  const root = await mkdtemp(path.join(tmpdir(), 'portal-bench-compare-'));
  onCleanup(`the worktree ${root}`, async () => {
    await rm(root, { recursive: true, force: true });
    await runCommand('git', ['worktree', 'prune'], repository);
  });
  await runCommand('git', ['worktree', 'add', '--detach', root, commit], repository);
  for (const folder of packageFolders(root)) {
    const installed = path.join(repository, folder, 'node_modules');
    if (existsSync(installed))
      await runCommand('cp', ['-al', installed, path.join(root, folder)], repository);
  }
  return { root, commit };
}
