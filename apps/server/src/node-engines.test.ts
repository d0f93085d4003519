import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node version the README, package.json and .nvmrc promise must run every installed package:
 * a dependency whose `engines` asks for more (as cookie 2, pulled in by a newer light-my-request,
 * asks for Node 22) breaks that promise, and this test names it.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function* installedPackages(folder: string): Generator<{ name: string; version: string; node: string }> {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith('.')) continue;
    const place = path.join(folder, entry);
    if (entry.startsWith('@')) {
      yield* installedPackages(place);
      continue;
    }
    const manifest = path.join(place, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (typeof engines?.node === 'string') yield { name, version, node: engines.node };
    yield* installedPackages(path.join(place, 'node_modules'));
  }
}

describe('the declared Node version', () => {
  const declared = JSON.parse(read('package.json')).engines.node as string;
  const minimum = semver.minVersion(declared) as semver.SemVer;

  it('is the same in package.json, the README and .nvmrc', () => {
    expect(read('README.md')).toContain(`Node.js ${minimum.major}.${minimum.minor} or newer`);
    expect(semver.satisfies(semver.coerce(read('.nvmrc').trim()) as semver.SemVer, `^${minimum.major}`)).toBe(
      true,
    );
  });

  it('runs every installed package', () => {
    const folders = ['', 'apps/server', 'apps/web', 'packages/contracts', 'e2e', 'bench'];
    const excluding = folders.flatMap((folder) =>
      [...installedPackages(path.join(root, folder, 'node_modules'))]
        .filter((found) => !semver.satisfies(minimum, found.node))
        .map((found) => `${found.name}@${found.version} needs Node ${found.node}`),
    );
    expect(excluding).toEqual([]);
  });
});
