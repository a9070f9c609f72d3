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
