import Foundation
import SwiftSyntax

/// What a file declares for `layoutlab sweep` and `layoutlab observe`, in Swift that compiles
/// unchanged in Xcode (two top-level constants the interpreter never evaluates, since no view
/// uses them):
///
///     let layoutlabObservation = (
///         node: "frame",                     // what is observed: a path, inspector tag, Text label or kind
///         axis: "width",                     // width or height
///         candidates: [                      // name: what it measures, in tie-break order
///             "parent": "proposal(frame)",
///             "ideal": "ideal(Text)",
///             "min": "minWidth",
///         ]
///     )
///
///     let layoutlabCases: [[String: Any]] = [
///         ["str": "12345", "parent": 100, "minWidth": 200, "adopted": "min"],
///     ]
///
/// Each case is a dictionary literal of parameter names (top-level constants and `@State`
/// properties, as `--param` sets them) to values (Swift expressions, as `--param` takes
/// them), and optionally `"adopted"`: the candidate the case expects the node to take. The
/// candidates' expressions are the CLI's to read; it checks them through `study(…)`.
public struct StudyDeclaration: Hashable, Sendable {
    public static let casesName = "layoutlabCases"
    public static let observationName = "layoutlabObservation"
    /// Both: a layout leaves them unevaluated, even where a script initialises its globals in order.
    static let names: Set<String> = [casesName, observationName]
    /// The key of a case that names the candidate it expects to be adopted.
    public static let adoptedKey = "adopted"

    /// One parameter value of a case: `--param name=value`.
    public struct Assignment: Hashable, Sendable {
        public var name: String
        /// A string literal's contents, else the expression as written (`200`, `nil`, `.infinity`).
        public var value: String
    }

    public struct Case: Hashable, Sendable {
        public var parameters: [Assignment]
        /// The candidate the case expects the observed node to take; nil when not declared.
        public var adopted: String?
        /// Where the case is written, from 1.
        public var line: Int
    }

    /// A named value the observed node's size is compared with.
    public struct Candidate: Hashable, Sendable {
        public var name: String
        /// A parameter name, or a measurement such as `ideal(Text)` (the CLI's grammar).
        public var expression: String
    }

    public struct Observation: Hashable, Sendable {
        public var node: String?
        /// `width` or `height`.
        public var axis: String?
        /// In the order declared, which breaks ties between equal values.
        public var candidates: [Candidate]
    }

    /// The declared cases, in order; nil when the file declares no `layoutlabCases`.
    public var cases: [Case]?
    public var observation: Observation?
}

extension SourceProgram {
    /// Reads `layoutlabCases` and `layoutlabObservation`. Every mistake in them is a
    /// `SourceError` at its line and column, like the rest of the front end's.
    ///
    /// - Parameters:
    ///   - root: the view `--root` names, whose memberwise properties cases may set too.
    ///   - checkCandidate: why a candidate's expression cannot be measured, or nil when it can.
    public func study(root: String? = nil, checkingCandidates checkCandidate: @escaping (String) -> String? = { _ in nil }) throws -> StudyDeclaration {
        let reader = StudyReader(program: self, checkCandidate: checkCandidate)
        do {
            var study = StudyDeclaration()
            if let observation = declarations.globals[StudyDeclaration.observationName] {
                study.observation = try reader.observation(observation)
            }
            if let cases = declarations.globals[StudyDeclaration.casesName] {
                study.cases = try reader.cases(cases, settable: settableNames(root: root), observation: study.observation)
            }
            return study
        } catch let error as LocatedError {
            throw SourceError([renderer.render(error)])
        }
    }

    /// The names `--param` can set when `root` is laid out (as `interpret` checks them).
    private func settableNames(root: String?) -> Set<String> {
        var names = Set(parameterNames)
        for property in declarations.types[root ?? "ContentView"]?.storedProperties ?? [] where property.isMemberwiseParameter {
            names.insert(property.name)
        }
        names.remove(StudyDeclaration.casesName)
        names.remove(StudyDeclaration.observationName)
        return names
    }
}

/// Reads the declarations' syntax; each method throws a `LocatedError` at the faulty node.
private struct StudyReader {
    let program: SourceProgram
    let checkCandidate: (String) -> String?

    static let formatHint = "the format is in Examples/README.md, \"Declaring a study\""

    func observation(_ property: StoredProperty) throws -> StudyDeclaration.Observation {
        let name = StudyDeclaration.observationName
        guard let initializer = property.initializer, let tuple = initializer.as(TupleExprSyntax.self) else {
            throw LocatedError("\(name) must be a tuple literal: (node: \"TAG\", axis: \"width\", candidates: [\"NAME\": \"EXPRESSION\", …])",
                               at: property.node, hints: [Self.formatHint])
        }
        var observation = StudyDeclaration.Observation(node: nil, axis: nil, candidates: [])
        var seen: Set<String> = []
        for element in tuple.elements {
            guard let label = element.label?.text else {
                throw LocatedError("each element of \(name) needs a label: node, axis or candidates", at: element)
            }
            guard seen.insert(label).inserted else { throw LocatedError("\(label) is given twice", at: element) }
            switch label {
            case "node":
                observation.node = try string(element.expression, what: "node")
            case "axis":
                let axis = try string(element.expression, what: "axis")
                guard axis == "width" || axis == "height" else {
                    throw LocatedError("axis must be \"width\" or \"height\", not \"\(axis)\"", at: element.expression)
                }
                observation.axis = axis
            case "candidates":
                observation.candidates = try candidates(element.expression)
            default:
                throw LocatedError("\(name) has no element '\(label)'", at: element,
                                   hints: Suggestions.hint(for: label, in: ["node", "axis", "candidates"]) + ["its elements: node, axis, candidates"])
            }
        }
        return observation
    }

    private func candidates(_ expression: ExprSyntax) throws -> [StudyDeclaration.Candidate] {
        guard let dictionary = expression.as(DictionaryExprSyntax.self) else {
            throw LocatedError("candidates must be a dictionary literal: [\"NAME\": \"EXPRESSION\", …]", at: expression, hints: [Self.formatHint])
        }
        guard case let .elements(elements) = dictionary.content else { return [] }
        var candidates: [StudyDeclaration.Candidate] = []
        for element in elements {
            let name = try string(element.key, what: "a candidate's name")
            guard !candidates.contains(where: { $0.name == name }) else {
                throw LocatedError("the candidate '\(name)' is declared twice", at: element.key)
            }
            let measured = try string(element.value, what: "a candidate's expression")
            if let problem = checkCandidate(measured) {
                throw LocatedError(problem, at: element.value, hints: [Self.formatHint])
            }
            candidates.append(StudyDeclaration.Candidate(name: name, expression: measured))
        }
        return candidates
    }

    func cases(_ property: StoredProperty, settable: Set<String>, observation: StudyDeclaration.Observation?) throws -> [StudyDeclaration.Case] {
        let name = StudyDeclaration.casesName
        guard let array = property.initializer?.as(ArrayExprSyntax.self) else {
            throw LocatedError("\(name) must be an array literal of dictionary literals, one per case: [[\"NAME\": VALUE, …], …]",
                               at: property.node, hints: [Self.formatHint])
        }
        let candidateNames = observation.map { $0.candidates.map(\.name) } ?? []
        return try array.elements.map { element in
            guard let dictionary = element.expression.as(DictionaryExprSyntax.self) else {
                throw LocatedError("each case must be a dictionary literal: [\"NAME\": VALUE, …]", at: element.expression,
                                   hints: [Self.formatHint])
            }
            var studyCase = StudyDeclaration.Case(parameters: [], adopted: nil, line: line(of: dictionary))
            guard case let .elements(entries) = dictionary.content else { return studyCase }
            for entry in entries {
                let key = try string(entry.key, what: "a case's key")
                if key == StudyDeclaration.adoptedKey {
                    let adopted = try string(entry.value, what: "\"adopted\"")
                    if !candidateNames.isEmpty && !candidateNames.contains(adopted) {
                        throw LocatedError("'\(adopted)' is not a candidate of \(StudyDeclaration.observationName)", at: entry.value,
                                           hints: Suggestions.hint(for: adopted, in: candidateNames)
                                            + ["its candidates: " + candidateNames.joined(separator: ", ")])
                    }
                    studyCase.adopted = adopted
                    continue
                }
                guard settable.contains(key) else {
                    throw LocatedError("the file has no top-level constant or @State property named '\(key)'", at: entry.key,
                                       hints: Suggestions.hint(for: key, in: settable)
                                        + ["a case sets parameters, as --param does, and may name the candidate it expects with \"adopted\""])
                }
                guard !studyCase.parameters.contains(where: { $0.name == key }) else {
                    throw LocatedError("'\(key)' is set twice in this case", at: entry.key)
                }
                studyCase.parameters.append(StudyDeclaration.Assignment(name: key, value: value(entry.value)))
            }
            return studyCase
        }
    }

    /// A plain string literal's contents.
    private func string(_ expression: ExprSyntax, what: String) throws -> String {
        guard let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue else {
            throw LocatedError("\(what) must be a string literal without interpolation", at: expression)
        }
        return value
    }

    /// A parameter value as `--param` takes it: a string's contents, else the expression's text.
    private func value(_ expression: ExprSyntax) -> String {
        if let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue { return value }
        return expression.trimmedDescription
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        program.renderer.converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }
}
