import Foundation
import LayoutLabFuzz
import Testing
import TestSupport

/// Issue 14: a corpus of mutated Examples and generated programs, seed 14, run in this
/// process; every input ends in a success or a located error, nothing is half-written.
/// `LAYOUTLAB_FUZZ_COUNT`, `LAYOUTLAB_FUZZ_START` and `LAYOUTLAB_FUZZ_SEED` run another slice.
@Suite("Fuzz corpus (issue 14)")
struct FuzzCorpusTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["LAYOUTLAB_FUZZ_SEED"].flatMap(Int.init) ?? 14)
    static let start = environment["LAYOUTLAB_FUZZ_START"].flatMap(Int.init) ?? 0
    static let count = environment["LAYOUTLAB_FUZZ_COUNT"].flatMap(Int.init) ?? 200
    /// `LAYOUTLAB_FUZZ_VERBOSE=1` names each input before running it (to find one that hangs)
    /// and its outcome after (to compare two builds).
    static let verbose = environment["LAYOUTLAB_FUZZ_VERBOSE"] != nil

    @Test("the in-suite corpus: each input a success or a located error, each run recorded whole or not at all")
    func corpus() throws {
        let directory = try TemporaryDirectory()
        let corpus = FuzzCorpus(examples: examples, seed: Self.seed, profile: .suite)
        #expect(corpus.examples.count >= 40)
        var summary = FuzzSummary()
        for index in Self.start..<(Self.start + Self.count) {
            // A new database now and then keeps each input's checks quick.
            let database = directory.path("fuzz-\(index / 100).sqlite")
            let input = corpus.input(index)
            if Self.verbose { FileHandle.standardError.write(Data("→ \(input.summary.prefix(200))\n".utf8)) }
            let started = Date()
            let outcome = InProcessRunner(databasePath: database, limits: suiteLimits).run(input)
            let seconds = Date().timeIntervalSince(started)
            summary.add(outcome, for: input, seconds: seconds)
            if Self.verbose { FileHandle.standardError.write(Data("← #\(index) \(outcome.category.rawValue): \(outcome.detail.prefix(160))\n".utf8)) }
            #expect(!outcome.isFailure, "\(outcome.category.rawValue): \(outcome.detail)\n\(input.summary.prefix(400))")
        }
        print("fuzz corpus, seed \(Self.seed), inputs \(Self.start)..<\(Self.start + Self.count): \(summary.line)")
        if let slowest = summary.slowest { print(String(format: "slowest: %.2f s ", slowest.seconds) + slowest.input.prefix(200)) }
        #expect(summary.count(.success) > 0)
        #expect(summary.count(.error) > 0)
    }

    @Test("inputs depend only on the seed and their index")
    func deterministic() {
        let corpus = FuzzCorpus(examples: examples, seed: 14, profile: .suite)
        for index in [0, 7, 123] {
            #expect(corpus.input(index).source == corpus.input(index).source)
            #expect(corpus.input(index).steps == FuzzCorpus(examples: examples, seed: 14, profile: .suite).input(index).steps)
        }
        #expect(corpus.input(5).source != FuzzCorpus(examples: examples, seed: 15, profile: .suite).input(5).source)
    }
}
