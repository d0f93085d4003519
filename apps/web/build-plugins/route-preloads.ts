import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/language-key.ts';
import { LANGUAGE_MODULES, LAYOUT_MODULES, pathPattern, readPageModules } from './page-routes.ts';

/** Where each route's first-load files are written, beside Vite's manifest; `npm run size` reads it. */
export const ROUTE_FILES_FILE = '.vite/route-files.json';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

interface Files {
  js: string[];
  css: string[];
}

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/** A chunk's file, its static imports (transitively) and the CSS they bring. */
function firstLoadOf(bundle: OutputBundle, start: OutputChunk[]): Files {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next && isChunk(next)) visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return { js: [...js], css: [...css] };
}

/**
 * The script index.html runs first: it reads the hash route and asks for every file that route's
 * first view needs (modulepreload for scripts, the stylesheets) and for the remembered language's
 * texts, while the entry is still loading. Without it the browser learns of them one round at a
 * time: the entry, then the language, then the layout, then the page. Files the HTML already names
 * (the entry's) are left out. The server allows exactly this script by its hash (web-app.ts).
 */
function preloadScript(files: string[], data: PreloadData) {
  return `(()=>{const f=${JSON.stringify(files)},d=${JSON.stringify(data)};
let lang;try{lang=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch{}
const p=location.hash.slice(1).split('?')[0]||'/',m=d.routes.find(([x])=>new RegExp(x).test(p));
const s=m?[...m[2],...d.layouts[m[1]],...m[3]]:[];
for(const i of new Set([...(d.languages[lang]||[]),...s])){const e=document.createElement('link'),c=f[i].endsWith('.css');
e.rel=c?'stylesheet':'modulepreload';if(!c)e.crossOrigin='';e.href='/'+f[i];document.head.append(e)}})()`;
}

/**
 * Indexes into the file list: a layout's files once, each route's own beside its pattern, in the
 * order they are needed: the language, the page's prefetch (its call leaves as soon as the user is
 * known), the layout, the page.
 */
interface PreloadData {
  layouts: Record<string, number[]>;
  routes: [pattern: string, layout: string, prefetch: number[], page: number[]][];
  languages: Record<string, number[]>;
}

/**
 * Writes, after the build, each route's first load (the entry, the page family's layout and the
 * page module with what they import statically) to route-files.json, and puts the preloader for
 * those files into index.html.
 */
export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const chunkOf = (module: string) => {
        const chunk = byModule.get(path.resolve(root, module));
        if (!chunk) throw new Error(`${module} is not a chunk of its own`);
        return chunk;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('The build has no entry chunk');
      const inHtml = new Set(firstLoadOf(bundle, [entry]).js);

      const pages = readPageModules(root);
      const routes = pages.map((page) => ({
        path: page.path,
        layout: page.layout,
        ...firstLoadOf(bundle, [
          entry,
          chunkOf(LAYOUT_MODULES[page.layout]),
          chunkOf(page.module),
          ...(page.prefetchModule ? [chunkOf(page.prefetchModule)] : []),
        ]),
        prefetch: page.prefetchModule ? firstLoadOf(bundle, [chunkOf(page.prefetchModule)]) : undefined,
      }));
      const languages = Object.fromEntries(
        Object.entries(LANGUAGE_MODULES).map(([language, test]) => [
          language,
          firstLoadOf(
            bundle,
            chunks.filter((chunk) => chunk.isDynamicEntry && test.test(chunk.facadeModuleId ?? '')),
          ),
        ]),
      );
      await writeFile(
        path.join(outDir, ROUTE_FILES_FILE),
        `${JSON.stringify({ routes: routes.map(({ prefetch: _, ...route }) => route), languages }, null, 1)}\n`,
      );

      const files: string[] = [];
      const indexOf = (file: string) => {
        const at = files.indexOf(file);
        return at >= 0 ? at : files.push(file) - 1;
      };
      const notIn = (known: Set<string>, { js, css }: Files) =>
        [...js, ...css].filter((file) => !known.has(file)).map(indexOf);
      const layoutFiles = Object.fromEntries(
        Object.entries(LAYOUT_MODULES).map(([layout, module]) => [
          layout,
          firstLoadOf(bundle, [entry, chunkOf(module)]),
        ]),
      );
      const layoutKnown = (layout: string) =>
        new Set([...inHtml, ...(layoutFiles[layout]?.js ?? []), ...(layoutFiles[layout]?.css ?? [])]);
      const data: PreloadData = {
        layouts: Object.fromEntries(
          Object.entries(layoutFiles).map(([layout, load]) => [layout, notIn(inHtml, load)]),
        ),
        routes: routes.map((route) => {
          const known = layoutKnown(route.layout);
          const prefetch = route.prefetch ? notIn(known, route.prefetch) : [];
          return [pathPattern(route.path), route.layout, prefetch, notIn(known, route)];
        }),
        languages: Object.fromEntries(
          Object.entries(languages).map(([language, load]) => [language, notIn(inHtml, load)]),
        ),
      };
      const indexFile = path.join(outDir, 'index.html');
      const html = await readFile(indexFile, 'utf8');
      const script = `<script>${preloadScript(files, data)}</script>`;
      await writeFile(indexFile, html.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${script}`));
    },
  };
}
