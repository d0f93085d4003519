import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A page of the route table as the build sees it: its hash path, its layout and its module. */
export interface PageModule {
  path: string;
  layout: 'desktop' | 'h5';
  /** The page module's absolute path. */
  module: string;
  /** The module that prefetches the page's first view's data, when the page names one. */
  prefetchModule?: string;
}

/**
 * Every `desktopPage('/path', 'title', () => import('./Page.tsx'), …)` and `h5Page(…)` of each
 * feature's routes.ts that src/app/feature-routes.ts registers (src/lib/page-route.ts keeps the
 * calls in this form). The route table is code that runs in the browser; the build reads its
 * text to learn which module each path opens.
 */
export function readPageModules(webRoot: string): PageModule[] {
  const src = path.join(webRoot, 'src');
  const registry = readFileSync(path.join(src, 'app/feature-routes.ts'), 'utf8');
  const pages = [...registry.matchAll(/from '\.\.\/(features\/[^/]+)\/routes\.ts'/g)].flatMap(
    ([, folder = '']) =>
      [
        ...readFileSync(path.join(src, folder, 'routes.ts'), 'utf8').matchAll(
          new RegExp(
            String.raw`(desktop|h5)Page\(\s*'([^']+)',\s*'[^']+',\s*\(\)\s*=>\s*import\('([^']+)'\),` +
              // the pick, then optionally the prefetch module
              String.raw`\s*\(m\)\s*=>\s*m\.\w+,?(?:\s*\(\)\s*=>\s*import\('([^']+)'\))?`,
            'g',
          ),
        ),
      ].map(([, layout, routePath = '', specifier = '', prefetch]) => ({
        path: routePath,
        layout: layout === 'h5' ? ('h5' as const) : ('desktop' as const),
        module: path.join(src, folder, specifier),
        ...(prefetch && { prefetchModule: path.join(src, folder, prefetch) }),
      })),
  );
  if (pages.length === 0) throw new Error('No page routes found through src/app/feature-routes.ts');
  return pages;
}

/** A wouter path (`/a/:id`, `/redirect/*?`) as the regular expression the preloader matches with. */
export function pathPattern(routePath: string): string {
  const escaped = routePath.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return `^${escaped
    .replace(/\/\*\?$/, '(?:/.*)?')
    .replace(/\*/g, '.*')
    .replace(/:[A-Za-z]+/g, '[^/]+')}$`;
}

/** Each page family's layout module, loaded beside the page (src/app/AppRoutes.tsx imports them lazily). */
export const LAYOUT_MODULES: Record<PageModule['layout'], string> = {
  desktop: 'src/app/DesktopRoot.tsx',
  h5: 'src/shell/mobile/H5Layout.tsx',
};

/** The modules of each language loaded at start-up (src/i18n/i18n.ts): its texts and its locales. */
export const LANGUAGE_MODULES: Record<'zh' | 'en', RegExp> = {
  zh: /src\/i18n\/zh\.json$|antd\/es\/locale\/zh_CN|dayjs\/locale\/zh-cn/,
  en: /src\/i18n\/en\.json$|antd\/es\/locale\/en_US/,
};
