import Foundation
import LayoutLab
import LayoutLabStore
import LayoutLabStudies

/// A log that is neither the inspector's nor the probe's, for `verify` and `import`: the file
/// is run and the lines its own `print`s make (custom layouts, GeometryReader closures,
/// onAppear, task, onGeometryChange, onPreferenceChange) are held against the log's
/// (`PrintedLogComparison`), numbers within half a device pixel.
enum PrintedLogVerification {
    /// The file run for the log: its tree, what it was laid out with, and the log's lines
    /// aligned with the file's.
    struct Run {
        let file: FileLayout
        let parameters: [RunParameter]
        let configuration: LayoutConfiguration
        let tree: ViewTree
        let comparison: PrintedLogComparison

        /// Runs `input`'s file; throws (exit 2) when the log holds no line the file prints.
        init(_ input: ObservationInput, logText: String) throws {
            let options = try input.layout.stored()
            parameters = try RunInput.runParameters(input.parameters)
            file = try FileLayout.reading(input.source, options: options)
            let printed = LineBuffer()
            let view = try file.interpret(parameters, print: printed.append)
            configuration = try file.configuration(for: parameters)
            tree = try view.layout(configuration: configuration).tree
            comparison = PrintedLogComparison(log: logText, printed: printed.text, tolerance: 0.5 / configuration.displayScale)
            guard !comparison.unrelated else { throw PrintedLogVerification.refusal(comparison, input: input, file: file) }
        }
    }

    /// Writes the differing lines, says on stderr whether they agree, and returns whether
    /// they do. Throws (exit 2) when the log holds no line the file prints.
    static func run(_ input: ObservationInput, logText: String, format: TableFormat) throws -> Bool {
        let run = try Run(input, logText: logText)
        let (file, configuration, comparison) = (run.file, run.configuration, run.comparison)
        let stdout = StandardOutput()
        let sections = TableSections(format: format, output: stdout)
        section(comparison.differences, to: sections)
        sections.end()
        stdout.flush()
        let pixel = "half a pixel at @\(TraceFormatting.length(configuration.displayScale))x on \(configuration.device.name)"
        if comparison.agrees {
            writeToStandardError("\(input.log) agrees with the \(comparison.matched) line\(comparison.matched == 1 ? "" : "s") "
                                 + "\(file.fileName) prints (numbers within \(pixel)); nothing was recorded")
        } else {
            for difference in comparison.differences { writeToStandardError("\(input.log) " + difference.description) }
            writeToStandardError("\(input.log) and the lines \(file.fileName) prints disagree: \(comparison.differences.count) "
                                 + (comparison.differences.count == 1 ? "line differs" : "lines differ") + " (numbers within \(pixel) agree); nothing was recorded")
        }
        return comparison.agrees
    }

    /// `printed lines`: each of `lines` with the log's line and the file's (`verify`, `diff`).
    static func section(_ lines: [PrintedLogComparison.Difference], to sections: TableSections) {
        sections.section("printed lines", columns: ["line", "log", "printed_line", "printed", "differs"]) { row in
            for line in lines {
                row([line.logNumber.map { .integer(Int64($0)) } ?? .null, line.logText.map { .text($0) } ?? .null,
                     line.printedIndex.map { .integer(Int64($0 + 1)) } ?? .null, line.printedText.map { .text($0) } ?? .null,
                     .text(line.summary)])
            }
        }
    }

    private static func refusal(_ comparison: PrintedLogComparison, input: ObservationInput, file: FileLayout) -> RunInputError {
        let probe = "Observations/Probe/LayoutProbe.swift prints every proposal, report and placement of the views you tag, "
            + "in a log import and verify read; or add the article's print calls to \(file.fileName)"
        guard !comparison.printed.isEmpty else {
            return RunInputError(message: "\(input.log) is neither an inspector nor a probe log, and \(file.fileName) prints nothing "
                                 + "(no print in a custom Layout, GeometryReader, onAppear, task, onGeometryChange or onPreferenceChange) "
                                 + "to compare it with", hints: [probe, "nothing was recorded"])
        }
        let shown = comparison.printed.prefix(5).map { "  " + $0 }
            + (comparison.printed.count > 5 ? ["  … (\(comparison.printed.count - 5) more)"] : [])
        return RunInputError(message: "no line of \(input.log) is one \(file.fileName) prints; the file printed "
                             + "\(comparison.printed.count) line\(comparison.printed.count == 1 ? "" : "s"):\n" + shown.joined(separator: "\n"),
                             hints: ["is the log of another file, or printed by code the file does not hold?", probe, "nothing was recorded"])
    }
}
