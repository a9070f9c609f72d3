import ArgumentParser
import Foundation
import LayoutLab

/// What `run` prints on stdout.
enum RunFormat: String, CaseIterable, ExpressibleByArgument {
    /// Exactly the lines seed 000's `LayoutProcessInspector` prints, and interpreted `print` output.
    case inspector
    /// Every event of every node as an aligned table, indented by depth.
    case trace
    /// One JSON object per event (JSON Lines).
    case json

    func printer(_ output: BufferedOutput) -> any TraceSink {
        switch self {
        case .inspector: InspectorPrinter { output.writeLine($0) }
        case .trace: TraceTablePrinter { output.writeLine($0) }
        case .json: JSONLinesTracePrinter { output.writeLine($0) }
        }
    }
}

/// Buffered writes to a file descriptor. stdout is written only once a run succeeds (large
/// JSON traces are flushed as they grow), so a failing run prints its error and no partial
/// table.
final class BufferedOutput {
    private let handle: FileHandle
    private var buffer = Data()
    private let threshold: Int

    init(_ handle: FileHandle, threshold: Int = 1 << 20) {
        self.handle = handle
        self.threshold = threshold
    }

    func write(_ text: String) {
        buffer.append(contentsOf: Array(text.utf8))
        if buffer.count >= threshold { flush() }
    }

    func writeLine(_ line: String) { write(line + "\n") }

    func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    func discard() { buffer.removeAll() }
}

/// Writes a message to stderr, ending it with a newline.
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
