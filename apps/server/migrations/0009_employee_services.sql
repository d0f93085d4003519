-- Employee services: the feedback form and its answers, the activity galleries, the book corner,
-- the office addresses, apartment listings and internal job rotation (docs/services.md), plus the
-- per-module rights that govern their imports and deletes.
CREATE TABLE "form_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"form_title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_template_fields" (
	"template_key" text NOT NULL REFERENCES "form_templates"("key") ON DELETE CASCADE,
	"rank" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "form_template_fields_template_key_rank_pk" PRIMARY KEY("template_key","rank")
);
--> statement-breakpoint
-- An anonymous answer has a random id (no order to match against anything), only the company day,
-- and no name or email: the check keeps a named column from ever being filled for one.
CREATE TABLE "form_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_key" text NOT NULL REFERENCES "form_templates"("key"),
	"form_title" text NOT NULL,
	"submitted_on" date NOT NULL,
	"anonymous" boolean NOT NULL,
	"employee_email" text,
	"employee_name" text,
	"answers" jsonb NOT NULL,
	CONSTRAINT "form_answers_anonymous_has_no_name" CHECK ("form_answers"."anonymous" = ("form_answers"."employee_email" is null and "form_answers"."employee_name" is null))
);
--> statement-breakpoint
CREATE INDEX "form_answers_template_day_idx" ON "form_answers" USING btree ("template_key","submitted_on");
--> statement-breakpoint
CREATE TABLE "gallery_activities" (
	"activity_no" integer PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gallery_activities_year_idx" ON "gallery_activities" USING btree ("year","sort_order");
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_no" integer NOT NULL REFERENCES "gallery_activities"("activity_no") ON DELETE CASCADE,
	"month" smallint,
	"child_name" text DEFAULT '' NOT NULL,
	"parent_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"member" text DEFAULT '' NOT NULL,
	"company" text,
	"image_key" text REFERENCES "files"("oss_key"),
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_items_month" CHECK ("gallery_items"."month" is null or "gallery_items"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE INDEX "gallery_items_activity_idx" ON "gallery_items" USING btree ("activity_no","month","sort_order");
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"cover_key" text REFERENCES "files"("oss_key"),
	"recommender_email" text NOT NULL,
	"recommend" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "books_order_idx" ON "books" USING btree ("sort_order","id");
--> statement-breakpoint
CREATE TABLE "office_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"work_address" text NOT NULL,
	"access_person" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "office_addresses_order_idx" ON "office_addresses" USING btree ("sort_order");
--> statement-breakpoint
CREATE TABLE "spreadsheet_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_by" integer NOT NULL REFERENCES "users"("id"),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spreadsheet_imports_module" CHECK ("spreadsheet_imports"."module" in ('apartment', 'rotation'))
);
--> statement-breakpoint
CREATE INDEX "spreadsheet_imports_module_idx" ON "spreadsheet_imports" USING btree ("module","imported_at");
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer REFERENCES "spreadsheet_imports"("id"),
	"row_number" integer,
	"base" text NOT NULL,
	"apartment_type" text NOT NULL,
	"plot" text DEFAULT '' NOT NULL,
	"distance" text DEFAULT '' NOT NULL,
	"lease_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"house_type" text NOT NULL,
	"standard_rent" integer NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"orientation" text DEFAULT '' NOT NULL,
	"check_in_time" text DEFAULT '' NOT NULL,
	"elevator" text DEFAULT '' NOT NULL,
	"gate_lock" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "apartments_quantity" CHECK ("apartments"."quantity" >= 0),
	CONSTRAINT "apartments_rent" CHECK ("apartments"."standard_rent" >= 0)
);
--> statement-breakpoint
CREATE INDEX "apartments_effective_idx" ON "apartments" USING btree ("base") WHERE "apartments"."superseded_at" is null;
--> statement-breakpoint
CREATE TABLE "job_rotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer REFERENCES "spreadsheet_imports"("id"),
	"company_name" text NOT NULL,
	"level_one_department" text DEFAULT '' NOT NULL,
	"level_three_department" text DEFAULT '' NOT NULL,
	"job_name" text NOT NULL,
	"job_system" text DEFAULT '' NOT NULL,
	"job_attribute" text DEFAULT '' NOT NULL,
	"job_expected_number" integer NOT NULL,
	"job_base" text DEFAULT '' NOT NULL,
	"onsite_time" text DEFAULT '' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"contact_person_name" text DEFAULT '' NOT NULL,
	"other_requirements" text DEFAULT '' NOT NULL,
	"job_description" text[] DEFAULT '{}'::text[] NOT NULL,
	"technical_direction" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_skill_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer REFERENCES "users"("id"),
	CONSTRAINT "job_rotations_expected" CHECK ("job_rotations"."job_expected_number" >= 0),
	CONSTRAINT "job_rotations_removed" CHECK (("job_rotations"."removed_at" is null) = ("job_rotations"."removed_by" is null))
);
--> statement-breakpoint
CREATE INDEX "job_rotations_open_idx" ON "job_rotations" USING btree ("id") WHERE "job_rotations"."removed_at" is null;
--> statement-breakpoint
-- Module rights are roles: granted with `npm run users:grant -- <email> <role>` or by an administrator.
INSERT INTO "roles" ("name", "description") VALUES
	('apartment:import', 'Imports the apartment listings from a spreadsheet'),
	('rotation:import', 'Imports and removes internal job rotation openings'),
	('feedback:read', 'Reads and exports the answers to the feedback questionnaire')
ON CONFLICT DO NOTHING;
