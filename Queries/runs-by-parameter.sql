-- name: runs-by-parameter
-- description: Runs that set a parameter, ordered by its value (numbers numerically), with the root's final size.
-- param: name  the parameter's name
-- param: value?  only runs where it has this value
SELECT
    run_parameters.value,
    runs.id AS run,
    runs.recorded_at AS time,
    runs.file_name AS file,
    runs.device,
    root.frame_width AS root_width,
    root.frame_height AS root_height
FROM run_parameters
JOIN runs ON runs.id = run_parameters.run_id
LEFT JOIN nodes AS root ON root.run_id = runs.id AND root.node_id = 0
WHERE run_parameters.name = :name
  AND (:value IS NULL OR run_parameters.value = :value)
ORDER BY run_parameters.number, run_parameters.value, runs.id;
