-- Every editorial table gets the rest of the console's life: an expiry (published rows come down at
-- a set time) and a soft delete (a recycle bin the console restores from).
DO $$
DECLARE
  edited record;
BEGIN
  FOR edited IN
    SELECT * FROM (VALUES ('documents', 'documents'), ('nav_links', 'nav_links'),
      ('procurement_batches', 'procurement'), ('banners', 'banners'), ('activities', 'activities'),
      ('hot_questions', 'hot_questions'), ('honors', 'honors'))
      AS edited_tables (table_name, check_prefix)
  LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN expires_at timestamp with time zone', edited.table_name);
    EXECUTE format('ALTER TABLE %I ADD COLUMN deleted_at timestamp with time zone', edited.table_name);
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK (expires_at IS NULL OR expires_at > published_at)',
      edited.table_name, edited.check_prefix || '_expiry');
  END LOOP;
END
$$;
--> statement-breakpoint
-- Notices written in the console carry Chinese and English side by side (language 'all'); the
-- notices written for one language's readers keep their own list. An English row's words are
-- also its English fields, so the console edits them where it edits every English text.
ALTER TABLE documents ADD COLUMN title_en text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE documents ADD COLUMN summary_en text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE documents ADD COLUMN content_en text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE documents ADD COLUMN pinned boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE documents SET title_en = title, summary_en = summary, content_en = content WHERE language = 'en';
--> statement-breakpoint
ALTER TABLE documents ADD CONSTRAINT documents_language CHECK (language IN ('zh', 'en', 'all'));
--> statement-breakpoint
-- The home page's notice cache drops what it holds when documents change: on every write, and when
-- the job queue announces a scheduled publish or expiry by touching the row (portal_notify_change).
CREATE TRIGGER documents_inserted AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change('rows');
--> statement-breakpoint
CREATE TRIGGER documents_updated AFTER UPDATE ON documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change('rows');
--> statement-breakpoint
CREATE TRIGGER documents_deleted AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change('rows');
--> statement-breakpoint
CREATE TRIGGER documents_truncated AFTER TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
