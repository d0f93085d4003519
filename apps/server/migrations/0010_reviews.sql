-- Review reports (复盘报告, docs/reviews.md): the report, its participants and follow-up actions,
-- when each employee last cleared the reviews' red dot, and review comment threads (type 3).
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL REFERENCES "users"("id"),
	"title" text NOT NULL,
	"project" text NOT NULL,
	"review_date" date NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"went_well" text DEFAULT '' NOT NULL,
	"went_badly" text DEFAULT '' NOT NULL,
	"root_causes" text DEFAULT '' NOT NULL,
	"lessons" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('draft', 'published')),
	CONSTRAINT "reviews_published_at" CHECK (("reviews"."status" = 'published') = ("reviews"."published_at" is not null)),
	CONSTRAINT "reviews_title" CHECK (char_length("reviews"."title") between 1 and 100),
	CONSTRAINT "reviews_project" CHECK (char_length("reviews"."project") between 1 and 100),
	CONSTRAINT "reviews_sections" CHECK (greatest(char_length("reviews"."goal"), char_length("reviews"."result"), char_length("reviews"."went_well"), char_length("reviews"."went_badly"), char_length("reviews"."root_causes"), char_length("reviews"."lessons")) <= 2000)
);
--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("published_at") WHERE "reviews"."status" = 'published';
--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id","updated_at");
--> statement-breakpoint
CREATE TABLE "review_participants" (
	"review_id" integer NOT NULL REFERENCES "reviews"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	CONSTRAINT "review_participants_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "review_participants_user_idx" ON "review_participants" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "review_actions" (
	"review_id" integer NOT NULL REFERENCES "reviews"("id") ON DELETE CASCADE,
	"position" smallint NOT NULL,
	"content" text NOT NULL,
	"owner_id" integer NOT NULL REFERENCES "users"("id"),
	"due_date" date,
	CONSTRAINT "review_actions_review_id_position_pk" PRIMARY KEY("review_id","position"),
	CONSTRAINT "review_actions_content" CHECK (char_length("review_actions"."content") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "review_notice_reads" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"cleared_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A comment thread may hang on a review report (type 3) besides an honor (1) and a document (2).
ALTER TABLE "posts" DROP CONSTRAINT "posts_resource_type";
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_resource_type" CHECK ("posts"."resource_type" in (1, 2, 3));
