-- name: children-flexibility
-- description: Min, ideal and max size and layout priority of each child of a container, as the container's layout sees them.
-- param: run  the run id
-- param: container  the container's path (0.1.2), inspector tag, label or kind
SELECT
    parent.path AS container,
    child.sibling_index AS child,
    child.path,
    child.kind AS view,
    child.label,
    flexibilities.min_width,
    flexibilities.min_height,
    flexibilities.ideal_width,
    flexibilities.ideal_height,
    flexibilities.max_width,
    flexibilities.max_height,
    flexibilities.layout_priority
FROM nodes AS parent
JOIN nodes AS child ON child.run_id = parent.run_id AND child.parent_id = parent.node_id
LEFT JOIN flexibilities ON flexibilities.run_id = child.run_id AND flexibilities.node_id = child.node_id
WHERE parent.run_id = :run
  AND :container IN (parent.path, parent.inspector_tag, parent.label, parent.kind)
ORDER BY parent.node_id, child.sibling_index;
