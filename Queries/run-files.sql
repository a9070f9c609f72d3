-- name: run-files
-- description: The files a run read: its own (root), its module's files it reached (module) and resources, with their SHA-256.
-- param: run  the run id
SELECT
    role,
    path,
    content_sha256 AS sha256
FROM run_files
WHERE run_id = :run
ORDER BY CASE role WHEN 'root' THEN 0 WHEN 'module' THEN 1 ELSE 2 END, path;
