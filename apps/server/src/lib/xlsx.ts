/** What every .xlsx the server writes shares. */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Characters a sheet cannot carry (control characters but tab and line breaks, unpaired
 * surrogates, U+FFFE/U+FFFF): one of them in a cell makes the whole workbook unreadable, and what
 * people type may hold anything but NUL.
 */
const NOT_IN_XML = /(?![\t\n\r])\p{Cc}|\p{Cs}|[\uFFFE\uFFFF]/gu;
export const xmlSafe = (text: string) => text.replace(NOT_IN_XML, '');
