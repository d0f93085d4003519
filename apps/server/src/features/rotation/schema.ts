import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { users } from '../people/schema.ts';
import { spreadsheetImports } from '../spreadsheets/schema.ts';

/** A job open to internal rotation. Removing one keeps the row (removed_at, removed_by). */
export const jobRotations = pgTable(
  'job_rotations',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id').references(() => spreadsheetImports.id),
    companyName: text('company_name').notNull(),
    levelOneDepartment: text('level_one_department').notNull().default(''),
    levelThreeDepartment: text('level_three_department').notNull().default(''),
    jobName: text('job_name').notNull(),
    jobSystem: text('job_system').notNull().default(''),
    jobAttribute: text('job_attribute').notNull().default(''),
    jobExpectedNumber: integer('job_expected_number').notNull(),
    jobBase: text('job_base').notNull().default(''),
    onsiteTime: text('onsite_time').notNull().default(''),
    duration: text('duration').notNull().default(''),
    contactPersonName: text('contact_person_name').notNull().default(''),
    otherRequirements: text('other_requirements').notNull().default(''),
    jobDescription: text('job_description').array().notNull().default(sql`'{}'::text[]`),
    technicalDirection: text('technical_direction').array().notNull().default(sql`'{}'::text[]`),
    otherSkillRequirements: text('other_skill_requirements').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    removedAt: timestamptz('removed_at'),
    removedBy: integer('removed_by').references(() => users.id),
  },
  (table) => [
    check('job_rotations_expected', sql`${table.jobExpectedNumber} >= 0`),
    check('job_rotations_removed', sql`(${table.removedAt} is null) = (${table.removedBy} is null)`),
    index('job_rotations_open_idx').on(table.id).where(sql`${table.removedAt} is null`),
    // An open job's natural key (docs/rotation.md): importing a sheet twice adds its jobs once.
    uniqueIndex('job_rotations_open_key')
      .on(
        table.companyName,
        table.levelOneDepartment,
        table.levelThreeDepartment,
        table.jobName,
        table.jobBase,
      )
      .where(sql`${table.removedAt} is null`),
  ],
);
