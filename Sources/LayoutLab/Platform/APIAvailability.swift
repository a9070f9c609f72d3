import Foundation

/// The SwiftUI APIs that exist only from a given iOS release (platforms §3 item 20; each
/// version from the API's page in Apple's SwiftUI documentation, its "iOS NN.0+" line), so that
/// a run under an older `--os` can refuse them as the compiler would. Names are as written in
/// source: a view type (`ViewThatFits`), a modifier (`safeAreaBar`), or a style value
/// (`sidebarAdaptable`).
public enum APIAvailability {
    /// The release each API was introduced in, by name. iOS 16's are listed although every
    /// release LayoutLab models has them: the table says where each API's version comes from.
    public static let introduced: [String: Int] = [
        // iOS 16
        "Layout": 16, "AnyLayout": 16, "ViewThatFits": 16, "Grid": 16, "GridRow": 16, "NavigationStack": 16,
        "NavigationSplitView": 16,
        // iOS 17 (`containerRelativeFrame`: also shaps80/SwiftUIBackports #76)
        "containerRelativeFrame": 17, "safeAreaPadding": 17, "contentMargins": 17, "scrollTargetBehavior": 17,
        "scrollTargetLayout": 17, "scrollPosition": 17, "ContentUnavailableView": 17,
        // iOS 18
        "onScrollGeometryChange": 18, "Tab": 18, "sidebarAdaptable": 18,
        // iOS 26
        "glassEffect": 26, "GlassEffectContainer": 26, "safeAreaBar": 26, "ToolbarSpacer": 26, "buttonSizing": 26,
        "tabViewBottomAccessory": 26, "tabBarMinimizeBehavior": 26, "backgroundExtensionEffect": 26,
        "scrollEdgeEffectStyle": 26, "scrollEdgeEffectHidden": 26, "glass": 26, "glassProminent": 26,
    ]

    /// The major iOS version `name` needs, or nil when it is not in the table (available on
    /// every release modelled, as far as LayoutLab knows).
    public static func introduced(of name: String) -> Int? { introduced[name] }

    /// Why `name` cannot be used on `platform`, or nil when it can: "'safeAreaBar' is only
    /// available in iOS 26 or newer; this run models iOS 18 (--os 18)". The OS decides, not
    /// the design (the classic design on iOS 26 still has iOS 26's APIs).
    public static func unavailability(of name: String, on platform: Platform) -> String? {
        guard let version = introduced[name], version > platform.os.version else { return nil }
        return "'\(name)' is only available in iOS \(version) or newer; this run models \(platform.os) (--os \(platform.os.version))"
    }
}
