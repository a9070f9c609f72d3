-- Sweeps: one file laid out once per case (a combination of parameter values), the runs
-- grouped so that they can be resumed, compared and tabulated. A sweep's row and its whole
-- case list are written first, in one transaction; each run then records its sweep and case
-- in `sweep_runs` in the run's own transaction, so a case is recorded whole or not at all,
-- and resuming runs exactly the cases that have no `sweep_runs` row.

CREATE TABLE sweeps (
    id INTEGER PRIMARY KEY,
    created_at TEXT NOT NULL,
    file_name TEXT NOT NULL,
    -- The source every case runs: a resumed sweep runs it again even if the file has changed.
    source TEXT NOT NULL,
    source_sha256 TEXT NOT NULL,
    -- How each case is laid out, as `layoutlab run` options: --root, --device, --proposal
    -- (as written, NULL for the device's safe area), --image (a JSON array) and --lenient.
    root_view TEXT,
    device TEXT NOT NULL,
    root_proposal TEXT,
    images TEXT,
    lenient INTEGER NOT NULL CHECK (lenient IN (0, 1)),
    -- 'grid': the cartesian product of the --param specs in `grid` (a JSON array of them, as
    -- given); 'file': the cases the file declares in `layoutlabCases`.
    case_origin TEXT NOT NULL CHECK (case_origin IN ('grid', 'file')),
    grid TEXT,
    case_count INTEGER NOT NULL
);

-- Parameters as one JSON object per case ({"name": "value", …} in the order the run sets
-- them): the list only drives the runs; each recorded run has its values in run_parameters.
CREATE TABLE sweep_cases (
    sweep_id INTEGER NOT NULL REFERENCES sweeps (id) ON DELETE CASCADE,
    case_index INTEGER NOT NULL,
    parameters TEXT NOT NULL,
    PRIMARY KEY (sweep_id, case_index)
) WITHOUT ROWID;

-- The key makes a case's run unique: two resumes at once cannot record a case twice.
CREATE TABLE sweep_runs (
    sweep_id INTEGER NOT NULL,
    case_index INTEGER NOT NULL,
    run_id INTEGER NOT NULL UNIQUE REFERENCES runs (id) ON DELETE CASCADE,
    PRIMARY KEY (sweep_id, case_index),
    FOREIGN KEY (sweep_id, case_index) REFERENCES sweep_cases (sweep_id, case_index) ON DELETE CASCADE
) WITHOUT ROWID;
