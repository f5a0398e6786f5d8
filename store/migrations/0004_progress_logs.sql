-- How far store.Open has read each progress log (internal/state): the
-- append-only per-session logs cmd/vouch-hook and the guard write a line
-- to per tool call. The calls read are in tool_calls, each with its
-- spool_id (LOGNAME:OFFSET), in the same transaction as the offset.
CREATE TABLE progress_logs (
    name   TEXT    PRIMARY KEY,
    read_to INTEGER NOT NULL
) STRICT;
