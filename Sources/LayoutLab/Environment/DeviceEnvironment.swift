import Foundation

// The environment values a device gives the root view (`Device.environment`): size classes,
// display scale, colour scheme and layout direction. Dynamic Type lives beside the text
// styles it scales (Text/DynamicTypeSize.swift).

/// A size class: the general space a dimension has (mirrors SwiftUI's `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact, regular
}

/// Light or dark appearance (mirrors SwiftUI's `ColorScheme`); it changes no size.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    /// Compact on iPhones, regular on iPads and on the large iPhones in landscape. Navigation
    /// containers read it (a NavigationSplitView collapses to a stack when compact, §24).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// Compact on iPhones in landscape: navigation bars are shorter and show no large title.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Pixels per point: the pixel grid Text sizes and Divider thickness follow (spec §2.3, §2.5).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Left to right; LayoutLab lays out left to right only (see `Edge`).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
