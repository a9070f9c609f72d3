-- Issue 34: a run's id is never given to another run. Without AUTOINCREMENT SQLite gives a new
-- row the largest id plus one, so after `delete` of the latest run its id came back and a note
-- saying "run 12" could later mean another run. SQLite adds AUTOINCREMENT only to a new table,
-- so `run_rows` is made again (SQLite's "making other kinds of table schema changes" steps), its
-- rows copied with their ids; GRDB's migrator turns foreign keys off during a migration and
-- checks them after it, so the tables that reference `run_rows (id)` by name reference the new
-- one. The view and trigger that name it are dropped first and made again as they were (0013,
-- 0007). Ids of runs deleted before this migration above the largest kept one may still be
-- given again once: nothing recorded them.
DROP VIEW runs;

CREATE TABLE run_rows_autoincrement (
    -- AUTOINCREMENT: a new id is above every id the table ever held (sqlite_sequence),
    -- not only above those it holds now.
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    recorded_at TEXT NOT NULL,
    file_name TEXT,
    source_sha256 TEXT,
    device TEXT NOT NULL,
    screen_width REAL NOT NULL,
    screen_height REAL NOT NULL,
    safe_area_top REAL NOT NULL,
    safe_area_leading REAL NOT NULL,
    safe_area_bottom REAL NOT NULL,
    safe_area_trailing REAL NOT NULL,
    display_scale REAL NOT NULL,
    root_proposal_width REAL,
    root_proposal_height REAL,
    -- 0 when the root was proposed the device's safe area, 1 for an explicit proposal.
    root_proposal_explicit INTEGER NOT NULL CHECK (root_proposal_explicit IN (0, 1)),
    engine_version TEXT NOT NULL,
    -- Filled in when the layout ends, in the same transaction.
    node_count INTEGER NOT NULL DEFAULT 0,
    event_count INTEGER NOT NULL DEFAULT 0,
    size_queries INTEGER NOT NULL DEFAULT 0,
    diagnostics TEXT,
    origin TEXT NOT NULL DEFAULT 'model' CHECK (origin IN ('model', 'device')),
    os INTEGER NOT NULL DEFAULT 18 CHECK (os >= 1),
    design TEXT NOT NULL DEFAULT 'classic' CHECK (design IN ('glass', 'classic'))
);

INSERT INTO run_rows_autoincrement SELECT * FROM run_rows;
DROP TABLE run_rows;
ALTER TABLE run_rows_autoincrement RENAME TO run_rows;

CREATE TRIGGER runs_delete_trace AFTER DELETE ON "run_rows"
BEGIN
    DELETE FROM trace_events WHERE run_id = old.id;
    DELETE FROM node_events WHERE run_id = old.id;
END;

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
