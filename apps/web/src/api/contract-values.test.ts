import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** What contract-values.ts gives: every export of the contracts that is neither a schema nor a function. */
const plainValues = new Set(
  Object.entries(contracts)
    .filter(([, value]) => !isSchema(value) && typeof value !== 'function')
    .map(([name]) => name),
);

/** The web's own code, without tests and test helpers (they may build answers from the schemas). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The names a file imports as values (not `type`) from `@portal/contracts` itself. */
function valueImportsFromContracts(source: string): string[] {
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@portal\/contracts'/g)].flatMap(
    ([, typeOnly, names = '']) =>
      typeOnly
        ? []
        : names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '' && !name.startsWith('type '))
            .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

describe('contract values reach the web one way', () => {
  it('knows the plain values (a check that finds none would pass for nothing)', () => {
    expect(plainValues.has('BOOKING_WINDOW_DAYS')).toBe(true);
    expect(plainValues.has('routes')).toBe(true);
    expect(valueImportsFromContracts("import { a, type B, c as d } from '@portal/contracts';")).toEqual([
      'a',
      'c',
    ]);
  });

  it('takes every plain value from api/contract-values.ts, never from the contracts with their schemas', () => {
    const misplaced = sourceFiles(sourceRoot).flatMap((file) =>
      valueImportsFromContracts(readFileSync(file, 'utf8'))
        .filter((name) => plainValues.has(name))
        .map((name) => `${path.relative(sourceRoot, file)}: ${name}`),
    );
    expect(misplaced).toEqual([]);
  });
});
