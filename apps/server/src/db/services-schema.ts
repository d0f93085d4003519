import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files, users } from './schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A form the portal asks employees to fill in (the feedback questionnaire's key is listenToMe). */
export const formTemplates = pgTable('form_templates', {
  key: text('key').primaryKey(),
  formTitle: text('form_title').notNull(),
  /** The English title; empty shows the Chinese one. */
  formTitleEn: text('form_title_en').notNull().default(''),
});

/** The questions of a form, in rank order; `content` is the placeholder text shown in the field. */
export const formTemplateFields = pgTable(
  'form_template_fields',
  {
    templateKey: text('template_key')
      .notNull()
      .references(() => formTemplates.key, { onDelete: 'cascade' }),
    rank: smallint('rank').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** English title and hint; empty shows the Chinese ones. */
    titleEn: text('title_en').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.templateKey, table.rank] })],
);

/**
 * One submitted form. An anonymous answer keeps nothing that leads back to its author: no user,
 * no email, a random id (no insertion order) and only the company day it came in.
 */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateKey: text('template_key')
      .notNull()
      .references(() => formTemplates.key),
    formTitle: text('form_title').notNull(),
    /** The company day (Asia/Shanghai) it was submitted: nothing finer is kept. */
    submittedOn: date('submitted_on', { mode: 'string' }).notNull(),
    anonymous: boolean('anonymous').notNull(),
    /** Only for a signed answer. */
    employeeEmail: text('employee_email'),
    employeeName: text('employee_name'),
    /** [{ rank, title, content }] as the employee answered them. */
    answers: jsonb('answers').notNull(),
  },
  (table) => [
    check(
      'form_answers_anonymous_has_no_name',
      sql`${table.anonymous} = (${table.employeeEmail} is null and ${table.employeeName} is null)`,
    ),
    index('form_answers_template_day_idx').on(table.templateKey, table.submittedOn),
  ],
);

/** A gallery activity of the activity page (ids are SPEC's activity numbers). */
export const galleryActivities = pgTable(
  'gallery_activities',
  {
    activityNo: integer('activity_no').primaryKey(),
    year: integer('year').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Order within its year: the first is what picking the year shows. */
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('gallery_activities_year_idx').on(table.year, table.sortOrder)],
);

/** A picture of a gallery: a child's painting, a workstation, a running team… */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: serial('id').primaryKey(),
    activityNo: integer('activity_no')
      .notNull()
      .references(() => galleryActivities.activityNo, { onDelete: 'cascade' }),
    /** 2–8, only for the activities shown by month (13); null otherwise. */
    month: smallint('month'),
    childName: text('child_name').notNull().default(''),
    parentName: text('parent_name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Running teams: the members, comma-separated, and the company of a company team (hidden). */
    member: text('member').notNull().default(''),
    company: text('company'),
    imageKey: text('image_key').references(() => files.ossKey),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('gallery_items_month', sql`${table.month} is null or ${table.month} between 1 and 12`),
    index('gallery_items_activity_idx').on(table.activityNo, table.month, table.sortOrder),
  ],
);

/** A book of the book corner, recommended by an employee. */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    author: text('author').notNull().default(''),
    coverKey: text('cover_key').references(() => files.ossKey),
    recommenderEmail: text('recommender_email').notNull(),
    recommend: text('recommend').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('books_order_idx').on(table.sortOrder, table.id)],
);

/** One office of the company (the office address table merges equal country and region cells). */
export const officeAddresses = pgTable(
  'office_addresses',
  {
    id: serial('id').primaryKey(),
    sortOrder: integer('sort_order').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    workAddress: text('work_address').notNull(),
    accessPerson: text('access_person').notNull().default(''),
    email: text('email').notNull().default(''),
  },
  (table) => [index('office_addresses_order_idx').on(table.sortOrder)],
);

/** One spreadsheet import of a module (apartment, rotation): who, when, which file, how many rows. */
export const spreadsheetImports = pgTable(
  'spreadsheet_imports',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    /** The file's SHA-256 (hex): a confirmed apartment import repeated is recognised by it. */
    fileSha256: text('file_sha256'),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
  },
  (table) => [
    check('spreadsheet_imports_module', sql`${table.module} in ('apartment', 'rotation')`),
    index('spreadsheet_imports_module_idx').on(table.module, table.importedAt),
  ],
);

/**
 * An apartment listing. An import replaces the effective listings: the rows of earlier imports stay
 * (superseded_at set) so nothing is lost and a bad import can be traced.
 */
export const apartments = pgTable(
  'apartments',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id').references(() => spreadsheetImports.id),
    rowNumber: integer('row_number'),
    base: text('base').notNull(),
    apartmentType: text('apartment_type').notNull(),
    plot: text('plot').notNull().default(''),
    distance: text('distance').notNull().default(''),
    leaseType: text('lease_type').notNull(),
    quantity: integer('quantity').notNull(),
    houseType: text('house_type').notNull(),
    /** The standard monthly rent in yuan; the list shows it after 7折 (discountedRent). */
    standardRent: integer('standard_rent').notNull(),
    floor: text('floor').notNull().default(''),
    orientation: text('orientation').notNull().default(''),
    checkInTime: text('check_in_time').notNull().default(''),
    elevator: text('elevator').notNull().default(''),
    gateLock: text('gate_lock').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    /** A picture URL (or a stored file's URL); empty shows 暂无图片. */
    picture: text('picture').notNull().default(''),
    supersededAt: timestamptz('superseded_at'),
  },
  (table) => [
    check('apartments_quantity', sql`${table.quantity} >= 0`),
    check('apartments_rent', sql`${table.standardRent} >= 0`),
    index('apartments_effective_idx').on(table.base).where(sql`${table.supersededAt} is null`),
  ],
);

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
