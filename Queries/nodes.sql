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
    nodes.frame_x AS x,
    nodes.frame_y AS y,
    nodes.frame_width AS width,
    nodes.frame_height AS height
FROM nodes
WHERE nodes.run_id = :run
  AND (:node IS NULL OR :node IN (nodes.path, nodes.inspector_tag, nodes.label, nodes.kind))
ORDER BY nodes.node_id;
