import ArgumentParser

/// A `--format` value: one of the table formats every row-printing command shares, or one of
/// the command's own (`tree`, `inspector`, `trace`), which its help lists first.
protocol FormatOption: ExpressibleByArgument, CaseIterable, Equatable where AllCases == [Self] {
    /// The command's own formats by name.
    static var named: [(name: String, format: Self)] { get }
    /// The value for a table format.
    static func table(_ format: TableFormat) -> Self
    /// The table format this value is, if it is one.
    var tableFormat: TableFormat? { get }
}

extension FormatOption {
    init?(argument: String) {
        if let named = Self.named.first(where: { $0.name == argument }) {
            self = named.format
        } else if let table = TableFormat(rawValue: argument) {
            self = .table(table)
        } else {
            return nil
        }
    }

    static var allCases: [Self] { named.map(\.format) + TableFormat.allCases.map(table) }

    var defaultValueDescription: String {
        Self.named.first { $0.format == self }?.name ?? tableFormat?.rawValue ?? ""
    }

    static var allValueStrings: [String] { allCases.map(\.defaultValueDescription) }
}
