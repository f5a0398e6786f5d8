-- Model use per UTC day, per provider and model (package llm's per-day
-- caps read and add to it): calls are counted when a call is about to be
-- made, in the same transaction that checks the caps; tokens and cost are
-- added when the answer arrives.
CREATE TABLE llm_usage (
    day           TEXT    NOT NULL, -- YYYY-MM-DD, UTC
    provider      TEXT    NOT NULL, -- "<provider>/<model>" as llm.Provider.Name
    calls         INTEGER NOT NULL DEFAULT 0,
    input_tokens  INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    cost_usd      REAL    NOT NULL DEFAULT 0,
    PRIMARY KEY (day, provider)
) STRICT;
