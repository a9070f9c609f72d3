import Foundation

// What every benchmark here measures with: wall time, peak memory, throwaway databases.

public func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

public func time(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    return seconds(ContinuousClock.now - start)
}

/// CPU seconds (user + system) of this whole process while `body` runs: on a machine shared
/// with other work, wall time measures the others as much as `body`.
public func cpuTime(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
}

public func temporaryDatabase(_ name: String) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-bench-\(name)-\(UUID().uuidString).sqlite").path
    return path
}

public func removeDatabase(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}

/// Peak resident memory of this process so far, in MB.
public func peakMemoryMB() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024 // kilobytes on Linux
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1024 / 1024 // bytes on macOS
    #endif
}

/// The command line's `--name N` options: each name one of `defaults`' keys, each value an
/// integer. Anything else prints `usage` and exits with status 2.
public func integerOptions(
    _ defaults: [String: Int], arguments: [String] = Array(CommandLine.arguments.dropFirst()), usage: String
) -> [String: Int] {
    var options = defaults
    var arguments = arguments.makeIterator()
    while let name = arguments.next() {
        guard defaults[name] != nil, let value = arguments.next().flatMap(Int.init) else {
            print("usage: \(usage)")
            exit(2)
        }
        options[name] = value
    }
    return options
}

/// "met", or "missed, 1.6×": how `seconds` compares with a time target.
public func verdict(_ seconds: Double, target: Double) -> String {
    seconds <= target ? "met" : String(format: "missed, %.1f×", seconds / target)
}
