import Foundation
import LayoutLabSource
import LayoutLabStore

/// What `observe` compares: one node's size along one axis with named candidates.
public struct ObservationSpec {
    var node: String
    public var axis: ObservedAxis
    var candidates: [(name: String, expression: CandidateExpression)]

    init(node: String, axis: ObservedAxis, candidates: [(name: String, expression: CandidateExpression)]) {
        self.node = node
        self.axis = axis
        self.candidates = candidates
    }

    /// A file's declared observation, with `node`, `axis` and `candidates` (NAME=EXPRESSION,
    /// as `observe --candidate` takes them) in its place where given.
    public init(declared: StudyDeclaration.Observation?, node: String?, axis: ObservedAxis?, candidates texts: [String], fileName: String) throws {
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
    public static func study(of program: SourceProgram, root: String?) throws -> StudyDeclaration {
        try program.study(root: root, checkingCandidates: CandidateExpression.problem)
    }

    /// What a recorded sweep's file declares to observe, and each case's expected candidate;
    /// nil when it declares no observation.
    public static func declared(by sweep: RecordedSweep) throws -> (spec: ObservationSpec, expectations: [Int: String])? {
        let study = try study(of: try SourceProgram.parse(sweep.source, fileName: sweep.fileName), root: sweep.rootView)
        guard let observation = study.observation, observation.node != nil else { return nil }
        var expectations: [Int: String] = [:]
        if sweep.origin == .file {
            for (index, declared) in (study.cases ?? []).enumerated() { expectations[index] = declared.adopted }
        }
        return (try ObservationSpec(declared: observation, node: nil, axis: nil, candidates: [], fileName: sweep.fileName), expectations)
    }
}

extension ObservationSpec {
    /// Observes every case of `sweep`, in case order.
    public func observe(sweep: Int64, expectations: [Int: String], reader: StoreReader) throws -> [ObservedCase] {
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
    public static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if [".infinity", "CGFloat.infinity", "Double.infinity", "inf", "infinity"].contains(trimmed) { return .infinity }
        guard let value = Double(trimmed), !value.isNaN else { return nil }
        return value
    }
}
