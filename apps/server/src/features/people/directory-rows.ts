import { EDUCATION, isKnownLocation, isPhone, WORKER_STATUS } from '@portal/contracts';
import type { DirectoryEmployee } from './repository.ts';

/**
 * The directory file's columns. The optional ones may be left out: `office`; and the staff card's
 * `phone`, `worker_status` and `education`, which an import leaves as they are when the file has no
 * such column.
 */
export const REQUIRED_COLUMNS = [
  'email',
  'name',
  'department',
  'company',
  'supervisor_email',
  'roles',
] as const;
export const OPTIONAL_COLUMNS = ['office', 'phone', 'worker_status', 'education'] as const;
export type DirectoryColumn = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/** A sheet as read: its header cells and each data row's cells, with the row number people see. */
export interface DirectorySheet {
  header: string[];
  rows: { rowNumber: number; cells: string[] }[];
}

/** What is wrong with the file: the row number as the spreadsheet shows it, the column, why. */
export interface DirectoryProblem {
  row: number;
  column: DirectoryColumn | null;
  reason: string;
}

export interface DirectoryFacts {
  /** Roles that exist (roles are data). */
  roles: ReadonlySet<string>;
  /** Employees already in the directory (a supervisor may be one of them). */
  existingEmails: ReadonlySet<string>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Columns in any order and case; a header cell we do not know is reported rather than ignored. */
function readHeader(header: string[]): { index: Map<DirectoryColumn, number>; problems: DirectoryProblem[] } {
  const index = new Map<DirectoryColumn, number>();
  const problems: DirectoryProblem[] = [];
  const known: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];
  header.forEach((cell, position) => {
    const name = cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase();
    if (name === '') return;
    if (!known.includes(name)) {
      problems.push({ row: 1, column: null, reason: `unknown column "${cell.trim()}"` });
    } else if (index.has(name as DirectoryColumn)) {
      problems.push({ row: 1, column: name as DirectoryColumn, reason: 'the column appears twice' });
    } else index.set(name as DirectoryColumn, position);
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!index.has(column)) problems.push({ row: 1, column, reason: 'the column is missing' });
  }
  return { index, problems };
}

/**
 * Checks every row and answers either the employees to write or every problem found (all of them,
 * so one run of the import lists everything to fix).
 */
export function readDirectoryRows(
  sheet: DirectorySheet,
  facts: DirectoryFacts,
): { employees: DirectoryEmployee[]; problems: DirectoryProblem[] } {
  const { index, problems } = readHeader(sheet.header);
  if (problems.length) return { employees: [], problems };
  const cell = (cells: string[], column: DirectoryColumn) => {
    const position = index.get(column);
    return position === undefined ? '' : (cells[position] ?? '').trim();
  };

  const rows = sheet.rows.filter((row) => row.cells.some((value) => value.trim() !== ''));
  if (rows.length === 0) problems.push({ row: 2, column: null, reason: 'the file has no employees' });
  const emailsInFile = new Map<string, number>();
  for (const { rowNumber, cells } of rows) {
    const email = cell(cells, 'email').toLowerCase();
    if (emailsInFile.has(email)) {
      problems.push({
        row: rowNumber,
        column: 'email',
        reason: `same email as row ${emailsInFile.get(email)}`,
      });
    } else if (email) emailsInFile.set(email, rowNumber);
  }

  const employees: DirectoryEmployee[] = [];
  for (const { rowNumber, cells } of rows) {
    const problem = (column: DirectoryColumn, reason: string) =>
      problems.push({ row: rowNumber, column, reason });
    const email = cell(cells, 'email').toLowerCase();
    if (!email) problem('email', 'the email is empty');
    else if (!EMAIL.test(email)) problem('email', `"${email}" is not an email address`);

    const name = cell(cells, 'name');
    if (!name) problem('name', 'the name is empty');

    const departmentParts = cell(cells, 'department')
      .split('/')
      .map((part) => part.trim());
    const department = departmentParts.join('/');
    if (department && departmentParts.some((part) => part === '')) {
      problem('department', 'a department path has an empty level (e.g. "研发中心//前端组")');
    }

    const supervisorEmail = cell(cells, 'supervisor_email').toLowerCase() || null;
    if (supervisorEmail) {
      if (supervisorEmail === email) problem('supervisor_email', 'an employee cannot supervise themselves');
      else if (!emailsInFile.has(supervisorEmail) && !facts.existingEmails.has(supervisorEmail)) {
        problem(
          'supervisor_email',
          `no employee has the email "${supervisorEmail}" (in this file or the directory)`,
        );
      }
    }

    const roles = [
      ...new Set(
        cell(cells, 'roles')
          .split(';')
          .map((role) => role.trim())
          .filter(Boolean),
      ),
    ];
    const unknownRoles = roles.filter((role) => !facts.roles.has(role));
    if (unknownRoles.length) {
      problem(
        'roles',
        `unknown role ${unknownRoles.map((role) => `"${role}"`).join(', ')} (known: ${[...facts.roles].join(', ')})`,
      );
    }

    const office = cell(cells, 'office');
    const [officeCity = null, officeBuilding = null, ...rest] = office
      ? office.split('/').map((part) => part.trim())
      : [];
    if (office && (rest.length > 0 || !isKnownLocation(officeCity, officeBuilding, null))) {
      problem(
        'office',
        `"${office}" is not a city or city/building of the room list (e.g. 北京/IC-Park一号楼)`,
      );
    }

    employees.push({
      email,
      name,
      department,
      company: cell(cells, 'company'),
      roles,
      officeCity,
      officeBuilding,
      supervisorEmail,
      ...staffCardFields(index, (column) => cell(cells, column), problem),
    });
  }
  return problems.length ? { employees: [], problems } : { employees, problems };
}

/** A code of an enum, written as its number or its name (`1` or `online`); blank is `blank`. */
function enumCode(values: Record<string, number>, text: string, blank: number | null) {
  if (text === '') return { code: blank };
  const code = /^\d$/.test(text) ? Number(text) : values[text];
  return code !== undefined && Object.values(values).includes(code) ? { code } : null;
}

const choices = (values: Record<string, number>) =>
  Object.entries(values)
    .map(([name, code]) => `${code} (${name})`)
    .join(', ');

/** The staff card's fields of a row, only for the columns the file has. */
function staffCardFields(
  index: Map<DirectoryColumn, number>,
  cell: (column: DirectoryColumn) => string,
  problem: (column: DirectoryColumn, reason: string) => void,
): Pick<DirectoryEmployee, 'phone' | 'workerStatus' | 'education'> {
  const fields: Pick<DirectoryEmployee, 'phone' | 'workerStatus' | 'education'> = {};
  if (index.has('phone')) {
    const phone = cell('phone').replaceAll(' ', '');
    if (phone && !isPhone(phone)) problem('phone', `"${phone}" is not 4 to 20 of digits, ( ) + -`);
    fields.phone = phone || null;
  }
  if (index.has('worker_status')) {
    const status = enumCode(WORKER_STATUS, cell('worker_status').toLowerCase(), WORKER_STATUS.online);
    if (status) fields.workerStatus = status.code as number;
    else problem('worker_status', `must be one of ${choices(WORKER_STATUS)}`);
  }
  if (index.has('education')) {
    const education = enumCode(EDUCATION, cell('education'), null);
    if (education) fields.education = education.code;
    else problem('education', `must be one of ${choices(EDUCATION)}`);
  }
  return fields;
}

/** "row 4, column supervisor_email: …" — one line per problem. */
export const describeProblem = ({ row, column, reason }: DirectoryProblem) =>
  `row ${row}${column ? `, column ${column}` : ''}: ${reason}`;
