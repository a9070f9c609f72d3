-- name: flexibility
-- description: Measured nodes' minimum, ideal and maximum sizes (answers to .zero, .unspecified, .infinity) and layout priorities.
-- param: run  the run id
-- param: node?  only the nodes matching a path (0.1.2), inspector tag, Text label or kind
SELECT
    nodes.node_id AS node,
    nodes.path,
    nodes.kind AS view,
    nodes.label,
    flexibilities.min_width,
    flexibilities.min_height,
    flexibilities.ideal_width,
    flexibilities.ideal_height,
    flexibilities.max_width,
    flexibilities.max_height,
    flexibilities.layout_priority
FROM flexibilities
JOIN nodes USING (run_id, node_id)
WHERE flexibilities.run_id = :run
  AND (:node IS NULL OR :node IN (nodes.path, nodes.inspector_tag, nodes.label, nodes.kind))
ORDER BY nodes.node_id;
