import Foundation
import LayoutLab

/// Every type the interpreter bridges, by the names source uses for it. Adding a bridged type
/// is one line here and one file declaring its bridge.
enum Bridges {
    static let all: [TypeBridge] = [
        // The standard library and Foundation.
        Int.bridge, Double.bridge, CGFloat.bridge, Bool.bridge, String.bridge, array, dictionary, set, range, optional,
        UUIDValue.bridge, DateValue.bridge, FormatStyle.bridge, FormatPrecision.bridge, FloatingPointRounding.bridge, ScreenValue.bridge,
        Calendar.bridge, CalendarComponent.bridge, CalendarIdentifier.bridge, DateComponents.bridge, Locale.bridge, TimeZone.bridge,
        DateFormatter.bridge, DateFormatter.Style.bridge, ISO8601DateFormatter.bridge, ISO8601Options.bridge, NumberFormatter.bridge,
        NumberFormatter.Style.bridge, NSNumberBridge.bridge, BundleValue.bridge, DataValue.bridge, JSONDecoderValue.bridge,
        MeasurementValue.bridge, UnitValue.bridge,
        // Geometry and alignment.
        CGSize.bridge, CGPoint.bridge, CGRect.bridge, AffineTransform.bridge, EdgeInsets.bridge, UnitPoint.bridge, Angle.bridge,
        ProposedViewSize.bridge, Axis.bridge, AxisSet.bridge, Edge.bridge, EdgeSet.bridge, HorizontalEdge.bridge, VerticalEdge.bridge,
        ContentMode.bridge, SafeAreaRegions.bridge, CoordinateSpace.bridge, Alignment.bridge, HorizontalAlignment.bridge,
        VerticalAlignment.bridge, TextAlignment.bridge,
        // Text, fonts, colours, styles, images, shapes.
        Text.bridge, LocalizedStringKeyValue.bridge, Font.bridge, Font.Weight.bridge, Font.Design.bridge, Font.TextStyle.bridge,
        Text.TruncationMode.bridge,
        DateStyleValue.bridge, Color.bridge, UIColorValue.bridge, ShapeStyleValue.bridge, Image.bridge, Image.Scale.bridge,
        Image.ResizingMode.bridge, Image.TemplateRenderingMode.bridge, Image.Interpolation.bridge, ShapeValue.bridge,
        RoundedCornerStyle.bridge,
        FillStyle.bridge,
        // Layout.
        LayoutSubviews.bridge, LayoutSubview.bridge, ViewDimensions.bridge, GeometryProxy.bridge, ViewSpacing.bridge,
        LayoutProperties.bridge,
        // Controls, lists, navigation and the device's environment.
        URL.bridge, PreviewValues.device, PreviewValues.layout, PreviewValues.trait, PreviewValues.orientation,
        // Scroll views, grids, text and preferences.
        GridItem.bridge, GridItem.Size.bridge, PinnedScrollableViews.bridge, ScrollViewProxy.bridge, ContentMarginPlacement.bridge,
        ScrollAnchorRole.bridge, ScrollIndicatorVisibility.bridge, ScrollBounceBehavior.bridge, ScrollTargetBehaviorValue.bridge,
        ViewAlignedScrollTargetBehavior.LimitBehavior.bridge, Font.Width.bridge, Text.Case.bridge, AnchorValue.bridge, AnchorSourceValue.bridge,
    ] + ControlValues.bridges + DeviceEnvironmentBridges.bridges + StyleFamily.all + ListViews.bridges + NavigationViews.bridges
        + PropertyWrapperBridges.bridges + ShapeViews.bridges + ContainerViews.bridges + ControlViews.bridges + BuiltinLayout.bridges
        + ScrollContainers.bridges + AssetBridges.bridges + SwiftDataBridges.bridges + PackageViews.bridges
        + UnitValue.bridges + DrawingValue.typeNames.map(DrawingValue.type) + inertTypeNames.map(inertType)

    private static let byName: [String: TypeBridge] = {
        var table: [String: TypeBridge] = [:]
        for bridge in all {
            for name in bridge.names where table[name] == nil { table[name] = bridge }
        }
        return table
    }()

    /// The bridge a type name denotes: `Color`, `Font.Weight`, `Edge.Set`, `SwiftUI.Color`.
    static func named(_ name: String) -> TypeBridge? {
        if let bridge = byName[name] { return bridge }
        var parts = name.split(separator: ".").map(String.init)
        if parts.first == "SwiftUI" || parts.first == "Swift" || parts.first == "Foundation" || parts.first == "CoreGraphics" {
            parts.removeFirst()
            if let bridge = byName[parts.joined(separator: ".")] { return bridge }
        }
        guard parts.count > 1, var bridge = byName[parts[0]] else { return nil }
        for part in parts.dropFirst() {
            guard let nested = bridge.nested[part] else { return nil }
            bridge = nested
        }
        return bridge
    }

    /// The views LayoutLab models, for "did you mean" hints.
    static var viewNames: [String] {
        (ShapeViews.bridges + ContainerViews.bridges + ControlViews.bridges + ListViews.bridges + NavigationViews.bridges
            + ScrollContainers.bridges).map(\.name) + ["Text", "Image", "Color"]
    }

    /// Views people paste that LayoutLab does not lay out yet, with what to do instead.
    static func unmodelledNote(for name: String) -> String? {
        [
            "DisclosureGroup": "DisclosureGroup is not modelled yet; lay out its label and content in a VStack",
            // No source gives a gauge's sizes (its bar or ring, where each label goes, per
            // style); a guess would be a silently wrong layout. Looked for in issue 29's last
            // session: Apple's Gauge, GaugeStyle and DefaultGaugeStyle pages and the HIG's
            // "Gauges" (anatomy only, no points), OpenSwiftUI at 069dd80 (no Gauge), the shared
            // spec and platform references (no Gauge), and articles and sample code with
            // screenshots (Big Mountain Studio's Gauge_Intro in kakil/SwiftUI-Views, miniswift.run's
            // style pages): none measures a frame.
            "Gauge": "Gauge is not modelled: no source gives its styles' sizes; a ProgressView(value:total:) lays out a linear bar",
        ][name]
    }
}
