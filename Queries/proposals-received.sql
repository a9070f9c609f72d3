-- name: proposals-received
-- description: Every size proposal a node received in a run, in order, with the size it answered.
-- param: run  the run id
-- param: node  a node's path (0.1.2), inspector tag, Text label or kind
WITH
    -- The node's events in order (node_events lists them), each with the node's next event:
    -- its answer, when that is a report (its children's queries in between are other nodes').
    node_trace AS (
        SELECT
            nodes.path,
            nodes.kind AS view,
            listed.value AS sequence,
            lead(listed.value) OVER (PARTITION BY nodes.node_id ORDER BY listed.key) AS next_sequence
        FROM nodes
        JOIN node_events USING (run_id, node_id)
        JOIN json_each(node_events.sequences) AS listed
        WHERE nodes.run_id = :run
          AND :node IN (nodes.path, nodes.inspector_tag, nodes.label, nodes.kind))
SELECT
    proposal.sequence,
    node_trace.path,
    node_trace.view,
    proposal.pass,
    proposal.cache,
    proposal.proposal_width,
    proposal.proposal_height,
    answer.size_width AS answer_width,
    answer.size_height AS answer_height,
    answer.length AS answer_length,
    answer.axis AS answer_axis
FROM node_trace
JOIN events AS proposal ON proposal.run_id = :run AND proposal.sequence = node_trace.sequence
LEFT JOIN events AS answer
  ON answer.run_id = :run
 AND answer.sequence = node_trace.next_sequence
 AND answer.kind = 'report'
WHERE proposal.kind = 'proposal'
ORDER BY proposal.sequence;
