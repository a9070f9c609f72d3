-- name: frame-changes
-- description: Nodes whose final frame differs between two runs, matched by path; nodes found in one run only are listed too.
-- param: before  the first run id
-- param: after  the second run id
WITH
    before AS (
        SELECT node_id, path, kind, label, frame_x AS x, frame_y AS y, frame_width AS width, frame_height AS height
        FROM nodes
        WHERE run_id = :before),
    after AS (
        SELECT node_id, path, kind, label, frame_x AS x, frame_y AS y, frame_width AS width, frame_height AS height
        FROM nodes
        WHERE run_id = :after)
SELECT
    coalesce(before.path, after.path) AS path,
    coalesce(before.kind, after.kind) AS view,
    coalesce(before.label, after.label) AS label,
    before.x AS before_x,
    before.y AS before_y,
    before.width AS before_width,
    before.height AS before_height,
    after.x AS after_x,
    after.y AS after_y,
    after.width AS after_width,
    after.height AS after_height
-- Matching on kind as well: a path that now holds another view is a removal and an addition.
FROM before FULL OUTER JOIN after ON after.path = before.path AND after.kind = before.kind
WHERE before.path IS NULL OR after.path IS NULL
   OR before.x IS NOT after.x OR before.y IS NOT after.y
   OR before.width IS NOT after.width OR before.height IS NOT after.height
ORDER BY coalesce(before.node_id, after.node_id), after.node_id;
