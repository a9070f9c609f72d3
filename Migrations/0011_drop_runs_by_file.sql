-- Issue 13, target 2: `runs_by_file` (0003) served no query. `Queries/runs.sql` matches a file by
-- its name or its last path component, which no index on `file_name` answers, and no other named
-- query filters on the file. A sweep's 10,000 runs kept 0.6 MB of it (all one file name), and
-- each recorded run paid an insert into it.
DROP INDEX runs_by_file;
