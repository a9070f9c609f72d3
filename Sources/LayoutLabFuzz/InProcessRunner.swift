import Foundation
import LayoutLab
import LayoutLabSource
import LayoutLabStore

/// Runs inputs in this process as `layoutlab run` does (parse, interpret, lay out, record),
/// for the test suite's corpus: a trap here ends the test run, which is the point.
/// Command-line options other than `--param` are the campaign's business.
public struct InProcessRunner {
    public let databasePath: String
    public var limits: EvaluationLimits
    public var configuration: LayoutConfiguration

    public init(databasePath: String, limits: EvaluationLimits = .standard, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.databasePath = databasePath
        self.limits = limits
        self.configuration = configuration
    }

    /// Runs `input` and checks the database after it.
    public func run(_ input: FuzzInput) -> FuzzOutcome {
        let audit = StoreAudit(path: databasePath)
        do {
            let before = try audit.snapshot()
            let outcome = layOut(input)
            if let problem = try audit.problem(after: before, expectedRuns: outcome == .success ? 1 : 0) {
                return .halfWritten(problem)
            }
            return outcome
        } catch {
            return .unclear("the database could not be checked: \(error)")
        }
    }

    private func layOut(_ input: FuzzInput) -> FuzzOutcome {
        do {
            let program = try SourceProgram.parse(input.source, fileName: "Input.swift")
            let view = try program.interpret(SourceOptions(parameters: input.parameters, limits: limits, configuration: configuration))
            let recorder = try RunStore(path: databasePath).recorder(for: RunDescription(
                fileName: "Input.swift", source: String(decoding: input.source, as: UTF8.self),
                parameters: input.parameters.sorted { $0.key < $1.key }.map { RunParameter($0.key, $0.value) }))
            _ = try view.layout(configuration: configuration, sink: recorder)
            try recorder.finish()
            return .success
        } catch let error as SourceError {
            // A located error names the file, line and column; an option error the option.
            let text = error.description
            let outcome = FuzzOutcome.classifyError(text)
            if case .error = outcome, !(text.contains("Input.swift:") || text.contains("--param")) {
                return .unclear("an error without a location: " + FuzzOutcome.firstLine(text))
            }
            return outcome
        } catch let error as StoreError where error.isRefusalOfTheLayout {
            // NaN in a frame or flexibility: refused by name, the run rolled back (issue 14).
            return FuzzOutcome.classifyError("error: " + error.description)
        } catch let error as StoreError {
            // Recording a laid-out view must not fail: the store refused what the engine made.
            return .unclear("the run could not be recorded: \(error.description)")
        } catch {
            return .unclear("\(type(of: error)): \(error)")
        }
    }
}

extension StoreError {
    /// The store refused what the layout produced (NaN), in the tool's words: a located error.
    var isRefusalOfTheLayout: Bool {
        if case .notANumber = self { return true }
        return false
    }
}
