import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The page `layoutlab watch` keeps up to date, served on 127.0.0.1 only (nothing beyond
/// loopback) by a small HTTP/1.1 server on a POSIX socket: `GET /` is the page, `GET /version`
/// the number of its latest update, which the page's script polls to reload itself
/// (`LiveReload`). One thread accepts; each connection is answered on a thread of its own and
/// closed. A client that connects and sends nothing (a browser's speculative preconnect) holds
/// only its own thread, and only for `requestTimeout`: answered in turn, one such connection
/// stalled every later request until the client gave up.
public final class PreviewServer: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The port the server listens on (the one asked, or the one the system chose for 0).
    public let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var page = ""
    private var version = 0

    /// Binds 127.0.0.1:`port`; a port in use or refused is a `Failure` naming it.
    public init(port: Int) throws {
        guard (0...65_535).contains(port) else { throw Failure(description: "port \(port) is not between 0 and 65535") }
        #if os(Linux)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        // A watch stopped a moment ago leaves its port in TIME_WAIT; that is no reason to refuse it.
        // (Another process listening there still is: SO_REUSEADDR does not share a listening port.)
        var reuse: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let reason = errno
            close(fd)
            if reason == EADDRINUSE {
                throw Failure(description: "port \(port) on 127.0.0.1 is in use (another layoutlab watch?): choose another with --port N, or --port 0 for any free one")
            }
            throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(reason)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        socket = fd
        // A browser that closes its tab mid-answer must not end the watch with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let thread = Thread { [self] in serve() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    public var url: String { "http://127.0.0.1:\(port)/" }

    /// Publishes a new page: its version is the one after the last, and `/version` says so.
    @discardableResult
    public func publish(_ makePage: (_ version: Int) -> String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        version += 1
        page = makePage(version)
        return version
    }

    private func current() -> (page: String, version: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (page, version)
    }

    /// How long a connection may take to send its request, or to take the answer.
    static let requestTimeout = timeval(tv_sec: 5, tv_usec: 0)

    private func serve() {
        while true {
            let connection = accept(socket, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            var timeout = Self.requestTimeout
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            DispatchQueue.global().async { [self] in
                answer(connection)
                close(connection)
            }
        }
    }

    private func answer(_ connection: Int32) {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        // The request line and headers; a body is never needed.
        while request.count < 65_536, !request.contains(Array("\r\n\r\n".utf8)) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            request += buffer[0..<count]
        }
        let line = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self).split(separator: " ")
        let (page, version) = current()
        let response: (status: String, type: String, body: String) = switch (line.first, line.dropFirst().first?.split(separator: "?").first) {
        case ("GET", "/"?), ("GET", "/index.html"?): ("200 OK", "text/html; charset=utf-8", page)
        case ("GET", "/version"?): ("200 OK", "text/plain; charset=utf-8", String(version))
        case ("GET", _): ("404 Not Found", "text/plain; charset=utf-8", "not found\n")
        default: ("405 Method Not Allowed", "text/plain; charset=utf-8", "only GET\n")
        }
        let body = Array(response.body.utf8)
        let head = "HTTP/1.1 \(response.status)\r\nContent-Type: \(response.type)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { write(connection, $0.baseAddress! + sent, bytes.count - sent) }
            guard count > 0 else { return }
            sent += count
        }
    }
}
