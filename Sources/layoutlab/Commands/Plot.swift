import ArgumentParser
import Foundation
import LayoutLabPictures
import LayoutLabStore
import LayoutLabStudies

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a value measured in each run of a sweep as a line chart across one parameter.",
        discussion: """
        One point per recorded case: x is the case's value of the --x parameter (numbers on a \
        linear axis, other values one tick each in sweep order), y the --y measure of the run in \
        points, FUNCTION(NODE) as `layoutlab matrix --value` takes it (width, height, x, y, \
        proposal_width, min_width, ideal_width, max_width, … of the node whose path, inspector tag, \
        Text label or kind is NODE). --series draws one line per value of another parameter; \
        --where keeps the runs with a given parameter value. The way to see where a frame's width \
        switches from its parent's width to its minimum.

        The format follows --output's extension: .svg, .html (the chart and its data table) or \
        .png; without --output, SVG goes to stdout.

        Examples:
          layoutlab sweep Examples/frame-24-cases.swift --param parent=50...300:10 --param minWidth=nil,100,200
          layoutlab plot 1 --x parent --y "width(frame)" --series minWidth --output width.svg
          layoutlab plot 1 --x parent --y "width(frame)" --where minWidth=100 --output width.html
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The sweep id (see `layoutlab query sweeps`).", valueName: "sweep"))
    var sweep: Int64

    @Option(name: .customLong("x"), help: ArgumentHelp("The parameter along the x axis.", valueName: "parameter"))
    var xParameter: String

    @Option(name: .customLong("y"), help: ArgumentHelp("What is measured: FUNCTION(NODE), e.g. width(frame).", valueName: "expression"))
    var measure: MeasureExpression

    @Option(help: ArgumentHelp("One line per value of this parameter.", valueName: "parameter"))
    var series: String?

    @Option(name: .customLong("where"),
            help: ArgumentHelp("Only the runs with this parameter value: NAME=VALUE (repeatable, all must hold).", valueName: "name=value"))
    var filters: [Assignment] = []

    @Option(help: ArgumentHelp("Where to write the chart: \(PictureFile.help).", valueName: "file"))
    var output: PictureFile?

    func validate() throws {
        if series == xParameter { throw ValidationError("--series must be another parameter than --x") }
    }

    func run() throws {
        let chart = try reportingInputErrors { try lineChart() }
        try reportingInputErrors { try write(chart, to: output) }
    }

    private func lineChart() throws -> LineChart {
        let required = try Assignment.values(filters, option: "--where")
        let reader = try database.openForReading()
        let cases = try reader.sweepCases(sweep)
        let names = cases.reduce(into: [String]()) { names, sweepCase in
            for parameter in sweepCase.parameters where !names.contains(parameter.name) { names.append(parameter.name) }
        }
        for name in [xParameter] + (series.map { [$0] } ?? []) + required.keys.sorted() where !names.contains(name) {
            throw RunInputError(message: "no case of sweep \(sweep) sets a parameter named '\(name)'",
                                hints: ["its parameters: " + (names.isEmpty ? "none" : names.joined(separator: ", "))])
        }
        var measured: [Int: Double] = [:]
        for measurement in try reader.sweepMeasurements(sweep, node: measure.node, measure: measure.measure) {
            measured[measurement.caseIndex] = measurement.value
        }
        let label = "\(measure.measure)(\(measure.node))"
        let (lines, crowded) = LineChart.series(cases: cases, measured: measured, x: xParameter, series: series,
                                                required: required, label: label)
        if measured.isEmpty && cases.contains(where: { $0.run != nil }) {
            throw RunInputError(message: "no run of sweep \(sweep) has a node whose path, inspector tag, Text label or kind is \(measure.node)",
                                hints: ["`layoutlab tree RUN` shows a run's nodes"])
        }
        if crowded {
            writeToStandardError("note: some values of \(xParameter) have several runs (other parameters vary too); "
                + "draw one line each with --series NAME, or fix the others with --where NAME=VALUE")
        }
        let file = (try reader.sweep(sweep).fileName as NSString).lastPathComponent
        return LineChart(title: "sweep \(sweep) · \(file) · \(label) across \(xParameter)", xLabel: xParameter, yLabel: label,
                         series: lines)
    }
}
