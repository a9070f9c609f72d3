-- name: runs
-- description: Recorded runs, newest first, each with the device, iOS release and design it was laid out for and its origin (model, or device for a run imported from a device's log); optionally only one file's, one OS release's, those with given parameter values, or the newest few.
-- param: file?  a file name as recorded, or its last path component
-- param: os?  an iOS major version (26): only runs laid out for it
-- param: parameters?  a JSON object of values every listed run must have, e.g. {"width": "300"}
-- param: limit?  at most this many runs (the newest)
SELECT
    runs.id AS run,
    runs.recorded_at AS time,
    runs.file_name AS file,
    runs.device,
    runs.os,
    runs.design,
    runs.root_proposal_width AS proposal_width,
    runs.root_proposal_height AS proposal_height,
    (SELECT group_concat(name || '=' || value, ' ')
       FROM (SELECT name, value FROM run_parameters
              WHERE run_parameters.run_id = runs.id ORDER BY parameter_index)) AS parameters,
    runs.node_count AS nodes,
    runs.event_count AS events,
    runs.engine_version AS engine,
    runs.origin
FROM runs
WHERE (:file IS NULL OR runs.file_name = :file OR substr(runs.file_name, -length(:file) - 1) = '/' || :file)
  AND (:os IS NULL OR runs.os = CAST(:os AS INTEGER))
  AND NOT EXISTS (
      SELECT 1 FROM json_each(coalesce(:parameters, '{}')) AS wanted
       WHERE NOT EXISTS (
           SELECT 1 FROM run_parameters
            WHERE run_parameters.run_id = runs.id
              AND run_parameters.name = wanted.key
              AND run_parameters.value = wanted.value))
ORDER BY runs.id DESC
-- A negative LIMIT is no limit.
LIMIT coalesce(CAST(:limit AS INTEGER), -1);
