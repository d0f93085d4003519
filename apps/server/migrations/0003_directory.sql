-- The company directory: each employee's office (a city and building of the room list) and
-- supervisor; employee numbers for people added by an import or a sign-on provider.
CREATE SEQUENCE "employee_number_seq" START WITH 100001;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "user_id" SET DEFAULT ('E' || nextval('employee_number_seq'));
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office_city" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office_building" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "supervisor_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_office_building_needs_city" CHECK ("office_building" IS NULL OR "office_city" IS NOT NULL);
--> statement-breakpoint
-- Roles are data: a role exists when it has a row here; later modules add theirs the same way.
CREATE TABLE "roles" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
INSERT INTO "roles" ("name", "description") VALUES ('admin', 'Portal administrator: manages content and every booking');
--> statement-breakpoint
INSERT INTO "roles" ("name") SELECT DISTINCT unnest("roles") FROM "users" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Wrong passwords are counted per account AND client address, so a stranger's guesses never
-- lock the owner out from their own machine.
DROP TABLE "sign_in_failures";
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_pk" PRIMARY KEY ("email", "client")
);
--> statement-breakpoint
-- A sign-on started at the identity provider: the browser holds only the random id (cookie); the
-- PKCE verifier, state and nonce stay here, so any server can finish it, and only once.
CREATE TABLE "sign_on_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"callback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The provider's ID token of a session started through it: logout hands it back to end the
-- provider's session too.
ALTER TABLE "sessions" ADD COLUMN "id_token" text;
