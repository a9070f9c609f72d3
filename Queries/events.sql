-- name: events
-- description: A run's trace events in order; optionally only those of the nodes matching a path, tag, label or kind.
-- param: run  the run id
-- param: node?  a node's path (0.1.2), inspector tag, Text label or kind
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
WHERE events.run_id = :run
  AND (:node IS NULL OR :node IN (nodes.path, nodes.inspector_tag, nodes.label, nodes.kind))
ORDER BY events.sequence;
