/**
 * The galleries' demo pictures, drawn as small SVGs (a few hundred bytes each) in several shapes, so
 * the activity page has portrait, square and landscape pictures to arrange.
 */

export interface PictureShape {
  width: number;
  height: number;
}

export const PORTRAIT: PictureShape = { width: 360, height: 480 };
export const SQUARE: PictureShape = { width: 400, height: 400 };
export const LANDSCAPE: PictureShape = { width: 480, height: 320 };
export const WIDE: PictureShape = { width: 560, height: 300 };

/** The shapes in a fixed rotation: a gallery's pictures take them in turn. */
export const SHAPE_ROTATION = [LANDSCAPE, PORTRAIT, SQUARE, WIDE, PORTRAIT, LANDSCAPE, SQUARE] as const;

const FONT = `'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif`;
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const svg = ({ width, height }: PictureShape, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A caption band along the bottom edge. */
function caption({ width, height }: PictureShape, text: string) {
  const size = Math.round(Math.min(width / (text.length + 3), height / 12));
  return `<rect y="${height - size * 2}" width="${width}" height="${size * 2}" fill="#000" opacity="0.35"/>
<text x="50%" y="${height - size * 0.65}" text-anchor="middle" font-family="${FONT}" font-size="${size}" fill="#fff">${escapeXml(text)}</text>`;
}

/** A child's painting: sky, sun, hills and a little house, in crayon colours. */
export function paintingSvg(shape: PictureShape, hue: number, title: string): string {
  const { width: w, height: h } = shape;
  const ground = h * 0.62;
  const house = Math.min(w, h) * 0.28;
  return svg(
    shape,
    `<rect width="${w}" height="${h}" fill="hsl(${hue} 80% 92%)"/>
<circle cx="${w * 0.8}" cy="${h * 0.2}" r="${Math.min(w, h) * 0.1}" fill="hsl(45 95% 60%)"/>
<path d="M0 ${ground}Q${w * 0.3} ${ground - h * 0.12} ${w * 0.6} ${ground}T${w} ${ground}V${h}H0z" fill="hsl(${(hue + 120) % 360} 55% 55%)"/>
<rect x="${w * 0.2}" y="${ground - house * 0.7}" width="${house}" height="${house * 0.7}" fill="hsl(${(hue + 200) % 360} 70% 60%)"/>
<path d="M${w * 0.2 - house * 0.1} ${ground - house * 0.7}L${w * 0.2 + house / 2} ${ground - house * 1.2}L${w * 0.2 + house * 1.1} ${ground - house * 0.7}z" fill="hsl(${(hue + 330) % 360} 75% 55%)"/>
${caption(shape, title)}`,
  );
}

/** A desk by a window with a screen and a plant: the best-workstation contests. */
export function workstationSvg(shape: PictureShape, hue: number, title: string): string {
  const { width: w, height: h } = shape;
  const desk = h * 0.66;
  const screen = Math.min(w * 0.34, h * 0.3);
  return svg(
    shape,
    `<rect width="${w}" height="${h}" fill="hsl(${hue} 35% 90%)"/>
<rect x="${w * 0.08}" y="${h * 0.08}" width="${w * 0.3}" height="${h * 0.3}" fill="hsl(200 80% 85%)" stroke="#fff" stroke-width="6"/>
<rect x="${w * 0.42}" y="${desk - screen * 0.75}" width="${screen}" height="${screen * 0.62}" rx="6" fill="hsl(220 25% 25%)"/>
<rect y="${desk}" width="${w}" height="${h * 0.06}" fill="hsl(30 45% 45%)"/>
<circle cx="${w * 0.86}" cy="${desk - h * 0.1}" r="${Math.min(w, h) * 0.08}" fill="hsl(130 50% 40%)"/>
<rect x="${w * 0.83}" y="${desk - h * 0.06}" width="${w * 0.06}" height="${h * 0.06}" fill="hsl(15 60% 50%)"/>
${caption(shape, title)}`,
  );
}

/** A coloured scene with a headline: check-ins, reunions, lessons and running teams. */
export function eventSvg(shape: PictureShape, hue: number, title: string, subtitle: string): string {
  const { width: w, height: h } = shape;
  const size = Math.round(Math.min(w / (title.length + 2), h / 6));
  return svg(
    shape,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 40%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 60%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.45}" fill="#fff" opacity="0.12"/>
<text x="50%" y="45%" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="50%" y="62%" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(size * 0.5)}" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>`,
  );
}
