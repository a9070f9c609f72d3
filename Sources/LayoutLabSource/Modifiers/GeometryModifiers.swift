import Foundation
import LayoutLab

/// `.position`, `.containerRelativeFrame` and `.safeAreaPadding` (spec §20), each calling the
/// engine's modifier of that name.
enum GeometryModifiers {
    typealias M = LayoutModifiers

    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "position": [
            M.wrapping([Parameter(nil, CGPoint.self, name: "position")]) { v, a in
                let position = try a.get("position", CGPoint.self)
                try a.check("position", [("x", position.x), ("y", position.y)], .signed)
                return v.position(position)
            },
            M.wrapping([.optional("x", CGFloat.self), .optional("y", CGFloat.self)]) { v, a in
                switch (try a.checked("x", .signed), try a.checked("y", .signed)) {
                case let (x?, y?): AnyView(v.position(x: x, y: y))
                case let (x?, nil): AnyView(v.position(x: x))
                case let (nil, y?): AnyView(v.position(y: y))
                case (nil, nil): AnyView(v.position())
                }
            },
        ],
        // A geometry effect: the drawing moves, not the layout (spec §4.5, §20.2).
        "offset": [
            M.wrapping([Parameter(nil, CGSize.self, name: "offset")]) { v, a in
                let offset = try a.get("offset", CGSize.self)
                try a.check("offset", [("width", offset.width), ("height", offset.height)], .signed)
                return v.offset(offset)
            },
            M.wrapping([.optional("x", CGFloat.self), .optional("y", CGFloat.self)]) { v, a in
                v.offset(x: try a.checked("x", .signed) ?? 0, y: try a.checked("y", .signed) ?? 0)
            },
        ],
        "containerRelativeFrame": [
            M.wrapping([Parameter(nil, Axis.Set.self, name: "axes"), .optional("alignment", Alignment.self)]) { v, a in
                v.containerRelativeFrame(try a.get("axes"), alignment: try a.optional("alignment") ?? .center)
            },
            M.wrapping([Parameter(nil, Axis.Set.self, name: "axes"), Parameter("count", Int.self), .optional("span", Int.self),
                        Parameter("spacing", CGFloat.self), .optional("alignment", Alignment.self)]) { v, a in
                v.containerRelativeFrame(try a.get("axes"), count: try a.get("count"), span: try a.int("span") ?? 1,
                                         spacing: try a.checked("spacing", .signed) ?? 0, alignment: try a.optional("alignment") ?? .center)
            },
            M.wrapping([Parameter(nil, Axis.Set.self, name: "axes"), .optional("alignment", Alignment.self),
                        .closure(nil, name: "length", arity: 2)]) { v, a in
                v.containerRelativeFrame(try a.get("axes"), alignment: try a.optional("alignment") ?? .center, try lengthClosure(a))
            },
        ],
        "scenePadding": [M.wrapping([.optional(nil, Edge.Set.self, name: "edges")]) { v, a in v.scenePadding(try a.optional("edges") ?? .all) }],
        "safeAreaPadding": [
            M.wrapping([Parameter(nil, EdgeInsets.self, name: "insets")]) { v, a in v.safeAreaPadding(try a.get("insets", EdgeInsets.self)) },
            M.wrapping([Parameter(nil, CGFloat.self, name: "length")]) { v, a in v.safeAreaPadding(try a.checked("length", .signed) ?? 0) },
            M.wrapping([.optional(nil, Edge.Set.self, name: "edges"), .optional(nil, CGFloat.self, name: "length")]) { v, a in
                v.safeAreaPadding(try a.optional("edges") ?? .all, try a.checked("length", .signed))
            },
        ],
    ]

    /// `.containerRelativeFrame(.horizontal) { length, axis in length / 3 }`: the closure, run by
    /// the engine when it sizes the frame.
    private static func lengthClosure(_ a: Arguments) throws -> (CGFloat, Axis) -> CGFloat {
        guard let closure = a.function("length") else {
            throw LocatedError("containerRelativeFrame needs a closure (length, axis) -> CGFloat", at: a.node("length"))
        }
        let interpreter = a.interpreter, node = a.node("length")
        return { length, axis in
            interpreter.duringLayout(length) {
                let value = try interpreter.invoke(closure, [Value(length), axis.asValue], at: node)
                guard let number = value.number else {
                    throw LocatedError("containerRelativeFrame: the closure must return a CGFloat, not \(value.typeName)", at: node)
                }
                return CGFloat(number)
            }
        }
    }
}
