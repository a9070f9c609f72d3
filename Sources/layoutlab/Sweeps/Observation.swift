import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabSource
import LayoutLabStore
import LayoutLabStudies

/// Seed 001's notation for what a node adopted ("結果をわかりやすく並べる"): the candidates
/// present in a run in increasing order of value, joined by ` < `, the one equal to the value
/// the node took in parentheses: `min < (親) < 本来 < max`.
///
/// Ties, which none of the article's cases has: candidates whose values are equal (within
/// `tolerance`) are joined by ` = ` in the order declared, each in parentheses if it is the
/// value taken: `min < (親) = (本来) < max`. When no candidate equals the value taken, the
/// value itself stands in parentheses where it falls: `min < (150) < max`.
enum Notation {
    /// Lengths closer than this are equal: a thousandth of a point, well below a pixel.
    static let tolerance = 0.001

    static func equal(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

    static func render(_ candidates: [(label: String, value: Double)], taken: Double) -> String {
        var items = candidates.map { (text: equal($0.value, taken) ? "(\($0.label))" : $0.label, value: $0.value) }
        if !candidates.contains(where: { equal($0.value, taken) }) {
            items.append((text: "(\(TraceFormatting.length(CGFloat(taken))))", value: taken))
        }
        // Stable: equal values keep the declared order.
        let sorted = items.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }.map(\.element)
        var text = ""
        for (index, item) in sorted.enumerated() {
            if index > 0 { text += equal(sorted[index - 1].value, item.value) ? " = " : " < " }
            text += item.text
        }
        return text
    }
}

/// How `observe` names the candidates: as declared (`en`: parent, ideal, min, max), or as
/// seed 001 writes them (`ja`: 親, 本来, min, max).
enum CandidateLabels: String, CaseIterable, ExpressibleByArgument {
    case en, ja

    static let japanese = ["parent": "親", "ideal": "本来"]

    func label(_ name: String) -> String { self == .ja ? Self.japanese[name] ?? name : name }
}

/// What `observe` compares: one node's size along one axis with named candidates.
struct ObservationSpec {
    var node: String
    var axis: ObservedAxis
    var candidates: [(name: String, expression: CandidateExpression)]

    init(node: String, axis: ObservedAxis, candidates: [(name: String, expression: CandidateExpression)]) {
        self.node = node
        self.axis = axis
        self.candidates = candidates
    }

    /// A file's declared observation, with `node`, `axis` and `candidates` (NAME=EXPRESSION,
    /// as `observe --candidate` takes them) in its place where given.
    init(declared: StudyDeclaration.Observation?, node: String?, axis: ObservedAxis?, candidates texts: [String], fileName: String) throws {
        let declaredAxis = declared?.axis.flatMap(ObservedAxis.init(rawValue:))
        guard let node = node ?? declared?.node else {
            throw RunInputError(message: "which node? \(fileName) declares none: give --node TAG",
                                hints: ["or declare it: let \(StudyDeclaration.observationName) = (node: \"TAG\", axis: \"width\", candidates: [...])"])
        }
        let axis = axis ?? declaredAxis ?? .width
        self.init(node: node, axis: axis, candidates: [])
        if texts.isEmpty {
            for candidate in declared?.candidates ?? [] {
                candidates.append((candidate.name, try CandidateExpression(parsing: candidate.expression, axis: axis)))
            }
        } else {
            for text in texts {
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                    throw RunInputError(message: "--candidate \(text): expected NAME=EXPRESSION", hints: ["for example --candidate ideal=\"ideal(Text)\""])
                }
                let name = String(text[..<equals])
                guard !candidates.contains(where: { $0.name == name }) else {
                    throw RunInputError(message: "--candidate \(name) is given twice")
                }
                candidates.append((name, try CandidateExpression(parsing: String(text[text.index(after: equals)...]), axis: axis)))
            }
        }
        guard !candidates.isEmpty else {
            throw RunInputError(message: "no candidates: \(fileName) declares none; give --candidate NAME=EXPRESSION",
                                hints: ["for example --candidate min=minWidth --candidate ideal=\"ideal(Text)\""])
        }
    }

    /// The cases and observation a file declares (Examples/README.md, "Declaring a study").
    static func study(of program: SourceProgram, root: String?) throws -> StudyDeclaration {
        try program.study(root: root, checkingCandidates: CandidateExpression.problem)
    }

    /// What a recorded sweep's file declares to observe, and each case's expected candidate;
    /// nil when it declares no observation.
    static func declared(by sweep: RecordedSweep) throws -> (spec: ObservationSpec, expectations: [Int: String])? {
        let study = try study(of: try SourceProgram.parse(sweep.source, fileName: sweep.fileName), root: sweep.rootView)
        guard let observation = study.observation, observation.node != nil else { return nil }
        var expectations: [Int: String] = [:]
        if sweep.origin == .file {
            for (index, declared) in (study.cases ?? []).enumerated() { expectations[index] = declared.adopted }
        }
        return (try ObservationSpec(declared: observation, node: nil, axis: nil, candidates: [], fileName: sweep.fileName), expectations)
    }
}

/// One case of a sweep, observed.
struct ObservedCase {
    var caseIndex: Int
    var run: Int64?
    var parameters: [RunParameter]
    /// The node's width or height; nil when the run is missing or has no such node.
    var taken: Double?
    /// The candidates present in the run, in declared order.
    var candidates: [(name: String, value: Double)] = []
    /// The candidate the file expects the node to take.
    var expected: String?

    /// The candidates equal to the value taken.
    var adopted: [String] {
        guard let taken else { return [] }
        return candidates.filter { Notation.equal($0.value, taken) }.map(\.name)
    }

    /// Whether the node took the expected candidate (one of them, when equal values tie);
    /// nil when no candidate is expected.
    var matches: Bool? { expected.map { adopted.contains($0) } }

    func notation(_ labels: CandidateLabels) -> String? {
        taken.map { Notation.render(candidates.map { (labels.label($0.name), $0.value) }, taken: $0) }
    }
}

extension ObservationSpec {
    /// Observes every case of `sweep`, in case order.
    func observe(sweep: Int64, expectations: [Int: String], reader: StoreReader) throws -> [ObservedCase] {
        var observed = try reader.sweepCases(sweep).map { sweepCase in
            ObservedCase(caseIndex: sweepCase.index, run: sweepCase.run, parameters: sweepCase.parameters,
                         expected: expectations[sweepCase.index])
        }
        let positions = Dictionary(uniqueKeysWithValues: observed.enumerated().map { ($0.element.caseIndex, $0.offset) })
        func measured(_ measure: String, of node: String) throws -> [Int: Double] {
            var values: [Int: Double] = [:]
            for measurement in try reader.sweepMeasurements(sweep, node: node, measure: measure) {
                values[measurement.caseIndex] = measurement.value
            }
            return values
        }
        let taken = try measured(axis.rawValue, of: node)
        if taken.isEmpty && observed.contains(where: { $0.run != nil }) {
            throw RunInputError(message: "no run of sweep \(sweep) has a node whose path, inspector tag, Text label or kind is \(node)",
                                hints: ["`layoutlab trace RUN` shows a run's nodes"])
        }
        // A case recorded after the cases were listed (another process resuming) is left out, not trapped on.
        for (index, value) in taken { if let position = positions[index] { observed[position].taken = value } }
        for (name, expression) in candidates {
            let values: [Int: Double]
            switch expression {
            case let .parameter(parameter):
                values = Dictionary(uniqueKeysWithValues: observed.compactMap { observedCase in
                    observedCase.parameters.first { $0.name == parameter }.flatMap { Self.number($0.value) }.map { (observedCase.caseIndex, $0) }
                })
            case let .measure(expression):
                values = try measured(expression.measure, of: expression.node)
            }
            for (index, value) in values { if let position = positions[index] { observed[position].candidates.append((name, value)) } }
        }
        return observed
    }

    /// A parameter value as a length: a number, or infinity as Swift writes it; else none
    /// (`nil`, a string).
    static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if [".infinity", "CGFloat.infinity", "Double.infinity", "inf", "infinity"].contains(trimmed) { return .infinity }
        guard let value = Double(trimmed), !value.isNaN else { return nil }
        return value
    }
}
