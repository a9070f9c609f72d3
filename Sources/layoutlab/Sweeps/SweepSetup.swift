import ArgumentParser
import Foundation
import LayoutLabSource
import LayoutLabStore
import LayoutLabStudies

/// `--jobs N`, shared by the commands that record sweeps.
struct SweepJobOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Cases laid out at once, on as many threads (default: one per core).", valueName: "n"))
    var jobs: Int?

    /// By default a worker per core, sharing the cores with the writer: SQLite writes on one
    /// thread, which seed-sized runs keep busy about two thirds of the time, and the time it
    /// leaves goes to the workers (Benchmarks/SweepBenchmark on 2 cores: 10,000 runs in 3.4 s
    /// with one worker, 2.9 s with two).
    func count() throws -> Int {
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard jobs >= 1 else { throw RunInputError(message: "--jobs \(jobs): give at least 1") }
        return jobs
    }
}

/// `--shard K/N`: the Kth of N contiguous slices of a sweep's cases (issue 36 item 5), so that
/// N machines or jobs each record one into a database of their own, and `layoutlab merge`
/// joins them. Each shard records the whole case list, so the shards' sweeps are one sweep.
struct SweepShard: ExpressibleByArgument, Equatable {
    let index: Int
    let count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Case K of N's slice of `total` cases: [(K-1)·total/N, K·total/N), so the slices cover
    /// every case once and differ in size by at most one.
    func range(of total: Int) -> Range<Int> { (index - 1) * total / count ..< index * total / count }

    var description: String { "\(index)/\(count)" }
}

/// Starting and finishing sweeps: shared by `sweep` and by `observe FILE`.
enum SweepSetup {
    /// Works out FILE's cases (the `--param` grid, else the cases the file declares), checks
    /// them, records the sweep and then its runs; returns the sweep's id. Nothing is recorded
    /// when the file, an option or a case is wrong.
    static func start(_ file: FileLayout, grid specs: [String], database: DatabaseOptions, jobs: Int,
                      shard: SweepShard? = nil) throws -> Int64 {
        let (path, layout) = (file.fileName, file.options)
        var cases: [[RunParameter]]
        let origin: SweepCaseOrigin
        if specs.isEmpty {
            let study = try file.program.study(root: layout.rootView, checkingCandidates: CandidateExpression.problem)
            guard let declared = study.cases, !declared.isEmpty else {
                throw RunInputError(
                    message: "\(path) declares no cases: give the grid with --param NAME=V1,V2,... or NAME=FROM...TO:STEP",
                    hints: ["or declare them in the file: let \(StudyDeclaration.casesName): [[String: Any]] = [[\"NAME\": VALUE, …], …] "
                        + "(Examples/README.md, \"Declaring a study\")"])
            }
            cases = declared.map { $0.parameters.map { RunParameter($0.name, $0.value) } }
            origin = .file
        } else {
            let grid = try SweepGrid(specs: specs)
            cases = grid.cases
            origin = .grid(specs)
        }
        // `os` and `device` values as they are recorded: `os=latest` as the version it means.
        cases = try cases.map { try $0.map(LayoutParameter.normalized) }
        try check(cases, with: file)
        let store = try database.openForRecording()
        let sweep = try store.createSweep(SweepDescription(
            fileName: path, source: file.source, layout: layout, origin: origin, cases: cases))
        let range = shard?.range(of: cases.count) ?? cases.indices
        let shardFlag = shard.map { " --shard \($0.description)" } ?? ""
        interruptionKeeps(sweep, shardFlag: shardFlag)
        writeToStandardError("sweep \(sweep): \(cases.count) case\(cases.count == 1 ? "" : "s") of \(path)"
            + (shard.map { shard in
                range.isEmpty ? "; shard \(shard.description) records none of them (fewer cases than shards)"
                    : "; shard \(shard.description) records cases \(range.lowerBound)–\(range.upperBound - 1)"
            } ?? "")
            + "; if interrupted, `layoutlab sweep --resume \(sweep)\(shardFlag)` records the rest")
        try record(sweep, cases: range.map { ($0, cases[$0]) }, of: file, into: store, database: database, jobs: jobs)
        return sweep
    }

    /// Records the cases of `sweep` that have no run yet, from the source, options and budgets
    /// it was started with; a budget in `limits` replaces the sweep's for these cases.
    /// With a `shard`, only the missing cases of its slice.
    static func resume(_ sweep: Int64, limits: SweepLimits = SweepLimits(), database: DatabaseOptions, jobs: Int,
                       shard: SweepShard? = nil) throws {
        let reader = try database.openForReading()
        let recorded = try reader.sweep(sweep)
        let range = shard?.range(of: recorded.caseCount) ?? 0..<recorded.caseCount
        let missing = try reader.sweepCases(sweep).filter { $0.run == nil && range.contains($0.index) }
        let slice = shard.map { "shard \($0.description) of sweep \(sweep)" } ?? "sweep \(sweep)"
        guard !missing.isEmpty else {
            writeToStandardError("\(slice) is complete: \(range.count) of \(range.count) cases recorded")
            return
        }
        writeToStandardError("\(slice): \(range.count - missing.count) of \(range.count) cases were recorded; "
            + "recording the other \(missing.count)")
        let layout = try recorded.layout()
        let file = try FileLayout(fileName: recorded.fileName, source: recorded.source, options: layout,
                                  limits: layout.limits.overridden(by: limits).evaluationLimits)
        interruptionKeeps(sweep, shardFlag: shard.map { " --shard \($0.description)" } ?? "")
        try record(sweep, cases: missing.map { ($0.index, $0.parameters) }, of: file, into: try database.openForRecording(),
                   database: database, jobs: jobs)
    }

    /// From here on, Ctrl-C leaves the sweep's committed runs and none of the others.
    private static func interruptionKeeps(_ sweep: Int64, shardFlag: String) {
        Interruption.onInterrupt(say: "sweep \(sweep) keeps the runs it committed; `layoutlab sweep --resume \(sweep)\(shardFlag)` records the rest")
    }

    private static func record(_ sweep: Int64, cases: [(index: Int, parameters: [RunParameter])], of file: FileLayout,
                               into store: RunStore, database: DatabaseOptions, jobs: Int) throws {
        let summary = try SweepRecording(
            store: store, sweep: sweep, fileName: file.fileName, source: file.source, options: file.options,
            limits: file.limits, cases: cases, jobs: jobs
        ).run()
        let runs = summary.firstRun.map { first in summary.lastRun == first ? " (run \(first))" : " (runs \(first)–\(summary.lastRun ?? first))" } ?? ""
        let rate = summary.seconds > 0 ? Int(Double(summary.recorded) / summary.seconds) : 0
        writeToStandardError("recorded sweep \(sweep): \(summary.recorded) run\(summary.recorded == 1 ? "" : "s")\(runs) in "
            + "\(database.resolvedPath), \(String(format: "%.1f", summary.seconds)) s, \(rate) runs/s"
            + (summary.skipped > 0 ? "; \(summary.skipped) cases were recorded meanwhile by another process" : ""))
    }

    /// Lays out the first case whole and interprets each other parameter value once (with the
    /// first case's other values), so that a bad name or value stops the sweep before anything
    /// is recorded; the warnings `--lenient` gives are printed here, once.
    private static func check(_ cases: [[RunParameter]], with file: FileLayout) throws {
        guard let first = cases.first else { throw RunInputError(message: "the sweep has no cases") }
        func checking<T>(_ parameters: [RunParameter], _ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch {
                throw NotedError(underlying: error, note: "in the case " + parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
                    + "; nothing was recorded")
            }
        }
        let view = try checking(first) { try file.interpret(first) }
        for warning in view.warnings { writeToStandardError(warning.rendered) }
        _ = try checking(first) { try view.layout() }
        var checked = Set(first)
        for parameters in cases {
            for parameter in parameters where checked.insert(parameter).inserted {
                var variant = first.filter { $0.name != parameter.name }
                variant.append(parameter)
                _ = try checking(variant) { try file.interpret(variant) }
            }
        }
    }
}
