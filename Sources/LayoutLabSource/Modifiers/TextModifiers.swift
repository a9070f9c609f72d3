import Foundation
import LayoutLab

/// The View modifiers that change how the Text views inside are measured (spec §2.5, §25): line
/// limits, line spacing, case, design, width, italic, kerning and tracking. Each calls the
/// engine's modifier of that name; the engine's TextLayout decides what they do to sizes.
enum TextModifiers {
    typealias M = LayoutModifiers
    private typealias V = Declared.View

    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "lineLimit": [
            M.wrapping(Declared.View.lineLimitNumber.self) { v, a in
                v.lineLimit(try a.get(Declared.View.lineLimitNumber.number).map { try lineCount(a, $0, "number") })
            },
            M.wrapping(Declared.View.lineLimitLimitReservesSpace.self) { v, a in
                typealias D = Declared.View.lineLimitLimitReservesSpace
                return v.lineLimit(try lineCount(a, a.get(D.limit), "limit"), reservesSpace: try a.get(D.reservesSpace))
            },
            // `2...4`, `2...`, `...3`: the engine's three declarations, one per range type; the
            // interpreter holds the three as one range value, so the first binds each and
            // `rangeLimit` reads which it is.
            ModifierOverload(V.lineLimitLimit_ClosedRangeInt.self, rangeLimit),
            ModifierOverload(V.lineLimitLimit_PartialRangeFromInt.self, rangeLimit),
            ModifierOverload(V.lineLimitLimit_PartialRangeThroughInt.self, rangeLimit),
        ],
        "lineSpacing": [M.wrapping(Declared.View.lineSpacingLineSpacing.self) { v, a in
            v.lineSpacing(try a.checked(Declared.View.lineSpacingLineSpacing.lineSpacing, .signed))
        }],
        "textCase": [M.wrapping(Declared.View.textCaseTextCase.self) { v, a in v.textCase(try a.get(Declared.View.textCaseTextCase.textCase)) }],
        "allowsTightening": [M.wrapping(Declared.View.allowsTighteningFlag.self) { v, a in
            v.allowsTightening(try a.get(Declared.View.allowsTighteningFlag.flag))
        }],
        "italic": [M.wrapping(Declared.View.italicIsActive.self) { v, a in v.italic(try a.get(Declared.View.italicIsActive.isActive)) }],
        "fontDesign": [M.wrapping(Declared.View.fontDesignDesign.self) { v, a in v.fontDesign(try a.get(Declared.View.fontDesignDesign.design)) }],
        "fontWidth": [M.wrapping(Declared.View.fontWidthWidth.self) { v, a in v.fontWidth(try a.get(Declared.View.fontWidthWidth.width)) }],
        "kerning": [M.wrapping(Declared.View.kerningKerning.self) { v, a in v.kerning(try a.checked(Declared.View.kerningKerning.kerning, .signed)) }],
        "tracking": [M.wrapping(Declared.View.trackingTracking.self) { v, a in
            v.tracking(try a.checked(Declared.View.trackingTracking.tracking, .signed))
        }],
    ]

    /// `lineLimit(_:)` given a range of line counts.
    private static func rangeLimit(_ view: ViewValue, _ a: Arguments) throws -> ViewValue {
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
    }

    /// A line count: SwiftUI shows at least one line (a count below 1 is refused, as before).
    private static func lineCount(_ a: Arguments, _ count: Int, _ argument: String) throws -> Int {
        if count < 1 {
            throw LocatedError("lineLimit: the number of lines must be at least 1, not \(count)", at: a.node(argument))
        }
        return count
    }
}
