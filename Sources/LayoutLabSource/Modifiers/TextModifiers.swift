import Foundation
import LayoutLab

/// The View modifiers that change how the Text views inside are measured (spec §2.5, §25): line
/// limits, line spacing, case, design, width, italic, kerning and tracking. Each calls the
/// engine's modifier of that name; the engine's TextLayout decides what they do to sizes.
enum TextModifiers {
    typealias M = LayoutModifiers

    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "lineLimit": [
            M.wrapping([Parameter(nil, .optional(.bridged(Int.self)), name: "number")]) { v, a in
                v.lineLimit(try a.int("number").map { try lineCount(a, $0, "number") })
            },
            M.wrapping([Parameter(nil, Int.self, name: "limit"), Parameter("reservesSpace", Bool.self)]) { v, a in
                v.lineLimit(try lineCount(a, a.get("limit"), "limit"), reservesSpace: try a.get("reservesSpace"))
            },
            // `2...4`, `2...`, `...3`.
            ModifierOverload(parameters: [Parameter(nil, .any, name: "limit")]) { view, a in
                guard case let .range(range)? = a.value("limit")?.unwrapped, range.isClosed || range.upper == nil else {
                    throw LocatedError("lineLimit takes a number of lines or a range of them: 2...4, 2..., ...3", at: a.node("limit"))
                }
                let lower = try range.lower.flatMap { Int.extract($0) }.map { try lineCount(a, $0, "limit") }
                let upper = try range.upper.flatMap { Int.extract($0) }.map { try lineCount(a, $0, "limit") }
                return .deferred {
                    let v = try a.interpreter.anyView(view)
                    switch (lower, upper) {
                    case let (lower?, upper?): return AnyView(v.lineLimit(lower...upper))
                    case let (lower?, nil): return AnyView(v.lineLimit(lower...))
                    case let (nil, upper?): return AnyView(v.lineLimit(...upper))
                    case (nil, nil): return v
                    }
                }
            },
        ],
        "lineSpacing": [M.wrapping([Parameter(nil, CGFloat.self, name: "lineSpacing")]) { v, a in
            v.lineSpacing(try a.checked("lineSpacing", .signed) ?? 0)
        }],
        "textCase": [M.wrapping([Parameter(nil, .optional(.bridged(Text.Case.self)), name: "textCase")]) { v, a in
            v.textCase(try a.optional("textCase", Text.Case.self))
        }],
        "allowsTightening": [M.wrapping([Parameter(nil, Bool.self, name: "flag")]) { v, a in v.allowsTightening(try a.get("flag")) }],
        "italic": [M.wrapping([.optional(nil, Bool.self, name: "isActive")]) { v, a in v.italic(try a.bool("isActive") ?? true) }],
        "fontDesign": [M.wrapping([Parameter(nil, .optional(.bridged(Font.Design.self)), name: "design")]) { v, a in
            v.fontDesign(try a.optional("design", Font.Design.self))
        }],
        "fontWidth": [M.wrapping([Parameter(nil, .optional(.bridged(Font.Width.self)), name: "width")]) { v, a in
            v.fontWidth(try a.optional("width", Font.Width.self))
        }],
        "kerning": [M.wrapping([Parameter(nil, CGFloat.self, name: "kerning")]) { v, a in v.kerning(try a.checked("kerning", .signed) ?? 0) }],
        "tracking": [M.wrapping([Parameter(nil, CGFloat.self, name: "tracking")]) { v, a in v.tracking(try a.checked("tracking", .signed) ?? 0) }],
    ]

    /// A line count: SwiftUI shows at least one line (a count below 1 is refused, as before).
    private static func lineCount(_ a: Arguments, _ count: Int, _ argument: String) throws -> Int {
        if count < 1 {
            throw LocatedError("lineLimit: the number of lines must be at least 1, not \(count)", at: a.node(argument))
        }
        return count
    }
}
