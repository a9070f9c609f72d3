-- Issue 31: the files a run read. A file run inside its project (`layoutlab run` finds the
-- module, `--project DIR` names it) reads its own file, the module's files whose declarations
-- it reaches, and resources (asset catalogs' files, bundle JSON); each is recorded with its
-- path relative to the module's folder and the SHA-256 of its bytes as read, so a run can be
-- told apart from one of a changed module. A file run alone records its own file only.
CREATE TABLE run_files (
    run_id INTEGER NOT NULL REFERENCES run_rows (id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    content_sha256 TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('root', 'module', 'resource')),
    PRIMARY KEY (run_id, path)
) WITHOUT ROWID;
