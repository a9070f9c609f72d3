import Foundation
import LayoutLabStore

/// The cartesian product of `sweep --param` specs, each one axis: `NAME=V1,V2,...` (values as
/// `--param` takes them, so no value may contain a comma) or `NAME=FROM...TO:STEP` (numbers,
/// TO included when a whole number of steps away), or a list mixing both
/// (`minWidth=nil,100...300:100`). Cases are numbered with the last axis varying fastest, as
/// nested loops written in the order given.
public struct SweepGrid {
    /// More would take hours to record and gigabytes to store; a mistyped step is the usual cause.
    static let maximumCases = 1_000_000

    struct Axis {
        var name: String
        var values: [String]
    }

    let specs: [String]
    let axes: [Axis]
    /// The number of cases: the product of the axes' sizes.
    let count: Int

    public init(specs: [String]) throws {
        self.specs = specs
        var axes: [Axis] = []
        for spec in specs {
            let axis = try Self.axis(spec)
            guard !axes.contains(where: { $0.name == axis.name }) else {
                throw RunInputError(message: "--param \(axis.name) is given twice", hints: ["give all of a parameter's values in one --param"])
            }
            axes.append(axis)
        }
        var count = 1
        for axis in axes {
            let (product, overflow) = count.multipliedReportingOverflow(by: axis.values.count)
            guard !overflow, product <= Self.maximumCases else {
                throw RunInputError(
                    message: "the grid has \(overflow ? "more than \(Int.max)" : String(product)) or more combinations; a sweep records at most \(Self.maximumCases)",
                    hints: ["use fewer values or a larger step"])
            }
            count = product
        }
        self.axes = axes
        self.count = count
    }

    /// The parameter values of case `index`, one per axis in the order given.
    func parameters(ofCase index: Int) -> [RunParameter] {
        var remainder = index
        var values = [RunParameter](repeating: RunParameter("", ""), count: axes.count)
        for (position, axis) in axes.enumerated().reversed() {
            values[position] = RunParameter(axis.name, axis.values[remainder % axis.values.count])
            remainder /= axis.values.count
        }
        return values
    }

    public var cases: [[RunParameter]] { (0..<count).map(parameters(ofCase:)) }

    private static func axis(_ spec: String) throws -> Axis {
        guard let equals = spec.firstIndex(of: "=") else {
            throw RunInputError(message: "--param \(spec): expected NAME=V1,V2,... or NAME=FROM...TO:STEP",
                                hints: ["for example --param width=100,200,300 or --param width=100...300:50"])
        }
        let name = spec[..<equals].trimmingCharacters(in: .whitespaces)
        let values = String(spec[spec.index(after: equals)...])
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw RunInputError(message: "--param \(spec): '\(name)' is not a Swift identifier")
        }
        var list: [String] = []
        for item in values.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard !item.isEmpty else {
                throw RunInputError(message: "--param \(spec): a value is empty", hints: ["separate values with single commas: \(name)=1,2,3"])
            }
            list += item.contains("...") ? try range(item, spec: spec) : [item]
            guard list.count <= maximumCases else { throw RunInputError(message: "--param \(spec): more than \(maximumCases) values") }
        }
        return Axis(name: name, values: list)
    }

    /// `FROM...TO:STEP`, each value computed from FROM (not accumulated, so no drift) and
    /// written with as many decimals as FROM and STEP have.
    private static func range(_ text: String, spec: String) throws -> [String] {
        let bounds = text.components(separatedBy: "...")
        let upper = bounds.count == 2 ? bounds[1].split(separator: ":", omittingEmptySubsequences: false) : []
        guard upper.count == 2 else {
            throw RunInputError(message: "--param \(spec): expected FROM...TO:STEP", hints: ["for example width=100...300:50"])
        }
        let texts = [bounds[0], String(upper[0]), String(upper[1])].map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = texts.map { Double($0) }
        guard let from = numbers[0], let to = numbers[1], let step = numbers[2], from.isFinite, to.isFinite, step.isFinite else {
            throw RunInputError(message: "--param \(spec): FROM, TO and STEP must be finite numbers")
        }
        guard step > 0 else { throw RunInputError(message: "--param \(spec): STEP must be greater than 0") }
        guard from <= to else {
            throw RunInputError(message: "--param \(spec): the range is empty (FROM is greater than TO)")
        }
        // A hair of tolerance, so that 0...1:0.1 ends at 1 despite binary fractions.
        let steps = ((to - from) / step * (1 + 1e-12)).rounded(.down)
        // TO − FROM can overflow to infinity (-1e308...1e308): compare as Doubles, never convert.
        guard steps < Double(maximumCases) else {
            let count = steps < 1e15 ? "\(Int(steps) + 1) or more" : "more than \(maximumCases)"
            throw RunInputError(message: "--param \(spec): \(count) values; a sweep records at most \(maximumCases) cases",
                                hints: ["use a larger step"])
        }
        let decimals = max(fractionDigits(texts[0]), fractionDigits(texts[2]))
        return (0...Int(steps)).map { number(from + Double($0) * step, decimals: decimals) }
    }

    private static func fractionDigits(_ text: String) -> Int {
        guard let dot = text.firstIndex(of: ".") else { return 0 }
        return text[text.index(after: dot)...].prefix(while: \.isNumber).count
    }

    private static func number(_ value: Double, decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", value)
        // -0.001 rounded to two decimals is "-0.00".
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }
}
