-- name: sweep-measure
-- description: One measured value of one node in each recorded run of a sweep: its final frame, the proposal it was placed with, or its minimum, ideal or maximum size.
-- param: sweep  the sweep id
-- param: node  a path (0.1.2), inspector tag, Text label or kind; of a run's matching nodes, the first by path, then tag, then label, then kind, then declaration order
-- param: measure  x, y, width, height, proposal_width, proposal_height, min_width, min_height, ideal_width, ideal_height, max_width or max_height
WITH
    -- Each run's node by preference, each step a lookup in the run's own nodes: by path
    -- through the (run_id, path) key, then the first by id with that tag, label or kind.
    measured AS (
        SELECT
            sweep_runs.case_index,
            sweep_runs.run_id,
            coalesce(
                (SELECT node_id FROM nodes WHERE run_id = sweep_runs.run_id AND path = :node),
                (SELECT node_id FROM nodes WHERE run_id = sweep_runs.run_id AND inspector_tag = :node ORDER BY node_id LIMIT 1),
                (SELECT node_id FROM nodes WHERE run_id = sweep_runs.run_id AND label = :node ORDER BY node_id LIMIT 1),
                (SELECT node_id FROM nodes WHERE run_id = sweep_runs.run_id AND kind = :node ORDER BY node_id LIMIT 1)) AS node_id
        FROM sweep_runs
        WHERE sweep_runs.sweep_id = :sweep)
SELECT
    measured.case_index,
    measured.run_id AS run,
    nodes.path,
    CASE :measure
        WHEN 'x' THEN frames.x
        WHEN 'y' THEN frames.y
        WHEN 'width' THEN frames.width
        WHEN 'height' THEN frames.height
        -- The proposal of the node's last `place` event: the one its parent placed it with,
        -- found through the node's list of events (node_events).
        WHEN 'proposal_width' THEN (
            SELECT placed.proposal_width FROM node_events
              JOIN json_each(node_events.sequences) AS listed
              JOIN events AS placed ON placed.run_id = node_events.run_id AND placed.sequence = listed.value
             WHERE node_events.run_id = measured.run_id AND node_events.node_id = measured.node_id AND placed.kind = 'place'
             ORDER BY listed.key DESC LIMIT 1)
        WHEN 'proposal_height' THEN (
            SELECT placed.proposal_height FROM node_events
              JOIN json_each(node_events.sequences) AS listed
              JOIN events AS placed ON placed.run_id = node_events.run_id AND placed.sequence = listed.value
             WHERE node_events.run_id = measured.run_id AND node_events.node_id = measured.node_id AND placed.kind = 'place'
             ORDER BY listed.key DESC LIMIT 1)
        WHEN 'min_width' THEN flexibilities.min_width
        WHEN 'min_height' THEN flexibilities.min_height
        WHEN 'ideal_width' THEN flexibilities.ideal_width
        WHEN 'ideal_height' THEN flexibilities.ideal_height
        WHEN 'max_width' THEN flexibilities.max_width
        WHEN 'max_height' THEN flexibilities.max_height
    END AS value
FROM measured
JOIN nodes USING (run_id, node_id)
LEFT JOIN frames USING (run_id, node_id)
LEFT JOIN flexibilities USING (run_id, node_id)
ORDER BY measured.case_index;
