import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern, startsWithPattern } from '../../lib/sql-like.ts';
import { roles, users } from './schema.ts';

const employeeColumns = {
  email: users.email,
  name: users.name,
  department: users.department,
  userId: users.userId,
  avatar: users.avatar,
};

/**
 * Employees whose name, display name, email or department path (any part of `研发中心/平台部/前端组`)
 * contains the keyword (attendee picker). People found by who they are come before those found only
 * by their department, then by name.
 */
export function searchEmployees(db: Database, keyword: string, limit: number) {
  const pattern = containsPattern(keyword);
  const byPerson = or(
    ilike(users.name, pattern),
    ilike(users.displayName, pattern),
    ilike(users.email, pattern),
  );
  return db
    .select(employeeColumns)
    .from(users)
    .where(or(byPerson, ilike(users.department, pattern)))
    .orderBy(sql`case when ${byPerson} then 0 else 1 end`, asc(users.name), asc(users.email))
    .limit(limit);
}

export function employeesByEmails(db: Database, emails: string[]) {
  return db.select(employeeColumns).from(users).where(inArray(users.email, emails));
}

/** Employees by their row id (people a record points at: an organizer, a recorder). */
export async function employeesByIds(db: Database | Transaction, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, ...employeeColumns })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Who receives something by email: their row id and the language they read. */
export async function recipientsByEmails(db: Database | Transaction, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.email, emails));
}

/** The first employees, for the demo sign-on page's account list. */
export function listDemoAccounts(db: Database, limit: number) {
  return db.select({ email: users.email, name: users.name }).from(users).orderBy(asc(users.id)).limit(limit);
}

/** What the password check needs of an account, and nothing else. */
export async function findCredentials(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function findEmployeeIdByEmail(db: Database | Transaction, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

export interface NewEmployee {
  email: string;
  name: string;
  displayName: string;
}

/** Adds an employee (a new employee number is drawn); an email already there keeps its row. */
export async function insertEmployee(tx: Transaction, employee: NewEmployee): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values(employee)
    .onConflictDoUpdate({ target: users.email, set: { email: sql`excluded.email` } })
    .returning({ id: users.id });
  return (row as { id: number }).id;
}

export async function setPasswordHash(
  tx: Transaction,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ passwordHash })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Adds the role to the employee (once); false when no employee has this email. */
export async function addRole(tx: Transaction, email: string, role: string): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({
      roles: sql`CASE WHEN ${role} = ANY(${users.roles}) THEN ${users.roles} ELSE array_append(${users.roles}, ${role}) END`,
    })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Every role that exists (roles are rows of `roles`). */
export async function listRoleNames(db: Database | Transaction): Promise<string[]> {
  const rows = await db.select({ name: roles.name }).from(roles).orderBy(asc(roles.name));
  return rows.map((row) => row.name);
}

/** A directory row as stored. */
export interface DirectoryEmployee {
  email: string;
  name: string;
  department: string;
  company: string;
  roles: string[];
  officeCity: string | null;
  officeBuilding: string | null;
  supervisorEmail: string | null;
  /** The staff card's fields: left out when the file has no such column (kept as they are). */
  phone?: string | null;
  workerStatus?: number;
  education?: number | null;
}

/** The directory fields of the employees with these emails, as the import compares them. */
export function directoryEntries(db: Database | Transaction, emails: string[]) {
  const supervisors = sql`(SELECT s.email FROM users s WHERE s.id = ${users.supervisorId})`;
  return db
    .select({
      email: users.email,
      name: users.name,
      department: users.department,
      company: users.company,
      roles: users.roles,
      officeCity: users.officeCity,
      officeBuilding: users.officeBuilding,
      supervisorEmail: sql<string | null>`${supervisors}`,
      phone: users.phone,
      workerStatus: users.workerStatus,
      education: users.education,
    })
    .from(users)
    .where(inArray(users.email, emails));
}

/** Emails of these that belong to an employee already. */
export async function existingEmails(db: Database | Transaction, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((row) => row.email));
}

/**
 * Creates or updates each employee by email, then points each at its supervisor (who may be on a
 * later row of the same file). One transaction: the caller's.
 */
export async function upsertDirectory(tx: Transaction, employees: DirectoryEmployee[]) {
  for (const employee of employees) {
    const fields = {
      name: employee.name,
      department: employee.department,
      company: employee.company,
      roles: employee.roles,
      officeCity: employee.officeCity,
      officeBuilding: employee.officeBuilding,
      ...(employee.phone !== undefined ? { phone: employee.phone } : {}),
      ...(employee.workerStatus !== undefined ? { workerStatus: employee.workerStatus } : {}),
      ...(employee.education !== undefined ? { education: employee.education } : {}),
    };
    await tx
      .insert(users)
      .values({ email: employee.email, displayName: displayNameOf(employee), ...fields })
      .onConflictDoUpdate({ target: users.email, set: { ...fields, displayName: displayNameOf(employee) } });
  }
  for (const employee of employees) {
    const supervisorId = employee.supervisorEmail
      ? sql`(SELECT s.id FROM users s WHERE s.email = ${employee.supervisorEmail})`
      : null;
    await tx.update(users).set({ supervisorId }).where(eq(users.email, employee.email));
  }
}

/** "王伟(wei.wang)": the name with the mailbox, as the portal shows employees. */
export const displayNameOf = ({ name, email }: { name: string; email: string }) =>
  `${name}(${email.split('@')[0]})`;

/** Takes a role away; false when no employee has that email. */
export async function removeRole(tx: Transaction, email: string, role: string): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, ${role})` })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The employees holding a role, by name. */
export function employeesWithRole(db: Database | Transaction, role: string) {
  return db
    .select(employeeColumns)
    .from(users)
    .where(sql`${role} = ANY(${users.roles})`)
    .orderBy(asc(users.name), asc(users.email));
}

/** How far the directory is walked up or down: deeper than any real organisation, and a loop stops. */
const ORG_DEPTH_MAX = 32;

/**
 * The employee's supervisors upward, the direct supervisor first. A loop in the directory (someone
 * supervising their own supervisor) cannot run forever: the walk stops at ORG_DEPTH_MAX.
 */
export function supervisorChain(db: Database | Transaction, userId: number) {
  const chain = sql`(
    with recursive walk(id, depth) as (
      select supervisor_id, 1 from users where id = ${userId} and supervisor_id is not null
      union all
      select u.supervisor_id, w.depth + 1 from users u join walk w on u.id = w.id
      where u.supervisor_id is not null and w.depth < ${ORG_DEPTH_MAX}
    )
    select id, min(depth) as depth from walk where id <> ${userId} group by id
  ) as chain`;
  return db
    .select({ id: users.id, ...employeeColumns })
    .from(users)
    .innerJoin(chain, sql`chain.id = ${users.id}`)
    .orderBy(sql`chain.depth`);
}

/** Everyone under the supervisor at any depth, direct reports marked, by name. */
export function teamUnder(db: Database | Transaction, supervisorId: number) {
  const team = sql`(
    with recursive walk(id, depth) as (
      select id, 1 from users where supervisor_id = ${supervisorId}
      union all
      select u.id, w.depth + 1 from users u join walk w on u.supervisor_id = w.id
      where w.depth < ${ORG_DEPTH_MAX}
    )
    select id, min(depth) as depth from walk where id <> ${supervisorId} group by id
  ) as team`;
  return db
    .select({ id: users.id, ...employeeColumns, direct: sql<boolean>`team.depth = 1` })
    .from(users)
    .innerJoin(team, sql`team.id = ${users.id}`)
    .orderBy(asc(users.name), asc(users.email));
}

/** Far above any real company: the org tree is built from every employee at once. */
const ORG_MEMBERS_LIMIT = 50_000;

/** Every employee with where they sit and whom they report to: what the org tree is built from. */
export function orgMembers(db: Database) {
  return db
    .select({ id: users.id, supervisorId: users.supervisorId, ...employeeColumns })
    .from(users)
    .orderBy(asc(users.department), asc(users.name), asc(users.email))
    .limit(ORG_MEMBERS_LIMIT);
}

/** One employee's directory card, with the supervisor's name and email. */
export async function staffCard(db: Database, id: number) {
  const supervisor = alias(users, 'supervisor');
  const [row] = await db
    .select({
      name: users.name,
      userId: users.userId,
      email: users.email,
      department: users.department,
      company: users.company,
      officeCity: users.officeCity,
      officeBuilding: users.officeBuilding,
      phone: users.phone,
      workerStatus: users.workerStatus,
      education: users.education,
      supervisorName: supervisor.name,
      supervisorEmail: supervisor.email,
    })
    .from(users)
    .leftJoin(supervisor, eq(supervisor.id, users.supervisorId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Employees who can receive a message: everyone not marked invalid (worker status 2). */
const reachable = ne(users.workerStatus, 2);

/** The ids of every reachable employee, or of those in a department and the departments under it. */
export async function reachableEmployeeIds(
  db: Database | Transaction,
  department?: string,
): Promise<number[]> {
  const inDepartment =
    department === undefined
      ? undefined
      : or(eq(users.department, department), ilike(users.department, startsWithPattern(`${department}/`)));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(reachable, inDepartment))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}
