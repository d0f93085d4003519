import { describe, expect, it } from 'vitest';
import { type ColumnSpec, checkSheet, type Sheet } from './columns.ts';

const columns = [
  { key: 'name', headers: ['名称', 'Name'], required: true },
  { key: 'quantity', headers: ['数量'], type: 'integer', required: true },
  { key: 'kind', headers: ['类型'], oneOf: ['整租', '合租'] },
  { key: 'notes', headers: ['说明'], type: 'lines', maxLength: 20 },
] as const satisfies readonly ColumnSpec<string>[];

const sheet = (header: string[], ...rows: string[][]): Sheet => ({
  header,
  rows: rows.map((cells, index) => ({ rowNumber: index + 2, cells })),
});

describe('checkSheet', () => {
  it('reads every row by header title, in any column order, with integers and lines typed', () => {
    const result = checkSheet(
      sheet(
        ['说明', ' 数量 ', 'name', '类型', '备注'],
        ['一\n 二 \n', '12', '北京', '整租', 'ignored'],
        ['', '0', '深圳', '', ''],
      ),
      columns,
    );
    expect(result).toEqual({
      kind: 'ok',
      rows: [
        { rowNumber: 2, values: { name: '北京', quantity: 12, kind: '整租', notes: ['一', '二'] } },
        { rowNumber: 3, values: { name: '深圳', quantity: 0, kind: '', notes: [] } },
      ],
    });
  });

  it('names every missing column by the title the template writes', () => {
    expect(checkSheet(sheet(['Name', '类型']), columns)).toEqual({
      kind: 'missingColumns',
      columns: ['数量', '说明'],
    });
  });

  it('names every bad cell of every row: blank, not a whole number, unknown value, too long', () => {
    const result = checkSheet(
      sheet(
        ['名称', '数量', '类型', '说明'],
        ['', '3', '整租', ''],
        ['上海', '3.5', '月租', ''],
        ['武汉', '-1', '合租', 'x'.repeat(21)],
        ['成都', '2147483648', '合租', ''],
      ),
      columns,
    );
    expect(result).toEqual({
      kind: 'invalid',
      problems: [
        { rowNumber: 2, column: '名称', reason: 'required' },
        { rowNumber: 3, column: '数量', reason: 'integer' },
        { rowNumber: 3, column: '类型', reason: 'unknownValue', allowed: ['整租', '合租'] },
        { rowNumber: 4, column: '数量', reason: 'integer' },
        { rowNumber: 4, column: '说明', reason: 'tooLong', max: 20 },
        { rowNumber: 5, column: '数量', reason: 'integer' },
      ],
    });
  });
});
