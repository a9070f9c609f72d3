import Foundation

/// Buffered writes to stdout: a table of a million rows costs a handful of system calls.
final class StandardOutput {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle = .standardOutput) { self.handle = handle }

    deinit { flush() }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func writeLine(_ line: String) { write(line + "\n") }

    func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
