import { type Plugin, runnerImport } from 'vite';

/** The module the web's first load imports contract values from; see src/api/contract-values.ts. */
export const CONTRACT_VALUES_ID = 'virtual:contract-values';
const RESOLVED_ID = `\0${CONTRACT_VALUES_ID}`;

const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** JSON without the schemas (and functions) inside, e.g. a route keeps its method and path. */
const plainJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isSchema(inner) || typeof inner === 'function' ? undefined : inner,
  );

/** Every plain value the contracts export (constants, route paths and methods), as literals. */
export async function contractValuesSource(): Promise<string> {
  // Through Vite's module runner: the contracts are TypeScript sources, which Node cannot import.
  const { module: contracts } = await runnerImport<Record<string, unknown>>('@portal/contracts');
  const lines: string[] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (isSchema(value) || typeof value === 'function') continue;
    const literal = value instanceof RegExp ? String(value) : plainJson(value);
    if (literal !== undefined) lines.push(`export const ${name} = ${literal};`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The contracts' route table holds a zod schema per route, so importing it brings zod and every
 * schema into whatever chunk imports it. The API client only needs each route's method and path:
 * this module gives the contracts' plain values, computed from the contracts at build time, so the
 * first load of every page carries no zod (pages that validate forms load it with their own chunk).
 */
export function contractValues(): Plugin {
  return {
    name: 'portal:contract-values',
    resolveId: (id) => (id === CONTRACT_VALUES_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? contractValuesSource() : undefined),
  };
}
