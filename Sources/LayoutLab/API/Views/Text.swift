import Foundation

/// A view that displays text (spec §2.5).
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never

    public enum TruncationMode: String, Hashable, Sendable { case head, tail, middle }

    let content: String
    var font: Font?
    var attributes: [NodeAttribute] = []

    public init(_ content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    private func with(_ name: String, _ value: String) -> Text {
        var copy = self
        copy.attributes.append(NodeAttribute(name, value))
        return copy
    }

    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.font = (font ?? .body).weight(weight ?? .regular)
        return copy
    }

    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { with("italic", "true") }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? font((font ?? .body).monospaced()) : self }
    public func monospacedDigit() -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { with("foregroundColor", color?.name ?? "nil") }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with("foregroundStyle", style._styleDescription) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with("underline", "\(isActive)") }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { with("strikethrough", "\(isActive)") }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(lhs.content + rhs.content)
        joined.font = lhs.font ?? rhs.font
        joined.attributes = lhs.attributes + rhs.attributes
        return joined
    }

    func buildNodes(into builder: TreeBuilder) -> [Int] {
        let layout = TextLeafLayout(content: content, font: font)
        let attributes = (font.map { [NodeAttribute("font", $0.description)] } ?? []) + self.attributes
        return [builder.add(.leaf(layout), kind: "Text", label: content, attributes: attributes)]
    }

    public static func == (a: Text, b: Text) -> Bool { a.content == b.content && a.font == b.font }
}

extension View {
    /// Sets the font of the Text views inside this one.
    public func font(_ font: Font?) -> some View {
        environmentWrite(\.font, font, attribute: "font", font?.description ?? "nil")
    }

    /// Caps the number of lines of the Text views inside this one.
    public func lineLimit(_ number: Int?) -> some View {
        environmentWrite(\.lineLimit, number, attribute: "lineLimit", number.map(String.init) ?? "nil")
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentWrite(\.truncationMode, mode, attribute: "truncationMode", mode.rawValue)
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View { attribute("fontWeight", "\(weight?.value ?? 400)") }
    public func bold(_ isActive: Bool = true) -> some View { attribute("bold", "\(isActive)") }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { attribute("multilineTextAlignment", "\(alignment)") }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { attribute("minimumScaleFactor", factor.swiftDescription) }
}

public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
