-- Writes remembered by the Idempotency-Key the web client sends, for 24 hours: a retry or a
-- double click replays the first answer instead of writing twice.
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
