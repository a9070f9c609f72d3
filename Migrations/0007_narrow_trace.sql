-- Issue 13: the trace is most of what a recording writes, so its rows are written as SQLite
-- appends them fastest: narrow, in key order, with no secondary index and no foreign key to
-- check per row. `events` becomes a view with the columns it had, so that every query that
-- read the table reads the view alike.
--
-- trace_events packs the four small enumerations and the layout pass into one integer:
--   code = kind + 4 × pass + 8 × cache + 32 × axis + 128 × (layout_pass − 1)
-- kind: 0 proposal, 1 report, 2 place, 3 placeSubviews; pass: 0 sizing, 1 placement;
-- cache: 0 miss, 1 hit, 2 uncached; axis: 0 none, 1 horizontal, 2 vertical.
CREATE TABLE trace_events (
    run_id INTEGER NOT NULL,
    sequence INTEGER NOT NULL,
    node_id INTEGER NOT NULL,
    code INTEGER NOT NULL,
    proposal_width REAL,
    proposal_height REAL,
    size_width REAL,
    size_height REAL,
    position_x REAL,
    position_y REAL,
    length REAL,
    PRIMARY KEY (run_id, sequence)
) WITHOUT ROWID;

INSERT INTO trace_events
SELECT
    run_id, sequence, node_id,
    CASE kind WHEN 'proposal' THEN 0 WHEN 'report' THEN 1 WHEN 'place' THEN 2 ELSE 3 END
        + 4 * (pass = 'placement')
        + 8 * CASE cache WHEN 'miss' THEN 0 WHEN 'hit' THEN 1 ELSE 2 END
        + 32 * CASE axis WHEN 'horizontal' THEN 1 WHEN 'vertical' THEN 2 ELSE 0 END
        + 128 * (layout_pass - 1),
    proposal_width, proposal_height, size_width, size_height, position_x, position_y, length
FROM events;

-- What events_by_node answered (a node's events), written once per node when its run ends
-- rather than once per event: the sequence numbers of the node's events in order, as a JSON
-- array (`json_each` lists them).
CREATE TABLE node_events (
    run_id INTEGER NOT NULL,
    node_id INTEGER NOT NULL,
    sequences TEXT NOT NULL,
    PRIMARY KEY (run_id, node_id)
) WITHOUT ROWID;

INSERT INTO node_events
SELECT run_id, node_id, sequences
FROM (
    SELECT
        run_id, node_id,
        json_group_array(sequence) OVER (
            PARTITION BY run_id, node_id ORDER BY sequence
            ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS sequences,
        row_number() OVER (PARTITION BY run_id, node_id ORDER BY sequence) AS position
    FROM events)
WHERE position = 1;

DROP INDEX events_by_node;
DROP TABLE events;

CREATE VIEW events AS
SELECT
    run_id,
    sequence,
    node_id,
    CASE code / 4 % 2 WHEN 0 THEN 'sizing' ELSE 'placement' END AS pass,
    CASE code % 4 WHEN 0 THEN 'proposal' WHEN 1 THEN 'report' WHEN 2 THEN 'place' ELSE 'placeSubviews' END AS kind,
    CASE code / 8 % 4 WHEN 0 THEN 'miss' WHEN 1 THEN 'hit' ELSE 'uncached' END AS cache,
    proposal_width,
    proposal_height,
    size_width,
    size_height,
    position_x,
    position_y,
    length,
    CASE code / 32 % 4 WHEN 1 THEN 'horizontal' WHEN 2 THEN 'vertical' END AS axis,
    code / 128 + 1 AS layout_pass
FROM trace_events;

-- No foreign keys on these two (a check per event): a run's rows go with it by trigger.
CREATE TRIGGER runs_delete_trace AFTER DELETE ON runs
BEGIN
    DELETE FROM trace_events WHERE run_id = old.id;
    DELETE FROM node_events WHERE run_id = old.id;
END;
