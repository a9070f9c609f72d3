import Foundation
import LayoutLab

// The built-in styles of lists, buttons, pickers, labels, tab views and date pickers, as source
// names them: by member (`.insetGrouped`) or by type (`InsetGroupedListStyle()`). Each value
// is the engine's style; a style LayoutLab does not model is no member of its protocol here,
// so naming one is a located error listing those that are.

/// The styles of one style protocol: the protocol's bridge (its members) and a bridge per
/// style type (its initialiser).
final class StyleFamily: @unchecked Sendable {
    let bridge: TypeBridge
    let typeBridges: [TypeBridge]

    /// `styles`: each style's member name, type name and value. `types` adds members to a
    /// style type's bridge (`PageTabViewStyle(indexDisplayMode:)`).
    init<Style: Bridged & Sendable>(
        _ protocolName: String, _ styles: [(member: String, type: String, value: Style)],
        members: (TypeBridge) -> Void = { _ in }, types: [String: (TypeBridge) -> Void] = [:]
    ) {
        bridge = TypeBridge(protocolName) { b in
            for style in styles { b.constant(style.member, style.value) }
            members(b)
        }
        typeBridges = styles.map { style in
            TypeBridge(style.type) { b in
                b.initializer([]) { _ in style.value.asValue }
                types[style.type]?(b)
            }
        }
    }

    /// Every style family, for the registry.
    static var all: [TypeBridge] {
        [ListStyleValue.family, ButtonStyleValue.family, PickerStyleValue.family, LabelStyleValue.family, TabViewStyleValue.family,
         DatePickerStyleValue.family, TextFieldStyleValue.family, ProgressViewStyleValue.family].flatMap { [$0.bridge] + $0.typeBridges }
    }
}

/// `.listStyle(_:)`'s argument (spec §23.2; `ListMetrics` says what each changes).
struct ListStyleValue: Bridged, @unchecked Sendable {
    let style: any ListStyle

    static let family = StyleFamily("ListStyle", [
        ("automatic", "DefaultListStyle", ListStyleValue(style: DefaultListStyle())),
        ("insetGrouped", "InsetGroupedListStyle", ListStyleValue(style: InsetGroupedListStyle())),
        ("grouped", "GroupedListStyle", ListStyleValue(style: GroupedListStyle())),
        ("plain", "PlainListStyle", ListStyleValue(style: PlainListStyle())),
        ("sidebar", "SidebarListStyle", ListStyleValue(style: SidebarListStyle())),
    ])
    static var bridge: TypeBridge { family.bridge }
}

/// `.buttonStyle(_:)`'s argument (spec §22.3).
struct ButtonStyleValue: Bridged, @unchecked Sendable {
    let style: any PrimitiveButtonStyle

    static let family = StyleFamily("PrimitiveButtonStyle", [
        ("automatic", "DefaultButtonStyle", ButtonStyleValue(style: DefaultButtonStyle())),
        ("bordered", "BorderedButtonStyle", ButtonStyleValue(style: BorderedButtonStyle())),
        ("borderedProminent", "BorderedProminentButtonStyle", ButtonStyleValue(style: BorderedProminentButtonStyle())),
        ("borderless", "BorderlessButtonStyle", ButtonStyleValue(style: BorderlessButtonStyle())),
        ("plain", "PlainButtonStyle", ButtonStyleValue(style: PlainButtonStyle())),
    ], members: { $0.alias("ButtonStyle") })
    static var bridge: TypeBridge { family.bridge }
}

/// `.pickerStyle(_:)`'s argument (spec §22.4; `PickerLayout` resolves it).
struct PickerStyleValue: Bridged, @unchecked Sendable {
    let style: any PickerStyle

    static let family = StyleFamily("PickerStyle", [
        ("automatic", "DefaultPickerStyle", PickerStyleValue(style: DefaultPickerStyle())),
        ("menu", "MenuPickerStyle", PickerStyleValue(style: MenuPickerStyle())),
        ("segmented", "SegmentedPickerStyle", PickerStyleValue(style: SegmentedPickerStyle())),
        ("wheel", "WheelPickerStyle", PickerStyleValue(style: WheelPickerStyle())),
        ("inline", "InlinePickerStyle", PickerStyleValue(style: InlinePickerStyle())),
    ])
    static var bridge: TypeBridge { family.bridge }
}

/// `.labelStyle(_:)`'s argument.
struct LabelStyleValue: Bridged, @unchecked Sendable {
    let style: any LabelStyle

    static let family = StyleFamily("LabelStyle", [
        ("automatic", "DefaultLabelStyle", LabelStyleValue(style: DefaultLabelStyle())),
        ("titleOnly", "TitleOnlyLabelStyle", LabelStyleValue(style: TitleOnlyLabelStyle())),
        ("iconOnly", "IconOnlyLabelStyle", LabelStyleValue(style: IconOnlyLabelStyle())),
        ("titleAndIcon", "TitleAndIconLabelStyle", LabelStyleValue(style: TitleAndIconLabelStyle())),
    ])
    static var bridge: TypeBridge { family.bridge }
}

/// `.tabViewStyle(_:)`'s argument (spec §24): the tab bar, or pages.
struct TabViewStyleValue: Bridged, @unchecked Sendable {
    let style: any TabViewStyle

    static let family = StyleFamily("TabViewStyle", [
        ("automatic", "DefaultTabViewStyle", TabViewStyleValue(style: DefaultTabViewStyle())),
        ("page", "PageTabViewStyle", TabViewStyleValue(style: PageTabViewStyle())),
    ], members: { b in
        b.function("page", [Parameter("indexDisplayMode", PageTabViewStyle.IndexDisplayMode.self)]) { a in
            TabViewStyleValue(style: PageTabViewStyle.page(indexDisplayMode: try a.get("indexDisplayMode"))).asValue
        }
    }, types: ["PageTabViewStyle": { b in
        b.initializer([Parameter("indexDisplayMode", PageTabViewStyle.IndexDisplayMode.self)]) { a in
            TabViewStyleValue(style: PageTabViewStyle(indexDisplayMode: try a.get("indexDisplayMode"))).asValue
        }
        b.nestedType(PageTabViewStyle.IndexDisplayMode.bridge)
    }])
    static var bridge: TypeBridge { family.bridge }
}

extension PageTabViewStyle.IndexDisplayMode: Bridged {
    static let bridge = TypeBridge("PageTabViewStyle.IndexDisplayMode") { b in
        b.cases([("automatic", .automatic), ("always", .always), ("never", .never)] as [(String, Self)])
    }
}

/// `.datePickerStyle(_:)`'s argument: iOS's compact style, the only one LayoutLab lays out.
struct DatePickerStyleValue: Bridged, @unchecked Sendable {
    let style: CompactDatePickerStyle

    static let family = StyleFamily("DatePickerStyle", [
        ("automatic", "DefaultDatePickerStyle", DatePickerStyleValue(style: .automatic)),
        ("compact", "CompactDatePickerStyle", DatePickerStyleValue(style: .compact)),
    ])
    static var bridge: TypeBridge { family.bridge }
}

/// `.textFieldStyle(_:)`'s argument (spec §22.4; `TextFieldLayout` insets a rounded border).
struct TextFieldStyleValue: Bridged, @unchecked Sendable {
    let style: any TextFieldStyle

    static let family = StyleFamily("TextFieldStyle", [
        ("automatic", "DefaultTextFieldStyle", TextFieldStyleValue(style: DefaultTextFieldStyle())),
        ("plain", "PlainTextFieldStyle", TextFieldStyleValue(style: PlainTextFieldStyle())),
        ("roundedBorder", "RoundedBorderTextFieldStyle", TextFieldStyleValue(style: RoundedBorderTextFieldStyle())),
    ])
    static var bridge: TypeBridge { family.bridge }
}

/// `.progressViewStyle(_:)`'s argument (spec §22.4; `ProgressViewLayout` resolves it).
struct ProgressViewStyleValue: Bridged, @unchecked Sendable {
    let style: any ProgressViewStyle

    static let family = StyleFamily("ProgressViewStyle", [
        ("automatic", "DefaultProgressViewStyle", ProgressViewStyleValue(style: DefaultProgressViewStyle())),
        ("linear", "LinearProgressViewStyle", ProgressViewStyleValue(style: LinearProgressViewStyle())),
        ("circular", "CircularProgressViewStyle", ProgressViewStyleValue(style: CircularProgressViewStyle())),
    ])
    static var bridge: TypeBridge { family.bridge }
}
