import ArgumentParser
import LayoutLabStudies

// LayoutLabStudies' types become option values here, so that the library needs no ArgumentParser.

extension ObservedAxis: ExpressibleByArgument {}

extension CandidateLabels: ExpressibleByArgument {}

extension MeasureExpression: ExpressibleByArgument {
    public init?(argument: String) {
        guard let expression = try? MeasureExpression(parsing: argument) else { return nil }
        self = expression
    }

    public var defaultValueDescription: String { "\(measure)(\(node))" }
}
