/** How far a worksheet reaches from A1: the rows and columns a reader would build cells for. */
export interface SheetExtent {
  rows: number;
  columns: number;
}

/** Column letters to their number: A → 1, XFD → 16384. */
export function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number;
}

// What a reader sizes a sheet by: the declared <dimension ref="A1:XFD1500"/>, each <row r="…">,
// and each cell's own reference <c r="XFD1">. Any namespace prefix is allowed.
const DIMENSION =
  /<(?:\w+:)?dimension\b[^>]*?\sref="\$?([A-Z]{1,3})\$?(\d{1,7})(?::\$?([A-Z]{1,3})\$?(\d{1,7}))?"/;
const REFERENCE = /<(?:\w+:)?(?:c|row)\b[^>]*?\sr="(?:([A-Z]{1,3}))?(\d{1,7})"/g;

/**
 * The extent of a worksheet part, read from its XML text before any cell is built. Scanning stops
 * as soon as the extent passes `maxCells` (rows × columns), so a sheet of one cell in A1, one in
 * XFD1 and one in A1500 is measured in a few microseconds, not built as 24 million cells.
 */
export function sheetExtent(xml: Uint8Array, maxCells: number): SheetExtent {
  // latin1 keeps every byte one character: cell references and tags are ASCII in any encoding.
  const text = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('latin1');
  const extent: SheetExtent = { rows: 0, columns: 0 };
  const widen = (column: string | undefined, row: string) => {
    extent.rows = Math.max(extent.rows, Number(row));
    if (column) extent.columns = Math.max(extent.columns, columnNumber(column));
  };
  const dimension = DIMENSION.exec(text);
  if (dimension) {
    widen(dimension[1], dimension[2] as string);
    if (dimension[3]) widen(dimension[3], dimension[4] as string);
  }
  for (const match of text.matchAll(REFERENCE)) {
    widen(match[1], match[2] as string);
    if (extent.rows * extent.columns > maxCells) break;
  }
  return extent;
}
