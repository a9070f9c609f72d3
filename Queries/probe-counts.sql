-- name: probe-counts
-- description: How often each node of a run was asked for its size, by pass and by cache outcome.
-- param: run  the run id
WITH
    -- The run's proposals counted per node in one pass over its trace (joining each node to
    -- the events would read the run's whole trace once per node).
    probes AS (
        SELECT
            node_id,
            count(*) AS proposals,
            sum(pass = 'sizing') AS sizing,
            sum(pass = 'placement') AS placement,
            -- A cache hit never reaches the node's own code: a logging Layout would not print it.
            sum(cache <> 'hit') AS reached_node,
            sum(cache = 'hit') AS cache_hits
        FROM events
        WHERE run_id = :run AND kind = 'proposal'
        GROUP BY node_id)
SELECT
    nodes.path,
    nodes.kind AS view,
    nodes.label,
    coalesce(probes.proposals, 0) AS proposals,
    coalesce(probes.sizing, 0) AS sizing,
    coalesce(probes.placement, 0) AS placement,
    coalesce(probes.reached_node, 0) AS reached_node,
    coalesce(probes.cache_hits, 0) AS cache_hits
FROM nodes
LEFT JOIN probes USING (node_id)
WHERE nodes.run_id = :run
ORDER BY nodes.node_id;
