-- name: sweep-measure
-- description: One measured value of one node in each recorded run of a sweep: its final frame, the proposal it was placed with, or its minimum, ideal or maximum size.
-- param: sweep  the sweep id
-- param: node  a path (0.1.2), inspector tag, Text label or kind; of a run's matching nodes, the first by path, then tag, then label, then kind, then declaration order
-- param: measure  x, y, width, height, proposal_width, proposal_height, min_width, min_height, ideal_width, ideal_height, max_width or max_height
WITH
    matching AS (
        SELECT
            sweep_runs.case_index,
            nodes.run_id,
            nodes.node_id,
            row_number() OVER (
                PARTITION BY nodes.run_id
                ORDER BY CASE :node WHEN nodes.path THEN 0 WHEN nodes.inspector_tag THEN 1 WHEN nodes.label THEN 2 ELSE 3 END,
                         nodes.node_id) AS preference
        FROM sweep_runs
        JOIN nodes ON nodes.run_id = sweep_runs.run_id
        WHERE sweep_runs.sweep_id = :sweep
          AND :node IN (nodes.path, nodes.inspector_tag, nodes.label, nodes.kind)),
    measured AS (SELECT case_index, run_id, node_id FROM matching WHERE preference = 1)
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
