-- Issue 13, target 4: `diff` finds where two traces part by comparing them event by event,
-- each event of one run looked up in the other by position and both events' nodes by id:
-- four seconds for runs of 1.46 million events. A fingerprint of each block of events lets
-- the comparison start at the first block that differs.
--
-- A block's fingerprint is a 64-bit hash, computed by the recorder, of what
-- Queries/first-divergence.sql compares of each of its events: the node's path, the layout
-- pass, pass, event, cache outcome, proposal, answer, position, length and axis (not the
-- node's id). `sequence` is the block's first event's; blocks hold `TraceFingerprints.blockSize`
-- events, the last one what is left. A run of one block has none (the comparison reads at most
-- one block of it), nor has a run recorded before this migration: such runs are compared from
-- the first event.
CREATE TABLE trace_fingerprints (
    run_id INTEGER NOT NULL REFERENCES run_rows (id) ON DELETE CASCADE,
    sequence INTEGER NOT NULL,
    fingerprint INTEGER NOT NULL,
    PRIMARY KEY (run_id, sequence)
) WITHOUT ROWID;
