-- Observed runs: what a real device printed, imported from its console log (`layoutlab import`),
-- stored in the same tables as a model run so that `layoutlab diff` compares the two. An
-- observed run's nodes are its source's tree as LayoutLab builds it; its events are the log's
-- lines, on the nodes whose inspector tag printed them. Runs recorded before this migration
-- were laid out by the model: 'model'.
ALTER TABLE runs ADD COLUMN origin TEXT NOT NULL DEFAULT 'model' CHECK (origin IN ('model', 'device'));

-- Where an observed run came from: one row per run whose origin is 'device'.
CREATE TABLE observations (
    run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
    -- 'inspector': seed 000's LayoutProcessInspector lines (proposals and reports, positions
    -- only with printPosition); 'probe': LayoutLab's JSON Lines probe (every proposal, report
    -- and placeSubviews with its proposal, bounds size and position).
    log_format TEXT NOT NULL CHECK (log_format IN ('inspector', 'probe')),
    -- The log as given, noise included, so that an import can be checked against it.
    log TEXT NOT NULL,
    -- The device it was printed on ("iPhone 16 Pro"), its OS ("iOS 18.2"), when it was
    -- observed (as the observer wrote it) and free text (where it was published, by whom).
    observed_device TEXT,
    os_version TEXT,
    observed_on TEXT,
    note TEXT
) WITHOUT ROWID;
