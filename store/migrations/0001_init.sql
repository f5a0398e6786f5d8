-- 0001_init: vouch's first schema.
--
-- Every time is an INTEGER of Unix milliseconds (UTC). Every per-session row
-- hangs off sessions.id and goes with it (ON DELETE CASCADE), so pruning old
-- sessions prunes everything they own. Tables are STRICT: a wrong type is an
-- error, not a silently coerced value.

-- One row per agent session the hooks have seen.
CREATE TABLE sessions (
    id              INTEGER PRIMARY KEY,
    agent           TEXT    NOT NULL,               -- claude-code, codex, pi, ...
    session_id      TEXT    NOT NULL,               -- the agent's own session id
    cwd             TEXT    NOT NULL DEFAULT '',
    transcript_path TEXT    NOT NULL DEFAULT '',
    first_seen      INTEGER NOT NULL,
    last_seen       INTEGER NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'active',
    UNIQUE (agent, session_id)
) STRICT;
CREATE INDEX sessions_last_seen ON sessions (last_seen);

-- A turn: one user prompt through the agent's last message before the next.
-- turn_key is the agent's turn id when it has one (Codex), else the number.
CREATE TABLE turns (
    id          INTEGER PRIMARY KEY,
    session     INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    turn_key    TEXT    NOT NULL,
    number      INTEGER NOT NULL,                   -- 1, 2, ... in order of first sight
    prompt_at   INTEGER NOT NULL DEFAULT 0,
    verified_at INTEGER NOT NULL DEFAULT 0,         -- 0 until a report is saved
    verdict     TEXT    NOT NULL DEFAULT '',        -- status of the turn's last report
    UNIQUE (session, turn_key),
    UNIQUE (session, number)
) STRICT;

-- Saved verification reports (vouch.report/v1 JSON), newest last.
CREATE TABLE reports (
    id      INTEGER PRIMARY KEY,
    session INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    turn    INTEGER REFERENCES turns (id) ON DELETE CASCADE, -- NULL: not tied to a turn
    status  TEXT    NOT NULL,
    report  BLOB    NOT NULL,
    created INTEGER NOT NULL
) STRICT;
CREATE INDEX reports_session ON reports (session, id);
CREATE INDEX reports_turn ON reports (turn, id);

-- Feedback-loop counters: how many times vouch sent a turn back to the agent.
CREATE TABLE loops (
    session  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    turn_key TEXT    NOT NULL,
    count    INTEGER NOT NULL,
    updated  INTEGER NOT NULL,
    PRIMARY KEY (session, turn_key)
) STRICT, WITHOUT ROWID;

-- Nudges injected into the agent (stall warnings and the like).
CREATE TABLE nudges (
    id       INTEGER PRIMARY KEY,
    session  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    turn_key TEXT    NOT NULL DEFAULT '',
    kind     TEXT    NOT NULL,
    message  TEXT    NOT NULL,
    at       INTEGER NOT NULL
) STRICT;
CREATE INDEX nudges_session ON nudges (session, kind, at);

-- Tool-call events for progress tracking. Commands and paths are stored as
-- hashes only: a command line can carry secrets.
CREATE TABLE tool_calls (
    id           INTEGER PRIMARY KEY,
    session      INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    turn_key     TEXT    NOT NULL DEFAULT '',
    call_id      TEXT    NOT NULL DEFAULT '',       -- the agent's tool-use id, '' if unknown
    tool         TEXT    NOT NULL,                  -- the agent's tool name
    kind         TEXT    NOT NULL DEFAULT '',       -- canonical kind: read, edit, shell, ...
    target_hash  TEXT    NOT NULL DEFAULT '',       -- hash of the command line or path
    content_hash TEXT    NOT NULL DEFAULT '',       -- hash of what an edit wrote
    outcome      TEXT    NOT NULL,                  -- pending, ok, fail, error, vetoed
    exit_code    INTEGER,                           -- NULL when unknown
    failures     INTEGER NOT NULL DEFAULT 0,        -- failing tests counted in the output
    file_change  INTEGER NOT NULL DEFAULT 0,        -- 1 when the call changed a file
    at           INTEGER NOT NULL
) STRICT;
CREATE INDEX tool_calls_session ON tool_calls (session, id);
CREATE UNIQUE INDEX tool_calls_call_id ON tool_calls (session, call_id) WHERE call_id <> '';

-- Tool calls the live guard refused.
CREATE TABLE vetoes (
    id       INTEGER PRIMARY KEY,
    session  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    turn_key TEXT    NOT NULL DEFAULT '',
    tool     TEXT    NOT NULL,
    reason   TEXT    NOT NULL,
    at       INTEGER NOT NULL
) STRICT;
CREATE INDEX vetoes_session ON vetoes (session, id);

-- Judge verdicts keyed by whatever identifies the question asked (audit).
CREATE TABLE verdict_cache (
    key     TEXT    PRIMARY KEY,
    verdict BLOB    NOT NULL,
    created INTEGER NOT NULL
) STRICT;
