import type { FeatureMessages } from '../../http/messages.ts';

/**
 * Why a spreadsheet import was refused, and the parts of a refusal that name a bad cell
 * (docs/spreadsheet-imports.md).
 */
export const messages = {
  errors: {
    'import.missingFile': { zh: '请选择一个 xlsx 或 xls 文件', en: 'Choose one .xlsx or .xls file' },
    'import.notSpreadsheet': {
      zh: '只能导入 xlsx 或 xls 格式的表格文件',
      en: 'Only .xlsx or .xls spreadsheets can be imported',
    },
    'import.tooLarge': { zh: '导入文件最大支持{size}', en: 'Import files are at most {size}' },
    'import.expandsTooMuch': {
      zh: '文件解压后过大，不像是正常的表格',
      en: 'The file expands to far more than a spreadsheet would',
    },
    'import.rangeTooLarge': {
      zh: '表格的使用区域为 {rows} 行 × {columns} 列，超过上限 {max} 个单元格（行数 × 列数），未导入任何数据',
      en: 'The sheet spans {rows} rows × {columns} columns, more than the {max} cells (rows × columns) an import may hold; nothing was imported',
    },
    'import.tooComplex': {
      zh: '表格过于复杂，无法在限定的时间和内存内读取，未导入任何数据',
      en: 'The spreadsheet is too complex to read within the time and memory an import may use; nothing was imported',
    },
    'import.unreadable': { zh: '无法读取该表格文件', en: 'The spreadsheet cannot be read' },
    'import.empty': { zh: '表格中没有数据行', en: 'The spreadsheet has no data rows' },
    'import.tooManyRows': { zh: '一次最多导入 {max} 行', en: 'At most {max} rows can be imported at once' },
    'import.missingColumns': {
      zh: '表格缺少列：{columns}，未导入任何数据',
      en: 'The spreadsheet lacks the columns {columns}; nothing was imported',
    },
    'import.invalidRows': {
      zh: '表格有 {count} 处错误，未导入任何数据：{problems}',
      en: 'The spreadsheet has {count} problem(s); nothing was imported: {problems}',
    },
  },
  texts: {
    'importProblem.cell': { zh: '第 {row} 行「{column}」{reason}', en: 'row {row}, "{column}": {reason}' },
    'importProblem.required': { zh: '不能为空', en: 'is required' },
    'importProblem.integer': { zh: '应为不小于 0 的整数', en: 'must be a whole number of 0 or more' },
    'importProblem.unknownValue': { zh: '只能是 {values}', en: 'must be one of {values}' },
    'importProblem.tooLong': { zh: '不能超过 {max} 个字', en: 'is longer than {max} characters' },
    'importProblem.more': { zh: '等', en: 'and more' },
  },
} satisfies FeatureMessages;
