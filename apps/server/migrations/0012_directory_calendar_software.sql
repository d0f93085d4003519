-- The directory card's own fields (基本信息), the public holiday calendar and the software
-- downloads (docs/org-tree.md, docs/holidays.md, docs/software.md), plus their module rights.
-- Phone numbers: 4 to 20 of digits, parentheses, plus and minus (PHONE_PATTERN of the contracts).
ALTER TABLE "users" ADD COLUMN "phone" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_format" CHECK ("phone" IS NULL OR "phone" ~ '^[0-9()+-]{4,20}$');
--> statement-breakpoint
-- Worker status: 1 online, 0 offline, 2 invalid (WORKER_STATUS).
ALTER TABLE "users" ADD COLUMN "worker_status" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_worker_status" CHECK ("worker_status" IN (0, 1, 2));
--> statement-breakpoint
-- Education: PhD 1, master 0, bachelor 2, college 3, high school 4, middle 5, primary 6, none 7 (EDUCATION).
ALTER TABLE "users" ADD COLUMN "education" smallint;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_education" CHECK ("education" IS NULL OR "education" BETWEEN 0 AND 7);
--> statement-breakpoint
-- One public holiday of a State Council notice: the days off, both ends included. No two overlap.
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_year" CHECK ("year" BETWEEN 2000 AND 2100),
	CONSTRAINT "holidays_names" CHECK (char_length("name_zh") BETWEEN 1 AND 50 AND char_length("name_en") BETWEEN 1 AND 50),
	CONSTRAINT "holidays_order" CHECK ("ends_on" >= "starts_on" AND "ends_on" - "starts_on" < 31),
	CONSTRAINT "holidays_in_year" CHECK (extract(year FROM "starts_on") = "year" OR extract(year FROM "ends_on") = "year"),
	CONSTRAINT "holidays_no_overlap" EXCLUDE USING gist (daterange("starts_on", "ends_on", '[]') WITH &&)
);
--> statement-breakpoint
CREATE INDEX "holidays_year_idx" ON "holidays" USING btree ("year", "starts_on");
--> statement-breakpoint
-- A weekend day worked instead (调休上班): a day belongs to at most one holiday.
CREATE TABLE "holiday_workdays" (
	"day" date PRIMARY KEY NOT NULL,
	"holiday_id" integer NOT NULL REFERENCES "holidays"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "holiday_workdays_holiday_idx" ON "holiday_workdays" USING btree ("holiday_id");
--> statement-breakpoint
-- A published version of a software package; its file is a stored file (files feature).
CREATE TABLE "software_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL REFERENCES "files"("oss_key"),
	"published_by" integer NOT NULL REFERENCES "users"("id"),
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "software_packages_category" CHECK ("category" IN ('office', 'development', 'communication', 'security', 'design', 'utility')),
	CONSTRAINT "software_packages_platform" CHECK ("platform" IN ('windows', 'macos', 'linux', 'android')),
	CONSTRAINT "software_packages_name" CHECK (char_length("name") BETWEEN 1 AND 100),
	CONSTRAINT "software_packages_version" CHECK ("version" ~ '^[0-9A-Za-z][0-9A-Za-z._+-]{0,39}$'),
	CONSTRAINT "software_packages_description" CHECK (char_length("description") <= 1000),
	CONSTRAINT "software_packages_release" UNIQUE ("name", "platform", "version")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "software_packages_file_idx" ON "software_packages" USING btree ("file_key");
--> statement-breakpoint
INSERT INTO "roles" ("name", "description") VALUES
	('holiday:edit', 'Adds, changes and removes the public holidays of the holiday calendar'),
	('software:publish', 'Publishes software packages and new versions for download')
ON CONFLICT DO NOTHING;
