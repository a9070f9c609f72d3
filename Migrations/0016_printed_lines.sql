-- Issue 33, device truth for any log: a published log is whatever its author's code printed,
-- and LayoutLab runs the same code and prints the same lines. `printed_lines` holds a run's
-- printed lines in order: for a model run (`layoutlab run`), what the file's `print`s wrote;
-- for an observed run imported from such a log (`layoutlab import`, log_format 'printed'),
-- the log's lines that are ones the file prints (console prefixes dropped, noise skipped), each
-- with its line number in the log. `layoutlab diff` aligns the two runs' lines.
CREATE TABLE printed_lines (
    run_id INTEGER NOT NULL REFERENCES run_rows (id) ON DELETE CASCADE,
    -- 0-based, in the order they were printed.
    position INTEGER NOT NULL CHECK (position >= 0),
    -- The line's 1-based number in the observation's log; NULL for a model run's line.
    log_line INTEGER CHECK (log_line >= 1),
    text TEXT NOT NULL,
    PRIMARY KEY (run_id, position)
) WITHOUT ROWID;

-- `observations.log_format` (0006) gains 'printed': a log of the file's own prints, its lines
-- in `printed_lines`, no events. SQLite changes a CHECK only by making the table again; the
-- rows are kept, and the foreign key names `run_rows`, as 0008's rename left it.
CREATE TABLE observations_0016 (
    run_id INTEGER PRIMARY KEY REFERENCES run_rows (id) ON DELETE CASCADE,
    -- 'inspector': seed 000's LayoutProcessInspector lines; 'probe': LayoutLab's JSON Lines
    -- probe; 'printed': the app's own prints (`printed_lines`).
    log_format TEXT NOT NULL CHECK (log_format IN ('inspector', 'probe', 'printed')),
    log TEXT NOT NULL,
    observed_device TEXT,
    os_version TEXT,
    observed_on TEXT,
    note TEXT
) WITHOUT ROWID;

INSERT INTO observations_0016 (run_id, log_format, log, observed_device, os_version, observed_on, note)
SELECT run_id, log_format, log, observed_device, os_version, observed_on, note FROM observations;

DROP TABLE observations;
ALTER TABLE observations_0016 RENAME TO observations;
