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
