-- name: sweep-cases-json
-- description: A sweep's cases in order, one row per case: the run that recorded it (NULL while it is missing) and its parameters as the JSON object stored.
-- param: sweep  the sweep id
-- LayoutLab reads a sweep's cases through this query and decodes the JSON itself: sweep-cases'
-- json_each over 10,000 cases cost four times as long as reading the cases.
SELECT
    sweep_cases.case_index,
    sweep_runs.run_id AS run,
    sweep_cases.parameters
FROM sweep_cases
LEFT JOIN sweep_runs USING (sweep_id, case_index)
WHERE sweep_cases.sweep_id = :sweep
ORDER BY sweep_cases.case_index;
