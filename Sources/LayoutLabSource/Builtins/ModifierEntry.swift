import Foundation
import LayoutLab
import SwiftSyntax

/// A builtin modifier: its parameters and how to apply it with the engine's API.
struct ModifierEntry {
    let signature: Signature
    let apply: (ViewValue, BoundArguments) throws -> ViewValue.Content
}

func modifier(
    _ name: String, _ parameters: [Parameter], _ apply: @escaping (ViewValue, BoundArguments) throws -> ViewValue.Content
) -> ModifierEntry {
    ModifierEntry(signature: Signature(name: name, parameters: parameters), apply: apply)
}

/// A modifier that wraps the engine view: `{ view, a in view.padding(…) }`.
func wrapping(
    _ name: String, _ parameters: [Parameter], _ apply: @escaping (AnyView, BoundArguments) throws -> any View
) -> ModifierEntry {
    modifier(name, parameters) { view, a in .view(AnyView(existential: try apply(try a.interpreter.anyView(view), a))) }
}

extension AnyView {
    init(existential view: any View) {
        self = Self.open(view)
    }

    private static func open(_ view: some View) -> AnyView { AnyView(view) }
}

enum ModifierTable {
    /// Every modifier that applies to any view, by name.
    nonisolated(unsafe) static let all: [String: [ModifierEntry]] = LayoutModifiers.entries
        .merging(DrawingModifiers.entries) { layout, _ in layout }

    static func isModifier(_ name: String) -> Bool { all[name] != nil }

    /// Modifiers that change layout which LayoutLab does not model: errors even with
    /// `--lenient`, since skipping them would give wrong sizes.
    static let unmodelledLayout: Set<String> = [
        "containerRelativeFrame", "controlSize", "dynamicTypeSize", "environment", "textCase", "kerning", "tracking",
        "lineSpacing", "labelsHidden", "buttonStyle", "toggleStyle", "pickerStyle", "progressViewStyle", "labelStyle",
        "listStyle", "symbolVariant", "scrollContentBackground", "navigationBarTitleDisplayMode", "toolbar",
        "fontDesign", "fontWidth", "allowsTightening", "lineLimit(_:reservesSpace:)", "position", "layoutDirectionBehavior",
        "environmentObject", "sheet", "popover", "overlayPreferenceValue", "backgroundPreferenceValue", "matchedGeometryEffect",
        "geometryGroup", "safeAreaPadding", "contentMargins", "gridCellColumns", "gridColumnAlignment",
    ]
}
