import Foundation

/// A view that displays text (spec §2.5, §25).
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never

    public enum TruncationMode: String, Hashable, Sendable { case head, tail, middle }

    /// A case the text is shown in (`.textCase`).
    public enum Case: String, Hashable, Sendable { case uppercase, lowercase }

    let content: String
    var font: Font?
    /// The Text's own font modifiers and character spacing: they win over the environment's.
    var fontModifiers = TextFontModifiers()
    var characterSpacing = TextCharacterSpacing()
    var attributes: [NodeAttribute] = []
    /// The Texts a concatenation joined, each measured in its own font (`content` is their
    /// strings joined); empty for a Text that is not one. The fields above apply under theirs.
    var runs: [TextRun] = []
    /// An interpreter's note on how this Text's string was made, carried with it through its
    /// modifiers and `+` and not part of layout or equality: LayoutLabSource notes the locale a
    /// LocalizedStringKey's numbers were formatted in, and where, to refuse the Text under an
    /// `.environment(\.locale, …)` that formats them otherwise (the engine has no locale).
    @_spi(Interpreter) public var formatting: AnyObject?

    public init(_ content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    private func with(_ name: String, _ value: String) -> Text {
        var copy = self
        copy.attributes.append(NodeAttribute(name, value))
        return copy
    }

    private func modifying(_ change: (inout TextFontModifiers) -> Void) -> Text {
        var copy = self
        change(&copy.fontModifiers)
        return copy
    }

    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modifying { $0.weight = weight.map { .weight($0) } ?? .fontDefault }
    }

    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { modifying { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { modifying { $0.italic = isActive } }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    public func fontDesign(_ design: Font.Design?) -> Text { modifying { $0.design = design ?? .default } }
    public func fontWidth(_ width: Font.Width?) -> Text { modifying { $0.width = width ?? .standard } }
    public func monospacedDigit() -> Text { self }

    /// Space added after every character (§25.3; Text.swift's TextCharacterSpacing).
    public func kerning(_ kerning: CGFloat) -> Text {
        var copy = self
        copy.characterSpacing.kerning = kerning
        return copy
    }

    /// Space added between character clusters.
    public func tracking(_ tracking: CGFloat) -> Text {
        var copy = self
        copy.characterSpacing.tracking = tracking
        return copy
    }

    public func foregroundColor(_ color: Color?) -> Text { with("foregroundColor", color?.name ?? "nil") }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with("foregroundStyle", style._styleDescription) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with("underline", "\(isActive)") }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { with("strikethrough", "\(isActive)") }

    /// Each Text keeps its own font and modifiers: `Text("a") + Text("b").bold()` is a regular
    /// "a" and a bold "b".
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(lhs.content + rhs.content)
        joined.runs = lhs.asRuns + rhs.asRuns
        joined.attributes = lhs.attributes + rhs.attributes
        joined.formatting = lhs.formatting ?? rhs.formatting
        return joined
    }

    /// This Text as runs of a concatenation: its own font and modifiers under each run's.
    private var asRuns: [TextRun] {
        guard !runs.isEmpty else {
            return [TextRun(content: content, font: font, fontModifiers: fontModifiers, characterSpacing: characterSpacing)]
        }
        return runs.map { run in
            TextRun(content: run.content, font: run.font ?? font, fontModifiers: run.fontModifiers.overriding(fontModifiers),
                    characterSpacing: run.characterSpacing.overriding(characterSpacing))
        }
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let layout = TextLeafLayout(
            content: content, font: font, fontModifiers: fontModifiers, characterSpacing: characterSpacing, runs: runs)
        // A Text with its own font records the font it ends up with; otherwise its modifiers,
        // which apply to whatever font it inherits.
        var attributes: [NodeAttribute] = []
        if let font {
            attributes.append(NodeAttribute("font", fontModifiers.apply(to: font).description))
        } else {
            attributes += fontModifiers.attributes
        }
        if let kerning = characterSpacing.kerning { attributes.append(NodeAttribute("kerning", kerning.swiftDescription)) }
        if let tracking = characterSpacing.tracking { attributes.append(NodeAttribute("tracking", tracking.swiftDescription)) }
        if !runs.isEmpty { attributes.append(NodeAttribute("runs", runs.map(\.description).joined(separator: " + "))) }
        return [builder.add(.leaf(layout), kind: "Text", label: content, attributes: attributes + self.attributes)]
    }

    public static func == (a: Text, b: Text) -> Bool {
        a.content == b.content && a.font == b.font && a.fontModifiers == b.fontModifiers
            && a.characterSpacing == b.characterSpacing && a.runs == b.runs
    }
}

extension Text {
    /// SwiftUI declares every title twice: `(_ titleKey: LocalizedStringKey, …)`, whose Text is
    /// `Text(titleKey)` (its Markdown rendered, bold and italic runs measured), and
    /// `<S: StringProtocol>(_ title: S, …)`, whose Text shows the String as it is. The engine
    /// declares the second only: a LocalizedStringKey's Markdown and formatting are the
    /// interpreter's (LayoutLabSource's `LocalizedStringKeyValue`), and doubling the 33 titled
    /// initialisers and modifiers for it would write each signature twice. So an interpreter that
    /// read a title as a key makes the view inside `titled(_:_:)`, giving the key's rendered
    /// Text, and the view's title String its text: `init(title:)`, where every titled view makes
    /// its title's Text, takes that Text when the String is its text. A task local, so that only
    /// the view made inside `make` sees it, on whatever thread a sweep runs it.
    @_spi(Interpreter) public static func titled<V>(_ key: Text, _ make: () throws -> V) rethrows -> V {
        try $keyTitle.withValue(KeyTitle(text: key), operation: make)
    }

    /// What the Text shows, its runs joined: a titled view's title String, given a key's Text.
    @_spi(Interpreter) public var string: String { content }

    /// A view's title as its Text (`titled(_:_:)`).
    init(title: some StringProtocol) {
        if let key = Text.keyTitle?.text, key.content == title { self = key } else { self.init(title) }
    }

    /// Text is not Sendable (its attributes and runs are plain values, but public); a task local's
    /// value must be. It is read only on the thread that bound it.
    private struct KeyTitle: @unchecked Sendable { let text: Text }
    @TaskLocal private static var keyTitle: KeyTitle?
}

extension View {
    /// Sets the font of the Text views inside this one.
    public func font(_ font: Font?) -> some View {
        environmentWrite(\.font, font, attribute: "font", font?.description ?? "nil")
    }

    /// Caps the number of lines of the Text views inside this one.
    public func lineLimit(_ number: Int?) -> some View {
        lineLimit(maximum: number, reserved: nil, attribute: number.map(String.init) ?? "nil")
    }

    /// Caps the lines at `limit`; with `reservesSpace`, a Text is as tall as `limit` lines
    /// even when it has fewer (iOS 16).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(maximum: limit, reserved: reservesSpace ? limit : nil,
                  attribute: reservesSpace ? "\(limit), reservesSpace" : "\(limit)")
    }

    /// At least `lowerBound` lines tall, at most `upperBound` lines (iOS 16).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(maximum: limit.upperBound, reserved: limit.lowerBound, attribute: "\(limit.lowerBound)...\(limit.upperBound)")
    }

    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(maximum: nil, reserved: limit.lowerBound, attribute: "\(limit.lowerBound)...")
    }

    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(maximum: limit.upperBound, reserved: nil, attribute: "...\(limit.upperBound)")
    }

    private func lineLimit(maximum: Int?, reserved: Int?, attribute: String) -> some View {
        environmentChange("lineLimit", attribute) {
            $0.lineLimit = maximum
            $0.reservedLines = reserved
        }
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentWrite(\.truncationMode, mode, attribute: "truncationMode", mode.rawValue)
    }

    /// Adds `lineSpacing` between the lines of the Text views inside (spec §25.2).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environmentWrite(\.lineSpacing, lineSpacing, attribute: "lineSpacing", lineSpacing.swiftDescription)
    }

    /// Aligns wrapped lines inside each Text; sizes do not change (spec §25.4).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentWrite(\.multilineTextAlignment, alignment, attribute: "multilineTextAlignment", "\(alignment)")
    }

    /// Shows, and measures, the Text views inside in upper- or lowercase; nil as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentWrite(\.textCase, textCase, attribute: "textCase", textCase?.rawValue ?? "nil")
    }

    public func allowsTightening(_ flag: Bool) -> some View {
        environmentWrite(\.allowsTightening, flag, attribute: "allowsTightening", "\(flag)")
    }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environmentWrite(\.minimumScaleFactor, factor, attribute: "minimumScaleFactor", factor.swiftDescription)
    }

    /// The weight of the Text views inside; nil is each font's own weight (iOS 16).
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        fontModifier("fontWeight", weight.map { "\($0.value)" } ?? "nil") { $0.weight = weight.map { .weight($0) } ?? .fontDefault }
    }

    public func bold(_ isActive: Bool = true) -> some View {
        fontModifier("bold", "\(isActive)") { $0.weight = isActive ? .weight(.bold) : .fontDefault }
    }

    public func italic(_ isActive: Bool = true) -> some View {
        fontModifier("italic", "\(isActive)") { $0.italic = isActive }
    }

    /// The design of the Text views inside (iOS 16.1).
    public func fontDesign(_ design: Font.Design?) -> some View {
        fontModifier("fontDesign", design?.rawValue ?? "nil") { $0.design = design ?? .default }
    }

    /// The width of the Text views inside (iOS 16).
    public func fontWidth(_ width: Font.Width?) -> some View {
        fontModifier("fontWidth", width?.value.swiftDescription ?? "nil") { $0.width = width ?? .standard }
    }

    /// Adds `kerning` after each character of the Text views inside (iOS 16).
    public func kerning(_ kerning: CGFloat) -> some View {
        characterSpacing("kerning", kerning) { $0.kerning = kerning }
    }

    /// Adds `tracking` between the character clusters of the Text views inside (iOS 16).
    public func tracking(_ tracking: CGFloat) -> some View {
        characterSpacing("tracking", tracking) { $0.tracking = tracking }
    }

    private func fontModifier(_ name: String, _ value: String, _ change: @escaping (inout TextFontModifiers) -> Void) -> some View {
        environmentChange(name, value) { change(&$0.fontModifiers) }
    }

    private func characterSpacing(_ name: String, _ value: CGFloat, _ change: @escaping (inout TextCharacterSpacing) -> Void) -> some View {
        environmentChange(name, value.swiftDescription) { change(&$0.characterSpacing) }
    }

    /// An environment change that is not one key path's assignment, recorded as one attribute.
    private func environmentChange(_ name: String, _ value: String, _ change: @escaping (inout EnvironmentValues) -> Void) -> some View {
        annotated { draft in
            draft.environment.append(EnvironmentWrite(apply: change))
            draft.attributes.append(NodeAttribute(name, value))
        }
    }
}

public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

extension View {
    /// Sets the Dynamic Type size of the views inside this one.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentWrite(\.dynamicTypeSize, size, attribute: "dynamicTypeSize", "\(size)")
    }

    /// Keeps the Dynamic Type size of the views inside this one within `range`: a size outside
    /// it becomes the nearest bound (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        annotated { draft in
            draft.environment.append(EnvironmentWrite { environment in
                environment.dynamicTypeSize = DynamicTypeSize.clamped(environment.dynamicTypeSize, to: range)
            })
            draft.attributes.append(NodeAttribute("dynamicTypeSize", "\(range)"))
        }
    }
}
