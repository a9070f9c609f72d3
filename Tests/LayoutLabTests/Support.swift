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
