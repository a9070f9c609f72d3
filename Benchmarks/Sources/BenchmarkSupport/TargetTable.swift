import Foundation

// Issue 13's targets, in the columns of Benchmarks/README.md's "Targets at a glance": each
// benchmark ends by printing the rows it measured in that run, so its output and the README's
// table read the same (the README keeps the ranges over runs and sessions).

/// One target as measured in this run.
public struct TargetRow {
    /// The target, worded as the README's first column words it.
    public let target: String
    public let measured: String
    /// What the benchmark measured beside it in the same run ("" when the target has none).
    public let anchor: String
    public let ratio: String
    public let met: Bool

    public init(_ target: String, measured: String, anchor: String = "", ratio: String = "", met: Bool) {
        self.target = target
        self.measured = measured
        self.anchor = anchor
        self.ratio = ratio
        self.met = met
    }
}

/// Prints `rows` as a Markdown table with the README's columns.
public func printTargetTable(_ rows: [TargetRow]) {
    print("targets measured in this run (Benchmarks/README.md, \"Targets at a glance\"):")
    print("| target | measured | anchor, same run | ratio | |")
    print("|---|---|---|---|---|")
    for row in rows {
        print("| \(row.target) | \(row.measured) | \(row.anchor) | \(row.ratio) | \(row.met ? "met" : "missed") |")
    }
}

/// `value` with thousands separated by commas, as the README writes figures: 1,014,004.
public func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var result = ""
    for (index, digit) in digits.reversed().enumerated() {
        if index > 0 && index % 3 == 0 && digit != "-" { result.append(",") }
        result.append(digit)
    }
    return String(result.reversed())
}
