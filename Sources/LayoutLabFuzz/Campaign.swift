import Foundation

/// A fuzz campaign against the real `layoutlab`: `count` inputs of a seeded corpus, each in
/// its own process, on `jobs` workers; a summary line, the failures with the command that
/// reproduces each, and the slowest input.
public struct Campaign: Sendable {
    public var executable: URL
    public var examples: URL
    public var seed: UInt64 = 14
    public var profile = FuzzProfile.campaign
    public var count = 20_000
    /// The first input's index: `--start 1234 --count 1` runs input 1234 alone.
    public var start = 0
    public var jobs = 1
    public var timeLimit: TimeInterval = 10
    public var memoryLimitMB: Int? = 8_192
    /// Added to every `run` and `sweep` input (`SubprocessRunner.budgetArguments`).
    public var budgetArguments: [String] = []
    /// A new database every this many inputs, so that one input's checks stay fast.
    public var inputsPerDatabase = 500
    /// Where failing inputs are copied, one file each, with a note of how they failed.
    public var failuresDirectory: URL?
    public var log: @Sendable (String) -> Void = { print($0) }

    public init(executable: URL, examples: URL) {
        self.executable = executable
        self.examples = examples
    }

    public func run() throws -> FuzzSummary {
        let corpus = FuzzCorpus(examples: try FuzzCorpus.examples(in: examples), seed: seed, profile: profile)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failuresDirectory { try FileManager.default.createDirectory(at: failuresDirectory, withIntermediateDirectories: true) }
        log("fuzz campaign: seed \(seed), inputs \(start)..<\(start + count), \(corpus.examples.count) examples, "
            + "\(jobs) job(s), \(timeLimit) s and \(memoryLimitMB.map { "\($0) MB" } ?? "unlimited memory") per input")

        let state = State(next: start)
        let started = Date()
        let group = DispatchGroup()
        for worker in 0..<max(jobs, 1) {
            group.enter()
            Thread.detachNewThread { [self] in
                defer { group.leave() }
                var runsInDatabase = 0
                let directory = scratch.appendingPathComponent("worker-\(worker)")
                while true {
                    let index = state.take()
                    guard index < start + count else { return }
                    if runsInDatabase == 0 {
                        try? FileManager.default.removeItem(at: directory)
                        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                    }
                    runsInDatabase = (runsInDatabase + 1) % inputsPerDatabase
                    let input = corpus.input(index)
                    var runner = SubprocessRunner(executable: executable, directory: directory, timeLimit: timeLimit,
                                                  memoryLimitMB: memoryLimitMB)
                    runner.budgetArguments = budgetArguments
                    let result = runner.run(input)
                    state.record { summary in
                    summary.add(result.outcome, for: input, seconds: result.seconds)
                    let done = summary.total
                    if result.outcome.isFailure {
                        log("FAIL \(result.outcome.category.rawValue): \(input.summary.prefix(300))\n    \(result.outcome.detail.prefix(400))")
                        keep(input, result)
                    }
                    if done % 500 == 0 {
                        log(String(format: "  %d/%d inputs, %.0f s: ", done, count, Date().timeIntervalSince(started)) + summary.line)
                    }
                    }
                    // A hang or a trap can leave the database locked or half-made: start a new one.
                    if result.outcome.category == .hang || result.outcome.category == .trap { runsInDatabase = 0 }
                }
            }
        }
        group.wait()
        let summary = state.summary
        log(String(format: "done in %.0f s", Date().timeIntervalSince(started)))
        log(summary.line)
        for line in summary.familyLines { log("  " + line) }
        if let slowest = summary.slowest { log(String(format: "slowest input: %.1f s, ", slowest.seconds) + slowest.input.prefix(200)) }
        return summary
    }

    /// What the workers share, behind a lock.
    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var next: Int
        private(set) var summary = FuzzSummary()

        init(next: Int) { self.next = next }

        func take() -> Int {
            lock.withLock {
                defer { next += 1 }
                return next
            }
        }

        func record(_ body: (inout FuzzSummary) -> Void) { lock.withLock { body(&summary) } }
    }

    private func keep(_ input: FuzzInput, _ result: SubprocessRunner.Result) {
        guard let failuresDirectory else { return }
        let base = failuresDirectory.appendingPathComponent("input-\(input.index)")
        try? input.source.write(to: base.appendingPathExtension("swift"))
        let note = "\(input.summary)\nlayoutlab \(input.commandLine(file: "input-\(input.index).swift").joined(separator: " "))\n"
            + "\(result.outcome.category.rawValue): \(result.outcome.detail)\n\n\(result.stderr.prefix(8_000))\n"
        try? Data(note.utf8).write(to: base.appendingPathExtension("txt"))
    }
}
