-- name: sweep-cases
-- description: A sweep's cases in order, one row per parameter value, with the run that recorded each case (NULL while it is missing).
-- param: sweep  the sweep id
SELECT
    sweep_cases.case_index,
    sweep_runs.run_id AS run,
    parameter.key AS name,
    parameter.value
FROM sweep_cases
-- The run once a case (SQLite joins in the order written: after json_each it was looked up
-- once a parameter).
LEFT JOIN sweep_runs USING (sweep_id, case_index)
-- json_each lists an object's members in the order they were written: the order the run sets them.
LEFT JOIN json_each(sweep_cases.parameters) AS parameter
WHERE sweep_cases.sweep_id = :sweep
ORDER BY sweep_cases.case_index, parameter.id;
