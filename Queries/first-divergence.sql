-- name: first-divergence
-- description: Where two runs' traces part: both runs' events at the first position whose node (by path), layout pass, pass, event, cache outcome, proposal, answer or position differ; no rows when the traces are the same.
-- param: before  the first run id
-- param: after  the second run id
WITH
    -- Where to start comparing: the first block of events whose fingerprints differ
    -- (trace_fingerprints, migration 0010), or past run a's end when none does. A run of
    -- one block has none, nor has a run recorded before that migration: from the first event.
    start AS (
        SELECT CASE
            WHEN EXISTS (SELECT 1 FROM trace_fingerprints WHERE run_id = :before)
             AND EXISTS (SELECT 1 FROM trace_fingerprints WHERE run_id = :after)
            THEN coalesce(
                (SELECT min(a.sequence)
                   FROM trace_fingerprints AS a
                   LEFT JOIN trace_fingerprints AS b ON b.run_id = :after AND b.sequence = a.sequence
                  WHERE a.run_id = :before AND b.fingerprint IS NOT a.fingerprint),
                (SELECT max(sequence) + 1 FROM trace_events WHERE run_id = :before))
            ELSE 0
        END AS sequence),
    parting AS (
        SELECT coalesce(
            -- Run a's trace in order, each event against run b's at the same position, up to
            -- the first that differs in anything but the node's id (or has no counterpart).
            (SELECT a.sequence
               FROM events AS a
               JOIN nodes AS a_node ON a_node.run_id = a.run_id AND a_node.node_id = a.node_id
               LEFT JOIN events AS b ON b.run_id = :after AND b.sequence = a.sequence
               LEFT JOIN nodes AS b_node ON b_node.run_id = b.run_id AND b_node.node_id = b.node_id
              WHERE a.run_id = :before
                AND a.sequence >= (SELECT sequence FROM start)
                AND (b.sequence IS NULL
                     OR a_node.path IS NOT b_node.path OR a.layout_pass IS NOT b.layout_pass
                     OR a.pass IS NOT b.pass OR a.kind IS NOT b.kind
                     OR a.cache IS NOT b.cache
                     OR a.proposal_width IS NOT b.proposal_width OR a.proposal_height IS NOT b.proposal_height
                     OR a.size_width IS NOT b.size_width OR a.size_height IS NOT b.size_height
                     OR a.position_x IS NOT b.position_x OR a.position_y IS NOT b.position_y
                     OR a.length IS NOT b.length OR a.axis IS NOT b.axis)
              ORDER BY a.sequence
              LIMIT 1),
            -- Else run b's trace goes on after run a's ends.
            (SELECT min(b.sequence)
               FROM events AS b
              WHERE b.run_id = :after
                AND b.sequence > (SELECT coalesce(max(a.sequence), -1) FROM events AS a WHERE a.run_id = :before))
        ) AS sequence)
-- Every column of the two events, with the names events.sql gives them (the store reads both alike).
SELECT
    events.*,
    events.run_id AS run, events.node_id AS node, events.kind AS event,
    nodes.path, nodes.depth, nodes.kind AS view, nodes.label
FROM parting
JOIN events ON events.sequence = parting.sequence AND events.run_id IN (:before, :after)
JOIN nodes USING (run_id, node_id)
ORDER BY events.run_id <> :before;
