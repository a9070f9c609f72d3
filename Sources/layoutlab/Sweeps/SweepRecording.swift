import Foundation
import LayoutLab
import LayoutLabSource
import LayoutLabStore
import LayoutLabStudies

/// Records the cases of a sweep that have no run yet: worker threads lay them out (each with
/// its own parse of the source, its own interpreter and view trees: the engine and the front
/// end keep no shared mutable state) and measure their flexibilities; the calling thread
/// writes the runs in case order, many to a transaction.
struct SweepRecording {
    /// Runs are written in batches, one transaction each: the runs laid out within
    /// `commitInterval` of the batch's first, at most `runsPerCommit`. A seed-sized run costs
    /// little more than a commit, so batching is what makes a sweep fast; a killed sweep loses
    /// at most the batch in progress (never a committed run, nor part of one).
    static let commitInterval: TimeInterval = 0.25
    static let runsPerCommit = 500

    struct Summary {
        var recorded = 0
        /// Cases another process recorded while this one ran (two resumes of one sweep).
        var skipped = 0
        var firstRun: Int64?
        var lastRun: Int64?
        var seconds = 0.0
    }

    let store: RunStore
    let sweep: Int64
    let fileName: String
    let source: String
    let options: SweepLayoutOptions
    let limits: EvaluationLimits
    /// The cases to record: their indices in the sweep and their parameter values.
    let cases: [(index: Int, parameters: [RunParameter])]
    let jobs: Int

    func run() throws -> Summary {
        let started = Date()
        var summary = Summary()
        let progress = ProgressBar(label: "sweep \(sweep)", total: cases.count)
        defer { progress?.finish() }
        let work = OrderedWork<CompletedRun>(count: cases.count, window: 2 * Self.runsPerCommit)
        defer { work.cancel() }
        let (fileName, source, options, limits, cases) = (fileName, source, options, limits, cases)
        work.start(threads: jobs) {
            let file = try FileLayout(fileName: fileName, source: source, options: options, limits: limits)
            return { position in try file.completedRun(cases[position].parameters) }
        }

        var batch: [SweepCaseRun] = []
        var batchStarted = Date()
        // Results come in case order: the next one is for `cases[taken]`.
        var taken = 0
        func commit() throws {
            guard !batch.isEmpty else { return }
            for id in try store.recordSweepRuns(batch, sweep: sweep) {
                guard let id else {
                    summary.skipped += 1
                    continue
                }
                summary.recorded += 1
                summary.firstRun = summary.firstRun ?? id
                summary.lastRun = id
            }
            batch.removeAll(keepingCapacity: true)
            progress?.update(done: summary.recorded + summary.skipped)
        }
        loop: while true {
            switch work.next(before: batch.isEmpty ? nil : batchStarted.addingTimeInterval(Self.commitInterval)) {
            case .finished:
                try commit()
                break loop
            case .timedOut:
                try commit()
            case let .result(.success(run)):
                if batch.isEmpty { batchStarted = Date() }
                batch.append(SweepCaseRun(caseIndex: cases[taken].index, run: run))
                taken += 1
                if batch.count >= Self.runsPerCommit { try commit() }
            case let .result(.failure(error)):
                // The cases before this one are kept; resuming retries this one and the rest.
                try commit()
                let failed = cases[taken]
                throw NotedError(underlying: error, note: "in case \(failed.index) of sweep \(sweep) "
                    + "(\(failed.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " "))); "
                    + "\(summary.recorded) runs were recorded before it; `layoutlab sweep --resume \(sweep)` retries the rest")
            }
        }
        summary.seconds = Date().timeIntervalSince(started)
        return summary
    }
}
