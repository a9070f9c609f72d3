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
    }

    /// Runs `input` and classifies what happened.
    public func run(_ input: FuzzInput) -> Result {
        let file = directory.appendingPathComponent("Input.swift")
        let audit = StoreAudit(path: databasePath)
        do {
            try input.source.write(to: file)
            let before = try audit.snapshot()
            var result = try execute(input.commandLine(file: file.path))
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
        return Result(outcome: outcome, seconds: seconds, status: status, stderr: stderr)
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
