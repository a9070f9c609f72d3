import Foundation
import LayoutLab
import SwiftSyntax

/// The modifiers that take part in layout, each calling the engine's modifier of that name.
enum LayoutModifiers {
    nonisolated(unsafe) static let entries: [String: [ModifierEntry]] = [
        "frame": [
            wrapping("frame", [P.optional("width", "CGFloat?"), P.optional("height", "CGFloat?"), P.optional("alignment", "Alignment")]) { v, a in
                v.frame(width: try a.length("width", .size), height: try a.length("height", .size),
                        alignment: try a.native("alignment", .alignment) ?? .center)
            },
            wrapping("frame", [
                P.optional("minWidth", "CGFloat?"), P.optional("idealWidth", "CGFloat?"), P.optional("maxWidth", "CGFloat?"),
                P.optional("minHeight", "CGFloat?"), P.optional("idealHeight", "CGFloat?"), P.optional("maxHeight", "CGFloat?"),
                P.optional("alignment", "Alignment"),
            ]) { v, a in
                let minWidth = try a.length("minWidth", .minimum), idealWidth = try a.length("idealWidth", .minimum)
                let maxWidth = try a.length("maxWidth", .maximum)
                let minHeight = try a.length("minHeight", .minimum), idealHeight = try a.length("idealHeight", .minimum)
                let maxHeight = try a.length("maxHeight", .maximum)
                if !ordered(minWidth, idealWidth, maxWidth) || !ordered(minHeight, idealHeight, maxHeight) {
                    a.interpreter.warn(LocatedError("Contradictory frame constraints specified (a minimum above a maximum); "
                                                    + "SwiftUI logs this and LayoutLab lays it out as the engine does", at: a.call))
                }
                return v.frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                               idealHeight: idealHeight, maxHeight: maxHeight, alignment: try a.native("alignment", .alignment) ?? .center)
            },
        ],
        "padding": [
            wrapping("padding", [P.optional(nil, "CGFloat | Edge.Set | EdgeInsets", name: "first"), P.optional(nil, "CGFloat?", name: "length")]) { v, a in
                try padding(v, a)
            },
        ],
        "fixedSize": [
            wrapping("fixedSize", []) { v, _ in v.fixedSize() },
            wrapping("fixedSize", [P.required("horizontal", "Bool"), P.required("vertical", "Bool")]) { v, a in
                v.fixedSize(horizontal: try a.bool("horizontal") ?? true, vertical: try a.bool("vertical") ?? true)
            },
        ],
        "aspectRatio": [
            wrapping("aspectRatio", [P.optional(nil, "CGFloat? | CGSize", name: "ratio"), P.required("contentMode", "ContentMode")]) { v, a in
                let mode = try a.native("contentMode", .contentMode, as: ContentMode.self) ?? .fit
                return v.aspectRatio(try ratio(a), contentMode: mode)
            },
        ],
        "scaledToFit": [wrapping("scaledToFit", []) { v, _ in v.scaledToFit() }],
        "scaledToFill": [wrapping("scaledToFill", []) { v, _ in v.scaledToFill() }],
        "layoutPriority": [wrapping("layoutPriority", [P.required(nil, "Double")]) { v, a in
            v.layoutPriority(Double(try a.length("value", .number) ?? 0))
        }],
        "offset": [
            wrapping("offset", [P.optional("x", "CGFloat"), P.optional("y", "CGFloat")]) { v, a in
                v.offset(x: try a.length("x", .signed) ?? 0, y: try a.length("y", .signed) ?? 0)
            },
            wrapping("offset", [P.required(nil, "CGSize", name: "size")]) { v, a in v.offset(try a.native("size", .size) ?? .zero) },
        ],
        "alignmentGuide": [
            wrapping("alignmentGuide", [P.required(nil, "HorizontalAlignment | VerticalAlignment", name: "guide"),
                                        P.closure("computeValue", "(ViewDimensions) -> CGFloat")]) { v, a in
                try alignmentGuide(v, a)
            },
        ],
        "ignoresSafeArea": [
            wrapping("ignoresSafeArea", [P.optional(nil, "SafeAreaRegions", name: "regions"), P.optional("edges", "Edge.Set")]) { v, a in
                v.ignoresSafeArea(try a.native("regions", .safeAreaRegions) ?? .all, edges: try a.native("edges", .edgeSet) ?? .all)
            },
        ],
        "edgesIgnoringSafeArea": [wrapping("edgesIgnoringSafeArea", [P.required(nil, "Edge.Set", name: "edges")]) { v, a in
            v.edgesIgnoringSafeArea(try a.native("edges", .edgeSet) ?? .all)
        }],
        "safeAreaInset": [
            wrapping("safeAreaInset", [P.required("edge", "VerticalEdge | HorizontalEdge"), P.optional("alignment", "Alignment"),
                                       P.optional("spacing", "CGFloat?"), P.closure("content")]) { v, a in
                try safeAreaInset(v, a)
            },
        ],
        "overlay": secondaryLayer("overlay"),
        "background": secondaryLayer("background"),
        "border": [wrapping("border", [P.required(nil, "ShapeStyle", name: "style"), P.optional("width", "CGFloat")]) { v, a in
            try border(v, a)
        }],
        "font": [wrapping("font", [P.required(nil, "Font?", name: "font")]) { v, a in v.font(try a.native("font", .font)) }],
        "lineLimit": [wrapping("lineLimit", [P.required(nil, "Int?", name: "number")]) { v, a in
            let number = try a.int("number")
            if let number, number < 1 {
                throw LocatedError("lineLimit: the number of lines must be at least 1, not \(number)", at: a.node("number"))
            }
            return v.lineLimit(number)
        }],
        "truncationMode": [wrapping("truncationMode", [P.required(nil, "Text.TruncationMode", name: "mode")]) { v, a in
            v.truncationMode(try a.native("mode", .truncationMode) ?? .tail)
        }],
        "fontWeight": [wrapping("fontWeight", [P.required(nil, "Font.Weight?", name: "weight")]) { v, a in
            v.fontWeight(try a.native("weight", .fontWeight))
        }],
        "bold": [wrapping("bold", [P.optional(nil, "Bool", name: "isActive")]) { v, a in v.bold(try a.bool("isActive") ?? true) }],
        "multilineTextAlignment": [wrapping("multilineTextAlignment", [P.required(nil, "TextAlignment", name: "alignment")]) { v, a in
            v.multilineTextAlignment(try a.native("alignment", .textAlignment) ?? .leading)
        }],
        "minimumScaleFactor": [wrapping("minimumScaleFactor", [P.required(nil, "CGFloat", name: "factor")]) { v, a in
            v.minimumScaleFactor(try a.length("factor", .ratio) ?? 1)
        }],
        "inspectLayoutProcess": [
            wrapping("inspectLayoutProcess", [P.required(nil, "String", name: "tag"), P.optional("printPosition", "Bool")]) { v, a in
                v.inspectLayoutProcess(try a.string("tag") ?? "", printPosition: try a.bool("printPosition") ?? false)
            },
        ],
        "layoutValue": [modifier("layoutValue", [P.required("key", "LayoutValueKey.Type"), P.required("value", "Value")]) { v, a in
            try layoutValue(v, a)
        }],
        "containerValue": [modifier("containerValue", [P.required(nil, "WritableKeyPath<ContainerValues, V>", name: "keyPath"),
                                                       P.required(nil, "V", name: "value")]) { v, a in
            try containerValue(v, a)
        }],
        "modifier": [modifier("modifier", [P.required(nil, "some ViewModifier", name: "modifier")]) { v, a in
            try a.interpreter.applyViewModifier(v, a)
        }],
    ]

    private static func ordered(_ values: CGFloat?...) -> Bool {
        let present = values.compactMap { $0 }
        return zip(present, present.dropFirst()).allSatisfy { $0 <= $1 }
    }

    private static func padding(_ v: AnyView, _ a: BoundArguments) throws -> any View {
        guard let first = try a.value("first") else { return v.padding() }
        switch first.unwrapped {
        case .int, .double:
            if a.has("length") {
                throw LocatedError("padding takes edges then a length: .padding(.horizontal, 10)", at: a.node("first"))
            }
            return v.padding(try a.length("first", .signed) ?? 0)
        case let .native(insets as EdgeInsets):
            return v.padding(insets)
        case let .implicitMember(member) where member.arguments == nil && StaticMembers.constants[.cgFloat]?[member.name] != nil:
            return v.padding(try a.length("first", .signed) ?? 0)
        case let .implicitMember(member) where member.arguments != nil:
            return v.padding(try a.native("first", .edgeInsets, as: EdgeInsets.self) ?? EdgeInsets())
        default:
            let edges = try a.native("first", .edgeSet, as: Edge.Set.self) ?? .all
            return v.padding(edges, try a.length("length", .signed))
        }
    }

    private static func ratio(_ a: BoundArguments) throws -> CGFloat? {
        guard let value = try a.value("ratio"), !value.isNil else { return nil }
        switch value.unwrapped {
        case .int, .double:
            return try a.length("ratio", .ratio)
        default:
            let size = try a.native("ratio", .size, as: CGSize.self) ?? .zero
            guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
                throw LocatedError("aspectRatio: the size must have a finite, positive width and height, not \(size.appleDescription)",
                                   at: a.node("ratio"))
            }
            return size.width / size.height
        }
    }

    private static func alignmentGuide(_ v: AnyView, _ a: BoundArguments) throws -> any View {
        guard let closure = try a.closure("computeValue"), let guide = try a.value("guide") else { return v }
        let interpreter = a.interpreter
        let compute: (ViewDimensions) -> CGFloat = { dimensions in
            interpreter.duringLayout(CGFloat(0)) {
                let value = try interpreter.invoke(closure, [.native(dimensions)], builder: false, at: closure.syntax)
                guard let length = try Coercion.convert(value, to: .cgFloat, at: closure.syntax) as? CGFloat, length.isFinite else {
                    throw LocatedError("alignmentGuide: computeValue must return a finite number", at: closure.syntax)
                }
                return length
            }
        }
        if let horizontal = try? Coercion.convert(guide, to: .horizontalAlignment, at: a.node("guide")) as? HorizontalAlignment {
            return v.alignmentGuide(horizontal, computeValue: compute)
        }
        let vertical = try a.native("guide", .verticalAlignment, as: VerticalAlignment.self) ?? .center
        return v.alignmentGuide(vertical, computeValue: compute)
    }

    private static func safeAreaInset(_ v: AnyView, _ a: BoundArguments) throws -> any View {
        let content = try a.contentView("content")
        let spacing = try a.length("spacing", .signed)
        let edge = try a.value("edge") ?? .none
        if let vertical = try? Coercion.convert(edge, to: .verticalEdge, at: a.node("edge")) as? VerticalEdge {
            let alignment = try a.native("alignment", .horizontalAlignment, as: HorizontalAlignment.self) ?? .center
            return v.safeAreaInset(edge: vertical, alignment: alignment, spacing: spacing) { content }
        }
        let horizontal = try a.native("edge", .horizontalEdge, as: HorizontalEdge.self) ?? .leading
        let alignment = try a.native("alignment", .verticalAlignment, as: VerticalAlignment.self) ?? .center
        return v.safeAreaInset(edge: horizontal, alignment: alignment, spacing: spacing) { content }
    }

    /// `.overlay { … }`, `.overlay(view, alignment:)`, `.overlay(.red)` (a shape style: drawing only).
    private static func secondaryLayer(_ name: String) -> [ModifierEntry] {
        let isOverlay = name == "overlay"
        return [
            wrapping(name, [P.optional("alignment", "Alignment"), P.closure("content")]) { v, a in
                let content = try a.contentView("content")
                let alignment = try a.native("alignment", .alignment, as: Alignment.self) ?? .center
                return isOverlay ? v.overlay(alignment: alignment) { content } : v.background(alignment: alignment) { content }
            },
            wrapping(name, [P.required(nil, "some View | ShapeStyle", name: "value"), P.optional("alignment", "Alignment"),
                            P.optional("ignoresSafeAreaEdges", "Edge.Set")]) { v, a in
                let value = try a.value("value") ?? .none
                if case .view = value.unwrapped {
                    let layer = try a.contentView("value")
                    let alignment = try a.native("alignment", .alignment, as: Alignment.self) ?? .center
                    return isOverlay ? v.overlay(layer, alignment: alignment) : v.background(layer, alignment: alignment)
                }
                if case .instance = value.unwrapped {
                    let layer = try a.contentView("value")
                    return isOverlay ? v.overlay(layer) : v.background(layer)
                }
                let style = try a.native("value", .shapeStyle, as: (any ShapeStyle).self) ?? Color.clear
                let edges = try a.native("ignoresSafeAreaEdges", .edgeSet, as: Edge.Set.self) ?? .all
                return isOverlay ? styled(v, overlay: style, edges) : styled(v, background: style, edges)
            },
        ]
    }

    private static func styled(_ v: AnyView, overlay style: some ShapeStyle, _ edges: Edge.Set) -> any View {
        v.overlay(style, ignoresSafeAreaEdges: edges)
    }

    private static func styled(_ v: AnyView, background style: some ShapeStyle, _ edges: Edge.Set) -> any View {
        v.background(style, ignoresSafeAreaEdges: edges)
    }

    private static func border(_ v: AnyView, _ a: BoundArguments) throws -> any View {
        let style = try a.native("style", .shapeStyle, as: (any ShapeStyle).self) ?? Color.primary
        let width = try a.length("width", .minimum) ?? 1
        return bordered(v, style, width)
    }

    private static func bordered(_ v: AnyView, _ style: some ShapeStyle, _ width: CGFloat) -> any View {
        v.border(style, width: width)
    }

    private static func layoutValue(_ view: ViewValue, _ a: BoundArguments) throws -> ViewValue.Content {
        guard case let .type(key)? = try a.value("key")?.unwrapped, key.isMetatypeValue else {
            throw LocatedError("layoutValue(key:) takes a LayoutValueKey type: MyKey.self", at: a.node("key"))
        }
        let program = a.interpreter.program
        guard let slot = program.layoutValueKeys.firstIndex(of: key.name), let type = program.types[key.name] else {
            throw LocatedError("'\(key.name)' is not a LayoutValueKey declared in this file", at: a.node("key"),
                               hints: Suggestions.hint(for: key.name, in: program.layoutValueKeys))
        }
        let declared = type.staticProperties["defaultValue"]?.type ?? DeclaredType(nil)
        let value = try a.interpreter.convert(try a.value("value") ?? .none, to: declared, at: a.node("value"))
        return .view(KeySlots.all[slot].settingLayoutValue(SlotValue(value: value), on: try a.interpreter.anyView(view)))
    }

    private static func containerValue(_ view: ViewValue, _ a: BoundArguments) throws -> ViewValue.Content {
        guard case let .native(keyPath as KeyPathValue)? = try a.value("keyPath"), keyPath.components.count == 1,
              let name = keyPath.components.first else {
            throw LocatedError("containerValue takes a key path to a container value: \\.name", at: a.node("keyPath"))
        }
        let program = a.interpreter.program
        guard let entry = program.containerEntries[name] else {
            throw LocatedError("ContainerValues has no entry '\(name)'", at: a.node("keyPath"),
                               hints: Suggestions.hint(for: name, in: program.containerEntries.keys)
                                   + ["declare it: extension ContainerValues { @Entry var \(name): Int? = nil }"])
        }
        let value = try a.interpreter.convert(try a.value("value") ?? .none, to: entry.type, at: a.node("value"))
        let view = try a.interpreter.anyView(view)
        return .view(AnyView(view.containerValue(\ContainerValues.[layoutLabSlot: entry.slot], SlotValue(value: value))))
    }
}

extension Interpreter {
    /// `.modifier(MyModifier())`: the modifier's `body(content:)` with `content` the view.
    func applyViewModifier(_ view: ViewValue, _ a: BoundArguments) throws -> ViewValue.Content {
        guard case let .instance(instance)? = try a.value("modifier")?.unwrapped, instance.type.role == .viewModifier else {
            throw LocatedError("modifier(_:) takes a ViewModifier struct declared in the file", at: a.node("modifier"))
        }
        guard let body = instance.type.methods["body"]?.first,
              let parameter = body.signature.parameterClause.parameters.first,
              body.signature.parameterClause.parameters.count == 1,
              let statements = body.body?.statements else {
            throw LocatedError("'\(instance.type.name)' needs func body(content: Content) -> some View", at: instance.type.syntax.name)
        }
        let scope = Scope(parent: globalScope, instance: instance)
        scope.declare((parameter.secondName ?? parameter.firstName).text, .view(view))
        let result = try nested(at: body.name) { try evaluateBody(statements, scope, builder: true) }
        return try viewValue(result, at: body.name).content
    }
}
