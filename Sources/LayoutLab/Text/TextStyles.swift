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

struct TextStyleMetrics {
    let size: CGFloat
    /// nil: the font's natural line height.
    let leading: CGFloat?
    let weight: Font.Weight

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
