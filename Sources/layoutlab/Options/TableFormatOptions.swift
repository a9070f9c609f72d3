import ArgumentParser

/// `--format`, shared by every command that prints a table.
struct TableFormatOptions: ParsableArguments {
    @Option(help: "table (aligned, box-drawn), csv, tsv, json (an array of objects), jsonl or markdown.")
    var format: TableFormat = .table
}

extension TableFormat: ExpressibleByArgument {}
