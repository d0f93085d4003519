-- An upload checks what its uploader already stores (the per-user quota): a sum over their files,
-- which without this index reads every file row.
CREATE INDEX IF NOT EXISTS "files_uploader_idx" ON "files" USING btree ("uploaded_by");
