import ArgumentParser
import Foundation
import LayoutLabStore
import LayoutLabStudies

struct Sweep: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay out a file once per combination of parameter values and record the runs as one sweep.",
        discussion: """
        Each --param gives one parameter's values: NAME=V1,V2,... (Swift expressions as `run --param` \
        takes them, so none may contain a comma; nil is a value), NAME=FROM...TO:STEP (numbers, TO \
        included), or both mixed (minWidth=nil,100...300:50). The sweep records one run per combination (at most 1,000,000), the last --param \
        varying fastest. Without --param, the cases are those the file declares in `layoutlabCases` \
        (Examples/README.md, "Declaring a study"). Two names are the run's, not the file's: `os` \
        and `device` set what --os and --device set, case by case (os=18,26 device="iPhone SE","iPad mini").

        The sweep and its case list are recorded first; each run is then committed whole with its \
        case (several runs to a transaction, at most a quarter of a second's worth), so a sweep \
        killed at any moment keeps every run it committed and no part of any other, and \
        `--resume SWEEP` records exactly the missing cases (from the source the sweep began with, \
        even if the file has changed since, and with its options and budgets: a --max-* flag given \
        with --resume replaces that budget for the cases it records). Ctrl-C stops the sweep at once \
        with exit status 130: the runs committed stay, the others are absent, and --resume records \
        them. A bad file, option or value stops the sweep before it \
        records anything. Cases are laid out on --jobs threads; a progress bar shows on a terminal.

        --shard K/N records only the Kth of N contiguous slices of the cases (with the whole case \
        list), so N processes or machines can each record one into a database of their own \
        (--db); `layoutlab merge` joins the shards into one sweep (README, "Sweeps across \
        machines"). --resume with --shard records the missing cases of that slice only.

        Examples:
          layoutlab sweep Examples/frame-24-cases.swift
          layoutlab sweep Examples/frame-24-cases.swift --param parent=100...300:50 --param minWidth=nil,100,200
          layoutlab sweep MyView.swift --param width=0...400:1 --device "iPhone SE" --db /tmp/sweep.sqlite
          layoutlab sweep Examples/everyday/settings-form.swift --param os=18,26 --param device="iPhone SE","iPad mini"
          layoutlab sweep --resume 3
          layoutlab sweep MyView.swift --param width=0...999:1 --shard 2/4 --db shard2.sqlite
          layoutlab query sweeps

        Exit status: 0 on success, 2 when the file, an option or a case cannot be run, 130 when \
        interrupted.
        """)

    @Argument(help: "The SwiftUI source file (none with --resume).")
    var file: String?

    @Option(name: .customLong("param"),
            help: ArgumentHelp("One parameter's values: NAME=V1,V2,... or NAME=FROM...TO:STEP (repeatable).", valueName: "name=values"))
    var grid: [String] = []

    @Option(help: ArgumentHelp("Record the missing cases of this sweep, as it began.", valueName: "sweep"))
    var resume: Int64?

    @Option(help: ArgumentHelp("Record only the Kth of N equal slices of the cases (1/4 … 4/4), to join with `layoutlab merge`.",
                               valueName: "k/n"))
    var shard: SweepShard?

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var jobs: SweepJobOptions

    @OptionGroup var database: DatabaseOptions

    func run() throws {
        Interruption.onInterrupt(say: "nothing was recorded")
        try reportingInputErrors {
            if let resume {
                guard file == nil, grid.isEmpty, layout.areDefault else {
                    throw RunInputError(message: "--resume records a sweep as it began: give no FILE, --param or layout option with it",
                                        hints: ["--max-steps, --max-depth, --max-elements, --max-views and --max-events may be given, to raise a budget a case reached"])
                }
                try SweepSetup.resume(resume, limits: layout.storedLimits, database: database, jobs: try jobs.count(), shard: shard)
            } else if let file {
                let file = try FileLayout.reading(file, options: try layout.stored(), limits: layout.limits)
                _ = try SweepSetup.start(file, grid: grid, database: database, jobs: try jobs.count(), shard: shard)
            } else {
                throw RunInputError(message: "give the SwiftUI file to sweep, or --resume SWEEP", hints: ["layoutlab sweep --help"])
            }
        }
    }
}
