import Foundation
import LayoutLab
import SwiftSyntax

// Alignment guides: Alignment, HorizontalAlignment, VerticalAlignment, TextAlignment.

extension Alignment: Bridged {
    nonisolated(unsafe) static let bridge = TypeBridge("Alignment") { b in
        let alignments: [(String, Alignment)] = [
            ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
            ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
            ("bottomTrailing", .bottomTrailing), ("centerFirstTextBaseline", .centerFirstTextBaseline),
            ("centerLastTextBaseline", .centerLastTextBaseline), ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
            ("leadingLastTextBaseline", .leadingLastTextBaseline), ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
            ("trailingLastTextBaseline", .trailingLastTextBaseline),
        ]
        for (name, alignment) in alignments { b.constant(name, alignment) }
        b.initializer([Parameter("horizontal", HorizontalAlignment.self), Parameter("vertical", VerticalAlignment.self)]) { a in
            Alignment(horizontal: try a.get("horizontal"), vertical: try a.get("vertical")).asValue
        }
        b.property("horizontal") { (alignment: Alignment) in alignment.horizontal.asValue }
        b.property("vertical") { (alignment: Alignment) in alignment.vertical.asValue }
        b.equality { (a: Alignment, b: Alignment) in a == b }
        b.description { (alignment: Alignment) in "Alignment(horizontal: \(alignment.horizontal), vertical: \(alignment.vertical))" }
    }
}

extension HorizontalAlignment: Bridged {
    nonisolated(unsafe) static let bridge = TypeBridge("HorizontalAlignment") { b in
        b.constant("leading", HorizontalAlignment.leading)
        b.constant("center", HorizontalAlignment.center)
        b.constant("trailing", HorizontalAlignment.trailing)
        b.initializer([Parameter(nil, .any, name: "id")]) { a in
            try AlignmentIDs.horizontal(a.value("id") ?? .none, a.interpreter, at: a.node("id")).asValue
        }
        b.equality { (a: HorizontalAlignment, b: HorizontalAlignment) in a == b }
    }
}

extension VerticalAlignment: Bridged {
    nonisolated(unsafe) static let bridge = TypeBridge("VerticalAlignment") { b in
        b.constant("top", VerticalAlignment.top)
        b.constant("center", VerticalAlignment.center)
        b.constant("bottom", VerticalAlignment.bottom)
        b.constant("firstTextBaseline", VerticalAlignment.firstTextBaseline)
        b.constant("lastTextBaseline", VerticalAlignment.lastTextBaseline)
        b.initializer([Parameter(nil, .any, name: "id")]) { a in
            try AlignmentIDs.vertical(a.value("id") ?? .none, a.interpreter, at: a.node("id")).asValue
        }
        b.equality { (a: VerticalAlignment, b: VerticalAlignment) in a == b }
    }
}

extension TextAlignment: Bridged {
    nonisolated(unsafe) static let bridge = TypeBridge("TextAlignment") { b in
        b.constant("leading", TextAlignment.leading)
        b.constant("center", TextAlignment.center)
        b.constant("trailing", TextAlignment.trailing)
    }
}

/// Alignment guides a file declares: `struct MyID: AlignmentID { static func defaultValue(in d:
/// ViewDimensions) -> CGFloat { … } }` used as `VerticalAlignment(MyID.self)`.
enum AlignmentIDs {
    static func horizontal(_ id: Value, _ interpreter: Interpreter, at node: Syntax) throws -> HorizontalAlignment {
        throw RuntimeError("custom alignment guides are not modelled yet")
    }

    static func vertical(_ id: Value, _ interpreter: Interpreter, at node: Syntax) throws -> VerticalAlignment {
        throw RuntimeError("custom alignment guides are not modelled yet")
    }
}
