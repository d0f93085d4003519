-- Meetings get a recorder and minutes, an action plan with owners, and the red dot's "last cleared"
-- time per employee. No server cache reads these tables, so they carry no change-notification triggers.
ALTER TABLE "meetings" ADD COLUMN "recorder_id" integer REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "minutes" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "minutes_at" timestamp with time zone;
--> statement-breakpoint
-- Minutes and their time go together: "minutes recorded" is read from minutes_at alone.
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_minutes_time" CHECK (("minutes" = '') = ("minutes_at" IS NULL));
--> statement-breakpoint
-- Lists filter by time and by recorder ("minutes I owe").
CREATE INDEX "meetings_starts_idx" ON "meetings" USING btree ("starts_at");
--> statement-breakpoint
CREATE INDEX "meetings_recorder_idx" ON "meetings" USING btree ("recorder_id");
--> statement-breakpoint
-- Invitations existing before this migration count as seen long ago, not as new.
ALTER TABLE "meeting_attendees" ADD COLUMN "invited_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;
--> statement-breakpoint
ALTER TABLE "meeting_attendees" ALTER COLUMN "invited_at" SET DEFAULT now();
--> statement-breakpoint
-- "Meetings I attend" looks attendees up by email.
CREATE INDEX "meeting_attendees_email_idx" ON "meeting_attendees" USING btree ("email");
--> statement-breakpoint
CREATE TABLE "meeting_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL REFERENCES "meetings"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"progress" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_actions_status" CHECK ("meeting_actions"."status" in ('todo', 'doing', 'done'))
);
--> statement-breakpoint
CREATE INDEX "meeting_actions_meeting_idx" ON "meeting_actions" USING btree ("meeting_id");
--> statement-breakpoint
CREATE TABLE "meeting_action_owners" (
	"action_id" integer NOT NULL REFERENCES "meeting_actions"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_action_owners_action_id_user_id_pk" PRIMARY KEY("action_id","user_id")
);
--> statement-breakpoint
-- "Actions I own" starts from the owner.
CREATE INDEX "meeting_action_owners_user_idx" ON "meeting_action_owners" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "meeting_notice_reads" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"cleared_at" timestamp with time zone NOT NULL
);
