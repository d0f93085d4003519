import { describe, expect, it } from 'vitest';
import { IMPORT_ACCEPT, isImportableFile } from './import-file.ts';

describe('import files', () => {
  it('lets the picker offer .xlsx and .xls', () => {
    expect(IMPORT_ACCEPT).toBe('.xlsx,.xls');
  });

  it.each([
    ['公寓房源.xlsx', true],
    ['LISTINGS.XLS', true],
    [' 房源 2026.xlsx ', true],
    ['房源.csv', false],
    ['房源.xlsx.pdf', false],
    ['xlsx', false],
    ['房源.', false],
    ['', false],
  ])('%j importable: %s', (name, expected) => {
    expect(isImportableFile(name)).toBe(expected);
  });
});
