import Foundation
import LayoutLab

/// Buffered writes to stdout: a table of a million rows costs a handful of system calls. The
/// one buffer every `--format` streams through (issue 36 item 4): writers append bytes to it in
/// `append(_:)` (`ByteText`, `JSONLinesTracePrinter.append`, `RowCells`), so no format
/// makes a String of its whole output. `run` gives a large threshold so that a failing run can
/// `discard()` what it wrote: it prints its error and no partial table.
final class StandardOutput {
    private let handle: FileHandle
    private let threshold: Int
    /// What is written and not yet flushed.
    private var bytes: [UInt8] = []

    init(_ handle: FileHandle = .standardOutput, threshold: Int = 1 << 16) {
        self.handle = handle
        self.threshold = threshold
        bytes.reserveCapacity(min(threshold, 1 << 16) + 1024)
    }

    deinit { flush() }

    func write(_ text: String) {
        ByteText.append(text, to: &bytes)
        flushIfFull()
    }

    func writeLine(_ line: String) {
        ByteText.append(line, to: &bytes)
        endLine()
    }

    /// Ends a line written into `bytes`.
    func endLine() {
        bytes.append(UInt8(ascii: "\n"))
        flushIfFull()
    }

    /// Lets `body` append to the buffer, then flushes it when full. The buffer is `body`'s
    /// `inout` argument, so a row of many appends costs one exclusivity check (`bytes` is a
    /// class's property: each access to it is checked at run time) rather than one an append.
    func append(_ body: (inout [UInt8]) -> Void) {
        body(&bytes)
        flushIfFull()
    }

    func flushIfFull() {
        if bytes.count >= threshold { flush() }
    }

    func flush() {
        guard !bytes.isEmpty else { return }
        handle.write(Data(bytes))
        bytes.removeAll(keepingCapacity: true)
    }

    /// Forgets what was written since the last flush.
    func discard() { bytes.removeAll() }
}

/// Writes a message to stderr, ending it with a newline.
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
