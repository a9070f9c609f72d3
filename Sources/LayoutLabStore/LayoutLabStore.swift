// LayoutLabStore records layout runs in SQLite (GRDB): schema migrations, whole-run
// transactions, named queries and read-only SQL.
