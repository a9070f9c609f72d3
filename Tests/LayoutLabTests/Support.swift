import Foundation
import Testing
@testable import LayoutLab

/// Expected outputs transcribed from the seed articles, kept in `Tests/Fixtures`.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The fixture's lines, without its `#` header; `name` without an extension means `.txt`.
    static func lines(_ name: String) throws -> [String] {
        let file = name.hasSuffix(".tsv") ? name : name + ".txt"
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }
}

/// The inspector lines a layout of `view` prints.
func inspectorLines<V: View>(_ view: V, configuration: LayoutConfiguration = .spec) throws -> [String] {
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

/// Collects what seed code prints, formatting values as Apple's `print` does (Linux
/// Foundation describes CGSize as `CGSize(width:height:)`, Apple as `(w, h)`).
final class PrintBuffer: @unchecked Sendable {
    private(set) var lines: [String] = []

    func print(_ items: Any..., separator: String = " ") {
        lines.append(items.map(PrintBuffer.describe).joined(separator: separator))
    }

    static func describe(_ item: Any) -> String {
        switch item {
        case let size as CGSize: size.appleDescription
        case let point as CGPoint: point.appleDescription
        default: String(describing: item)
        }
    }
}

extension DefaultStringInterpolation {
    /// Apple's description of a size inside string interpolation, as in seed 002's prints.
    mutating func appendInterpolation(_ size: CGSize) { appendLiteral(size.appleDescription) }
    mutating func appendInterpolation(_ point: CGPoint) { appendLiteral(point.appleDescription) }
}
