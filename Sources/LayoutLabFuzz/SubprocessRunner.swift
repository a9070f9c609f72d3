import Foundation

/// Runs inputs through the real `layoutlab` binary, one process each, as a campaign does: a
/// time limit per input (past it the process is killed: a hang), a limit on its address
/// space (so that an input that would exhaust memory fails here, not through the kernel's
/// OOM killer), and the database checked after each input.
public struct SubprocessRunner {
    public let executable: URL
    /// Where the input files and the database live.
    public let directory: URL
    public var timeLimit: TimeInterval
    /// The child's address-space limit (`ulimit -v`), in megabytes; nil for none.
    public var memoryLimitMB: Int?
    /// Added to every `run` and `sweep` input's command line: the test suite's smaller budgets
    /// (`--max-steps …`), so that a debug binary on a busy machine ends each input by a budget
    /// long before `timeLimit`, which then only catches what no budget stops.
    public var budgetArguments: [String] = []

    public var databasePath: String { directory.appendingPathComponent("fuzz.sqlite").path }

    public init(executable: URL, directory: URL, timeLimit: TimeInterval = 10, memoryLimitMB: Int? = 8_192) {
        self.executable = executable
        self.directory = directory
        self.timeLimit = timeLimit
        self.memoryLimitMB = memoryLimitMB
    }

    public struct Result {
        public var outcome: FuzzOutcome
        public var seconds: Double
        public var status: Int32
        public var stderr: String
        /// The start of what the command printed.
        public var stdout = ""
    }

    /// Runs `input` and classifies what happened.
    public func run(_ input: FuzzInput) -> Result {
        let file = directory.appendingPathComponent("Input.swift")
        if let setup = input.database { return run(input, against: setup, file: file) }
        let audit = StoreAudit(path: databasePath)
        do {
            try input.source.write(to: file)
            let before = try audit.snapshot()
            var result = try execute(input.commandLine(file: file.path) + (input.command == .other ? [] : budgetArguments))
            let expectedRuns: Int?
            switch input.command {
            case .run: expectedRuns = result.outcome == .success && !input.arguments.contains("--no-record") ? 1 : 0
            case .sweep: expectedRuns = nil
            case .other:
                expectedRuns = input.arguments.first == "sweep" ? nil : input.arguments.first == "run" && result.outcome == .success ? 1 : 0
            }
            if result.outcome.category != .trap, let problem = try audit.problem(after: before, expectedRuns: expectedRuns) {
                result.outcome = .halfWritten(problem)
            }
            return result
        } catch {
            return Result(outcome: .unclear("the runner failed: \(error)"), seconds: 0, status: -1, stderr: "")
        }
    }

    /// Runs a database family's input (issue 34): the database made afresh in a folder of its
    /// own; a database refused must be as it was, and a file that is not a LayoutLab database
    /// must be refused. `check` exits 1 when it finds damage, as it says.
    private func run(_ input: FuzzInput, against setup: DatabaseSetup, file: URL) -> Result {
        let folder = directory.appendingPathComponent("database")
        let database = folder.appendingPathComponent("recordings.sqlite").path
        do {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try input.source.write(to: file)
            try DatabaseMaker(templatePath: directory.appendingPathComponent("template.sqlite").path).make(setup, at: database)
            let before = FileSnapshot(database)
            var result = try execute(input.commandLine(file: file.path, database: database))
            if input.arguments.first == "check", result.status == 1, case .unclear = result.outcome {
                result.outcome = FuzzOutcome.classifyError(result.stdout + result.stderr)
            }
            switch result.outcome.category {
            case .success where !setup.mayBeAccepted(by: input.arguments):
                result.outcome = .leak("a file that is not a LayoutLab database was accepted")
            case .error:
                if let change = before.change(to: FileSnapshot(database)) { result.outcome = .leak("refused, yet " + change) }
            default: break
            }
            return result
        } catch {
            return Result(outcome: .unclear("the runner failed: \(error)"), seconds: 0, status: -1, stderr: "")
        }
    }

    private func execute(_ arguments: [String]) throws -> Result {
        let process = Process()
        if let memoryLimitMB {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(memoryLimitMB * 1024) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTLAB_DB"] = databasePath
        process.environment = environment
        process.currentDirectoryURL = directory
        // stdout can be large (a trace); only its end matters, so it goes to a file.
        let output = directory.appendingPathComponent("stdout.txt"), errors = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: output), errorHandle = try FileHandle(forWritingTo: errors)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        let seconds = Date().timeIntervalSince(start)
        let stderr = Self.head(of: errors, bytes: 65_536)
        let status = process.terminationStatus
        let outcome: FuzzOutcome
        if timedOut {
            outcome = .hang(seconds: seconds)
        } else if process.terminationReason == .uncaughtSignal {
            outcome = .trap("signal \(status): " + Self.trapReason(stderr))
        } else if status == 0 {
            outcome = Self.foreign(stderr).map { .unclear("exit 0 with \($0)") } ?? .success
        } else if status == 2 {
            // ArgumentParser writes "Error: …" for a value it cannot parse: the tool's message too.
            outcome = stderr.lowercased().contains("error") ? FuzzOutcome.classifyError(stderr) : .unclear("exit 2 without an error message: \(stderr.prefix(200))")
        } else {
            outcome = .unclear("exit status \(status): " + FuzzOutcome.firstLine(stderr))
        }
        return Result(outcome: outcome, seconds: seconds, status: status, stderr: stderr, stdout: Self.head(of: output, bytes: 4_096))
    }

    private static func foreign(_ stderr: String) -> String? {
        FuzzOutcome.foreignPhrases.first { stderr.contains($0) }
    }

    /// The Swift runtime's one-line reason, when it printed one.
    private static func trapReason(_ stderr: String) -> String {
        let lines = stderr.split(separator: "\n")
        let reason = lines.first { $0.contains("Fatal error") || $0.contains("runtime failure") || $0.contains("Crash") }
        let location = lines.first { $0.contains(" at /") && !$0.contains("[system]") && !$0.contains("<compiler-generated>") }
        return [reason, location].compactMap { $0.map { String($0.trimmingCharacters(in: .whitespaces).prefix(240)) } }
            .joined(separator: " | ")
    }

    private static func head(of file: URL, bytes: Int) -> String {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
        defer { try? handle.close() }
        return String(decoding: (try? handle.read(upToCount: bytes)) ?? Data(), as: UTF8.self)
    }
}
