-- name: node-differences
-- description: The nodes of two runs matched by path, with each one's final frame in both runs and what changed: moved, resized, added or removed.
-- param: before  the first run id
-- param: after  the second run id
-- param: changed?  1 for only the nodes that moved, resized, appeared or disappeared
WITH
    -- Matching on kind as well: a path that now holds another view is a removal and an addition.
    -- Each side is looked up through nodes' (run_id, path) key, so large runs pair in linear time.
    paired AS (
        SELECT a.node_id AS a_node, b.node_id AS b_node, a.node_id AS node_order, a.path, a.kind AS view, a.label
        FROM nodes AS a
        LEFT JOIN nodes AS b ON b.run_id = :after AND b.path = a.path AND b.kind = a.kind
        WHERE a.run_id = :before
        UNION ALL
        SELECT NULL, b.node_id, b.node_id, b.path, b.kind, b.label
        FROM nodes AS b
        WHERE b.run_id = :after
          AND NOT EXISTS (SELECT 1 FROM nodes AS a WHERE a.run_id = :before AND a.path = b.path AND a.kind = b.kind)),
    compared AS (
        SELECT
            paired.*,
            a_frame.x AS a_x, b_frame.x AS b_x, a_frame.y AS a_y, b_frame.y AS b_y,
            a_frame.width AS a_width, b_frame.width AS b_width, a_frame.height AS a_height, b_frame.height AS b_height,
            a_node IS NULL AS added,
            b_node IS NULL AS removed,
            a_frame.x IS NOT b_frame.x OR a_frame.y IS NOT b_frame.y AS moved,
            a_frame.width IS NOT b_frame.width OR a_frame.height IS NOT b_frame.height AS resized
        FROM paired
        LEFT JOIN frames AS a_frame ON a_frame.run_id = :before AND a_frame.node_id = paired.a_node
        LEFT JOIN frames AS b_frame ON b_frame.run_id = :after AND b_frame.node_id = paired.b_node)
SELECT
    path, view, label, a_x, b_x, a_y, b_y, a_width, b_width, a_height, b_height,
    CASE
        WHEN added THEN 'added'
        WHEN removed THEN 'removed'
        WHEN moved AND resized THEN 'moved, resized'
        WHEN moved THEN 'moved'
        WHEN resized THEN 'resized'
        ELSE ''
    END AS change
FROM compared
WHERE :changed IS NULL OR added OR removed OR moved OR resized
ORDER BY node_order, removed DESC;
