import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPackages } from './build-plugins/chunk-packages.ts';
import { contractValues } from './build-plugins/contract-values.ts';
import { precompress } from './build-plugins/precompress.ts';
import { routePreloads } from './build-plugins/route-preloads.ts';

// The dev server forwards API calls and sign-on to the Fastify server (npm run dev in apps/server).
const apiPrefixes = [
  '/new/api',
  '/meeting',
  '/portalApi',
  '/file',
  '/sso',
  '/procurement',
  '/enterCulture',
  '/form',
];

export default defineConfig({
  plugins: [react(), contractValues(), chunkPackages(), routePreloads(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, 'http://localhost:8080'])),
  },
  // The manifest maps every page module to its chunks; `npm run size` measures each route from it.
  build: {
    manifest: true,
    // antd is imported through its index; without this, every component any page uses is reachable
    // from the entry's import of that index and lands in the first load of every page.
    rolldownOptions: {
      experimental: { lazyBarrel: true },
      // antd's helper packages declare no `sideEffects`, so a bundler must keep every module they
      // import even when nothing of it is used (antd's form context alone drags the whole form
      // engine into the first load). They are plain React components without module-level effects.
      // The web's feature modules only declare on import (a page's texts are added by the page
      // module that is used), so what a feature's index.ts re-exports comes along only when used:
      // a phone page importing one helper of people/index.ts does not load antd's picker with it.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules\/@rc-component\//.test(id) && !/\/src\/features\/.+\.tsx?$/.test(id),
      },
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query|wouter|regexparam|dayjs[\\/]dayjs\.min)/,
            },
          ],
        },
      },
    },
  },
});
