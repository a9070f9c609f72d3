import Foundation

/// San Francisco's vertical proportions (per 2048-unit em): ascent 1950, descent 494,
/// cap height 1443, no line gap. 17 pt gives a 20.29 pt line, 20⅓ on a 3× grid, as observed
/// for "Hello, world." in the body font (seed 000).
private let ascentPerEm: CGFloat = 1950 / 2048
private let descentPerEm: CGFloat = 494 / 2048
private let capHeightPerEm: CGFloat = 1443 / 2048

private func systemMetrics(of font: Font) -> FontMetrics {
    let ascent = font.size * ascentPerEm
    let descent = font.size * descentPerEm
    // Text styles wrap at the leading of TextStyles.swift (body: 17 pt text on 22 pt lines,
    // spec §25.2); other fonts at their natural line height.
    let lineSpacing = font.textStyle.flatMap { TextStyleMetrics.leading(of: $0, at: font.size) } ?? (ascent + descent)
    return FontMetrics(
        ascent: ascent, descent: descent, leading: 0, capHeight: font.size * capHeightPerEm,
        lineSpacing: lineSpacing)
}

/// Every character is 0.625 em wide: 10 pt at 16 pt, as seed 001 measured `MyText`
/// (`.font(.system(size: 16, design: .monospaced))`).
public struct MonospacedFontModel: FontModel, StatelessFontModel {
    public var name: String { "monospaced (0.625 em per character)" }
    public static let advancePerEm: CGFloat = 0.625

    public init() {}

    public func metrics(of font: Font) -> FontMetrics { systemMetrics(of: font) }

    public func width(of text: Substring, in font: Font) -> CGFloat {
        CGFloat(text.count) * font.size * Self.advancePerEm
    }
}

/// SF Pro's proportional widths for the body and other non-monospaced fonts: exact where the
/// device's font was measured (`SFProMeasurements.coverage`), elsewhere an approximation per
/// character within a few percent of SF Pro's (no kerning, one bold factor), so those reported
/// Text sizes are close but not exact, and the run says so (`approximationNote`); the proposals a
/// Text receives do not depend on them.
public struct ProportionalFontModel: FontModel, StatelessFontModel {
    public var name: String { "proportional (SF Pro measured: \(SFProMeasurements.coverage); approximate elsewhere)" }

    public init() {}

    public func metrics(of font: Font) -> FontMetrics { systemMetrics(of: font) }

    public func width(of text: Substring, in font: Font) -> CGFloat {
        if let measured = SFProMeasurements.width(of: text, in: font) { return measured }
        var units = 0
        for scalar in text.unicodeScalars { units += Self.advance(of: scalar) }
        let boldFactor: CGFloat = font.weight.value >= 600 ? 1.05 : 1
        // UNCERTAIN: SF Pro's widths scale advances by about 1 + the width's value (condensed 0.8).
        let widthFactor = 1 + font.width.value
        return CGFloat(units) / 1000 * font.size * boldFactor * widthFactor
    }

    /// Advance widths in thousandths of an em.
    static func advance(of scalar: Unicode.Scalar) -> Int {
        scalar.value < 0x10000 ? Int(basicPlaneAdvances[Int(scalar.value)]) : computedAdvance(of: scalar)
    }

    /// `computedAdvance` of every scalar of the Basic Multilingual Plane, computed once (a few
    /// milliseconds): its Unicode property lookups were 40% of laying out 100,000 Arabic
    /// characters, which flexibilities and truncation measure many times over.
    private static let basicPlaneAdvances: [Int16] = (0..<0x10000).map { value in
        // Surrogate code points are no scalars; no string holds them.
        Unicode.Scalar(UInt32(value)).map { Int16(computedAdvance(of: $0)) } ?? 0
    }

    private static func computedAdvance(of scalar: Unicode.Scalar) -> Int {
        // ASCII through a 128-entry table (a dictionary lookup per character was a tenth of
        // a recorded run's time: flexibilities measure each Text at width 0, truncating it).
        if scalar.value < 128 {
            let width = asciiAdvanceTable[Int(scalar.value)]
            if width >= 0 { return width }
        } else if scalar == "…" {
            // The one scalar past ASCII with an advance of its own: no hashing for the others.
            return ellipsisAdvance
        }
        switch scalar.properties.generalCategory {
        case .spaceSeparator: return 280
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Wide (CJK, emoji) characters take a full em. No scalar below U+231A (⌚) has emoji
        // presentation, so Latin, Greek, Cyrillic, Arabic and the rest skip that lookup.
        if (scalar.value >= 0x231A && scalar.properties.isEmojiPresentation) || (0x1100...0x11FF).contains(scalar.value)
            || (0x2E80...0xA4CF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
            || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value) {
            return 1000
        }
        return 560
    }

    /// The ellipsis truncation adds, the one advance listed past ASCII.
    private static let ellipsisAdvance = 1000

    /// `asciiAdvances` by scalar value, -1 where it has none.
    private static let asciiAdvanceTable: [Int] = (0..<128).map { value in
        asciiAdvances[Unicode.Scalar(UInt8(value))] ?? -1
    }

    private static let asciiAdvances: [Unicode.Scalar: Int] = {
        var table: [Unicode.Scalar: Int] = [:]
        func set(_ characters: String, _ width: Int) {
            for scalar in characters.unicodeScalars { table[scalar] = width }
        }
        set(" ", 280)
        set("iljI|'", 230)
        set("!.,:;", 280)
        set("ft/\\[]()", 320)
        set("r-", 340)
        set("\"*", 380)
        set("sczkvxy", 500)
        set("J", 510)
        set("abdeghnopqu?#$", 560)
        set("0123456789", 570)
        set("_", 560)
        set("LTFZ", 600)
        set("+=<>~^", 600)
        set("EPSXYKBV", 660)
        set("ACDHNRU&", 720)
        set("GOQ", 780)
        set("w", 730)
        set("mM", 840)
        set("%", 880)
        set("W", 950)
        set("@", 1000)
        return table
    }()
}

/// The default model: monospaced fonts use `MonospacedFontModel`, everything else
/// `ProportionalFontModel`.
public struct SystemFontModel: FontModel, StatelessFontModel {
    public var name: String { "system (monospaced 0.625 em; proportional SF Pro, measured: \(SFProMeasurements.coverage))" }
    let monospaced = MonospacedFontModel()
    let proportional = ProportionalFontModel()

    public init() {}

    public func metrics(of font: Font) -> FontMetrics { systemMetrics(of: font) }

    public func width(of text: Substring, in font: Font) -> CGFloat {
        font.design == .monospaced ? monospaced.width(of: text, in: font) : proportional.width(of: text, in: font)
    }
}

/// The note a run gives once when a Text's width is the built-in model's approximation rather
/// than SF Pro's measurement (issue 32); nil when it is measured, monospaced (seed 001's
/// 0.625 em) or measured by a model from elsewhere.
func approximationNote(for text: String, in font: Font, model: any FontModel) -> String? {
    guard model is SystemFontModel || model is ProportionalFontModel, font.design != .monospaced,
        !SFProMeasurements.measures(text, in: font)
    else { return nil }
    return "some Text widths are approximate: SF Pro is measured for \(SFProMeasurements.coverage) "
        + "(Documentation/Text/SFPro.md); other fonts, sizes and characters use a per-character estimate"
}

/// A model whose measurements follow from its name, the font and the string alone: its Text
/// layouts may be shared between passes (`TextLayoutCache`). A model from elsewhere may hold
/// state its name does not tell, so it does not conform.
protocol StatelessFontModel {}
