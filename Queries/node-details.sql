-- name: node-details
-- description: A run's nodes in declaration order with what a picture needs: each node's final frame, the proposal its parent placed it with, and its attributes as a JSON array of [name, value] pairs in the order written.
-- param: run  the run id
WITH
    -- Each node's last `place` event: the proposal its parent placed it with (NULL lengths
    -- are unspecified, so `placed` says whether there was one).
    last_place AS (
        SELECT node_id, max(sequence) AS sequence
        FROM events
        WHERE run_id = :run AND kind = 'place'
        GROUP BY node_id)
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
    nodes.frame_height AS height,
    placement.sequence IS NOT NULL AS placed,
    placement.proposal_width AS placement_width,
    placement.proposal_height AS placement_height,
    (SELECT json_group_array(json_array(attribute.name, attribute.value))
       FROM (SELECT name, value FROM node_attributes
              WHERE node_attributes.run_id = nodes.run_id AND node_attributes.node_id = nodes.node_id
              ORDER BY attribute_index) AS attribute) AS attributes
FROM nodes
LEFT JOIN last_place ON last_place.node_id = nodes.node_id
LEFT JOIN events AS placement ON placement.run_id = nodes.run_id AND placement.sequence = last_place.sequence
WHERE nodes.run_id = :run
ORDER BY nodes.node_id;
