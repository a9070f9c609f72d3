-- name: nodes
-- description: A run's view tree in declaration order, with each node's final frame; optionally only the nodes matching a path, tag, label or kind.
-- param: run  the run id
-- param: node?  a node's path (0.1.2), inspector tag, Text label or kind
SELECT
    nodes.node_id AS node,
    nodes.parent_id AS parent,
    nodes.path,
    nodes.depth,
    nodes.kind,
    nodes.label,
    nodes.inspector_tag,
    nodes.inspector_prints_position,
    frames.x,
    frames.y,
    frames.width,
    frames.height
FROM nodes
LEFT JOIN frames USING (run_id, node_id)
WHERE nodes.run_id = :run
  AND (:node IS NULL OR :node IN (nodes.path, nodes.inspector_tag, nodes.label, nodes.kind))
ORDER BY nodes.node_id;
