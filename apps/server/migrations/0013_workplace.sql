-- Workplace: the process center's workflow requests and their approval steps, each employee's
-- personal projects, and the company's public assets with the module right that edits them.
CREATE TABLE "workflow_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"requester_id" integer NOT NULL REFERENCES "users"("id"),
	"status" text DEFAULT 'pending' NOT NULL,
	"current_step" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "workflow_requests_type" CHECK ("workflow_requests"."type" in ('leave', 'expense', 'travel', 'purchase', 'seal', 'overtime')),
	CONSTRAINT "workflow_requests_status" CHECK ("workflow_requests"."status" in ('pending', 'approved', 'rejected', 'withdrawn')),
	-- A request waits for a step exactly while it is in approval.
	CONSTRAINT "workflow_requests_current_step" CHECK (("workflow_requests"."status" = 'pending') = ("workflow_requests"."current_step" is not null))
);
--> statement-breakpoint
CREATE INDEX "workflow_requests_requester_idx" ON "workflow_requests" USING btree ("requester_id","created_at");
--> statement-breakpoint
CREATE TABLE "workflow_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL REFERENCES "workflow_requests"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"approver_id" integer NOT NULL REFERENCES "users"("id"),
	"outcome" text,
	"comment" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "workflow_steps_request_position" UNIQUE("request_id","position"),
	CONSTRAINT "workflow_steps_outcome" CHECK ("workflow_steps"."outcome" is null or "workflow_steps"."outcome" in ('approved', 'rejected')),
	CONSTRAINT "workflow_steps_decided" CHECK (("workflow_steps"."outcome" is null) = ("workflow_steps"."decided_at" is null)),
	CONSTRAINT "workflow_steps_position" CHECK ("workflow_steps"."position" >= 1)
);
--> statement-breakpoint
CREATE INDEX "workflow_steps_approver_idx" ON "workflow_steps" USING btree ("approver_id");
--> statement-breakpoint
CREATE TABLE "personal_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"progress" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_projects_status" CHECK ("personal_projects"."status" in ('planning', 'active', 'paused', 'done')),
	CONSTRAINT "personal_projects_progress" CHECK ("personal_projects"."progress" between 0 and 100),
	CONSTRAINT "personal_projects_dates" CHECK ("personal_projects"."end_date" is null or "personal_projects"."end_date" >= "personal_projects"."start_date"),
	CONSTRAINT "personal_projects_name" CHECK (char_length("personal_projects"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE INDEX "personal_projects_owner_idx" ON "personal_projects" USING btree ("owner_id","start_date");
--> statement-breakpoint
CREATE TABLE "public_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_no" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"city" text NOT NULL,
	"building" text NOT NULL,
	"custodian_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"status" text NOT NULL,
	"purchase_date" date NOT NULL,
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_assets_asset_no_unique" UNIQUE("asset_no"),
	CONSTRAINT "public_assets_category" CHECK ("public_assets"."category" in ('computer', 'display', 'network', 'av', 'furniture', 'vehicle', 'other')),
	CONSTRAINT "public_assets_status" CHECK ("public_assets"."status" in ('inUse', 'idle', 'repair', 'scrapped'))
);
--> statement-breakpoint
-- The module right that adds and changes public assets (administrators hold it too).
INSERT INTO "roles" ("name", "description") VALUES
	('assets:edit', 'Adds and changes the public assets')
ON CONFLICT DO NOTHING;
