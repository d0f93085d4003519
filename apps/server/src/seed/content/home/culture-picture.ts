/** A culture-wall detail picture: a heading, an English line and the circle's points, one per line. */
const FONT = `'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export interface CulturePictureOptions {
  title: string;
  subtitle: string;
  points: string[];
  hue: number;
}

export function culturePictureSvg({ title, subtitle, points, hue }: CulturePictureOptions): string {
  const width = 1200;
  const height = 720;
  const lines = points
    .map((point, index) => {
      const y = 300 + index * 80;
      return `<circle cx="150" cy="${y - 12}" r="10" fill="hsl(${hue} 72% 52%)"/>
<text x="185" y="${y}" font-family="${FONT}" font-size="36" fill="#1f2329">${escapeXml(point)}</text>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 72% 55%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="hsl(${hue} 60% 97%)"/>
<rect width="${width}" height="200" fill="url(#g)"/>
<circle cx="${width - 120}" cy="40" r="160" fill="#fff" opacity="0.12"/>
<text x="120" y="110" font-family="${FONT}" font-size="56" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="120" y="160" font-family="${FONT}" font-size="28" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>
${lines}
</svg>`;
}
