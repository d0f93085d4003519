-- The console's room editor (docs/console.md, docs/rooms.md): open hours, a photo, retiring a room,
-- and a room's name unique within its building.
ALTER TABLE "rooms" ADD COLUMN "opens_minute" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "closes_minute" smallint DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "photo_oss_key" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_photo_oss_key_files_oss_key_fk" FOREIGN KEY ("photo_oss_key") REFERENCES "files"("oss_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_building_name_key" ON "rooms" USING btree ("city","building","name");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_capacity_max" CHECK ("rooms"."capacity" <= 500);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_name_length" CHECK (char_length("rooms"."name") between 1 and 50);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_open_hours" CHECK ("rooms"."opens_minute" >= 0 and "rooms"."opens_minute" < "rooms"."closes_minute" and "rooms"."closes_minute" <= 1440 and "rooms"."opens_minute" % 30 = 0 and "rooms"."closes_minute" % 30 = 0);
