-- Vetoes spooled by cmd/vouch-hook (internal/state) carry their spool id,
-- so that moving a record into the database twice (two processes opening
-- the store at once, or a crash before the file is removed) stores it once.
ALTER TABLE vetoes ADD COLUMN spool_id TEXT;
CREATE UNIQUE INDEX vetoes_spool ON vetoes (spool_id) WHERE spool_id IS NOT NULL;
