-- The administration console (docs/console.md): its modules' rights, and the audit trail of every
-- write made in it.
INSERT INTO "roles" ("name", "description") VALUES
	('news:edit', 'Writes, schedules and withdraws the news'),
	('rules:edit', 'Writes, schedules and withdraws the rules and their attachments'),
	('honor:edit', 'Keeps the honors and awards'),
	('home:edit', 'Keeps the home page: banners, quick links, header menus, culture wall and hot questions'),
	('activities:edit', 'Keeps the activities and the photo galleries'),
	('services:edit', 'Keeps the book corner and the office addresses'),
	('procurement:edit', 'Publishes the procurement notices'),
	('feedback:edit', 'Builds, opens and closes the questionnaires'),
	('rooms:edit', 'Keeps the meeting rooms and their closures'),
	('messages:send', 'Sends bell messages to everyone, a department or listed people')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One write made in the console. The actor is copied (id, name, email) rather than referenced: a
-- foreign key's ON DELETE would have to change rows the trail never lets change. `before` and
-- `after` are the record as it was and as it became (NULL when it did not exist).
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_events_module" CHECK ("module" IN ('rights', 'holidays', 'software', 'assets', 'apartments', 'rotation', 'news', 'rules', 'honor', 'home', 'activities', 'services', 'procurement', 'feedback', 'rooms', 'messages')),
	CONSTRAINT "audit_events_action" CHECK ("action" IN ('create', 'update', 'remove', 'restore', 'publish', 'unpublish', 'grant', 'revoke', 'send')),
	CONSTRAINT "audit_events_subject" CHECK (char_length("subject_type") BETWEEN 1 AND 50 AND char_length("subject_id") BETWEEN 1 AND 200 AND char_length("subject_label") <= 500)
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "audit_events_module_idx" ON "audit_events" USING btree ("module", "at");
--> statement-breakpoint
-- The trail is append-only: the database itself refuses to change or remove what it records,
-- whoever asks (the app, an operator's SQL, a bug).
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_change" BEFORE UPDATE OR DELETE ON "audit_events"
	FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
