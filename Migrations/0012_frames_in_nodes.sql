-- Issue 13, target 4: a node's final frame becomes four columns of its row. `diff` reads every
-- node of two runs with its frame; as a table of its own, `frames` cost a second scan a run (or
-- a B-tree descent a node) and a second row a node to write. `frames` stays as a view with the
-- columns it had, so every query that read the table reads the view alike. A node never placed
-- (a ViewThatFits candidate it did not choose) has no frame: the four columns are NULL together.
ALTER TABLE nodes ADD COLUMN frame_x REAL;
ALTER TABLE nodes ADD COLUMN frame_y REAL;
ALTER TABLE nodes ADD COLUMN frame_width REAL;
ALTER TABLE nodes ADD COLUMN frame_height REAL;

UPDATE nodes
SET frame_x = frames.x, frame_y = frames.y, frame_width = frames.width, frame_height = frames.height
FROM frames
WHERE frames.run_id = nodes.run_id AND frames.node_id = nodes.node_id;

DROP TABLE frames;

CREATE VIEW frames AS
SELECT run_id, node_id, frame_x AS x, frame_y AS y, frame_width AS width, frame_height AS height
FROM nodes
WHERE frame_x IS NOT NULL;
