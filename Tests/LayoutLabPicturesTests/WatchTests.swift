import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import LayoutLabPictures

// Issue 35 item 1: the pieces of `layoutlab watch` (the command itself is checked in
// layoutlabTests/WatchCommandTests): polling files, the loopback server, the page.

@Suite("watch: files, server and page")
struct WatchTests {
    static func temporaryFile(_ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("View.swift")
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test("Two saves 5 ms apart are one change; a save that changes nothing is none")
    func debounce() throws {
        let file = try Self.temporaryFile("Text(\"a\")")
        let watcher = SourceWatcher(files: [file], interval: 0.02, settle: 0.05)
        #expect(watcher.nextChange(timeout: 0.1) == nil)
        try Data("Text(\"b\")".utf8).write(to: file)
        Thread.sleep(forTimeInterval: 0.005)
        try Data("Text(\"bc\")".utf8).write(to: file)
        #expect(watcher.nextChange(timeout: 1) == SourceWatcher.Change(changed: [file]))
        #expect(watcher.nextChange(timeout: 0.2) == nil)
        // Written again with the same bytes (a newer modification time): no run.
        Thread.sleep(forTimeInterval: 0.02)
        try Data("Text(\"bc\")".utf8).write(to: file)
        #expect(watcher.nextChange(timeout: 0.2) == nil)
    }

    @Test("A deleted file is reported deleted, and changed when it comes back")
    func deleted() throws {
        let file = try Self.temporaryFile("Text(\"a\")")
        let watcher = SourceWatcher(files: [file], interval: 0.02, settle: 0.02)
        try FileManager.default.removeItem(at: file)
        #expect(watcher.nextChange(timeout: 1) == SourceWatcher.Change(deleted: [file]))
        try Data("Text(\"a\")".utf8).write(to: file)
        #expect(watcher.nextChange(timeout: 1) == SourceWatcher.Change(changed: [file]))
    }

    @Test("The server answers / with the page and /version with its number, on 127.0.0.1")
    func server() async throws {
        let server = try PreviewServer(port: 0)
        #expect(server.port > 0 && server.url == "http://127.0.0.1:\(server.port)/")
        server.publish { "<p>page \($0)</p>" }
        #expect(try await Self.get(server.url) == "<p>page 1</p>")
        #expect(try await Self.get(server.url + "version") == "1")
        server.publish { "<p>page \($0)</p>" }
        #expect(try await Self.get(server.url + "version?t=1") == "2")
        #expect(try await Self.get(server.url) == "<p>page 2</p>")
    }

    @Test("A client that connects and sends nothing does not hold up the next one")
    func silentConnection() throws {
        let server = try PreviewServer(port: 0)
        server.publish { "<p>page \($0)</p>" }
        #if os(Linux)
        let silent = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let silent = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        defer { close(silent) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(server.port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(silent, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        // Answered in turn, this request waited for the silent client and timed out. Not timed
        // here: in the parallel test run an async test's continuation can wait minutes for a
        // thread, so the request's own timeout is what tells.
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer = ""
        let request = URLRequest(url: URL(string: server.url + "version")!, timeoutInterval: 10)
        URLSession.shared.dataTask(with: request) { data, _, error in
            answer = data.map { String(decoding: $0, as: UTF8.self) } ?? "no answer: \(String(describing: error))"
            done.signal()
        }.resume()
        done.wait()
        #expect(answer == "1")
    }

    @Test("A port in use is a failure naming the port and --port")
    func portInUse() throws {
        let first = try PreviewServer(port: 0)
        #expect {
            _ = try PreviewServer(port: first.port)
        } throws: { error in
            "\(error)" == "port \(first.port) on 127.0.0.1 is in use (another layoutlab watch?): choose another with --port N, or --port 0 for any free one"
        }
    }

    @Test("An error is a banner over the last good layout, which stays; the next good run clears it")
    func page() {
        var page = WatchPage()
        page.laidOut("<!DOCTYPE html><html><body><svg id=\"good\"></svg></body></html>", status: "run 1")
        page.failed("View.swift:3:5: error: expected ')'", status: "run 2 failed")
        let failed = page.html(version: 2)
        #expect(failed.contains("<svg id=\"good\"></svg>"))
        #expect(failed.contains("<pre id=\"watch-error\""))
        #expect(failed.contains(">View.swift:3:5: error: expected &#39;)&#39;</pre>"))
        #expect(failed.contains("const shown = 2;"))
        page.laidOut("<!DOCTYPE html><html><body><svg id=\"better\"></svg></body></html>", status: "run 3")
        let fixed = page.html(version: 3)
        #expect(!fixed.contains("watch-error") && fixed.contains("<svg id=\"better\"></svg>") && fixed.contains("run 3"))
    }

    static func get(_ address: String) async throws -> String {
        let (data, response) = try await URLSession.shared.data(from: URL(string: address)!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        return String(decoding: data, as: UTF8.self)
    }
}
