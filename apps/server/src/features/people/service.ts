import type { CurrentUser, Employee } from '@portal/contracts';
import { asc, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import type { SessionUser } from '../auth/session.ts';

type UserRow = typeof users.$inferSelect;

export const toEmployee = (user: UserRow): Employee => ({
  email: user.email,
  name: user.name,
  department: user.department,
  userId: user.userId,
  avatar: user.avatar,
});

export const toCurrentUser = (user: SessionUser, timeZone: string): CurrentUser => ({
  code: user.userId,
  userId: user.userId,
  email: user.email,
  name: user.name,
  displayName: user.displayName,
  department: user.department,
  company: user.company,
  avatar: user.avatar,
  language: user.language === 'en' ? 'en' : 'zh',
  roles: user.roles,
  timeZone,
  office: user.officeCity ? { city: user.officeCity, building: user.officeBuilding } : null,
});

/** Employees whose name, display name or email contains the keyword (attendee picker). */
export async function searchEmployees(db: Database, keyword: string, limit: number): Promise<Employee[]> {
  const pattern = containsPattern(keyword);
  const rows = await db
    .select()
    .from(users)
    .where(or(ilike(users.name, pattern), ilike(users.displayName, pattern), ilike(users.email, pattern)))
    .orderBy(asc(users.name))
    .limit(limit);
  return rows.map(toEmployee);
}

export async function employeesByEmails(db: Database, emails: string[]): Promise<Employee[]> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.email, wanted));
  return rows.map(toEmployee);
}
