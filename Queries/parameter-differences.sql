-- name: parameter-differences
-- description: The parameter values of two runs side by side, matched by name; optionally only those that differ.
-- param: before  the first run id
-- param: after  the second run id
-- param: changed?  1 for only the parameters whose values differ or that one run lacks
SELECT
    coalesce(a.name, b.name) AS name,
    a.value AS a,
    b.value AS b
FROM (SELECT * FROM run_parameters WHERE run_id = :before) AS a
FULL OUTER JOIN (SELECT * FROM run_parameters WHERE run_id = :after) AS b ON b.name = a.name
WHERE :changed IS NULL OR a.value IS NOT b.value
ORDER BY coalesce(a.parameter_index, b.parameter_index), name;
