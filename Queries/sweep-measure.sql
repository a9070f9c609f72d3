-- name: sweep-measure
-- description: One measured value of one node in each recorded run of a sweep: its final frame, the proposal it was placed with, or its minimum, ideal or maximum size.
-- param: sweep  the sweep id
-- param: node  a path (0.1.2), inspector tag, Text label or kind; of a run's matching nodes, the first by path, then tag, then label, then kind, then declaration order
-- param: measure  x, y, width, height, proposal_width, proposal_height, min_width, min_height, ideal_width, ideal_height, max_width or max_height
WITH
    -- Each run's node by preference, each step a lookup in the run's own nodes: by path
    -- through the (run_id, path) key (only for a name of digits and dots: no other is a path),
    -- then the first by id with that tag, label or kind.
    measured AS (
        SELECT
            sweep_runs.case_index,
            sweep_runs.run_id,
            coalesce(
                (SELECT node_id FROM nodes WHERE :node NOT GLOB '*[^0-9.]*' AND run_id = sweep_runs.run_id AND path = :node),
                (SELECT node_id FROM nodes WHERE run_id = sweep_runs.run_id AND inspector_tag = :node ORDER BY node_id LIMIT 1),
                (SELECT node_id FROM nodes WHERE run_id = sweep_runs.run_id AND label = :node ORDER BY node_id LIMIT 1),
                (SELECT node_id FROM nodes WHERE run_id = sweep_runs.run_id AND kind = :node ORDER BY node_id LIMIT 1)) AS node_id
        FROM sweep_runs
        WHERE sweep_runs.sweep_id = :sweep)
SELECT
    measured.case_index,
    measured.run_id AS run,
    nodes.path,
    -- Only the measure's own table is read (joining flexibilities to every row cost a lookup,
    -- whichever measure was asked for); the frame is in the node's row (migration 0012).
    CASE
        WHEN :measure IN ('x', 'y', 'width', 'height') THEN
            CASE :measure WHEN 'x' THEN nodes.frame_x WHEN 'y' THEN nodes.frame_y WHEN 'width' THEN nodes.frame_width
                ELSE nodes.frame_height END
        -- The proposal of the node's last `place` event: the one its parent placed it with,
        -- found through the node's list of events (node_events).
        WHEN :measure IN ('proposal_width', 'proposal_height') THEN (
            SELECT CASE :measure WHEN 'proposal_width' THEN placed.proposal_width ELSE placed.proposal_height END
              FROM node_events
              JOIN json_each(node_events.sequences) AS listed
              JOIN events AS placed ON placed.run_id = node_events.run_id AND placed.sequence = listed.value
             WHERE node_events.run_id = measured.run_id AND node_events.node_id = measured.node_id AND placed.kind = 'place'
             ORDER BY listed.key DESC LIMIT 1)
        ELSE (
            SELECT CASE :measure
                       WHEN 'min_width' THEN min_width WHEN 'min_height' THEN min_height
                       WHEN 'ideal_width' THEN ideal_width WHEN 'ideal_height' THEN ideal_height
                       WHEN 'max_width' THEN max_width WHEN 'max_height' THEN max_height
                   END
              FROM flexibilities
             WHERE flexibilities.run_id = measured.run_id AND flexibilities.node_id = measured.node_id)
    END AS value
FROM measured
JOIN nodes USING (run_id, node_id)
ORDER BY measured.case_index;
