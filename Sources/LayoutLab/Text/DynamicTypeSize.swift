import Foundation

// Dynamic Type: the text size the user chose, which scales the text styles.
//
// Point sizes per text style and size, measured with UIFont.preferredFont(forTextStyle:) on
// the iOS 13.3 simulator (temoki/UIKit_DynamicType, README "Font size change due to
// combination", commit 04de9d61); the Large column is the one spec §25.1 gives. They match the
// HIG Typography "Dynamic Type sizes" tables. The HIG's leading at xSmall and AX1 spaces a
// scaled style's lines; at the other sizes it keeps its Large leading in proportion
// (UNCERTAIN, spec §25.1: `TextStyleMetrics.leading`, TextStyles.swift).

/// A Dynamic Type size (mirrors SwiftUI's `DynamicTypeSize`), smallest first.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    /// `size`, or the size of `range` nearest to it (SwiftUI's `dynamicTypeSize(_:)` with a range).
    @_spi(Interpreter) public static func clamped<T: RangeExpression>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize
        where T.Bound == DynamicTypeSize {
        if range.contains(size) { return size }
        let members = allCases.filter { range.contains($0) }
        guard let first = members.first, let last = members.last else { return size }
        return size < first ? first : last
    }
}

extension Font.TextStyle {
    /// The style's point size at each Dynamic Type size, `DynamicTypeSize.allCases` order; nil
    /// for the extra-large titles, which the measurements do not cover.
    var pointSizes: [CGFloat]? {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        case .extraLargeTitle, .extraLargeTitle2: nil
        }
    }

    func pointSize(at size: DynamicTypeSize) -> CGFloat {
        if let pointSizes { return pointSizes[size.rawValue] }
        // UNCERTAIN (no measurement): the extra-large titles scale in proportion to largeTitle
        // from their Large size (Text/TextStyles.swift).
        let largeTitle = Font.TextStyle.largeTitle
        return TextStyleMetrics.of(self).size * largeTitle.pointSize(at: size) / largeTitle.pointSize(at: .large)
    }
}

extension Font {
    /// The font at a Dynamic Type size: text styles take their size from the table above, a
    /// `.custom(_:size:)` font scales like the body style (Apple's documentation of
    /// `Font.custom(_:size:)`), fixed sizes stay.
    func resolved(for dynamicTypeSize: DynamicTypeSize) -> Font {
        guard dynamicTypeSize != .large else { return self }
        var copy = self
        if let textStyle {
            copy.size = textStyle.pointSize(at: dynamicTypeSize)
        } else if scalesWithBody {
            copy.size = size * Font.TextStyle.body.pointSize(at: dynamicTypeSize) / Font.TextStyle.body.pointSize(at: .large)
        }
        return copy
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The text size Text views are laid out at (and Divider's thickness, spec §2.3).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}
