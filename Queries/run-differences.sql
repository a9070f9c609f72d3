-- name: run-differences
-- description: What two runs were laid out from and for, where it differs: the source (the file name and its SHA-256's first 12 digits), the device, the iOS release and the design; no row when all four are the same.
-- param: before  the first run id
-- param: after  the second run id
WITH a AS (SELECT * FROM runs WHERE id = :before),
     b AS (SELECT * FROM runs WHERE id = :after),
     setup (position, name, a, b, differs) AS (
         SELECT 1, 'source', coalesce(a.file_name, '-') || ' ' || coalesce(substr(a.source_sha256, 1, 12), ''),
                coalesce(b.file_name, '-') || ' ' || coalesce(substr(b.source_sha256, 1, 12), ''),
                a.source_sha256 IS NOT b.source_sha256
         FROM a, b
         UNION ALL SELECT 2, 'device', a.device, b.device, a.device IS NOT b.device FROM a, b
         UNION ALL SELECT 3, 'os', a.os, b.os, a.os IS NOT b.os FROM a, b
         UNION ALL SELECT 4, 'design', a.design, b.design, a.design IS NOT b.design FROM a, b)
SELECT name, a, b
FROM setup
WHERE differs
ORDER BY position;
