import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * Numbers new employees (E100001, E100002, …): the default of `users.user_id`. Exported for the
 * drift check, which builds every exported table and sequence.
 * @public
 */
export const employeeNumbers = pgSequence('employee_number_seq', { startWith: 100001 });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The employee number shown as userId (on the user card). */
    userId: text('user_id').notNull().unique().default(sql`('E' || nextval(${employeeNumbers.seqName}))`),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    /** Slash-separated path, e.g. "研发中心/平台部/前端组". */
    department: text('department').notNull().default(''),
    company: text('company').notNull().default(''),
    avatar: text('avatar'),
    language: text('language').notNull().default('zh'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** scrypt hash; null for accounts that sign in only through an external identity provider. */
    passwordHash: text('password_hash'),
    /** The employee's office, a city (and building) of the room list: the room page opens there. */
    officeCity: text('office_city'),
    officeBuilding: text('office_building'),
    supervisorId: integer('supervisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Shown masked on the staff card; 4 to 20 of digits, parentheses, plus and minus. */
    phone: text('phone'),
    /** WORKER_STATUS of the contracts: 1 online, 0 offline, 2 invalid. */
    workerStatus: smallint('worker_status').notNull().default(1),
    /** EDUCATION of the contracts; null when unknown. */
    education: smallint('education'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('users_supervisor_idx').on(table.supervisorId),
    check(
      'users_office_building_needs_city',
      sql`${table.officeBuilding} is null or ${table.officeCity} is not null`,
    ),
    check('users_phone_format', sql`${table.phone} is null or ${table.phone} ~ '^[0-9()+-]{4,20}$'`),
    check('users_worker_status', sql`${table.workerStatus} in (0, 1, 2)`),
    check('users_education', sql`${table.education} is null or ${table.education} between 0 and 7`),
  ],
);

/** Roles are data: a role exists when it has a row here (granting an unknown one is refused). */
export const roles = pgTable('roles', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
});
