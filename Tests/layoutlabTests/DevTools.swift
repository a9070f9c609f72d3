import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

// One headless Chromium tab, read through the DevTools protocol (Chromium's
// --remote-debugging-port: an HTTP list of tabs, then a WebSocket per tab that answers
// `Runtime.evaluate`), so that a test can read what the tab shows while it stays open: the
// watch page reloading by itself is only seen from inside the browser that loaded it.
// The WebSocket client is the least RFC 6455 needs for loopback: masked text frames out,
// unfragmented text frames in.

final class DevToolsTab {
    struct Failure: Error, CustomStringConvertible { let description: String }

    private let process = Process()
    private var socket: Int32 = -1
    private var nextID = 0

    /// Opens `url` in a new headless Chromium with a profile of its own, and connects to its tab.
    init(_ executable: URL, url: URL, timeout: TimeInterval = 60) throws {
        let profile = try BinaryRunner.temporaryDirectory().appendingPathComponent("profile")
        process.executableURL = executable
        // --no-sandbox: as `PNGRenderer.chromiumScreenshot`, containers lack the sandbox's namespaces.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(profile.path)", "--remote-debugging-port=0", "--window-size=1400,1100", url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Chromium writes the port it chose, then the browser's path, into the profile.
        let portFile = profile.appendingPathComponent("DevToolsActivePort")
        let deadline = Date().addingTimeInterval(timeout)
        var port: Int?
        var target: String?
        var list = ""
        while Date() < deadline, target == nil, process.isRunning {
            Thread.sleep(forTimeInterval: 0.2)
            if port == nil {
                port = (try? String(contentsOf: portFile, encoding: .utf8))?.split(separator: "\n").first.flatMap { Int($0) }
            }
            guard let port else { continue }
            list = (try? Self.get(port: port, path: "/json/list")) ?? ""
            guard let tabs = (try? JSONSerialization.jsonObject(with: Data(list.utf8))) as? [[String: Any]] else { continue }
            target = tabs.first { $0["type"] as? String == "page" && ($0["url"] as? String)?.hasPrefix(url.absoluteString) == true }?["webSocketDebuggerUrl"] as? String
        }
        guard let port, let target, let path = URL(string: target)?.path else {
            let state = process.isRunning ? "running" : "exited with \(process.terminationStatus)"
            close()
            throw Failure(description: "Chromium (\(state), DevTools port \(port.map(String.init) ?? "not written")) showed no tab for \(url) "
                + "within \(Int(timeout)) s; its tabs: \(list.prefix(1_000))")
        }
        try connect(port: port, path: path)
    }

    deinit { close() }

    func close() {
        if socket >= 0 { Glibc.close(socket) }
        socket = -1
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// The value of the JavaScript `expression` (a string) in the tab as it is now.
    func evaluate(_ expression: String) throws -> String {
        nextID += 1
        let id = nextID
        let command: [String: Any] = ["id": id, "method": "Runtime.evaluate", "params": ["expression": expression, "returnByValue": true]]
        try send(JSONSerialization.data(withJSONObject: command))
        while true {
            let message = try receive()
            guard let answer = (try? JSONSerialization.jsonObject(with: message)) as? [String: Any], answer["id"] as? Int == id else { continue }
            let result = (answer["result"] as? [String: Any])?["result"] as? [String: Any]
            guard let value = result?["value"] as? String else {
                throw Failure(description: "Runtime.evaluate answered \(String(decoding: message, as: UTF8.self).prefix(500))")
            }
            return value
        }
    }

    /// Evaluates `expression` until `accept` takes its value, for up to `timeout` seconds; the
    /// last value. An evaluation that fails (the tab between two documents while it reloads) is
    /// asked again.
    func poll(_ expression: String, timeout: TimeInterval = 60, until accept: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let value = try? evaluate(expression), accept(value) { return value }
            Thread.sleep(forTimeInterval: 0.25)
        }
        return try evaluate(expression)
    }

    /// The body of Chromium's answer to `GET path`, asked over a plain socket: URLSession's
    /// request to the DevTools server came back empty on Linux, where curl's got the list.
    private static func get(port: Int, path: String) throws -> String {
        let connection = try DevToolsTab(socketTo: port)
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        try connection.write(Array(request.utf8))
        // The headers, then as many bytes as their Content-Length says (the server may keep the
        // connection open after them).
        var head: [UInt8] = []
        while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) { head += try connection.read(1) }
        let headers = String(decoding: head, as: UTF8.self).lowercased()
        guard let line = headers.components(separatedBy: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else {
            throw Failure(description: "Chromium answered \(path) without a Content-Length: \(headers)")
        }
        return String(decoding: try connection.read(length), as: UTF8.self)
    }

    // MARK: - The WebSocket

    /// A bare connection to 127.0.0.1:`port`, for `get`.
    private init(socketTo port: Int) throws {
        try openSocket(port: port)
    }

    private func openSocket(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "no socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to Chromium's port \(port)") }
        // A minute without an answer is a failure, not a hang.
        var wait = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    }

    private func connect(port: Int, path: String) throws {
        try openSocket(port: port)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try write(Array(request.utf8))
        var head: [UInt8] = []
        while !head.contains(Array("\r\n\r\n".utf8)) { head += try read(1) }
        guard String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
            throw Failure(description: "Chromium refused the WebSocket: \(String(decoding: head, as: UTF8.self))")
        }
    }

    private func send(_ payload: Data) throws {
        var frame: [UInt8] = [0x81]  // FIN, text
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65_536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [0x80 | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try write(frame)
    }

    private func receive() throws -> Data {
        let head = try read(2)
        var length = Int(head[1] & 0x7F)
        if length == 126 { length = try read(2).reduce(0) { $0 << 8 | Int($1) } }
        if length == 127 { length = try read(8).reduce(0) { $0 << 8 | Int($1) } }
        return Data(try read(length))
    }

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(socket, $0.baseAddress! + sent, bytes.count - sent) }
            guard count > 0 else { throw Failure(description: "the WebSocket closed while writing") }
            sent += count
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var received = 0
        while received < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(socket, $0.baseAddress! + received, count - received) }
            guard got > 0 else { throw Failure(description: "the WebSocket closed or timed out while reading") }
            received += got
        }
        return bytes
    }
}
