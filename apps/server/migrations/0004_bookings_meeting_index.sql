-- Deleting (or re-keying) a meeting makes PostgreSQL look for the bookings that reference it; without
-- an index on the referencing column that is a scan of every booking ever made.
CREATE INDEX IF NOT EXISTS "bookings_meeting_idx" ON "bookings" USING btree ("meeting_id");
