import Foundation
import LayoutLab
import SwiftSyntax

/// The types the interpreter converts source values to when it calls the engine's API or
/// binds a parameter with a declared type. Each knows its Swift spelling, for messages.
enum EngineType: String, CaseIterable, Hashable {
    case cgFloat = "CGFloat"
    case int = "Int"
    case string = "String"
    case bool = "Bool"
    case color = "Color"
    case shapeStyle = "ShapeStyle"
    case font = "Font"
    case fontWeight = "Font.Weight"
    case fontDesign = "Font.Design"
    case textStyle = "Font.TextStyle"
    case alignment = "Alignment"
    case horizontalAlignment = "HorizontalAlignment"
    case verticalAlignment = "VerticalAlignment"
    case edgeSet = "Edge.Set"
    case verticalEdge = "VerticalEdge"
    case horizontalEdge = "HorizontalEdge"
    case axis = "Axis"
    case axisSet = "Axis.Set"
    case contentMode = "ContentMode"
    case unitPoint = "UnitPoint"
    case proposal = "ProposedViewSize"
    case size = "CGSize"
    case point = "CGPoint"
    case rect = "CGRect"
    case edgeInsets = "EdgeInsets"
    case angle = "Angle"
    case textAlignment = "TextAlignment"
    case truncationMode = "Text.TruncationMode"
    case safeAreaRegions = "SafeAreaRegions"
    case roundedCornerStyle = "RoundedCornerStyle"
    case coordinateSpace = "CoordinateSpace"
    case animation = "Animation"
    case resizingMode = "Image.ResizingMode"
    case imageScale = "Image.Scale"
    case renderingMode = "Image.TemplateRenderingMode"
    case interpolation = "Image.Interpolation"
    case formatStyle = "FormatStyle"

    /// Other spellings of the same type in source.
    static let aliases: [String: EngineType] = [
        "Double": .cgFloat, "Float": .cgFloat, "CGFloat": .cgFloat, "Float64": .cgFloat,
        "Int": .int, "UInt": .int, "Int64": .int, "Int32": .int,
        "Substring": .string, "LocalizedStringKey": .string,
        "Edge.Set": .edgeSet, "Axis.Set": .axisSet,
        "Font.Weight": .fontWeight, "Font.Design": .fontDesign, "Font.TextStyle": .textStyle,
        "TruncationMode": .truncationMode, "Text.TruncationMode": .truncationMode,
    ]

    /// The engine type a type name in source denotes (`CGFloat`, `Edge.Set`), if any.
    static func named(_ name: String) -> EngineType? {
        aliases[name] ?? EngineType(rawValue: name)
    }

    /// The engine type of a value already converted, so that `.init(…)` patterns and implicit
    /// members compared with it can be resolved (`switch proposal { case .init(…): … }`).
    static func of(_ native: Any) -> EngineType? {
        switch native {
        case is Color: .color
        case is Font: .font
        case is Font.Weight: .fontWeight
        case is Font.Design: .fontDesign
        case is Alignment: .alignment
        case is HorizontalAlignment: .horizontalAlignment
        case is VerticalAlignment: .verticalAlignment
        case is Edge.Set: .edgeSet
        case is Axis.Set: .axisSet
        case is Axis: .axis
        case is ContentMode: .contentMode
        case is UnitPoint: .unitPoint
        case is ProposedViewSize: .proposal
        case is CGSize: .size
        case is CGPoint: .point
        case is CGRect: .rect
        case is EdgeInsets: .edgeInsets
        case is Angle: .angle
        case is TextAlignment: .textAlignment
        case is Text.TruncationMode: .truncationMode
        case is SafeAreaRegions: .safeAreaRegions
        case is RoundedCornerStyle: .roundedCornerStyle
        case is CoordinateSpace: .coordinateSpace
        case is Animation: .animation
        case is Image.ResizingMode: .resizingMode
        case is Image.Scale: .imageScale
        case is Image.TemplateRenderingMode: .renderingMode
        case is Image.Interpolation: .interpolation
        case is Font.TextStyle: .textStyle
        case is VerticalEdge: .verticalEdge
        case is HorizontalEdge: .horizontalEdge
        case is FormatStyleValue: .formatStyle
        case is CGFloat, is Double: .cgFloat
        case is Int: .int
        case is String: .string
        case is Bool: .bool
        default: nil
        }
    }
}

/// What a declared type in source means to the interpreter.
struct DeclaredType {
    let text: String
    let engineType: EngineType?
    let isOptional: Bool
    /// `some View`, `AnyView`, `Content`: a view.
    let isView: Bool

    init(_ syntax: TypeSyntax?) {
        guard let syntax else {
            self.init(text: "", engineType: nil, isOptional: false, isView: false)
            return
        }
        var base = syntax
        var optional = false
        while true {
            if let wrapped = base.as(OptionalTypeSyntax.self) {
                base = wrapped.wrappedType
                optional = true
            } else if let wrapped = base.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                base = wrapped.wrappedType
                optional = true
            } else if let attributed = base.as(AttributedTypeSyntax.self) {
                base = attributed.baseType
            } else {
                break
            }
        }
        let text = base.trimmedDescription
        let isView = base.is(SomeOrAnyTypeSyntax.self) || ["AnyView", "Content", "Text", "Image", "Color"].contains(text)
        self.init(text: syntax.trimmedDescription, engineType: EngineType.named(text), isOptional: optional, isView: isView)
    }

    private init(text: String, engineType: EngineType?, isOptional: Bool, isView: Bool) {
        self.text = text
        self.engineType = engineType
        self.isOptional = isOptional
        self.isView = isView
    }

    /// How numeric literals evaluate for this type.
    var numberHint: NumberHint {
        switch engineType {
        case .cgFloat, .size, .point, .rect, .proposal, .edgeInsets: .floating
        default: .none
        }
    }
}

/// Swift gives an integer literal the type its context wants: `1/2` is 0.5 as a CGFloat
/// argument and 0 as an Int. The interpreter passes that wish down while evaluating.
enum NumberHint {
    case none
    case floating
}
