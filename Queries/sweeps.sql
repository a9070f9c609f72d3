-- name: sweeps
-- description: Recorded sweeps, newest first: the file, where the cases came from, and how many of them have a run.
SELECT
    sweeps.id AS sweep,
    sweeps.created_at AS time,
    sweeps.file_name AS file,
    sweeps.device,
    sweeps.case_origin AS cases_from,
    (SELECT group_concat(spec.value, ' ') FROM json_each(sweeps.grid) AS spec) AS grid,
    sweeps.case_count AS cases,
    (SELECT count(*) FROM sweep_runs WHERE sweep_runs.sweep_id = sweeps.id) AS recorded
FROM sweeps
ORDER BY sweeps.id DESC;
