-- Issue 13: a source text is stored once, however many runs laid it out (a sweep's 10,000
-- runs share one), keyed by its SHA-256. `runs` becomes a view with the columns it had, its
-- `source` read from `sources`, so that every query that read the table reads the view alike;
-- the rows are written into `run_rows`. Renaming the table carries the foreign keys that
-- point at it, its index and its trigger over.
CREATE TABLE sources (
    sha256 TEXT PRIMARY KEY,
    text TEXT NOT NULL
);

INSERT OR IGNORE INTO sources (sha256, text)
SELECT source_sha256, source FROM runs WHERE source IS NOT NULL AND source_sha256 IS NOT NULL;

ALTER TABLE runs RENAME TO run_rows;
ALTER TABLE run_rows DROP COLUMN source;

CREATE VIEW runs AS
SELECT
    run_rows.id,
    run_rows.recorded_at,
    run_rows.file_name,
    sources.text AS source,
    run_rows.source_sha256,
    run_rows.device,
    run_rows.screen_width,
    run_rows.screen_height,
    run_rows.safe_area_top,
    run_rows.safe_area_leading,
    run_rows.safe_area_bottom,
    run_rows.safe_area_trailing,
    run_rows.display_scale,
    run_rows.root_proposal_width,
    run_rows.root_proposal_height,
    run_rows.root_proposal_explicit,
    run_rows.engine_version,
    run_rows.node_count,
    run_rows.event_count,
    run_rows.size_queries,
    run_rows.diagnostics,
    run_rows.origin
FROM run_rows
LEFT JOIN sources ON sources.sha256 = run_rows.source_sha256;
