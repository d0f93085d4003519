import { type CurrentUser, type Employee, type Language, maskPhone, type StaffInfo } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { type DirectoryProblem, type DirectorySheet, readDirectoryRows } from './directory-rows.ts';
import {
  addRole,
  type DirectoryEmployee,
  directoryEntries,
  displayNameOf,
  employeesByEmails,
  existingEmails,
  insertEmployee,
  listRoleNames,
  searchEmployees,
  setPasswordHash,
  staffCard,
  upsertDirectory,
} from './repository.ts';

/** Passwords shorter than this are refused by `users:set-password`. */
export const MIN_PASSWORD_LENGTH = 10;

/** The language an employee reads the portal in: their own when it is English, else Chinese. */
export const languageOf = (person: { language: string }): Language =>
  person.language === 'en' ? 'en' : 'zh';

export const toCurrentUser = (user: SessionUser, timeZone: string): CurrentUser => ({
  code: user.userId,
  userId: user.userId,
  email: user.email,
  name: user.name,
  displayName: user.displayName,
  department: user.department,
  company: user.company,
  avatar: user.avatar,
  language: languageOf(user),
  roles: user.roles,
  timeZone,
  office: user.officeCity ? { city: user.officeCity, building: user.officeBuilding } : null,
});

export type ImportResult =
  | { kind: 'imported'; created: number; updated: number; unchanged: number }
  | { kind: 'refused'; problems: DirectoryProblem[] };

export type DirectoryChange =
  | { kind: 'done' }
  | { kind: 'unknownEmployee' }
  | { kind: 'unknownRole'; known: string[] };

/** Whether the stored entry already says what the file says (only the fields the file has). */
const sameEntry = (stored: DirectoryEmployee, incoming: DirectoryEmployee) =>
  (Object.keys(incoming) as (keyof DirectoryEmployee)[]).every((key) =>
    key === 'roles'
      ? JSON.stringify([...stored.roles].sort()) === JSON.stringify([...incoming.roles].sort())
      : stored[key] === incoming[key],
  );

/** The employee directory: look-ups for every employee, and the operator's import, grants and passwords. */
export function createPeopleService(ctx: Pick<AppContext, 'db' | 'changes'>) {
  const { db, changes } = ctx;

  /**
   * Writes users in one transaction; the database tells every server, so cached sessions see the
   * change, and this server has heard it before answering.
   */
  const writeUsers = <T>(work: Parameters<typeof changes.transaction<T>>[1]) => changes.transaction(db, work);

  return {
    search: async (keyword: string, limit: number): Promise<Employee[]> =>
      searchEmployees(db, keyword, limit),

    /** The caller's own directory card; the phone is masked here, so the full number never leaves. */
    async staffInfo(user: SessionUser): Promise<StaffInfo> {
      const card = await staffCard(db, user.id);
      if (!card) throw notFound();
      const { officeCity, officeBuilding, phone, supervisorName, supervisorEmail, ...fields } = card;
      return {
        ...fields,
        supervisor:
          supervisorName && supervisorEmail ? { name: supervisorName, email: supervisorEmail } : null,
        office: officeCity ? { city: officeCity, building: officeBuilding } : null,
        maskedPhone: phone ? maskPhone(phone) : null,
      };
    },

    async byEmails(emails: string[]): Promise<Employee[]> {
      const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
      return wanted.length === 0 ? [] : employeesByEmails(db, wanted);
    },

    /**
     * Creates or updates every employee of the sheet, or — when any row is wrong — nothing at all,
     * answering every problem. Running it again with the same sheet changes nothing.
     */
    async importDirectory(sheet: DirectorySheet): Promise<ImportResult> {
      return writeUsers(async (tx) => {
        const emails = sheet.rows.flatMap((row) => row.cells.map((cell) => cell.trim().toLowerCase()));
        const facts = {
          roles: new Set(await listRoleNames(tx)),
          existingEmails: await existingEmails(tx, [
            ...new Set(emails.filter((value) => value.includes('@'))),
          ]),
        };
        const { employees, problems } = readDirectoryRows(sheet, facts);
        if (problems.length) return { kind: 'refused', problems };
        const before = new Map(
          (
            await directoryEntries(
              tx,
              employees.map((employee) => employee.email),
            )
          ).map((entry) => [entry.email, entry]),
        );
        await upsertDirectory(tx, employees);
        let created = 0;
        let updated = 0;
        for (const employee of employees) {
          const previous = before.get(employee.email);
          if (!previous) created++;
          else if (!sameEntry(previous, employee)) updated++;
        }
        return { kind: 'imported', created, updated, unchanged: employees.length - created - updated };
      });
    },

    async setPassword(email: string, password: string): Promise<DirectoryChange> {
      const passwordHash = await hashPassword(password);
      const found = await writeUsers((tx) => setPasswordHash(tx, email.trim().toLowerCase(), passwordHash));
      return found ? { kind: 'done' } : { kind: 'unknownEmployee' };
    },

    async grantRole(email: string, role: string): Promise<DirectoryChange> {
      const known = await listRoleNames(db);
      if (!known.includes(role)) return { kind: 'unknownRole', known };
      const found = await writeUsers((tx) => addRole(tx, email.trim().toLowerCase(), role));
      return found ? { kind: 'done' } : { kind: 'unknownEmployee' };
    },
  };
}

/** A person the sign-on provider vouches for, added to the directory (OIDC_CREATE_USERS=true). */
export async function addEmployeeFromClaims(ctx: AppContext, person: { email: string; name: string }) {
  return ctx.changes.transaction(ctx.db, (tx) =>
    insertEmployee(tx, { ...person, displayName: displayNameOf(person) }),
  );
}
