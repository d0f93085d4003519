import { createHash } from 'node:crypto';
import { files } from '../../db/schema.ts';
import type { SeedContext } from './context.ts';

/**
 * Demo pictures are drawn here as SVG (nothing comes from the internet). They are shown through
 * <img>, where an SVG can run no script, and served with the file route's safe headers.
 */
const FONT = `'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const palette = (hue: number) => ({
  deep: `hsl(${hue} 70% 38%)`,
  main: `hsl(${hue} 72% 52%)`,
  light: `hsl(${(hue + 35) % 360} 80% 70%)`,
  pale: `hsl(${hue} 60% 94%)`,
});

export interface PictureOptions {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  hue: number;
}

/** A picture with a gradient, soft circles and a centred title: banners, covers, culture cards. */
export function pictureSvg({ width, height, title, subtitle = '', hue }: PictureOptions): string {
  const colours = palette(hue);
  const titleSize = Math.round(Math.min(width / (title.length + 2), height / 4.5));
  const subtitleSize = Math.round(titleSize * 0.45);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.deep}"/><stop offset="1" stop-color="${colours.main}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.6}" fill="${colours.light}" opacity="0.25"/>
<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.45}" fill="#fff" opacity="0.08"/>
<text x="50%" y="${subtitle ? '46%' : '54%'}" text-anchor="middle" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
${subtitle ? `<text x="50%" y="66%" text-anchor="middle" font-family="${FONT}" font-size="${subtitleSize}" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>` : ''}
</svg>`;
}

/** A head-and-shoulders portrait with the person's surname: honor cards and avatars. */
export function portraitSvg(name: string, hue: number): string {
  const colours = palette(hue);
  const initial = escapeXml(name.slice(0, 1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<rect width="480" height="360" fill="${colours.pale}"/>
<circle cx="240" cy="140" r="70" fill="${colours.main}"/>
<path d="M110 360c10-90 65-130 130-130s120 40 130 130z" fill="${colours.deep}"/>
<text x="240" y="163" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff">${initial}</text>
</svg>`;
}

/** Stores a generated picture as a file row owned by the administrator and returns its ossKey. */
export async function storeSeedImage(context: SeedContext, fileName: string, svg: string): Promise<string> {
  const digest = createHash('sha256').update(fileName).update(svg).digest('hex').slice(0, 24);
  const ossKey = `seed-${digest}.svg`;
  const bytes = Buffer.from(svg, 'utf8');
  await context.storage.put(ossKey, bytes);
  await context.tx
    .insert(files)
    .values({
      ossKey,
      name: fileName,
      contentType: 'image/svg+xml',
      size: bytes.length,
      uploadedBy: context.adminId,
    })
    .onConflictDoNothing();
  return ossKey;
}
