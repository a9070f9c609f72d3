-- Issue 30: a run records the iOS release and design it was laid out for (`--os`, `--design`),
-- beside the device it already records (`device`). `os` is the major version the run resolved
-- to (17, 18, 26, 27; never `latest`); `design` is `glass` (iOS 26's Liquid Glass) or
-- `classic` (iOS 18 and before, and iOS 26 with UIDesignRequiresCompatibility). Runs and sweeps
-- recorded before this migration were laid out with iOS 18's metrics, the seeds' OS: 18, classic.
ALTER TABLE run_rows ADD COLUMN os INTEGER NOT NULL DEFAULT 18 CHECK (os >= 1);
ALTER TABLE run_rows ADD COLUMN design TEXT NOT NULL DEFAULT 'classic' CHECK (design IN ('glass', 'classic'));

-- A sweep lays out every case for one OS and design unless a case's `os` parameter says otherwise.
ALTER TABLE sweeps ADD COLUMN os INTEGER NOT NULL DEFAULT 18 CHECK (os >= 1);
ALTER TABLE sweeps ADD COLUMN design TEXT NOT NULL DEFAULT 'classic' CHECK (design IN ('glass', 'classic'));

-- `runs` (0008) lists its columns: it is made again with the two new ones at the end.
DROP VIEW runs;

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
    run_rows.origin,
    run_rows.os,
    run_rows.design
FROM run_rows
LEFT JOIN sources ON sources.sha256 = run_rows.source_sha256;
