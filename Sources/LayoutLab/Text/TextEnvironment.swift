import Foundation

// Spec §2.5, §25 — the environment values Text reads besides the font, line limit and
// truncation mode (EnvironmentValues.swift): each set by a View modifier for every Text inside
// (API/Views/Text.swift), and read by TextLeafLayout.

private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct FontModifiersKey: EnvironmentKey { static let defaultValue = TextFontModifiers() }
private struct CharacterSpacingKey: EnvironmentKey { static let defaultValue = TextCharacterSpacing() }

extension EnvironmentValues {
    /// Space between the bottom of one line and the top of the next (§25.2); never negative.
    public var lineSpacing: CGFloat {
        get { max(self[LineSpacingKey.self], 0) }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How lines sit inside a wrapped Text's width: no effect on its size (§25.4).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Text is measured as it is shown: upper- or lowercased.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// UNCERTAIN (no source gives how far text tightens): recorded; widths are not changed.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// UNCERTAIN (the spec gives no rule for shrinking text): recorded; sizes are not changed.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The lines a Text occupies at least (`lineLimit(_:reservesSpace:)`, `lineLimit(2...)`).
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// `View.fontWeight`, `bold`, `italic`, `fontDesign`, `fontWidth`: applied to the font of
    /// every Text inside, before the Text's own modifiers.
    var fontModifiers: TextFontModifiers {
        get { self[FontModifiersKey.self] }
        set { self[FontModifiersKey.self] = newValue }
    }

    /// `View.kerning`, `View.tracking`.
    var characterSpacing: TextCharacterSpacing {
        get { self[CharacterSpacingKey.self] }
        set { self[CharacterSpacingKey.self] = newValue }
    }
}

/// Changes to a font that Text resolves: the Text's own font, else the environment's, else
/// body; then the environment's modifiers; then the Text's own, which win.
struct TextFontModifiers: Hashable, Sendable {
    enum Weight: Hashable, Sendable {
        case weight(Font.Weight)
        /// `.fontWeight(nil)`: the font's own weight.
        case fontDefault
    }

    var weight: Weight?
    var italic: Bool?
    var design: Font.Design?
    var width: Font.Width?

    var isEmpty: Bool { self == TextFontModifiers() }

    func apply(to font: Font) -> Font {
        var font = font
        switch weight {
        case let .weight(value)?: font.weight = value
        case .fontDefault?: font.weight = font.textStyle.map { TextStyleMetrics.of($0).weight } ?? .regular
        case nil: break
        }
        if let italic { font.isItalic = italic }
        if let design { font.design = design }
        if let width { font.width = width }
        return font
    }

    /// The Text's own modifiers over the environment's.
    func overriding(_ other: TextFontModifiers) -> TextFontModifiers {
        TextFontModifiers(
            weight: weight ?? other.weight, italic: italic ?? other.italic,
            design: design ?? other.design, width: width ?? other.width)
    }

    var attributes: [NodeAttribute] {
        var result: [NodeAttribute] = []
        switch weight {
        case let .weight(value)?: result.append(NodeAttribute("fontWeight", "\(value.value)"))
        case .fontDefault?: result.append(NodeAttribute("fontWeight", "nil"))
        case nil: break
        }
        if let italic { result.append(NodeAttribute("italic", "\(italic)")) }
        if let design { result.append(NodeAttribute("fontDesign", design.rawValue)) }
        if let width { result.append(NodeAttribute("fontWidth", width.value.swiftDescription)) }
        return result
    }
}

/// One Text of a concatenation (`Text("a") + Text("b").bold()`): its string with the font,
/// modifiers and spacing it was given. They win over the concatenation's own, which win over the
/// environment's.
struct TextRun: Hashable, Sendable, CustomStringConvertible {
    var content: String
    var font: Font?
    var fontModifiers = TextFontModifiers()
    var characterSpacing = TextCharacterSpacing()

    /// The string quoted, then what it sets: `"world" fontWeight 700`.
    var description: String {
        var parts = [String(reflecting: content)]
        if let font { parts.append("font \(font)") }
        parts += fontModifiers.attributes.map { "\($0.name) \($0.value)" }
        if let kerning = characterSpacing.kerning { parts.append("kerning \(kerning.swiftDescription)") }
        if let tracking = characterSpacing.tracking { parts.append("tracking \(tracking.swiftDescription)") }
        return parts.joined(separator: " ")
    }
}

/// Extra space per character: `kerning` after every character, `tracking` between character
/// clusters (§25.3 concerns the system font's own tracking, already in its widths).
/// UNCERTAIN (Apple documents both as space added per character, "affecting the trailing
/// edge" for kerning; Core Text treats tracking after the last cluster as trailing
/// whitespace): a line of n characters widens by n·kerning + (n − 1)·tracking; both can apply.
struct TextCharacterSpacing: Hashable, Sendable {
    var kerning: CGFloat?
    var tracking: CGFloat?

    /// Whether `extraWidth` is ever other than 0.
    var addsWidth: Bool { (kerning ?? 0) != 0 || (tracking ?? 0) != 0 }

    func extraWidth(characters n: Int) -> CGFloat {
        guard n > 0 else { return 0 }
        return CGFloat(n) * (kerning ?? 0) + CGFloat(n - 1) * (tracking ?? 0)
    }

    func overriding(_ other: TextCharacterSpacing) -> TextCharacterSpacing {
        TextCharacterSpacing(kerning: kerning ?? other.kerning, tracking: tracking ?? other.tracking)
    }
}
