// Plain helpers with no schema in them: the web imports this module on its own
// (`@portal/contracts/text`), so a page that only needs these does not load zod and every schema.

/**
 * Characters as people (and PostgreSQL's char_length) count them: an emoji is one, not two UTF-16
 * units, so the form, the route and the database agree on "100 characters".
 */
export const charLength = (text: string) => [...text].length;

/** A byte count as people read it in the hint 最大支持{size}附件: 104857600 → "100MB". */
export function formatByteSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.parseFloat(value.toFixed(1))}${units[unit]}`;
}

/** A text in the reader's language: the English one where it was written, else the Chinese one. */
export const localized = (zh: string, en: string, language: string) => (language === 'en' && en ? en : zh);
