-- Email invitations leave through a queue in the database (an outbox): a job row is written in the
-- same transaction as the change it announces, so a change that rolls back sends nothing, and a
-- job survives a restart. `run_at` is when a worker may next take the job: its due time while
-- pending, the end of the worker's lease while running (a job whose worker died is taken again).
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
-- Workers look only at jobs still to do, by time.
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "status" in ('pending', 'running');
--> statement-breakpoint
-- A committed job wakes the workers at once through the change feed (null payload: "look").
CREATE TRIGGER jobs_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change('rows');
--> statement-breakpoint
-- An invitation's SEQUENCE: raised on every change, so calendars keep the newest version.
ALTER TABLE "meetings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- One private calendar feed per employee: only the token's SHA-256 is kept, so a copy of the
-- database does not open anyone's calendar.
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
