import type { Plugin } from 'vite';

/** Where the list is written, beside Vite's manifest; `npm run size` reads both. */
export const CHUNK_PACKAGES_FILE = '.vite/chunk-packages.json';

/** `…/node_modules/@scope/name/…` or `…/node_modules/name/…` → the package name. */
const packageOf = (moduleId: string) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId.replaceAll('\\', '/'));
  return match?.[1];
};

/**
 * Records which npm packages each output chunk contains, so the size check can prove that a
 * package (antd-mobile) never reaches a desktop page's chunks.
 */
export function chunkPackages(): Plugin {
  return {
    name: 'portal:chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = new Set(output.moduleIds.map(packageOf).filter((name) => name !== undefined));
        packages[output.fileName] = [...names].sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_PACKAGES_FILE,
        source: `${JSON.stringify(packages, null, 1)}\n`,
      });
    },
  };
}
