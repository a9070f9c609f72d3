import Foundation
import LayoutLab

/// The views LayoutLab models, by the kind of view value, and the names views go by.
enum ViewBridges {
    /// The bridge whose methods are a view kind's own modifiers (Text's, Image's, a shape's, Color's).
    static func bridge(of view: ViewValue) -> TypeBridge? {
        switch view.content {
        case .text: Text.bridge
        case .image: Image.bridge
        case .shape: ShapeValue.bridge
        case .color: Color.bridge
        default: nil
        }
    }

    /// The extensions that apply to a view: `View`'s, and its kind's (`extension Text`,
    /// `extension Shape`, `extension Color`, `extension Image`).
    static func extensionNames(of view: ViewValue) -> [String] {
        switch view.content {
        case .text: ["Text", "View"]
        case .image: ["Image", "View"]
        case .shape: [view.typeName, "Shape", "InsettableShape", "View"]
        case .color: ["Color", "ShapeStyle", "View"]
        case let .instance(record): [record.type.name, "View"]
        default: ["View"]
        }
    }

    /// Which kind of view a kind-specific modifier needs, for messages.
    static func owner(ofModifier name: String) -> String? {
        if Text.bridge.methods[name] != nil { return "Text" }
        if Image.bridge.methods[name] != nil { return "Image" }
        if ShapeValue.bridge.methods[name] != nil { return "a Shape (Rectangle, Circle, …)" }
        return nil
    }

    /// Names that denote some view type when a declaration states them.
    static func isViewTypeName(_ name: String) -> Bool {
        ["AnyView", "some View", "TupleView", "ModifiedContent", "_ConditionalContent", "EmptyView", "Group"].contains(name)
    }
}
