import type { Language } from '@portal/contracts';

/** The web app's icon (apps/web/public/logo.svg), for the pages the server renders itself. */
const PAGE_ICON = '<link rel="icon" type="image/svg+xml" href="/logo.svg">';

/** Every page's type face: the CJK one first, so Chinese never falls back to a mismatched font. */
export const PAGE_FONTS = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';

export interface ServerPage {
  language: Language;
  /** Plain text or already escaped HTML: it is written as it is. */
  title: string;
  /** The page's own style sheet; the server's pages carry no script and inline style only. */
  style: string;
  /** Attributes of `<main>`, already escaped (e.g. ` data-error="…"`). */
  mainAttributes?: string;
  /** The content of `<main>`, already escaped. */
  main: string;
}

/** The HTML document around a page the server renders itself (sign-on, the partner simulator). */
export function renderServerPage(page: ServerPage): string {
  return `<!doctype html>
<html lang="${page.language === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${PAGE_ICON}
<title>${page.title}</title>
<style>${page.style}</style>
</head>
<body>
<main${page.mainAttributes ?? ''}>${page.main}</main>
</body>
</html>`;
}
