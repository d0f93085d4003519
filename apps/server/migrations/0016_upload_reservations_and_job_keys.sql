-- Upload quota: the bytes an upload in progress has claimed, so parallel uploads cannot all pass
-- the check before any of them is recorded. A reservation is dropped when its file is recorded or
-- the upload fails; one left by a crashed server stops counting when it expires.
CREATE TABLE "upload_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"bytes" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "upload_reservations_bytes" CHECK ("upload_reservations"."bytes" > 0)
);
--> statement-breakpoint
CREATE INDEX "upload_reservations_user_idx" ON "upload_reservations" USING btree ("user_id");
--> statement-breakpoint
-- Job rotation: an open job is known by its company, departments, name and base, so importing the
-- same sheet twice does not double the jobs. Open duplicates from before are closed first (the
-- earliest stays), as removed by whoever imported them, else by the first user.
UPDATE "job_rotations" AS "duplicate"
SET "removed_at" = now(),
	"removed_by" = coalesce(
		(SELECT "imported_by" FROM "spreadsheet_imports" WHERE "id" = "duplicate"."import_id"),
		(SELECT min("id") FROM "users")
	)
WHERE "duplicate"."removed_at" IS NULL AND EXISTS (
	SELECT 1 FROM "job_rotations" AS "kept"
	WHERE "kept"."removed_at" IS NULL AND "kept"."id" < "duplicate"."id"
		AND "kept"."company_name" = "duplicate"."company_name"
		AND "kept"."level_one_department" = "duplicate"."level_one_department"
		AND "kept"."level_three_department" = "duplicate"."level_three_department"
		AND "kept"."job_name" = "duplicate"."job_name"
		AND "kept"."job_base" = "duplicate"."job_base"
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_rotations_open_key" ON "job_rotations" USING btree ("company_name","level_one_department","level_three_department","job_name","job_base") WHERE "job_rotations"."removed_at" is null;
--> statement-breakpoint
-- Spreadsheet imports note the file's digest: the apartment import's confirmation is bound to the
-- previewed file, and a confirmation repeated after it succeeded is recognised.
ALTER TABLE "spreadsheet_imports" ADD COLUMN "file_sha256" text;
