-- The questionnaire builder: a questionnaire gets a description in Chinese and English, a status
-- (draft, open, closed), whether its anonymous box starts ticked, its times and a soft delete; a
-- question gets a kind, a required flag and a position of its own, so questions can be reordered
-- while their rank stays the id the stored answers name.
ALTER TABLE "form_templates" ADD COLUMN "description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_templates" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_templates" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_templates" ADD COLUMN "anonymous_default" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_templates" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_templates" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
-- The questionnaires written before the builder were answered by everyone: they stay open.
UPDATE "form_templates" SET "status" = 'open';
--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_status_known" CHECK ("form_templates"."status" in ('draft', 'open', 'closed'));
--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_deleted_not_open" CHECK ("form_templates"."deleted_at" is null or "form_templates"."status" <> 'open');
--> statement-breakpoint
ALTER TABLE "form_template_fields" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_template_fields" ADD COLUMN "required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_template_fields" ADD COLUMN "position" smallint;
--> statement-breakpoint
UPDATE "form_template_fields" SET "position" = "rank";
--> statement-breakpoint
ALTER TABLE "form_template_fields" ALTER COLUMN "position" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "form_template_fields" ADD CONSTRAINT "form_template_fields_kind_known" CHECK ("form_template_fields"."kind" in ('text'));
--> statement-breakpoint
ALTER TABLE "form_template_fields" ADD CONSTRAINT "form_template_fields_template_key_position_unique" UNIQUE("template_key","position");
