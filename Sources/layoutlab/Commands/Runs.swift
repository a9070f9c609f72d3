import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore

struct Runs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the recorded runs, newest first.",
        discussion: """
        Runs the built-in query `runs` (see `layoutlab queries runs`).

        Examples:
          layoutlab runs
          layoutlab runs --file Examples/seed002-hstack-spacer.swift
          layoutlab runs --param i=2 --format csv
          layoutlab runs --os 26
          layoutlab runs --limit 5
          layoutlab runs --db /tmp/sweep.sqlite --format json
          layoutlab runs --files 12

        --files RUN lists the files run RUN read (the built-in query `run-files`): its own file (root), \
        the files of its module whose declarations it reached (module) and the resources it read \
        (resource), each by its path from the module's folder, with the SHA-256 of its bytes as read.
        """)

    @OptionGroup var database: DatabaseOptions

    @Option(help: ArgumentHelp("Only runs of this file (as recorded, or its last path component).", valueName: "file"))
    var file: String?

    @Option(help: ArgumentHelp("Only runs laid out for this iOS release: \(OSArgument.help).", valueName: "version"))
    var os: OSArgument?

    @Option(name: .customLong("param"),
            help: ArgumentHelp("Only runs made with this parameter value: name=value (repeatable, all must match).",
                               valueName: "name=value"))
    var parameters: [String] = []

    @Option(help: ArgumentHelp("At most this many runs, the newest.", valueName: "n"))
    var limit: Int?

    @Option(name: .customLong("files"), help: ArgumentHelp("List the files this run read instead of the runs.", valueName: "run"))
    var filesOfRun: Int64?

    @OptionGroup var output: TableFormatOptions

    func validate() throws {
        if filesOfRun != nil && (file != nil || os != nil || !parameters.isEmpty || limit != nil) {
            throw ValidationError("--files lists one run's files; --file, --os, --param and --limit filter the runs")
        }
        if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more") }
    }

    func run() throws {
        if let filesOfRun {
            let reader = try database.openForReading()
            // An unknown run is an error, not an empty table.
            _ = try reportingStoreErrors { try reader.run(filesOfRun) }
            try printQuery(.runFiles, values: ["run": String(filesOfRun)], from: reader, format: output.format)
            return
        }
        let filter = try reportingInputErrors { try RunInput.parameters(parameters) }
        var values: [String: String] = [:]
        values["file"] = file
        values["os"] = os.map { String($0.os.version) }
        values["limit"] = limit.map(String.init)
        if !filter.isEmpty {
            values["parameters"] = String(decoding: try JSONSerialization.data(withJSONObject: filter, options: [.sortedKeys]), as: UTF8.self)
        }
        let reader = try database.openForReading()
        try printQuery(.runs, values: values, from: reader, format: output.format)
    }
}

/// Runs a built-in query and prints its result as `format` says.
func printQuery(
    _ query: NamedQuery, values: [String: String], from reader: StoreReader, format: TableFormat, budget: QueryBudget? = nil
) throws {
    let stdout = StandardOutput()
    let writer = format.writer(to: stdout)
    try reportingStoreErrors {
        try reader.execute(query, parameters: values, budget: budget, columns: writer.begin, row: writer.row)
    }
    writer.end()
    stdout.flush()
}
