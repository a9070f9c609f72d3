import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

// Alignment guides: Alignment, HorizontalAlignment, VerticalAlignment, TextAlignment.

extension Alignment: Bridged {
    static let bridge = TypeBridge("Alignment") { b in
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
    static let bridge = TypeBridge("HorizontalAlignment") { b in
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
    static let bridge = TypeBridge("VerticalAlignment") { b in
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
    static let bridge = TypeBridge("TextAlignment") { b in
        b.constant("leading", TextAlignment.leading)
        b.constant("center", TextAlignment.center)
        b.constant("trailing", TextAlignment.trailing)
    }
}

/// Alignment guides a file declares: `struct MyID: AlignmentID { static func defaultValue(in d:
/// ViewDimensions) -> CGFloat { … } }` used as `VerticalAlignment(MyID.self)`. Each becomes the
/// engine's run-time guide named after the type (the same type, the same guide, wherever it is
/// made); its `defaultValue(in:)` runs when the engine asks a view without an explicit value.
enum AlignmentIDs {
    static func horizontal(_ id: Value, _ interpreter: Interpreter, at node: Syntax) throws -> HorizontalAlignment {
        let (name, defaultValue) = try guide(id, interpreter, at: node)
        return HorizontalAlignment(runtimeID: name, defaultValue: defaultValue)
    }

    static func vertical(_ id: Value, _ interpreter: Interpreter, at node: Syntax) throws -> VerticalAlignment {
        let (name, defaultValue) = try guide(id, interpreter, at: node)
        return VerticalAlignment(runtimeID: name, defaultValue: defaultValue)
    }

    private static func guide(_ id: Value, _ interpreter: Interpreter, at node: Syntax) throws -> (String, (ViewDimensions) -> CGFloat) {
        guard case let .type(typeValue) = id.unwrapped, case let .user(type) = typeValue.kind else {
            throw LocatedError("an alignment is made from an AlignmentID type: VerticalAlignment(MyID.self), not a value of type \(id.typeName)",
                               at: node)
        }
        guard interpreter.conforms(type, to: "AlignmentID"), let methods = interpreter.staticMethods(named: "defaultValue", of: type) else {
            throw LocatedError("'\(type.name)' is not an AlignmentID: it needs static func defaultValue(in context: ViewDimensions) -> CGFloat",
                               at: node)
        }
        let defaultValue = { (dimensions: ViewDimensions) -> CGFloat in
            interpreter.duringLayout(CGFloat(0)) {
                let value = try interpreter.callDeclared(methods, evaluated: [Argument(label: "in", value: dimensions.asValue, node: node)],
                                                         selfContext: SelfContext(type: type, instance: nil), at: node)
                guard let number = value.number else {
                    throw LocatedError("\(type.name).defaultValue(in:) must return a CGFloat, not \(value.typeName)", at: type.nameNode)
                }
                return CGFloat(number)
            }
        }
        return (type.qualifiedName, defaultValue)
    }
}
