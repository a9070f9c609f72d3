-- name: nodes
-- description: A run's view tree in declaration order, with each node's final frame.
-- param: run  the run id
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
ORDER BY nodes.node_id;
