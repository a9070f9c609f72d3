import Testing
@testable import LayoutLabStudies

// FUNCTION(NODE) as `matrix --value`, `plot --y` and `observe`'s candidates take it, and a
// candidate's parameter-or-measure choice; the errors are the CLI's, byte for byte.

/// The measures of Queries/sweep-measure.sql, as the error's hint lists them.
private let measureList = "x, y, width, height, proposal_width, proposal_height, min_width, min_height, "
    + "ideal_width, ideal_height, max_width, max_height"

private let syntaxHint = "hint: write FUNCTION(NODE), e.g. width(frame) or ideal_width(Text); NODE is a path, inspector tag, Text label or kind"

@Suite("Measure and candidate expressions")
struct MeasureExpressionTests {
    @Test("FUNCTION(NODE): the measure and the node, trimmed, the node's quotes taken off")
    func parsing() throws {
        let width = try MeasureExpression(parsing: "width(frame)")
        #expect(width.measure == "width")
        #expect(width.node == "frame")
        let quoted = try MeasureExpression(parsing: #"  ideal_width( "Hello, (world)" ) "#)
        #expect(quoted.measure == "ideal_width")
        #expect(quoted.node == "Hello, (world)")
        #expect(try MeasureExpression(parsing: "proposal_height(0.1)").node == "0.1")
    }

    @Test("min, ideal, max, proposal and size are `observe`'s: along its axis, unknown without one")
    func axisRelative() throws {
        #expect(try MeasureExpression(parsing: "ideal(Text)", axis: .width).measure == "ideal_width")
        #expect(try MeasureExpression(parsing: "ideal(Text)", axis: .height).measure == "ideal_height")
        #expect(try MeasureExpression(parsing: "proposal(frame)", axis: .width).measure == "proposal_width")
        #expect(try MeasureExpression(parsing: "min(frame)", axis: .height).measure == "min_height")
        #expect(try MeasureExpression(parsing: "size(frame)", axis: .height).measure == "height")
        // An axis leaves the other functions as they are.
        #expect(try MeasureExpression(parsing: "max_width(frame)", axis: .height).measure == "max_width")

        #expect(#expect(throws: RunInputError.self) { try MeasureExpression(parsing: "ideal(frame)") }?.description
            == "error: 'ideal(frame)': unknown function 'ideal'\n\(syntaxHint)\nhint: functions: \(measureList)")
    }

    @Test("Not FUNCTION(NODE), no node, an unknown function: refused, with the functions there are")
    func refusals() {
        func printed(_ text: String, axis: ObservedAxis? = nil) -> String? {
            #expect(throws: RunInputError.self) { try MeasureExpression(parsing: text, axis: axis) }?.description
        }
        #expect(printed("width") == "error: 'width' is not FUNCTION(NODE)\n\(syntaxHint)\nhint: functions: \(measureList)")
        #expect(printed("width(frame") == "error: 'width(frame' is not FUNCTION(NODE)\n\(syntaxHint)\nhint: functions: \(measureList)")
        #expect(printed("width( )") == "error: 'width( )' names no node\n\(syntaxHint)\nhint: functions: \(measureList)")
        #expect(printed(#"width("")"#) == "error: 'width(\"\")' names no node\n\(syntaxHint)\nhint: functions: \(measureList)")
        #expect(printed("wide(frame)", axis: .width)
            == "error: 'wide(frame)': unknown function 'wide'\n\(syntaxHint)\nhint: functions: \(measureList), min, ideal, max, proposal, size")
    }

    @Test("A candidate is a parameter name or FUNCTION(NODE) along the observed axis")
    func candidates() throws {
        #expect(try CandidateExpression(parsing: " minWidth ", axis: .width) == .parameter("minWidth"))
        #expect(try CandidateExpression(parsing: "_width2", axis: .width) == .parameter("_width2"))
        #expect(try CandidateExpression(parsing: "ideal(Text)", axis: .height)
            == .measure(try MeasureExpression(parsing: "ideal_height(Text)")))
        for text in ["2x", "min-width", "", "ideal Text"] {
            #expect(#expect(throws: RunInputError.self) { try CandidateExpression(parsing: text, axis: .width) }?.description
                == "error: '\(text)' is neither a parameter name nor FUNCTION(NODE)\nhint: for example minWidth, ideal(Text) or proposal(frame)")
        }
    }

    @Test("problem(_:), for the front end's located errors: nil for a candidate, else the message and hints on one line")
    func problems() {
        #expect(CandidateExpression.problem("minWidth") == nil)
        #expect(CandidateExpression.problem("ideal(Text)") == nil)
        #expect(CandidateExpression.problem("2x") == "'2x' is neither a parameter name nor FUNCTION(NODE); for example minWidth, ideal(Text) or proposal(frame)")
        #expect(CandidateExpression.problem("idea(Text)") == "'idea(Text)': unknown function 'idea'; "
            + "write FUNCTION(NODE), e.g. width(frame) or ideal_width(Text); NODE is a path, inspector tag, Text label or kind; "
            + "functions: \(measureList), min, ideal, max, proposal, size")
    }
}
