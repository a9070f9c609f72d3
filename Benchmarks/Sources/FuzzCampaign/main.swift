import BenchmarkSupport
import Foundation
import LayoutLabFuzz

// Issue 14's campaign: mutated Examples and generated inputs run through the real `layoutlab`
// (built in release beside this executable), one process per input, each with a time and
// memory limit and the database checked after it. Prints a summary line:
//
//     swift run -c release FuzzCampaign --count 20000 --seed 14
//
// `--start I --count 1` runs input I alone (the failures list names each input's index);
// `--failures DIR` keeps each failing input and its stderr there.

var arguments = Array(CommandLine.arguments.dropFirst())
var failures: URL?
if let position = arguments.firstIndex(of: "--failures"), position + 1 < arguments.count {
    failures = URL(fileURLWithPath: arguments[position + 1])
    arguments.removeSubrange(position...(position + 1))
}
let options = integerOptions(
    ["--count": 20_000, "--seed": 14, "--start": 0, "--jobs": 1, "--time-limit": 10, "--memory-mb": 8_192],
    arguments: arguments,
    usage: "FuzzCampaign [--count 20000] [--seed 14] [--start 0] [--jobs 1] [--time-limit 10] [--memory-mb 8192] [--failures DIR]")

let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
var campaign = Campaign(executable: here.appendingPathComponent("layoutlab"), examples: repository.appendingPathComponent("Examples"))
campaign.seed = UInt64(max(options["--seed"]!, 0))
campaign.count = options["--count"]!
campaign.start = options["--start"]!
campaign.jobs = options["--jobs"]!
campaign.timeLimit = TimeInterval(options["--time-limit"]!)
campaign.memoryLimitMB = options["--memory-mb"]! > 0 ? options["--memory-mb"]! : nil
campaign.failuresDirectory = failures
let summary = try campaign.run()
exit(summary.failureCount == 0 ? 0 : 1)
