-- Caches invalidate from the database itself: AFTER triggers on every table a server cache reads
-- send a change notification (pg_notify) inside the writing transaction, so every server hears a
-- committed change whoever wrote it (a service, the seed, an import, an administrator's plain SQL)
-- and nobody hears one that rolled back. The channel is per schema, as the servers listen
-- (db/client.ts): servers on other schemas of one database (parallel tests, benchmarks) do not
-- hear each other. Triggers run once per statement, with transition tables, so a bulk write sends
-- one notification; PostgreSQL folds identical notifications of one transaction into one.
--
-- The notification is JSON {"topic": <table>, "payload": ...}, the payload by the trigger's argument:
--   span  {"from": ms, "to": ms}: the instants the changed rows cover (bookings, closures), so
--         servers drop only the company days in between;
--   ids   {"ids": [...]} naming the deleted rows, or {"ids": null} past 32 (at most 8000 bytes);
--   rows  null: the table changed.
-- TRUNCATE has no transition table: its payload is null, meaning "everything".
CREATE OR REPLACE FUNCTION portal_notify_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    channel text := CASE WHEN TG_TABLE_SCHEMA = 'public' THEN 'portal_changes'
                         ELSE 'portal_changes_' || lower(TG_TABLE_SCHEMA) END;
    payload json;
    first_start timestamptz;
    last_end timestamptz;
    ended text[];
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      payload := null;
    ELSIF TG_ARGV[0] = 'span' THEN
      IF TG_OP = 'INSERT' THEN
        SELECT min(starts_at), max(ends_at) INTO first_start, last_end FROM new_rows;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT min(starts_at), max(ends_at) INTO first_start, last_end FROM old_rows;
      ELSE
        SELECT min(starts_at), max(ends_at) INTO first_start, last_end
          FROM (SELECT starts_at, ends_at FROM old_rows UNION ALL SELECT starts_at, ends_at FROM new_rows) AS changed;
      END IF;
      IF first_start IS NULL THEN
        RETURN NULL;
      END IF;
      payload := json_build_object(
        'from', floor(extract(epoch FROM first_start) * 1000)::bigint,
        'to', ceil(extract(epoch FROM last_end) * 1000)::bigint);
    ELSIF TG_ARGV[0] = 'ids' THEN
      SELECT array_agg(id::text) INTO ended FROM (SELECT id FROM old_rows LIMIT 33) AS some_rows;
      IF ended IS NULL THEN
        RETURN NULL;
      END IF;
      payload := json_build_object('ids', CASE WHEN cardinality(ended) > 32 THEN null ELSE ended END);
    ELSIF TG_OP = 'DELETE' THEN
      IF NOT EXISTS (SELECT FROM old_rows) THEN
        RETURN NULL;
      END IF;
    ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
      RETURN NULL;
    END IF;
    PERFORM pg_notify(channel, json_build_object('topic', TG_TABLE_NAME, 'payload', payload)::text);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Per table: what its notification says. The session cache holds validated sessions, so only an
-- ended one (logout, clean-up, a deleted user) concerns it: sessions notify on DELETE alone.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES ('bookings', 'span'), ('room_closures', 'span'), ('rooms', 'rows'), ('users', 'rows'))
      AS watched_tables (table_name, kind)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change(%L)',
      watched.table_name || '_inserted', watched.table_name, watched.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change(%L)',
      watched.table_name || '_updated', watched.table_name, watched.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change(%L)',
      watched.table_name || '_deleted', watched.table_name, watched.kind);
  END LOOP;
  FOR watched IN SELECT unnest(ARRAY['bookings', 'room_closures', 'rooms', 'users', 'sessions']) AS table_name
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change()',
      watched.table_name || '_truncated', watched.table_name);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change('ids');
