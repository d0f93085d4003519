// `npm run size`: what each route of the BUILT web app costs a first visit, gzip-compressed: the
// entry (index.html's script and everything it imports statically), the language chunks loaded at
// start-up, the page family's layout (desktop or H5) and the route's page module with its static imports, from Vite's manifest; CSS likewise. Fails when a route is over its budget or
// when a desktop route's chunks contain antd-mobile. `--markdown` prints the table for docs/performance.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const web = path.resolve(import.meta.dirname, '../apps/web');
const dist = path.join(web, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const packagesFile = path.join(dist, '.vite/chunk-packages.json');
const registryFile = path.join(web, 'src/app/feature-routes.ts');

const KB = 1000;
/**
 * Budgets in KB of gzip. The home and the room page are what most visits open; H5 pages (the phone
 * layout's) are opened on mobile networks; other desktop pages (tables, editors, forms with
 * their validation) hold the line where they are, so none grows unnoticed.
 */
const budgets = {
  home: { js: 250, css: 50 },
  rooms: { js: 300, css: 50 },
  h5: { js: 150, css: 50 },
  desktop: { js: 400, css: 50 },
};
const MOBILE_ONLY_PACKAGES = ['antd-mobile'];
/** Loaded at start-up for the page's language (Chinese, the larger): its texts and locales. */
const isStartupChunk = (key) => /src\/i18n\/zh\.json$|antd\/es\/locale\/zh_CN|dayjs\/locale\/zh-cn/.test(key);

/** Each page family's layout, a chunk of its own that opens with every page of the family. */
const layoutOf = (kind) => (kind === 'h5' ? 'src/shell/mobile/H5Layout.tsx' : 'src/app/DesktopRoot.tsx');

const budgetOf = ({ path: routePath, kind }) => {
  if (routePath === '/') return ['home', budgets.home];
  if (routePath === '/meeting/meetingOrder') return ['rooms', budgets.rooms];
  if (kind === 'h5') return ['h5', budgets.h5];
  return ['desktop', budgets.desktop];
};

if (!existsSync(manifestFile)) {
  console.error(
    `No build manifest at ${path.relative(process.cwd(), manifestFile)}: run npm run build first.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const chunkPackages = existsSync(packagesFile) ? JSON.parse(readFileSync(packagesFile, 'utf8')) : {};

/**
 * Every `desktopPage('/path', 'title', () => import('./Page.tsx'), …)` and `h5Page(…)` of each
 * feature's routes.ts that app/feature-routes.ts registers.
 */
const pages = [
  ...readFileSync(registryFile, 'utf8').matchAll(/from '\.\.\/(features\/[^/]+)\/routes\.ts'/g),
].flatMap(([, folder]) =>
  [
    ...readFileSync(path.join(web, 'src', folder, 'routes.ts'), 'utf8').matchAll(
      /(desktop|h5)Page\(\s*'([^']+)',\s*'[^']+',\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
    ),
  ].map(([, kind, routePath, specifier]) => ({
    path: routePath,
    kind,
    key: path.posix.join('src', folder, specifier),
  })),
);
if (pages.length === 0) {
  console.error(`No routes found through ${path.relative(process.cwd(), registryFile)}.`);
  process.exit(1);
}

const startupKeys = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && isStartupChunk(key),
);

const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The manifest entry's own file, its static imports (transitively) and their CSS. */
const firstLoad = (keys) => {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (stale build? run npm run build)`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
};

const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);
const kb = (bytes) => (bytes / KB).toFixed(1);

const problems = [];
const rows = pages.map((page) => {
  const [kind, budget] = budgetOf(page);
  const files = firstLoad(['index.html', ...startupKeys, layoutOf(kind), page.key]);
  const js = sum(files.js);
  const css = sum(files.css);
  if (js > budget.js * KB) problems.push(`${page.path}: ${kb(js)} KB of JS over its ${budget.js} KB budget`);
  if (css > budget.css * KB)
    problems.push(`${page.path}: ${kb(css)} KB of CSS over its ${budget.css} KB budget`);
  if (kind !== 'h5') {
    for (const file of files.js) {
      const found = (chunkPackages[file] ?? []).filter((name) => MOBILE_ONLY_PACKAGES.includes(name));
      if (found.length) problems.push(`${page.path}: desktop chunk ${file} contains ${found.join(', ')}`);
    }
  }
  return { path: page.path, kind, js, css, chunks: files.js.length, budget };
});

if (process.argv.includes('--markdown')) {
  console.log('| route | JS (gzip) | CSS (gzip) | chunks | budget JS / CSS |');
  console.log('| ----- | --------: | ---------: | -----: | --------------: |');
  for (const row of rows) {
    console.log(
      `| \`${row.path}\` | ${kb(row.js)} KB | ${kb(row.css)} KB | ${row.chunks} | ${row.budget.js} / ${row.budget.css} KB |`,
    );
  }
} else {
  console.log('First load per route, gzip (KB = 1000 bytes):');
  for (const row of rows) {
    const mark = row.js > row.budget.js * KB || row.css > row.budget.css * KB ? '✗' : '✓';
    console.log(
      `${mark} ${row.path.padEnd(24)} JS ${kb(row.js).padStart(6)} / ${row.budget.js}  CSS ${kb(row.css).padStart(5)} / ${row.budget.css}  (${row.kind}, ${row.chunks} chunks)`,
    );
  }
}

if (problems.length) {
  console.error(`\nSize check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
