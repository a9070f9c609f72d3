import Foundation

/// Buffered writes to stdout: a table of a million rows costs a handful of system calls.
/// `run` gives a large threshold so that a failing run can `discard()` what it wrote: it
/// prints its error and no partial table.
final class StandardOutput {
    private let handle: FileHandle
    private let threshold: Int
    private var buffer = Data()

    init(_ handle: FileHandle = .standardOutput, threshold: Int = 1 << 16) {
        self.handle = handle
        self.threshold = threshold
    }

    deinit { flush() }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= threshold { flush() }
    }

    func writeLine(_ line: String) { write(line + "\n") }

    func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Forgets what was written since the last flush.
    func discard() { buffer.removeAll() }
}

/// Writes a message to stderr, ending it with a newline.
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
