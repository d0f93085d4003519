-- Goals (OTKR): one sheet per employee and half year, approved or returned by the employee's direct
-- supervisor (docs/goals.md). The checks keep each status's dates, decider and comment consistent.
CREATE TABLE "goal_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"period" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"objectives" jsonb NOT NULL,
	"return_comment" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_sheets_owner_period" UNIQUE("owner_id","period"),
	CONSTRAINT "goal_sheets_period" CHECK ("goal_sheets"."period" ~ '^20[0-9]{2}-H[12]$'),
	CONSTRAINT "goal_sheets_status" CHECK ("goal_sheets"."status" in ('draft', 'submitted', 'approved', 'returned')),
	CONSTRAINT "goal_sheets_revision" CHECK ("goal_sheets"."revision" >= 1),
	CONSTRAINT "goal_sheets_objectives" CHECK (jsonb_typeof("goal_sheets"."objectives") = 'array'),
	CONSTRAINT "goal_sheets_submitted" CHECK (("goal_sheets"."status" = 'draft') = ("goal_sheets"."submitted_at" is null)),
	CONSTRAINT "goal_sheets_decided" CHECK (("goal_sheets"."status" in ('approved', 'returned')) = ("goal_sheets"."decided_at" is not null and "goal_sheets"."decided_by" is not null)),
	CONSTRAINT "goal_sheets_returned" CHECK (("goal_sheets"."status" = 'returned') = ("goal_sheets"."return_comment" is not null))
);
--> statement-breakpoint
CREATE INDEX "goal_sheets_period_status_idx" ON "goal_sheets" USING btree ("period","status");
--> statement-breakpoint
-- A supervisor's approvals inbox and team list look employees up by their supervisor.
CREATE INDEX IF NOT EXISTS "users_supervisor_idx" ON "users" USING btree ("supervisor_id");
