import Foundation
import Testing
@testable import LayoutLab

/// Expected outputs transcribed from the seed articles, kept in `Tests/Fixtures`.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The fixture's lines, without its `#` header.
    static func lines(_ name: String) throws -> [String] {
        let text = try String(contentsOf: directory.appendingPathComponent(name + ".txt"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }
}

/// The inspector lines a layout of `view` prints.
func inspectorLines<V: View>(_ view: V, configuration: LayoutConfiguration = LayoutConfiguration()) throws -> [String] {
    try InspectorPrinter.lines(for: view, configuration: configuration)
}

/// Compares printed lines with a seed listing whose Text sizes come from SF Pro, which
/// LayoutLab only approximates: every line must be the same event of the same tag, every
/// proposal line must match exactly, and so must positions at the origin (spec §1.5).
func expectSameProposals(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual.count == expected.count, "\(actual.joined(separator: "\n"))", sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
        let exact = e.contains("proposal size:") || e.hasSuffix("position: (0.0, 0.0)")
        if exact {
            #expect(a == e, sourceLocation: sourceLocation)
        } else {
            #expect(a.prefix(while: { $0 != ":" }) == e.prefix(while: { $0 != ":" }), "\(a) vs \(e)", sourceLocation: sourceLocation)
        }
    }
}
