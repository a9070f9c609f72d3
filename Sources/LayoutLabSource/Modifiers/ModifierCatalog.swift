import Foundation
import LayoutLab

/// What a modifier does to layout, and so what LayoutLab does with it.
enum ModifierKind {
    /// Takes part in layout and is modelled: applied with the engine's modifier of that name.
    case layout([ModifierOverload])
    /// Does not change sizes, proposals or positions: accepted quietly, with no flag and no
    /// warning; its arguments are recorded as the node's attribute (closures are not run).
    case accepted(ModifierCategory)
    /// Changes layout in ways LayoutLab does not model: a located error naming it (with
    /// `--lenient`, a warning, and the modifier is skipped).
    case unmodelled(String)
}

enum ModifierCategory: String {
    case drawing, interaction, accessibility, presentation, animation, lifecycle, input, navigation, scrolling, identity
}

/// One way to call a modelled modifier: its parameters, and how it changes the view.
struct ModifierOverload {
    let parameters: [Parameter]
    let apply: (ViewValue, Arguments) throws -> ViewValue
}

/// Every SwiftUI modifier LayoutLab knows, in one table, each classed as modelled layout,
/// accepted (drawing, interaction, accessibility, presentation, …), or layout not modelled.
/// README's "What LayoutLab runs, ignores and refuses" summarises it.
enum ModifierCatalog {
    static func kind(of name: String) -> ModifierKind? {
        if let kind = table[name] { return kind }
        if name.hasPrefix("accessibility") { return .accepted(.accessibility) }
        return nil
    }

    nonisolated(unsafe) static let table: [String: ModifierKind] = {
        var table: [String: ModifierKind] = [:]
        for (name, overloads) in LayoutModifiers.all.merging(PreviewModifiers.all, uniquingKeysWith: { layout, _ in layout })
            .merging(ControlModifiers.all, uniquingKeysWith: { layout, _ in layout }) {
            table[name] = .layout(overloads)
        }
        for (name, overloads) in ContainerModifiers.all where table[name] == nil { table[name] = .layout(overloads) }
        for (category, names) in accepted {
            for name in names where table[name] == nil { table[name] = .accepted(category) }
        }
        for (name, reason) in unmodelled where table[name] == nil { table[name] = .unmodelled(reason) }
        return table
    }()

    /// Modifiers that do not change layout, by what they change instead.
    static let accepted: [ModifierCategory: [String]] = [
        .drawing: [
            "foregroundColor", "foregroundStyle", "tint", "accentColor", "opacity", "hidden", "cornerRadius", "clipped", "clipShape",
            "mask", "shadow", "blur", "brightness", "contrast", "saturation", "grayscale", "colorMultiply", "colorInvert", "hueRotation",
            "blendMode", "compositingGroup", "drawingGroup", "luminanceToAlpha", "rotation3DEffect",
            "projectionEffect", "transformEffect", "zIndex", "preferredColorScheme", "colorScheme", "symbolRenderingMode",
            "symbolEffect", "contentTransition", "listRowBackground", "listRowSeparatorTint", "listSectionSeparatorTint",
            "scrollContentBackground", "containerBackground", "backgroundStyle", "headerProminence", "badge",
            "redacted", "unredacted", "privacySensitive", "shadowStyle", "strikethrough", "underline", "baselineOffset",
            "textSelection", "toolbarBackground", "toolbarColorScheme", "presentationBackground", "presentationCornerRadius",
            "listRowSeparator", "listSectionSeparator", "tableStyle", "labelsVisibility", "defaultHoverEffect",
            "hoverEffect", "ignoresSafeAreaForBackground",
            // iOS 17/18/26 effects that draw the laid-out view differently and never move or
            // resize it (Apple's documentation of each: "visual effects" applied to an already
            // placed view; `visualEffect`'s closure is given the view's geometry, read only).
            "visualEffect", "scrollTransition", "containerShape", "glassEffect", "glassEffectID", "glassEffectUnion",
            "glassEffectTransition", "backgroundExtensionEffect", "scrollEdgeEffectStyle", "scrollEdgeEffectHidden", "colorEffect", "distortionEffect", "layerEffect", "allowedDynamicRange", "symbolEffectsRemoved", "hoverEffectDisabled",
            "focusEffectDisabled",
        ],
        .interaction: [
            "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "contentShape",
            "allowsHitTesting", "disabled", "onHover", "onDrag", "onDrop", "draggable", "dropDestination", "focused", "focusable",
            "onSubmit", "submitLabel", "keyboardType", "textContentType", "autocorrectionDisabled", "textInputAutocapitalization",
            "autocapitalization", "disableAutocorrection", "keyboardShortcut", "refreshable", "swipeActions", "contextMenu",
            "onMove", "onDelete", "onInsert", "deleteDisabled", "moveDisabled", "sensoryFeedback", "scrollDismissesKeyboard",
            "defaultFocus", "focusedValue", "focusedSceneValue", "onKeyPress", "onCommand", "onExitCommand", "digitalCrownRotation",
            "selectionDisabled", "onContinuousHover", "onPencilDoubleTap", "handGestureShortcut", "onLongTouchGesture",
            "springLoadingBehavior", "scrollInputBehavior",
        ],
        .accessibility: [
            "help", "speechAlwaysIncludesPunctuation", "speechSpellsOutCharacters", "speechAdjustedPitch", "speechAnnouncementsQueued",
        ],
        .presentation: [
            "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "fileImporter", "fileExporter", "fileMover",
            "photosPicker", "inspector", "presentationDetents", "presentationDragIndicator", "presentationCompactAdaptation",
            "presentationContentInteraction", "presentationBackgroundInteraction", "interactiveDismissDisabled",
            "toolbarRole", "navigationDestination", "navigationBarBackButtonHidden", "navigationBarItems",
            "navigationSubtitle", "navigationDocument", "menuStyle", "menuIndicator",
            "menuOrder", "searchSuggestions", "searchScopes", "statusBar", "statusBarHidden", "persistentSystemOverlays",
            "tabItem", "defaultAppStorage", "modelContainer", "commands", "windowResizability", "dialogSuppressionToggle",
            "scrollDisabled", "coordinateSpace", "navigationTransition", "matchedTransitionSource",
        ],
        .animation: [
            "animation", "transition", "transaction", "matchedGeometryEffect",
            // It changes how a change of frames animates (in the parent's coordinates), never
            // the frames a layout settles on.
            "geometryGroup",
        ],
        // What the bars do when a scroll view is scrolled: not the sizes or positions of a
        // layout at rest.
        .scrolling: ["tabBarMinimizeBehavior"],
        .lifecycle: [
            "onDisappear", "onReceive", "onOpenURL", "onContinueUserActivity", "userActivity",
            "handlesExternalEvents", "widgetURL", "backgroundTask", "onScrollGeometryChange", "onScrollVisibilityChange",
            "onScrollPhaseChange",
        ],
        .identity: ["id", "equatable", "transformEnvironment"],
    ]

    /// Modifiers that change layout in ways LayoutLab does not model (yet), with why.
    static let unmodelled: [String: String] = [
        "symbolVariant": "it changes which SF Symbol is drawn",
        // Their closures rebuild the content for each phase or keyframe and may change its
        // layout (`content.padding(phase.inset)`); LayoutLab does not run them.
        "phaseAnimator": "its closure rebuilds the content for each phase, which can change its layout",
        "keyframeAnimator": "its closure rebuilds the content for each keyframe, which can change its layout",
        "textRenderer": "a TextRenderer may size its text itself (sizeThatFits(proposal:text:))",
        "layoutDirectionBehavior": "it mirrors layout in right-to-left languages",
        "toggleStyle": "toggle styles change the control's size",
        "gaugeStyle": "gauge styles change the gauge's size",
        "formStyle": "form styles change row insets",
        "navigationSplitViewColumnWidth": "it sets a column's width",
        "navigationSplitViewStyle": "it changes the split view's columns",
        "frame(depth:)": "visionOS depth",
        "defaultSize": "it sets a window's size",
        "presentationSizing": "it sizes a presented view",
        "buttonSizing": "it changes a button's width (.flexible fills the proposal)",
        "tabViewBottomAccessory": "the accessory adds its height to the tab's bottom safe area",
    ]

    /// Each list a modifier name is in: the layout tables (a file each), every accepted
    /// category and the unmodelled table. The table keeps a name's first listing, so a name in
    /// two lists would make the second dead and misleading; a test keeps each name to one list.
    static var listings: [String: [String]] {
        let layout: [(String, [String])] = [
            ("LayoutModifiers", Array(LayoutModifiers.all.keys)), ("PreviewModifiers", Array(PreviewModifiers.all.keys)),
            ("ControlModifiers", Array(ControlModifiers.all.keys)), ("ContainerModifiers", Array(ContainerModifiers.all.keys)),
        ]
        let lists = layout + accepted.map { ("accepted \($0.key)", $0.value) } + [("unmodelled", Array(unmodelled.keys))]
        var listings: [String: [String]] = [:]
        for (list, names) in lists {
            for name in names { listings[name, default: []].append(list) }
        }
        return listings
    }

    /// Every modifier name, for "did you mean" hints.
    static var names: [String] { Array(table.keys) }
}
