-- A database as LayoutLab wrote it when its schema was only Migrations/0001_record_runs.sql:
-- the fixture for migrating an older database. layoutlab-0001.db is this script run by
-- `sqlite3 layoutlab-0001.db < layoutlab-0001.sql`; the tests open a copy of the .db.

-- The recording of a layout run: the run itself, the view tree it laid out, every trace event
-- in order and the frames it ended with. A run is written in one transaction, so a row in
-- `runs` means all of its rows below are there.
--
-- Lengths are REAL points. NULL in a proposal column means "unspecified" (SwiftUI's nil);
-- infinite lengths are stored as IEEE infinity (write 9e999 for it in SQL).

CREATE TABLE runs (
    id INTEGER PRIMARY KEY,
    recorded_at TEXT NOT NULL,
    file_name TEXT,
    source TEXT,
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
    diagnostics TEXT
);

-- Parameters as rows rather than a blob, so that SQL can filter, sort and join on them.
CREATE TABLE run_parameters (
    run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    parameter_index INTEGER NOT NULL,
    value TEXT NOT NULL,
    -- The value again when it reads as a number, so that 50 sorts before 100.
    number REAL,
    PRIMARY KEY (run_id, name)
) WITHOUT ROWID;

CREATE TABLE nodes (
    run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    node_id INTEGER NOT NULL,
    parent_id INTEGER,
    sibling_index INTEGER NOT NULL,
    depth INTEGER NOT NULL,
    path TEXT NOT NULL,
    kind TEXT NOT NULL,
    label TEXT,
    inspector_tag TEXT,
    inspector_prints_position INTEGER CHECK (inspector_prints_position IN (0, 1)),
    source_line INTEGER,
    source_column INTEGER,
    PRIMARY KEY (run_id, node_id),
    UNIQUE (run_id, path),
    FOREIGN KEY (run_id, parent_id) REFERENCES nodes (run_id, node_id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE node_attributes (
    run_id INTEGER NOT NULL,
    node_id INTEGER NOT NULL,
    attribute_index INTEGER NOT NULL,
    name TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (run_id, node_id, attribute_index),
    FOREIGN KEY (run_id, node_id) REFERENCES nodes (run_id, node_id) ON DELETE CASCADE
) WITHOUT ROWID;

-- The trace, keyed by its order. Which columns are set depends on `kind`:
-- proposal: proposal_*; report: size_* (or length and axis for a one-axis answer);
-- place and placeSubviews: proposal_*, size_* and position_*.
CREATE TABLE events (
    run_id INTEGER NOT NULL,
    sequence INTEGER NOT NULL,
    node_id INTEGER NOT NULL,
    pass TEXT NOT NULL CHECK (pass IN ('sizing', 'placement')),
    kind TEXT NOT NULL CHECK (kind IN ('proposal', 'report', 'place', 'placeSubviews')),
    cache TEXT NOT NULL CHECK (cache IN ('miss', 'hit', 'uncached')),
    proposal_width REAL,
    proposal_height REAL,
    size_width REAL,
    size_height REAL,
    position_x REAL,
    position_y REAL,
    length REAL,
    axis TEXT CHECK (axis IN ('horizontal', 'vertical')),
    PRIMARY KEY (run_id, sequence),
    FOREIGN KEY (run_id, node_id) REFERENCES nodes (run_id, node_id) ON DELETE CASCADE
) WITHOUT ROWID;

-- Global frames after placement; nodes never placed (a ViewThatFits candidate it did not
-- choose) have no row.
CREATE TABLE frames (
    run_id INTEGER NOT NULL,
    node_id INTEGER NOT NULL,
    x REAL NOT NULL,
    y REAL NOT NULL,
    width REAL NOT NULL,
    height REAL NOT NULL,
    PRIMARY KEY (run_id, node_id),
    FOREIGN KEY (run_id, node_id) REFERENCES nodes (run_id, node_id) ON DELETE CASCADE
) WITHOUT ROWID;
-- As GRDB's migrator records it.
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
INSERT INTO grdb_migrations VALUES ('0001_record_runs');

-- One run of `HStack { Text("Hello"); Spacer() }.frame(width: 300)` on the iPhone 16 Pro, as
-- a LayoutLab with only migration 0001 recorded it (trace abridged to the Spacer's probes).
INSERT INTO runs (id, recorded_at, file_name, source, source_sha256, device, screen_width, screen_height,
    safe_area_top, safe_area_leading, safe_area_bottom, safe_area_trailing, display_scale,
    root_proposal_width, root_proposal_height, root_proposal_explicit, engine_version,
    node_count, event_count, size_queries, diagnostics)
VALUES (1, '2025-11-01T09:00:00.000Z', 'hello-spacer.swift',
    'HStack { Text("Hello"); Spacer() }.frame(width: 300)', NULL, 'iPhone 16 Pro', 402, 874, 62, 0, 34, 0, 3,
    402, 778, 0, '0.0.9', 4, 6, 3, NULL);
INSERT INTO run_parameters VALUES (1, 'width', 0, '300', 300);
INSERT INTO nodes VALUES
    (1, 0, NULL, 0, 0, '0', 'frame', NULL, NULL, NULL, 1, 42),
    (1, 1, 0, 0, 1, '0.0', 'HStack', NULL, NULL, NULL, 1, 1),
    (1, 2, 1, 0, 2, '0.0.0', 'Text', 'Hello', NULL, NULL, 1, 10),
    (1, 3, 1, 1, 2, '0.0.1', 'Spacer', NULL, NULL, NULL, 1, 27);
INSERT INTO node_attributes VALUES (1, 0, 0, 'width', '300');
INSERT INTO events (run_id, sequence, node_id, pass, kind, cache, proposal_width, proposal_height,
    size_width, size_height, position_x, position_y, length, axis) VALUES
    (1, 0, 0, 'sizing', 'proposal', 'miss', 402, 778, NULL, NULL, NULL, NULL, NULL, NULL),
    (1, 1, 3, 'sizing', 'proposal', 'miss', 0, 778, NULL, NULL, NULL, NULL, NULL, NULL),
    (1, 2, 3, 'sizing', 'report', 'miss', NULL, NULL, 8, 0, NULL, NULL, NULL, NULL),
    (1, 3, 3, 'sizing', 'proposal', 'miss', 9e999, 778, NULL, NULL, NULL, NULL, NULL, NULL),
    (1, 4, 3, 'sizing', 'report', 'miss', NULL, NULL, 9e999, 0, NULL, NULL, NULL, NULL),
    (1, 5, 0, 'sizing', 'report', 'miss', NULL, NULL, 300, 20.333333333333332, NULL, NULL, NULL, NULL);
INSERT INTO frames VALUES
    (1, 0, 51, 440.8333333333333, 300, 20.333333333333332),
    (1, 1, 51, 440.8333333333333, 300, 20.333333333333332),
    (1, 2, 51, 440.8333333333333, 39, 20.333333333333332),
    (1, 3, 98, 440.8333333333333, 253, 0);
