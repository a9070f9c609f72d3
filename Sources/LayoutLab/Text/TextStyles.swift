import Foundation

// Spec §25.1 — the text styles at the default Dynamic Type size (Large), one row per style.
// Sources:
// - point sizes: `UIFont.preferredFont(forTextStyle:)` at the default size [OBS
//   https://www.iosfontsizes.com/ ; https://gist.github.com/zacwest/916d31da5d03405809c4];
// - leading (the distance from one line to the next when a Text wraps, spec §25.2): Apple's
//   Human Interface Guidelines, Typography, "Large (default)". Only body = 22 is confirmed by a
//   measurement (https://developer.apple.com/forums/thread/650982: a 10-line body Text is
//   20.5 + 9 × 22 pt @2×); the others are UNCERTAIN until measured;
// - extraLargeTitle / extraLargeTitle2 (iOS 17, bold): sizes from the same lists; no leading is
//   published, so UNCERTAIN: they wrap at their natural line height.
// A single line is the font's own line height (1.1934 × size for SF, TextLayout.swift) rounded
// up to the pixel grid; these leadings only space further lines.

// Leading at the other Dynamic Type sizes the HIG's tables give (Typography, "Dynamic Type sizes",
// iOS, page of December 16, 2025, mirrored in 6639835/apple-hig @ b9bb27bcc7d0): xSmall and AX1,
// by point size, which at those categories is the style's own (DynamicTypeSize.swift). They are
// not proportional (body xSmall 14/19, where 22 × 14/17 = 18.1). UNCERTAIN: the other categories'
// tables were not captured; there a style keeps its Large leading in proportion to its size.
private let publishedLeadings: [Font.TextStyle: [CGFloat: CGFloat]] = [
    .largeTitle: [31: 38, 44: 52], .title: [25: 31, 38: 46], .title2: [19: 24, 34: 41], .title3: [17: 22, 31: 38],
    .headline: [14: 19, 28: 34], .body: [14: 19, 28: 34], .callout: [13: 18, 26: 32], .subheadline: [12: 16, 25: 31],
    .footnote: [12: 16, 23: 29], .caption: [11: 13, 22: 28], .caption2: [11: 13, 20: 25],
]

struct TextStyleMetrics {
    let size: CGFloat
    /// nil: the font's natural line height.
    let leading: CGFloat?
    let weight: Font.Weight

    /// The distance from one line to the next for `style` at `size` points: the HIG's leading
    /// where it gives one for that size, else the Large leading in proportion; nil for the
    /// styles without a published leading.
    static func leading(of style: Font.TextStyle, at size: CGFloat) -> CGFloat? {
        let metrics = of(style)
        if size == metrics.size { return metrics.leading }
        if let published = publishedLeadings[style]?[size] { return published }
        return metrics.leading.map { $0 * size / metrics.size }
    }

    static func of(_ style: Font.TextStyle) -> TextStyleMetrics {
        switch style {
        case .largeTitle: TextStyleMetrics(size: 34, leading: 41, weight: .regular)
        case .title: TextStyleMetrics(size: 28, leading: 34, weight: .regular)
        case .title2: TextStyleMetrics(size: 22, leading: 28, weight: .regular)
        case .title3: TextStyleMetrics(size: 20, leading: 25, weight: .regular)
        case .headline: TextStyleMetrics(size: 17, leading: 22, weight: .semibold)
        case .body: TextStyleMetrics(size: 17, leading: 22, weight: .regular)
        case .callout: TextStyleMetrics(size: 16, leading: 21, weight: .regular)
        case .subheadline: TextStyleMetrics(size: 15, leading: 20, weight: .regular)
        case .footnote: TextStyleMetrics(size: 13, leading: 18, weight: .regular)
        case .caption: TextStyleMetrics(size: 12, leading: 16, weight: .regular)
        case .caption2: TextStyleMetrics(size: 11, leading: 13, weight: .regular)
        case .extraLargeTitle: TextStyleMetrics(size: 36, leading: nil, weight: .bold)
        case .extraLargeTitle2: TextStyleMetrics(size: 28, leading: nil, weight: .bold)
        }
    }
}
