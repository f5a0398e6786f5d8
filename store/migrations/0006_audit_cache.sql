-- vouch audit's verdict cache: one judge answer per (session slice,
-- verifier, model, prompt version), under the sha256 of the four
-- (audit.CacheKey). Re-auditing an unchanged session finds its verdicts
-- here and makes no model call; a changed verifier, model or prompt
-- version is a new key. verifier and model are kept to prune and to
-- count, never to look up.
CREATE TABLE audit_cache (
    key      TEXT    PRIMARY KEY,
    verifier TEXT    NOT NULL,
    model    TEXT    NOT NULL,
    verdict  BLOB    NOT NULL,
    created  INTEGER NOT NULL
) STRICT;
