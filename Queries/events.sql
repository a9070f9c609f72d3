-- name: events
-- description: A run's trace events in order; optionally only those of the nodes matching a path, tag, label or kind.
-- param: run  the run id
-- param: node?  a node's path (0.1.2), inspector tag, Text label or kind

-- The whole trace in the order of its key; a node's events through its list in node_events
-- (the trace has no index by node: migration 0007), so that one node of a run of millions of
-- events is found without reading them all.
SELECT
    events.sequence,
    events.node_id AS node,
    nodes.path,
    nodes.kind AS view,
    nodes.label,
    events.pass,
    events.kind AS event,
    events.cache,
    events.proposal_width,
    events.proposal_height,
    events.size_width,
    events.size_height,
    events.position_x,
    events.position_y,
    events.length,
    events.axis,
    events.layout_pass
FROM events
JOIN nodes USING (run_id, node_id)
WHERE :node IS NULL AND events.run_id = :run
UNION ALL
SELECT
    events.sequence,
    events.node_id AS node,
    nodes.path,
    nodes.kind AS view,
    nodes.label,
    events.pass,
    events.kind AS event,
    events.cache,
    events.proposal_width,
    events.proposal_height,
    events.size_width,
    events.size_height,
    events.position_x,
    events.position_y,
    events.length,
    events.axis,
    events.layout_pass
-- CROSS JOIN keeps this order: SQLite would otherwise read the run's whole trace first.
FROM nodes
CROSS JOIN node_events ON node_events.run_id = nodes.run_id AND node_events.node_id = nodes.node_id
CROSS JOIN json_each(node_events.sequences) AS listed
CROSS JOIN events ON events.run_id = nodes.run_id AND events.sequence = listed.value
WHERE :node IS NOT NULL AND nodes.run_id = :run
  AND :node IN (nodes.path, nodes.inspector_tag, nodes.label, nodes.kind)
ORDER BY 1;
