// `npm run size`: what each route of the BUILT web app costs a first visit: its scripts and
// stylesheets, gzip-compressed, and how many files (requests) that is. A route's first load is the
// entry, the language chunks loaded at start-up (Chinese, the larger), the page family's layout and
// the page module, each with its static imports, as the build wrote them to
// .vite/route-files.json (apps/web/build-plugins/route-preloads.ts; index.html preloads exactly
// these). Fails when a route is over a budget or when a desktop route's chunks contain antd-mobile.
// `--markdown` prints the table for docs/performance.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const routeFilesFile = path.join(dist, '.vite/route-files.json');
const packagesFile = path.join(dist, '.vite/chunk-packages.json');

const KB = 1000;
/**
 * Budgets: KB of gzip, and files (each one request on a first visit; index.html asks for all of a
 * route's files at once, but each still costs a request and the main thread a little). The home
 * and the room page are what most visits open; H5 pages (the phone layout's) are opened on mobile
 * networks; other desktop pages (tables, editors, forms with their validation) hold the line where
 * they are, so none grows unnoticed. docs/performance.md says why the file counts are what they are.
 */
const budgets = {
  home: { js: 250, css: 50, files: 72 },
  rooms: { js: 300, css: 50, files: 100 },
  h5: { js: 150, css: 50, files: 36 },
  desktop: { js: 400, css: 50, files: 136 },
};
const MOBILE_ONLY_PACKAGES = ['antd-mobile'];
const MEASURED_LANGUAGE = 'zh';

const budgetOf = ({ path: routePath, layout }) => {
  if (routePath === '/') return ['home', budgets.home];
  if (routePath === '/meeting/meetingOrder') return ['rooms', budgets.rooms];
  if (layout === 'h5') return ['h5', budgets.h5];
  return ['desktop', budgets.desktop];
};

if (!existsSync(routeFilesFile)) {
  console.error(`No ${path.relative(process.cwd(), routeFilesFile)}: run npm run build first.`);
  process.exit(1);
}
const { routes, languages } = JSON.parse(readFileSync(routeFilesFile, 'utf8'));
const chunkPackages = existsSync(packagesFile) ? JSON.parse(readFileSync(packagesFile, 'utf8')) : {};
const language = languages[MEASURED_LANGUAGE];

const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);
const kb = (bytes) => (bytes / KB).toFixed(1);

const problems = [];
const rows = routes.map((route) => {
  const [kind, budget] = budgetOf(route);
  const files = {
    js: [...new Set([...route.js, ...language.js])],
    css: [...new Set([...route.css, ...language.css])],
  };
  const js = sum(files.js);
  const css = sum(files.css);
  const count = files.js.length + files.css.length;
  if (js > budget.js * KB) problems.push(`${route.path}: ${kb(js)} KB of JS over its ${budget.js} KB budget`);
  if (css > budget.css * KB)
    problems.push(`${route.path}: ${kb(css)} KB of CSS over its ${budget.css} KB budget`);
  if (count > budget.files) problems.push(`${route.path}: ${count} files over its budget of ${budget.files}`);
  if (kind !== 'h5') {
    for (const file of files.js) {
      const found = (chunkPackages[file] ?? []).filter((name) => MOBILE_ONLY_PACKAGES.includes(name));
      if (found.length) problems.push(`${route.path}: desktop chunk ${file} contains ${found.join(', ')}`);
    }
  }
  return { path: route.path, kind, js, css, count, budget };
});

if (process.argv.includes('--markdown')) {
  console.log('| route | JS (gzip) | CSS (gzip) | files | budget JS / CSS / files |');
  console.log('| ----- | --------: | ---------: | ----: | ----------------------: |');
  for (const row of rows) {
    console.log(
      `| \`${row.path}\` | ${kb(row.js)} KB | ${kb(row.css)} KB | ${row.count} | ${row.budget.js} / ${row.budget.css} KB / ${row.budget.files} |`,
    );
  }
} else {
  console.log('First load per route, gzip (KB = 1000 bytes):');
  for (const row of rows) {
    const over = row.js > row.budget.js * KB || row.css > row.budget.css * KB || row.count > row.budget.files;
    console.log(
      `${over ? '✗' : '✓'} ${row.path.padEnd(24)} JS ${kb(row.js).padStart(6)} / ${row.budget.js}  CSS ${kb(row.css).padStart(5)} / ${row.budget.css}  files ${String(row.count).padStart(3)} / ${row.budget.files}  (${row.kind})`,
    );
  }
}

if (problems.length) {
  console.error(`\nSize check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
