import Foundation

// SwiftUI's named colours as an iPhone draws them in light mode. Source: Apple's Human
// Interface Guidelines, "Color" (system colors, iOS, default light values), and UIKit's label
// colours for the hierarchical styles. A device measurement that differs changes one line.

/// An sRGB colour with opacity, as SVG writes it.
public struct Paint: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    init(hex: UInt32, opacity: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }

    /// `#ff3b30`.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let clamped = Int((min(max(value.isFinite ? value : 0, 0), 1) * 255).rounded())
            return String(format: "%02x", clamped)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    public func withOpacity(_ factor: Double) -> Paint {
        var copy = self
        copy.opacity *= factor.isFinite ? min(max(factor, 0), 1) : 1
        return copy
    }

    public var isClear: Bool { opacity <= 0 }
}

/// The colours that follow the colour scheme: UIKit's label, systemBackground,
/// systemGroupedBackground, secondarySystemGroupedBackground (a grouped list's cards) and
/// opaqueSeparator, light and dark.
struct SchemeColors {
    var primary: Paint
    var background: Paint
    var groupedBackground: Paint
    var card: Paint
    var separator: Paint

    static let light = SchemeColors(primary: Paint(hex: 0x000000), background: Paint(hex: 0xFFFFFF), groupedBackground: Paint(hex: 0xF2F2F7),
                                    card: Paint(hex: 0xFFFFFF), separator: Paint(hex: 0xC6C6C8))
    static let dark = SchemeColors(primary: Paint(hex: 0xFFFFFF), background: Paint(hex: 0x000000), groupedBackground: Paint(hex: 0x000000),
                                   card: Paint(hex: 0x1C1C1E), separator: Paint(hex: 0x38383A))
}

enum SystemColors {
    /// `Color.red` … `Color.gray`, `.primary`, `.secondary`; `accentColor` and `tint` are blue.
    static let named: [String: Paint] = [
        "red": Paint(hex: 0xFF3B30),
        "orange": Paint(hex: 0xFF9500),
        "yellow": Paint(hex: 0xFFCC00),
        "green": Paint(hex: 0x34C759),
        "mint": Paint(hex: 0x00C7BE),
        "teal": Paint(hex: 0x30B0C7),
        "cyan": Paint(hex: 0x32ADE6),
        "blue": Paint(hex: 0x007AFF),
        "indigo": Paint(hex: 0x5856D6),
        "purple": Paint(hex: 0xAF52DE),
        "pink": Paint(hex: 0xFF2D55),
        "brown": Paint(hex: 0xA2845E),
        "gray": Paint(hex: 0x8E8E93),
        "black": Paint(hex: 0x000000),
        "white": Paint(hex: 0xFFFFFF),
        "clear": Paint(hex: 0x000000, opacity: 0),
        // UIKit's label colours: label, secondaryLabel, tertiaryLabel, quaternaryLabel.
        "primary": Paint(hex: 0x000000),
        "secondary": Paint(hex: 0x3C3C43, opacity: 0.6),
        "tertiary": Paint(hex: 0x3C3C43, opacity: 0.3),
        "quaternary": Paint(hex: 0x3C3C43, opacity: 0.18),
        "accentColor": Paint(hex: 0x007AFF),
        "tint": Paint(hex: 0x007AFF),
    ]

    /// UIKit's semantic and grey colours (`Color(.systemGray6)`, `Color(uiColor: .secondarySystemBackground)`),
    /// light mode, from the same guidelines.
    static let uiKit: [String: Paint] = [
        "systemBackground": Paint(hex: 0xFFFFFF), "secondarySystemBackground": Paint(hex: 0xF2F2F7),
        "tertiarySystemBackground": Paint(hex: 0xFFFFFF), "systemGroupedBackground": Paint(hex: 0xF2F2F7),
        "secondarySystemGroupedBackground": Paint(hex: 0xFFFFFF), "tertiarySystemGroupedBackground": Paint(hex: 0xF2F2F7),
        "systemFill": Paint(hex: 0x787880, opacity: 0.2), "secondarySystemFill": Paint(hex: 0x787880, opacity: 0.16),
        "tertiarySystemFill": Paint(hex: 0x767680, opacity: 0.12), "quaternarySystemFill": Paint(hex: 0x747480, opacity: 0.08),
        "systemGray": Paint(hex: 0x8E8E93), "systemGray2": Paint(hex: 0xAEAEB2), "systemGray3": Paint(hex: 0xC7C7CC),
        "systemGray4": Paint(hex: 0xD1D1D6), "systemGray5": Paint(hex: 0xE5E5EA), "systemGray6": Paint(hex: 0xF2F2F7),
        "label": Paint(hex: 0x000000), "secondaryLabel": Paint(hex: 0x3C3C43, opacity: 0.6),
        "tertiaryLabel": Paint(hex: 0x3C3C43, opacity: 0.3), "quaternaryLabel": Paint(hex: 0x3C3C43, opacity: 0.18),
        "separator": Paint(hex: 0x3C3C43, opacity: 0.29), "opaqueSeparator": Paint(hex: 0xC6C6C8),
        "darkGray": Paint(hex: 0x555555), "lightGray": Paint(hex: 0xAAAAAA),
    ]

    /// Materials and the bar style: translucent white, thinner to thicker (a picture cannot blur).
    static let materials: [String: Paint] = [
        "ultraThinMaterial": Paint(hex: 0xFFFFFF, opacity: 0.45), "thinMaterial": Paint(hex: 0xFFFFFF, opacity: 0.6),
        "regularMaterial": Paint(hex: 0xFFFFFF, opacity: 0.72), "thickMaterial": Paint(hex: 0xFFFFFF, opacity: 0.85),
        "ultraThickMaterial": Paint(hex: 0xFFFFFF, opacity: 0.92), "bar": Paint(hex: 0xF9F9F9, opacity: 0.94),
    ]


    /// A style as the engine records it (`red`, `blue @ 0.5`, `rgb(1.0, 0.5, 0.0)`,
    /// `white(0.5)`, `hsb(0.5, 1.0, 1.0)`); nil for what a picture cannot show (an asset
    /// colour, a gradient) or what depends on context (`foreground`).
    static func paint(_ description: String) -> Paint? {
        let text = description.trimmingCharacters(in: .whitespaces)
        if let at = text.range(of: " @ ", options: .backwards) {
            guard let base = paint(String(text[..<at.lowerBound])), let opacity = Double(text[at.upperBound...]) else { return nil }
            return base.withOpacity(opacity)
        }
        if let paint = named[text] ?? uiKit[text] ?? materials[text] { return paint }
        // A drawing-only modifier's attribute is its argument as written: `.white`, `Color.white`.
        for prefix in [".", "Color."] where text.hasPrefix(prefix) {
            if let paint = paint(String(text.dropFirst(prefix.count))) { return paint }
        }
        if text.hasPrefix("system"), let paint = named[String(text.dropFirst(6)).lowercased()] { return paint }
        // A gradient is drawn as its first colour: `red.gradient`, `LinearGradient(colors: [indigo, purple], …)`.
        if text.hasSuffix(".gradient") { return paint(String(text.dropLast(".gradient".count))) }
        if text.range(of: "gradient", options: .caseInsensitive) != nil {
            return text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).lazy.compactMap { named[String($0)] ?? uiKit[String($0)] }.first
        }
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let function = text[..<open]
        let numbers = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.allSatisfy(\.isFinite) else { return nil }
        switch (function, numbers.count) {
        case ("rgb", 3), ("rgb", 4):
            return Paint(red: numbers[0], green: numbers[1], blue: numbers[2], opacity: numbers.count == 4 ? numbers[3] : 1)
        case ("white", 1):
            return Paint(red: numbers[0], green: numbers[0], blue: numbers[0])
        case ("hsb", 3):
            return hsb(numbers[0], numbers[1], numbers[2])
        default:
            return nil
        }
    }

    private static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> Paint {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        return Paint(red: r, green: g, blue: b)
    }
}
