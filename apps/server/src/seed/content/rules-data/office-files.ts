import { zipSync } from 'fflate';

/**
 * Tiny but valid demo attachments, written in code (nothing from the internet): a one-page PDF,
 * a Word document and an Excel workbook, each opening in its usual program.
 */

// Fixed, so the same seed gives the same bytes.
const ZIP_TIME = new Date(2026, 0, 1);

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOCUMENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function contentTypes(overrides: Record<string, string>): string {
  const parts = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('');
  return `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`;
}

const rootRelationship = (target: string) =>
  `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT}/officeDocument" Target="${target}"/></Relationships>`;

function officeZip(files: Record<string, string>): Buffer {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, new TextEncoder().encode(text)]),
  );
  return Buffer.from(zipSync(entries, { mtime: ZIP_TIME }));
}

/** A .docx: the title centred in bold, then one paragraph per line. */
export function demoDocx(title: string, lines: string[]): Buffer {
  const paragraph = (text: string) =>
    `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  const heading = `<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:b/><w:sz w:val="32"/></w:rPr><w:t>${escapeXml(title)}</w:t></w:r></w:p>`;
  const document = `${XML_HEAD}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${heading}${lines.map(paragraph).join('')}<w:sectPr/></w:body></w:document>`;
  return officeZip({
    '[Content_Types].xml': contentTypes({
      '/word/document.xml':
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    }),
    '_rels/.rels': rootRelationship('word/document.xml'),
    'word/document.xml': document,
  });
}

const columnName = (index: number) => String.fromCharCode(65 + index);

/** A .xlsx with one sheet: the rows as inline strings (no shared-strings part needed). */
export function demoXlsx(sheetName: string, rows: string[][]): Buffer {
  const cell = (text: string, column: number, row: number) =>
    `<c r="${columnName(column)}${row}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;
  const sheetRows = rows
    .map(
      (cells, index) =>
        `<row r="${index + 1}">${cells.map((text, column) => cell(text, column, index + 1)).join('')}</row>`,
    )
    .join('');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  return officeZip({
    '[Content_Types].xml': contentTypes({
      '/xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      '/xl/worksheets/sheet1.xml':
        'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml',
    }),
    '_rels/.rels': rootRelationship('xl/workbook.xml'),
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${main}" xmlns:r="${OFFICE_DOCUMENT}"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS}"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${XML_HEAD}<worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`,
  });
}

/** UTF-16BE hex of a text, as the Adobe-GB1 UCS-2 encoding wants it. */
const ucs2Hex = (text: string) =>
  [...text].map((char) => (char.codePointAt(0) ?? 63).toString(16).padStart(4, '0').slice(-4)).join('');

/**
 * A one-page A4 PDF with the lines in the standard Chinese font STSong-Light (every PDF reader
 * brings or substitutes it), with a correct cross-reference table.
 */
export function demoPdf(lines: string[]): Buffer {
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 20 : 12} Tf 64 ${770 - index * 28} Td <${ucs2Hex(line)}> Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
