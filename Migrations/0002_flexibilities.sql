-- Each measured node's answers to the three conventional proposals (Apple's `sizeThatFits`
-- documentation: .zero → minimum, .unspecified → ideal, .infinity → maximum) and its layout
-- priority: what a `TestLayout` wrapped around it would print. Measured on a side copy of
-- the tree, so the recorded events are the run's own.
CREATE TABLE flexibilities (
    run_id INTEGER NOT NULL,
    node_id INTEGER NOT NULL,
    min_width REAL NOT NULL,
    min_height REAL NOT NULL,
    ideal_width REAL NOT NULL,
    ideal_height REAL NOT NULL,
    max_width REAL NOT NULL,
    max_height REAL NOT NULL,
    layout_priority REAL NOT NULL,
    PRIMARY KEY (run_id, node_id),
    FOREIGN KEY (run_id, node_id) REFERENCES nodes (run_id, node_id) ON DELETE CASCADE
) WITHOUT ROWID;
