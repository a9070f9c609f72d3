import Foundation

/// A font, as SwiftUI describes one (mirrors SwiftUI's `Font`).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2
    }

    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A width of a font family that has several (iOS 16).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        // UNCERTAIN: Apple does not document these values; they are the ones UIFont.Width
        // is commonly reported to hold.
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    public var size: CGFloat
    public var design: Design
    public var weight: Weight
    /// The Dynamic Type style the font came from; styles have their own line spacing.
    public var textStyle: TextStyle?
    public var customName: String?
    public var isItalic = false
    public var width = Width.standard
    /// `.custom(_:size:)` scales with Dynamic Type like the body style; `fixedSize:` does not.
    var scalesWithBody = false

    init(size: CGFloat, design: Design = .default, weight: Weight = .regular, textStyle: TextStyle? = nil, customName: String? = nil) {
        self.size = size
        self.design = design
        self.weight = weight
        self.textStyle = textStyle
        self.customName = customName
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, design: design ?? .default, weight: weight ?? .regular)
    }

    /// SwiftUI's iOS 16 signature (its older `system(_:design:)` took `Design = .default`): nil
    /// is the default design, as in `system(size:weight:design:)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style: style)
        font.design = design ?? .default
        if let weight { font.weight = weight }
        return font
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(size: size, customName: name)
        font.scalesWithBody = true
        return font
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: fixedSize, customName: name)
    }

    /// A text style at the default Dynamic Type size (Large), from TextStyles.swift.
    init(style: TextStyle) {
        let metrics = TextStyleMetrics.of(style)
        self.init(size: metrics.size, weight: metrics.weight, textStyle: style)
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)
    public static let extraLargeTitle = Font(style: .extraLargeTitle)
    public static let extraLargeTitle2 = Font(style: .extraLargeTitle2)

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    public func monospacedDigit() -> Font { self }

    /// The same font in another width of its family (iOS 16).
    public func width(_ width: Width) -> Font {
        var copy = self
        copy.width = width
        return copy
    }

    public var description: String {
        var parts: [String] = []
        if let textStyle { parts.append(".\(textStyle.rawValue)") } else if let customName {
            parts.append("\(customName) \(size.swiftDescription)")
        } else {
            parts.append("system \(size.swiftDescription)")
        }
        if design != .default { parts.append(design.rawValue) }
        if weight != (textStyle.map { TextStyleMetrics.of($0).weight } ?? .regular) { parts.append("weight \(weight.value)") }
        if isItalic { parts.append("italic") }
        if width != .standard { parts.append("width \(width.value.swiftDescription)") }
        return parts.joined(separator: " ")
    }
}

/// Vertical metrics of a font at its size, in points.
public struct FontMetrics: Hashable, Sendable {
    public var ascent: CGFloat
    /// The distance below the baseline, as a positive number.
    public var descent: CGFloat
    public var leading: CGFloat
    public var capHeight: CGFloat
    /// The distance from one baseline to the next when text wraps.
    public var lineSpacing: CGFloat

    public init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat, lineSpacing: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
        self.lineSpacing = lineSpacing
    }

    /// The height of a single line: ascent plus descent plus leading.
    public var lineHeight: CGFloat { ascent + descent + leading }
}

/// Measures text: the one place LayoutLab needs glyph metrics (spec §2.5). Exact SF Pro
/// metrics are not available on Linux; a real-font backend can implement this protocol.
public protocol FontModel: Sendable {
    var name: String { get }
    func metrics(of font: Font) -> FontMetrics
    /// The advance width of `text` on one line, in points, before pixel rounding.
    func width(of text: Substring, in font: Font) -> CGFloat
}
