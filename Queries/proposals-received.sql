-- name: proposals-received
-- description: Every size proposal a node received in a run, in order, with the size it answered.
-- param: run  the run id
-- param: node  a node's path (0.1.2), inspector tag, Text label or kind
SELECT
    proposal.sequence,
    nodes.path,
    nodes.kind AS view,
    proposal.pass,
    proposal.cache,
    proposal.proposal_width,
    proposal.proposal_height,
    answer.size_width AS answer_width,
    answer.size_height AS answer_height,
    answer.length AS answer_length,
    answer.axis AS answer_axis
FROM events AS proposal
JOIN nodes USING (run_id, node_id)
-- A node's answer is its next event: its children's queries in between are other nodes'.
LEFT JOIN events AS answer
  ON answer.run_id = proposal.run_id
 AND answer.node_id = proposal.node_id
 AND answer.kind = 'report'
 AND answer.sequence = (SELECT min(next.sequence) FROM events AS next
                         WHERE next.run_id = proposal.run_id
                           AND next.node_id = proposal.node_id
                           AND next.sequence > proposal.sequence)
WHERE proposal.run_id = :run
  AND proposal.kind = 'proposal'
  AND :node IN (nodes.path, nodes.inspector_tag, nodes.label, nodes.kind)
ORDER BY proposal.sequence;
