import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabStore
import LayoutLabStudies

struct Matrix: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tabulate a value measured in each run of a sweep across one or two of its parameters.",
        discussion: """
        One row per value of the --rows parameter, one column per value of the --cols parameter \
        (give only one of them for a single column or row) \
        (numbers in numeric order, other values in the order the sweep first sets them), each cell \
        the --value of the run with those two values. --value is FUNCTION(NODE): x, y, width or \
        height (the node's final frame), proposal_width or proposal_height (the proposal its parent \
        placed it with), min_width, ideal_width, max_width and the _height ones (its answers to \
        .zero, .unspecified, .infinity). NODE is a path, inspector tag, Text label or kind, as \
        `trace --node` takes it; of a run's matching nodes, the first by path, then tag, then label, \
        then kind, then declaration order. When other parameters vary too, a cell holds several runs: \
        it shows their range (lowest…highest) unless --where fixes the others.

        Examples:
          layoutlab matrix 1 --rows parent --cols minWidth --value "width(frame)"
          layoutlab matrix 1 --rows str --cols parent --value "ideal_width(Text)" --where maxWidth=nil
          layoutlab matrix 2 --rows width --cols height --value "x(0.0.1)" --format csv
          layoutlab matrix 1 --rows parent --value "width(frame)"
        """)

    @OptionGroup var database: DatabaseOptions

    @Argument(help: ArgumentHelp("The sweep id (see `layoutlab query sweeps`).", valueName: "sweep"))
    var sweep: Int64

    @Option(help: ArgumentHelp("The parameter whose values make the rows.", valueName: "parameter"))
    var rows: String?

    @Option(help: ArgumentHelp("The parameter whose values make the columns.", valueName: "parameter"))
    var cols: String?

    @Option(help: ArgumentHelp("What each cell shows: FUNCTION(NODE), e.g. width(frame).", valueName: "expression"))
    var value: String

    @Option(name: .customLong("where"),
            help: ArgumentHelp("Only the runs with this parameter value: NAME=VALUE (repeatable, all must hold).", valueName: "name=value"))
    var filters: [Assignment] = []

    @OptionGroup var output: TableFormatOptions

    func validate() throws {
        if rows == nil && cols == nil { throw ValidationError("give --rows PARAMETER, --cols PARAMETER or both") }
        if rows != nil && rows == cols { throw ValidationError("--rows and --cols must be different parameters") }
    }

    func run() throws {
        let (columns, cells) = try reportingInputErrors { try pivot() }
        let stdout = StandardOutput()
        output.format.writer(to: stdout).write(columns: columns, rows: cells)
        stdout.flush()
    }

    private func pivot() throws -> (columns: [String], rows: [[SQLValue]]) {
        let expression = try MeasureExpression(parsing: value)
        let required = try filterValues()
        let reader = try database.openForReading()
        let cases = try reader.sweepCases(sweep)
        let names = cases.reduce(into: [String]()) { names, sweepCase in
            for parameter in sweepCase.parameters where !names.contains(parameter.name) { names.append(parameter.name) }
        }
        let axes = [rows, cols].compactMap { $0 }
        for name in axes + required.keys.sorted() where !names.contains(name) {
            throw RunInputError(message: "no case of sweep \(sweep) sets a parameter named '\(name)'",
                                hints: ["its parameters: " + (names.isEmpty ? "none" : names.joined(separator: ", "))])
        }
        let included = cases.filter { sweepCase in
            sweepCase.run != nil && required.allSatisfy { name, value in sweepCase.parameters.contains { $0.name == name && $0.value == value } }
        }
        var measured: [Int: Double] = [:]
        for measurement in try reader.sweepMeasurements(sweep, node: expression.node, measure: expression.measure) {
            measured[measurement.caseIndex] = measurement.value
        }
        if measured.isEmpty && !included.isEmpty {
            throw RunInputError(message: "no run of sweep \(sweep) has a node whose path, inspector tag, Text label or kind is \(expression.node)",
                                hints: ["`layoutlab trace RUN` shows a run's nodes"])
        }

        // A missing axis is one row or column, named after the value shown.
        func parameter(_ name: String?, of sweepCase: SweepCase) -> String? {
            guard let name else { return value }
            return sweepCase.parameters.first { $0.name == name }?.value
        }
        var cells: [Key: [Double]] = [:]
        var rowKeys: [String] = [], columnKeys: [String] = []
        for sweepCase in included {
            guard let row = parameter(rows, of: sweepCase), let column = parameter(cols, of: sweepCase) else { continue }
            if !rowKeys.contains(row) { rowKeys.append(row) }
            if !columnKeys.contains(column) { columnKeys.append(column) }
            if let value = measured[sweepCase.index] { cells[Key(row: row, column: column), default: []].append(value) }
        }
        rowKeys = Self.ordered(rowKeys)
        columnKeys = Self.ordered(columnKeys)
        if cells.values.contains(where: { Set($0).count > 1 }) {
            let fixed = Set(axes + required.keys)
            let varying = names.filter { name in
                !fixed.contains(name) && Set(included.compactMap { parameter(name, of: $0) }).count > 1
            }
            writeToStandardError("note: some cells hold runs with different values "
                + "(\(varying.joined(separator: ", ")) \(varying.count == 1 ? "varies" : "vary") too); "
                + "they show the lowest…highest; fix the other parameters with --where NAME=VALUE")
        }
        let table = rowKeys.map { row in
            [.text(row)] + columnKeys.map { column in Self.cell(cells[Key(row: row, column: column)] ?? []) }
        }
        return (["\(rows ?? value) \\ \(cols ?? value)"] + columnKeys, table)
    }

    private struct Key: Hashable {
        var row: String
        var column: String
    }

    /// `--where` values by name.
    private func filterValues() throws -> [String: String] {
        try Assignment.values(filters, option: "--where")
    }

    /// Numbers in numeric order; otherwise as the sweep first set them.
    private static func ordered(_ keys: [String]) -> [String] {
        let numbers = keys.map(ObservationSpec.number)
        guard numbers.allSatisfy({ $0 != nil }) else { return keys }
        return zip(keys, numbers).sorted { $0.1! < $1.1! }.map(\.0)
    }

    private static func cell(_ values: [Double]) -> SQLValue {
        guard let low = values.min(), let high = values.max() else { return .null }
        if low == high { return .real(low) }
        return .text("\(TraceFormatting.length(CGFloat(low)))…\(TraceFormatting.length(CGFloat(high)))")
    }
}
