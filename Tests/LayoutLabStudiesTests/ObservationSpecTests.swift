import Foundation
import Testing
import TestSupport
import LayoutLab
import LayoutLabSource
import LayoutLabStore
@testable import LayoutLabStudies

// What `observe` compares: a file's declared observation, the command line's node, axis and
// candidates in its place, their errors; then a sweep recorded in a store, observed case by case.

/// A Rectangle under a flexible frame in a 100-point-wide parent: the frame takes the parent's
/// 100 unless minWidth is more (SwiftUI's flexible frame clamps the proposal to its minimum).
private let studySource = """
    let minWidth: CGFloat? = nil
    Rectangle()
        .frame(minWidth: minWidth)
        .inspectLayoutProcess("frame")
        .frame(width: 100)

    let layoutlabObservation = (
        node: "frame",
        axis: "width",
        candidates: ["parent": "proposal(frame)", "min": "minWidth"]
    )

    let layoutlabCases: [[String: Any]] = [
        ["minWidth": 50, "adopted": "parent"],
        ["minWidth": 150, "adopted": "min"],
        ["minWidth": 120, "adopted": "parent"],
        ["minWidth": 80, "adopted": "parent"],
    ]
    """

/// `studySource`'s view, built with the Swift API.
private struct Study: View {
    var minWidth: CGFloat?
    var body: some View {
        Rectangle()
            .frame(minWidth: minWidth)
            .inspectLayoutProcess("frame")
            .frame(width: 100)
    }
}

private func study(_ source: String = studySource) throws -> StudyDeclaration {
    try ObservationSpec.study(of: try SourceProgram.parse(source, fileName: "Study.swift"), root: nil)
}

@Suite("What observe compares")
struct ObservationSpecTests {
    @Test("A file's declared node, axis and candidates, in their declared order")
    func declared() throws {
        let spec = try ObservationSpec(declared: try study().observation, node: nil, axis: nil, candidates: [], fileName: "Study.swift")
        #expect(spec.node == "frame")
        #expect(spec.axis == .width)
        #expect(spec.candidates.map(\.name) == ["parent", "min"])
        #expect(spec.candidates.map(\.expression) == [.measure(try MeasureExpression(parsing: "proposal_width(frame)")), .parameter("minWidth")])
    }

    @Test("--node, --axis and --candidate take the declaration's place; the axis applies to the declared candidates too")
    func commandLine() throws {
        let declared = try study().observation
        let turned = try ObservationSpec(declared: declared, node: "Rectangle", axis: .height, candidates: [], fileName: "Study.swift")
        #expect(turned.node == "Rectangle")
        #expect(turned.candidates.map(\.expression) == [.measure(try MeasureExpression(parsing: "proposal_height(frame)")), .parameter("minWidth")])

        let given = try ObservationSpec(declared: declared, node: nil, axis: nil, candidates: ["ideal=ideal(Text)", "least=minWidth"],
                                        fileName: "Study.swift")
        #expect(given.node == "frame")
        #expect(given.candidates.map(\.name) == ["ideal", "least"])
        #expect(given.candidates.map(\.expression) == [.measure(try MeasureExpression(parsing: "ideal_width(Text)")), .parameter("minWidth")])
    }

    @Test("No node, a candidate not NAME=EXPRESSION or given twice, no candidates: refused with the CLI's messages")
    func refusals() throws {
        func printed(node: String? = nil, _ candidates: [String], declaring source: String? = nil) throws -> String? {
            let declared = try source.map { try study($0).observation } ?? nil
            return #expect(throws: RunInputError.self) {
                try ObservationSpec(declared: declared, node: node, axis: nil, candidates: candidates, fileName: "Plain.swift")
            }?.description
        }
        #expect(try printed(["w=width"]) == "error: which node? Plain.swift declares none: give --node TAG\n"
            + #"hint: or declare it: let layoutlabObservation = (node: "TAG", axis: "width", candidates: [...])"#)
        #expect(try printed(node: "frame", ["min"]) == "error: --candidate min: expected NAME=EXPRESSION\n"
            + #"hint: for example --candidate ideal="ideal(Text)""#)
        #expect(try printed(node: "frame", ["=minWidth"]) == "error: --candidate =minWidth: expected NAME=EXPRESSION\n"
            + #"hint: for example --candidate ideal="ideal(Text)""#)
        #expect(try printed(node: "frame", ["min=minWidth", "min=ideal(Text)"]) == "error: --candidate min is given twice")
        #expect(try printed(node: "frame", []) == "error: no candidates: Plain.swift declares none; give --candidate NAME=EXPRESSION\n"
            + #"hint: for example --candidate min=minWidth --candidate ideal="ideal(Text)""#)
        // A declared observation without candidates is no different.
        #expect(try printed([], declaring: #"let layoutlabObservation = (node: "frame", axis: "width", candidates: [:])"#)
            == "error: no candidates: Plain.swift declares none; give --candidate NAME=EXPRESSION\n"
            + #"hint: for example --candidate min=minWidth --candidate ideal="ideal(Text)""#)
    }

    @Test("A parameter value is a length when it reads as a number or as infinity; nil and strings are none")
    func parameterNumbers() {
        #expect(ObservationSpec.number("100") == 100)
        #expect(ObservationSpec.number(" 50.5 ") == 50.5)
        #expect(ObservationSpec.number("1e3") == 1000)
        #expect(ObservationSpec.number("-20") == -20)
        for infinity in [".infinity", "CGFloat.infinity", "Double.infinity", "inf", "infinity"] {
            #expect(ObservationSpec.number(infinity) == .infinity)
        }
        for none in ["nil", "nan", "wide", "", "100pt"] {
            #expect(ObservationSpec.number(none) == nil)
        }
    }

    @Test("A recorded sweep observed case by case: the width taken, the candidates present, the file's expectations")
    func observedSweep() throws {
        let directory = try TemporaryDirectory()
        let store = try RunStore(path: directory.path("studies.sqlite"))
        let minWidths = ["50", "150", "120", "80"]
        let sweepID = try store.createSweep(SweepDescription(
            fileName: "Study.swift", source: studySource, layout: SweepLayoutOptions(device: "iPhone 16 Pro"), origin: .file,
            cases: minWidths.map { [RunParameter("minWidth", $0)] }))
        // The last case is left unrecorded, as by a sweep interrupted before it.
        let runs = try minWidths.dropLast().map { minWidth in
            try completedRun(Study(minWidth: CGFloat(Double(minWidth)!)), parameters: [RunParameter("minWidth", minWidth)],
                             source: studySource).0
        }
        _ = try store.recordSweepRuns(runs.enumerated().map { SweepCaseRun(caseIndex: $0.offset, run: $0.element) }, sweep: sweepID)

        let reader = try StoreReader(path: store.path)
        let declared = try #require(try ObservationSpec.declared(by: try reader.sweep(sweepID)))
        #expect(declared.expectations == [0: "parent", 1: "min", 2: "parent", 3: "parent"])
        let observed = try declared.spec.observe(sweep: sweepID, expectations: declared.expectations, reader: reader)
        #expect(observed.map(\.caseIndex) == [0, 1, 2, 3])
        #expect(observed.map(\.run) == [1, 2, 3, nil])
        #expect(observed.map(\.taken) == [100, 150, 120, nil])
        #expect(observed.map { $0.notation(.en) } == ["min < (parent)", "parent < (min)", "parent < (min)", nil])
        #expect(observed.map(\.matches) == [true, true, false, false])

        #expect(#expect(throws: RunInputError.self) {
            try ObservationSpec(declared: nil, node: "Nothing", axis: nil, candidates: ["min=minWidth"], fileName: "Study.swift")
                .observe(sweep: sweepID, expectations: [:], reader: reader)
        }?.description == "error: no run of sweep 1 has a node whose path, inspector tag, Text label or kind is Nothing\n"
            + "hint: `layoutlab trace RUN` shows a run's nodes")
    }
}
