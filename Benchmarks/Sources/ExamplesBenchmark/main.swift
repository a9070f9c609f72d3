import BenchmarkSupport
import Foundation

// Issue 9's target: `layoutlab run` on any file in Examples/ (the seed listings, the
// everyday files, the containers) uses under 100 ms of CPU, process start included. Each file
// is run by the real release `layoutlab` (built beside this benchmark, as its dependency),
// the way README's main command runs it: recording into a database (a scratch one here), and
// again with --no-record. The CPU time is the child's user + system time (getrusage of
// RUSAGE_CHILDREN around one child at a time); the best of --repeat runs is kept.
//
//     swift run -c release ExamplesBenchmark [--repeat 3]

let options = integerOptions(["--repeat": 3], usage: "ExamplesBenchmark [--repeat 3]")
let target = 0.100

let layoutlab = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("layoutlab")
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

func childrenCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
    getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// CPU seconds and exit status of one `layoutlab` run.
func cpuTime(_ arguments: [String]) throws -> (seconds: Double, status: Int32) {
    let process = Process()
    process.executableURL = layoutlab
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let before = childrenCPUSeconds()
    try process.run()
    process.waitUntilExit()
    return (childrenCPUSeconds() - before, process.terminationStatus)
}

let files = (FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
    .filter { $0.pathExtension == "swift" }
    .sorted { $0.path < $1.path }

struct Measurement {
    let name: String
    let recorded: Double
    let unrecorded: Double
    let status: Int32
}

var measurements: [Measurement] = []
let database = temporaryDatabase("examples")
defer { removeDatabase(database) }
for file in files {
    var recorded = Double.infinity, unrecorded = Double.infinity
    var status: Int32 = 0
    for _ in 0..<options["--repeat"]! {
        let record = try cpuTime(["run", file.path, "--db", database, "--format", "tree"])
        let plain = try cpuTime(["run", file.path, "--no-record", "--format", "tree"])
        recorded = min(recorded, record.seconds)
        unrecorded = min(unrecorded, plain.seconds)
        status = max(status, record.status, plain.status)
    }
    let name = String(file.path.dropFirst(examples.path.count + 1))
    measurements.append(Measurement(name: name, recorded: recorded, unrecorded: unrecorded, status: status))
}

func milliseconds(_ value: Double) -> String { String(format: "%6.1f ms", value * 1000) }

print("layoutlab run on each Examples file: CPU time (user + system, process start included), best of \(options["--repeat"]!)")
print("")
let width = measurements.map(\.name.count).max() ?? 10
print("file".padding(toLength: width, withPad: " ", startingAt: 0) + "   recorded   --no-record  status")
for m in measurements {
    print(m.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + milliseconds(m.recorded) + "   " + milliseconds(m.unrecorded)
          + "    \(m.status)" + (max(m.recorded, m.unrecorded) > target ? "   over 100 ms" : ""))
}
let slowest = measurements.max { $0.recorded < $1.recorded }
let sorted = measurements.map(\.recorded).sorted()
let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
let over = measurements.filter { max($0.recorded, $0.unrecorded) > target }
let failed = measurements.filter { $0.status != 0 }
print("")
print("\(measurements.count) files; median \(milliseconds(median)); slowest \(slowest.map { "\($0.name) \(milliseconds($0.recorded))" } ?? "none")")
print("target: every file under 100 ms of CPU: " + (over.isEmpty ? "met" : "missed by \(over.count) file(s)"))
if !failed.isEmpty { print("files that did not run: " + failed.map(\.name).joined(separator: ", ")) }
exit(over.isEmpty && failed.isEmpty ? 0 : 1)
