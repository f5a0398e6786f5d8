-- Tool calls spooled by cmd/vouch-hook (internal/state) on PostToolUse
-- carry their spool id, so that moving a record into the database twice
-- stores it once, as 0002 does for vetoes.
ALTER TABLE tool_calls ADD COLUMN spool_id TEXT;
CREATE UNIQUE INDEX tool_calls_spool ON tool_calls (spool_id) WHERE spool_id IS NOT NULL;
