import Foundation

/// Ctrl-C (SIGINT) during `run` or `sweep`: the process writes one line saying what became of
/// the work and exits with status 130 (128 + SIGINT, what a shell reports for an interrupted
/// command), at once, wherever it is. Nothing is left half-written because every run is
/// written in a transaction that commits whole or not at all (SQLite in WAL mode: frames of a
/// transaction that never committed are ignored when the database is next opened), so the
/// runs committed before the interrupt stay and the one being laid out or written is absent;
/// `sweep --resume` records the rest. Only async-signal-safe calls (`write`, `_exit`) run in
/// the handler; the line is prepared beforehand.
enum Interruption {
    /// The line written on interrupt, as a C string. Replaced, never freed: the handler may be
    /// reading the previous one.
    nonisolated(unsafe) private static var line: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var lineLength = 0

    /// Sets what an interrupt says from now on (`layoutlab: ` and a newline are added), and
    /// installs the handler the first time.
    static func onInterrupt(say message: String) {
        let text = "layoutlab: interrupted: \(message)\n"
        let copy = strdup(text)
        line = nil
        lineLength = copy.map { strlen($0) } ?? 0
        line = copy
        installed
    }

    private static let installed: Void = {
        // A parent may have left SIGINT blocked (the mask is inherited): unblock it here, on
        // the main thread, where the kernel can then deliver it.
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        signal(SIGINT) { _ in
            if let line = Interruption.line {
                // A progress bar may own the terminal's line: start a new one.
                if isatty(2) != 0 { _ = write(2, "\n", 1) }
                _ = write(2, line, Interruption.lineLength)
            }
            _exit(130)
        }
    }()
}
