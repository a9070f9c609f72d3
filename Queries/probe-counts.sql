-- name: probe-counts
-- description: How often each node of a run was asked for its size, by pass and by cache outcome.
-- param: run  the run id
SELECT
    nodes.path,
    nodes.kind AS view,
    nodes.label,
    count(events.sequence) AS proposals,
    coalesce(sum(events.pass = 'sizing'), 0) AS sizing,
    coalesce(sum(events.pass = 'placement'), 0) AS placement,
    -- A cache hit never reaches the node's own code: a logging Layout would not print it.
    coalesce(sum(events.cache <> 'hit'), 0) AS reached_node,
    coalesce(sum(events.cache = 'hit'), 0) AS cache_hits
FROM nodes
LEFT JOIN events
  ON events.run_id = nodes.run_id AND events.node_id = nodes.node_id AND events.kind = 'proposal'
WHERE nodes.run_id = :run
GROUP BY nodes.node_id
ORDER BY nodes.node_id;
