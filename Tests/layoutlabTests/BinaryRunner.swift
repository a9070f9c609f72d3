import Foundation

/// Runs the built `layoutlab` executable (next to the test bundle) as a subprocess, so the
/// tests see exactly what a user sees: stdout, stderr, exit status.
enum BinaryRunner {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String

        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var executable: URL {
        let test = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let directory = FileManager.default.fileExists(atPath: test.path)
            ? test.deletingLastPathComponent() : Bundle.main.bundleURL.deletingLastPathComponent()
        return directory.appendingPathComponent("layoutlab")
    }

    static func example(_ name: String) -> String { repository.appendingPathComponent("Examples/\(name).swift").path }

    /// A fixture's lines without its `#` header.
    static func fixture(_ name: String) throws -> [String] {
        try String(contentsOf: repository.appendingPathComponent("Tests/Fixtures/\(name).txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    /// Writes `contents` to a new temporary file and returns its path.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func temporaryFile(_ contents: Data, name: String = "Input.swift") throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    static func temporaryFile(_ text: String, name: String = "Input.swift") throws -> String {
        try temporaryFile(Data(text.utf8), name: name)
    }

    /// Runs `layoutlab ARGUMENTS` in `directory` with `environment` added to this process's
    /// (less `LAYOUTLAB_DB`). Without a directory, a new empty one: whatever the command
    /// records into its default `./layoutlab.sqlite` lands there, not in the repository.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        inherited["LAYOUTLAB_DB"] = nil
        // A project's module index is cached in a folder of the test's, not the user's cache.
        inherited["LAYOUTLAB_CACHE_DIR"] = try temporaryDirectory().path
        process.environment = inherited.merging(environment) { $1 }
        process.currentDirectoryURL = try directory ?? temporaryDirectory()
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Drain stderr on another thread so that neither pipe can fill up and block the child.
        let errorData = PipeDrain(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                       stderr: String(decoding: errorData.wait(), as: UTF8.self))
    }

    private final class PipeDrain: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
