import Foundation
import LayoutLab
import LayoutLabStudies

/// `verify` of a log that is neither the inspector's nor the probe's: the file is run and the
/// lines its own `print`s make (custom layouts, GeometryReader closures, onAppear, task,
/// onGeometryChange, onPreferenceChange) are held against the log's (`PrintedLogComparison`),
/// numbers within half a device pixel.
enum PrintedLogVerification {
    /// Writes the differing lines, says on stderr whether they agree, and returns whether
    /// they do. Throws (exit 2) when the log holds no line the file prints.
    static func run(_ input: ObservationInput, logText: String, format: TableFormat) throws -> Bool {
        let options = try input.layout.stored()
        let parameters = try RunInput.runParameters(input.parameters)
        let file = try FileLayout.reading(input.source, options: options)
        let printed = LineBuffer()
        let view = try file.interpret(parameters, print: printed.append)
        let configuration = try file.configuration(for: parameters)
        _ = try view.layout(configuration: configuration)
        let comparison = PrintedLogComparison(log: logText, printed: printed.text, tolerance: 0.5 / configuration.displayScale)
        guard !comparison.unrelated else { throw refusal(comparison, input: input, file: file) }

        let stdout = StandardOutput()
        let sections = TableSections(format: format, output: stdout)
        sections.section("printed lines", columns: ["line", "log", "printed_line", "printed", "differs"]) { row in
            for difference in comparison.differences {
                let differs = difference.numbers.isEmpty
                    ? (difference.logNumber == nil ? "missing in the log" : "not printed by the file")
                    : difference.numbers.map { "number \($0.index + 1): \(TraceFormatting.length($0.log)) vs \(TraceFormatting.length($0.printed))" }
                        .joined(separator: ", ")
                row([difference.logNumber.map { .integer(Int64($0)) } ?? .null, difference.logText.map { .text($0) } ?? .null,
                     difference.printedIndex.map { .integer(Int64($0 + 1)) } ?? .null, difference.printedText.map { .text($0) } ?? .null,
                     .text(differs)])
            }
        }
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

    private static func refusal(_ comparison: PrintedLogComparison, input: ObservationInput, file: FileLayout) -> RunInputError {
        let probe = "Observations/Probe/LayoutProbe.swift prints every proposal, report and placement of the views you tag, "
            + "in a log verify reads; or add the article's print calls to \(file.fileName)"
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
