export const MAX_DISPLAY_NAME_LENGTH = 200;

// C0/C1 controls, plus the bidirectional overrides that make "x\u202Egnp.exe" read as "xexe.png".
const UNSAFE_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name shown and offered for download: no folders (a browser on Windows may send
 * C:\Users\...), no control characters, NFC (macOS sends decomposed Chinese/Korean), at most 200
 * characters with the extension kept. Empty when nothing usable is left.
 */
export function sanitizeDisplayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(UNSAFE_CHARACTERS, '').trim();
  if (cleaned === '.' || cleaned === '..') return '';
  const characters = Array.from(cleaned);
  if (characters.length <= MAX_DISPLAY_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const suffix = extension ? `.${extension}` : '';
  const stemLength = MAX_DISPLAY_NAME_LENGTH - Array.from(suffix).length;
  return `${characters.slice(0, stemLength).join('').trimEnd()}${suffix}`;
}

/** The lower-case extension after the last dot ("" for "README" or ".env"). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266 / RFC 5987), so a
 * Chinese name survives every browser: `filename*` wins where it is understood.
 */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
