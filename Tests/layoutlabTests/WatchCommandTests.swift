import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import LayoutLabPictures

// `layoutlab watch` (issue 35 item 1) as a user runs it: the page on 127.0.0.1 follows the
// file's saves, keeps the last good layout under a located error, waits for a deleted file,
// and Ctrl-C ends the loop with status 130.

@Suite("layoutlab watch", .serialized)
struct WatchCommandTests {
    /// A `layoutlab watch` process, its stderr collected as it comes.
    final class Watching: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var errors = ""

        init(_ arguments: [String]) throws {
            process.executableURL = BinaryRunner.executable
            process.arguments = ["watch"] + arguments
            process.currentDirectoryURL = try BinaryRunner.temporaryDirectory()
            let pipe = Pipe()
            process.standardError = pipe
            process.standardOutput = FileHandle.nullDevice
            pipe.fileHandleForReading.readabilityHandler = { [self] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                lock.lock()
                errors += text
                lock.unlock()
            }
            try process.run()
        }

        var stderr: String {
            lock.lock()
            defer { lock.unlock() }
            return errors
        }

        /// Waits up to `timeout` seconds for `condition`.
        func wait(_ timeout: TimeInterval = 20, until condition: () throws -> Bool) rethrows -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if try condition() { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return try condition()
        }

        /// The page's address, from the "watching FILE · URL · Ctrl-C stops" line.
        var url: String? {
            stderr.components(separatedBy: " · ").first { $0.hasPrefix("http://127.0.0.1:") }
        }

        func stop() -> Int32 {
            process.interrupt()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    static func get(_ address: String) throws -> String {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var text = ""
        URLSession.shared.dataTask(with: URL(string: address)!) { data, _, _ in
            text = String(decoding: data ?? Data(), as: UTF8.self)
            done.signal()
        }.resume()
        done.wait()
        return text
    }

    static func rectangle(width: Int) -> String { "Color.red.frame(width: \(width), height: 40)\n" }

    @Test("Saves redraw the page; a file that does not parse keeps the last layout under its error; deleted, then back; Ctrl-C stops")
    func loop() throws {
        let file = try BinaryRunner.temporaryFile(Self.rectangle(width: 120), name: "Box.swift")
        let watching = try Watching([file, "--port", "0", "--no-record"])
        #expect(watching.wait { watching.url != nil }, "\(watching.stderr)")
        let url = try #require(watching.url)
        func version() throws -> Int { Int(try Self.get(url + "version")) ?? -1 }
        #expect(try version() == 1)
        #expect(try Self.get(url).contains(#"width="120" height="40""#) == true)

        // Two saves 5 ms apart: one run.
        try Data(Self.rectangle(width: 150).utf8).write(to: URL(fileURLWithPath: file))
        Thread.sleep(forTimeInterval: 0.005)
        try Data(Self.rectangle(width: 160).utf8).write(to: URL(fileURLWithPath: file))
        #expect(try watching.wait { try version() == 2 })
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try version() == 2)
        let second = try Self.get(url)
        #expect(second.contains(#"width="160" height="40""#) && !second.contains("watch-error"), "\(second.prefix(3000))")

        // A syntax error: located, in the terminal and over the last good picture.
        try Data("Color.red.frame(width: 200, height: 40\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try watching.wait { try version() == 3 })
        let broken = try Self.get(url)
        #expect(broken.contains(#"<pre id="watch-error""#) && broken.contains("Box.swift:"))
        #expect(broken.contains(#"width="160" height="40""#))
        #expect(watching.stderr.contains("Box.swift:2:1: error:") || watching.stderr.contains("Box.swift:1:"), "\(watching.stderr)")

        // Deleted: said, and waited for.
        try FileManager.default.removeItem(atPath: file)
        #expect(watching.wait { watching.stderr.contains("does not exist (deleted?): waiting for it to be saved again") }, "\(watching.stderr)")
        try Data(Self.rectangle(width: 180).utf8).write(to: URL(fileURLWithPath: file))
        #expect(try watching.wait { try Self.get(url).contains(#"width="180" height="40""#) })

        #expect(watching.stop() == 130)
        // The pipe's last bytes reach the readability handler after the process has exited
        // (a loaded CI host once checked before they came): wait for them.
        #expect(watching.wait(10) { watching.stderr.contains("layoutlab: interrupted: stopped watching \(file)") },
                "\(watching.stderr)")
    }

    @Test("A port in use: a message naming it and --port, exit status 2")
    func portInUse() throws {
        let taken = try PreviewServer(port: 0)
        let file = try BinaryRunner.temporaryFile(Self.rectangle(width: 120))
        let outcome = try BinaryRunner.run(["watch", file, "--port", String(taken.port), "--no-record"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "error: port \(taken.port) on 127.0.0.1 is in use (another layoutlab watch?): choose another with --port N, or --port 0 for any free one\n")
    }

    @Test("run --draw draws in the same command; draw last draws the newest run")
    func drawNow() throws {
        let directory = try BinaryRunner.temporaryDirectory()
        let file = try BinaryRunner.temporaryFile(Self.rectangle(width: 120))
        let run = try BinaryRunner.run(["run", file, "--draw", "now.svg"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let drawn = try String(contentsOf: directory.appendingPathComponent("now.svg"), encoding: .utf8)
        #expect(drawn.contains(#"width="120" height="40""#))
        let last = try BinaryRunner.run(["draw", "last"], in: directory)
        #expect(last.status == 0, "\(last.stderr)")
        #expect(last.stdout.contains(#"width="120" height="40""#) && last.stdout.contains("data-run=\"1\""))
        let empty = try BinaryRunner.run(["draw", "last", "--db", directory.appendingPathComponent("none.sqlite").path])
        #expect(empty.status == 2)
    }
}
