import Foundation

/// A progress line on stderr, redrawn in place at most ten times a second:
///
///     sweep 3  ██████████░░░░░░░░░░  5120/10000 runs  1843 runs/s  3 s left
///
/// Only when stderr is a terminal: piped or captured output (tests, logs) gets no progress.
final class ProgressBar {
    private let label: String
    private let total: Int
    private let started = Date()
    private var lastDrawn = Date.distantPast
    private static let width = 20

    init?(label: String, total: Int) {
        guard isatty(STDERR_FILENO) == 1, total > 0 else { return nil }
        self.label = label
        self.total = total
    }

    func update(done: Int) {
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        let filled = Self.width * min(done, total) / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.width - filled)
        let elapsed = now.timeIntervalSince(started)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? " \(Int((Double(total - done) / rate).rounded(.up))) s left" : ""
        // \r returns to the line's start, ESC [K clears what a longer previous line left.
        FileHandle.standardError.write(Data("\r\(label)  \(bar)  \(done)/\(total) runs  \(Int(rate)) runs/s\(left)\u{1B}[K".utf8))
    }

    /// Clears the line, so that the next message starts clean.
    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
