import Foundation

/// One input of a fuzz corpus: a source file and how `layoutlab` is asked to run it.
public struct FuzzInput: Sendable {
    public enum Command: Sendable, Equatable {
        /// `layoutlab run FILE ARGUMENTS…`
        case run
        /// `layoutlab sweep FILE ARGUMENTS…` (grid specs, `--resume`)
        case sweep
        /// `layoutlab ARGUMENTS…` with `{file}` standing for the source file's path: another
        /// subcommand given bad arguments.
        case other
    }

    /// Its position in the corpus: with the seed, all it takes to make it again.
    public var index: Int
    /// The Examples file it was mutated from, or the generator that wrote it.
    public var origin: String
    /// What was done to it, in order, for the report.
    public var steps: [String]
    public var source: Data
    public var command: Command
    /// `--param name=value` overrides (for `run`).
    public var parameters: [String: String]
    /// Further arguments: options for `run` and `sweep`, the whole command line for `.other`.
    public var arguments: [String]
    /// The database `{db}` in `arguments` stands for, made before the command runs; nil for
    /// the campaign's own database.
    public var database: DatabaseSetup?
    /// The kind of input, for the campaign's counts: `mutated example`, `generated: numbers`,
    /// `command line`, `damaged database`, …
    public var family: String

    public init(index: Int, origin: String, steps: [String], source: Data, command: Command = .run,
                parameters: [String: String] = [:], arguments: [String] = [], database: DatabaseSetup? = nil, family: String = "") {
        self.index = index
        self.origin = origin
        self.steps = steps
        self.source = source
        self.command = command
        self.parameters = parameters
        self.arguments = arguments
        self.database = database
        self.family = family
    }

    /// The command line after `layoutlab`, the source at `file` and the input's database at `database`.
    public func commandLine(file: String, database: String = "{db}") -> [String] {
        let parameterArguments = parameters.sorted { $0.key < $1.key }.flatMap { ["--param", "\($0.key)=\($0.value)"] }
        switch command {
        case .run: return ["run", file] + parameterArguments + arguments
        case .sweep: return ["sweep", file] + arguments
        case .other:
            return arguments.map { $0.replacingOccurrences(of: "{file}", with: file).replacingOccurrences(of: "{db}", with: database) }
        }
    }

    /// A one-line description: index, origin and steps.
    public var summary: String { "#\(index) \(origin): \(steps.joined(separator: "; "))" }
}

/// How large generated inputs may be: the test suite's corpus stays small enough for a debug
/// build to run in seconds; a campaign's reaches the sizes the issue names (a 1,000,000-level
/// nesting, a 50 MB source).
public struct FuzzProfile: Sendable {
    /// Levels of nesting a deep-nesting input may have.
    public var nestingLevels: [Int]
    /// Lengths of generated strings, in characters.
    public var stringLengths: [Int]
    /// Sizes of generated huge sources, in bytes.
    public var hugeSourceBytes: [Int]
    /// Whether inputs may exercise command-line arguments, subcommands other than `run`, and
    /// databases (issue 34's families, which need a process each).
    public var commandLine: Bool
    /// Lengths of the output-size family's chains of flexible frames.
    public var chainedFrames: [Int]

    public init(nestingLevels: [Int], stringLengths: [Int], hugeSourceBytes: [Int], commandLine: Bool, chainedFrames: [Int] = [20, 60]) {
        self.nestingLevels = nestingLevels
        self.stringLengths = stringLengths
        self.hugeSourceBytes = hugeSourceBytes
        self.commandLine = commandLine
        self.chainedFrames = chainedFrames
    }

    /// For `swift test`: in-process, debug build, a few hundred inputs in well under a minute.
    /// Its nesting stays short of what makes swift-syntax's error recovery slow: after a syntax
    /// error its lookahead is quadratic in a long modifier chain (1,050 `.padding()` took two
    /// minutes in a debug build, 2,100 eight); the depth limits have their own regression tests
    /// (BadInputTests), and the campaign's profile keeps the long chains.
    public static let suite = FuzzProfile(nestingLevels: [20, 120, 400], stringLengths: [100, 2_000],
                                          hugeSourceBytes: [20_000], commandLine: false)
    /// For the test suite's short campaign through the debug binary: the suite's sizes, with
    /// command lines and sweeps. Its longest nesting is 200, not 400: each input has a time limit
    /// of its own, and a 400-long chain after a syntax error took 15–30 s of the debug binary's
    /// error recovery (the quadratic lookahead above), too near that limit on a busy machine.
    public static let suiteThroughBinary = FuzzProfile(nestingLevels: [20, 120, 200], stringLengths: suite.stringLengths,
                                                       hugeSourceBytes: suite.hugeSourceBytes, commandLine: true)
    /// For a campaign against the release binary.
    public static let campaign = FuzzProfile(
        nestingLevels: [50, 300, 3_000, 30_000, 300_000, 1_000_000], stringLengths: [1_000, 100_000, 1_000_000, 5_000_000],
        hugeSourceBytes: [1_000_000, 10_000_000, 50_000_000], commandLine: true,
        chainedFrames: [100, 300, 316, 444, 1_000])
}
