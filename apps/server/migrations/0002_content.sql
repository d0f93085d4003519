CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_status" CHECK ("activities"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"oss_key" text NOT NULL,
	"filename" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"award" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_key" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_status" CHECK ("banners"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_length" CHECK (char_length("comments"."comment") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "culture_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"circle" text NOT NULL,
	"oss_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "culture_items_circle_unique" UNIQUE("circle")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"column_id" integer,
	"language" text DEFAULT 'zh' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"template_category" text,
	"template_type" text,
	"template_principal" text,
	"status" text DEFAULT 'published' NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind" CHECK ("documents"."kind" in ('manage', 'process', 'template', 'inform')),
	CONSTRAINT "documents_status" CHECK ("documents"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "honors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"award_id" integer NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"prize" text DEFAULT '' NOT NULL,
	"month" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"article" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "honors_status" CHECK ("honors"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "hot_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hot_questions_status" CHECK ("hot_questions"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nav_links_status" CHECK ("nav_links"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type" smallint NOT NULL,
	"resource_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_resource_unique" UNIQUE("resource_type","resource_id"),
	CONSTRAINT "posts_resource_type" CHECK ("posts"."resource_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "procurement_batches" (
	"batch_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"batch_month" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurement_status" CHECK ("procurement_batches"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "views" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "views_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_oss_key_files_oss_key_fk" FOREIGN KEY ("oss_key") REFERENCES "files"("oss_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_key_files_oss_key_fk" FOREIGN KEY ("image_key") REFERENCES "files"("oss_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "culture_items" ADD CONSTRAINT "culture_items_oss_key_files_oss_key_fk" FOREIGN KEY ("oss_key") REFERENCES "files"("oss_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honors" ADD CONSTRAINT "honors_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "awards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "honors" ADD CONSTRAINT "honors_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_questions" ADD CONSTRAINT "hot_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_links" ADD CONSTRAINT "nav_links_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_batches" ADD CONSTRAINT "procurement_batches_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_type","owner_id","sort_order");--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_kind_idx" ON "documents" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "honors_month_idx" ON "honors" USING btree ("month","award_id");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "nav_links_menu_idx" ON "nav_links" USING btree ("menu","sort_order");--> statement-breakpoint
CREATE INDEX "procurement_month_idx" ON "procurement_batches" USING btree ("batch_month");