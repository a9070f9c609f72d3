import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

/// The modifiers that take part in layout and that LayoutLab models, each calling the
/// engine's modifier of that name. The engine decides their semantics (defaults, what a bad
/// value does); this file only binds arguments.
enum LayoutModifiers {
    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "frame": [
            wrapping([.optional("width", CGFloat.self), .optional("height", CGFloat.self), .optional("alignment", Alignment.self)]) { v, a in
                v.frame(width: try a.checked("width", .dimension), height: try a.checked("height", .dimension),
                        alignment: try a.optional("alignment") ?? .center)
            },
            wrapping([.optional("minWidth", CGFloat.self), .optional("idealWidth", CGFloat.self), .optional("maxWidth", CGFloat.self),
                      .optional("minHeight", CGFloat.self), .optional("idealHeight", CGFloat.self), .optional("maxHeight", CGFloat.self),
                      .optional("alignment", Alignment.self)]) { v, a in
                let minWidth = try a.checked("minWidth", .minimum), idealWidth = try a.checked("idealWidth", .minimum)
                let maxWidth = try a.checked("maxWidth", .maximum)
                let minHeight = try a.checked("minHeight", .minimum), idealHeight = try a.checked("idealHeight", .minimum)
                let maxHeight = try a.checked("maxHeight", .maximum)
                if FrameBounds.areContradictory(min: minWidth, ideal: idealWidth, max: maxWidth)
                    || FrameBounds.areContradictory(min: minHeight, ideal: idealHeight, max: maxHeight) {
                    a.interpreter.warn(LocatedError("Contradictory frame constraints specified (a minimum above a maximum); "
                                                    + "SwiftUI logs this and lays it out as the engine does", at: a.call))
                }
                return v.frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                               idealHeight: idealHeight, maxHeight: maxHeight, alignment: try a.optional("alignment") ?? .center)
            },
        ],
        "padding": [
            wrapping([Parameter(nil, EdgeInsets.self, name: "insets")]) { v, a in v.padding(try a.get("insets", EdgeInsets.self)) },
            wrapping([Parameter(nil, CGFloat.self, name: "length")]) { v, a in v.padding(try a.checked("length", .signed) ?? 0) },
            wrapping([.optional(nil, Edge.Set.self, name: "edges"), .optional(nil, CGFloat.self, name: "length")]) { v, a in
                v.padding(try a.optional("edges") ?? .all, try a.checked("length", .signed))
            },
        ],
        "fixedSize": [
            wrapping([]) { v, _ in v.fixedSize() },
            wrapping([Parameter("horizontal", Bool.self), Parameter("vertical", Bool.self)]) { v, a in
                v.fixedSize(horizontal: try a.get("horizontal"), vertical: try a.get("vertical"))
            },
        ],
        "aspectRatio": [
            wrapping([.optional(nil, CGFloat.self, name: "ratio"), Parameter("contentMode", ContentMode.self)]) { v, a in
                v.aspectRatio(try a.checked("ratio", .ratio), contentMode: try a.get("contentMode"))
            },
            wrapping([Parameter(nil, CGSize.self, name: "size"), Parameter("contentMode", ContentMode.self)]) { v, a in
                let size = try a.get("size", CGSize.self)
                guard LengthRule.ratio.problem(with: size.width) == nil, LengthRule.ratio.problem(with: size.height) == nil else {
                    throw LocatedError("aspectRatio: the size must have a finite, positive width and height, not \(size.appleDescription)",
                                       at: a.node("size"))
                }
                return v.aspectRatio(size, contentMode: try a.get("contentMode"))
            },
        ],
        "imageScale": [wrapping([Parameter(nil, Image.Scale.self, name: "scale")]) { v, a in v.imageScale(try a.get("scale")) }],
        "scaledToFit": [wrapping([]) { v, _ in v.scaledToFit() }],
        "scaledToFill": [wrapping([]) { v, _ in v.scaledToFill() }],
        "layoutPriority": [wrapping([Parameter(nil, Double.self, name: "priority")]) { v, a in
            v.layoutPriority(Double(try a.checked("priority", .number) ?? 0))
        }],
        "alignmentGuide": [
            wrapping([Parameter(nil, HorizontalAlignment.self, name: "guide"), .closure("computeValue", arity: 1)]) { v, a in
                v.alignmentGuide(try a.get("guide", HorizontalAlignment.self), computeValue: try guideValue(a))
            },
            wrapping([Parameter(nil, VerticalAlignment.self, name: "guide"), .closure("computeValue", arity: 1)]) { v, a in
                v.alignmentGuide(try a.get("guide", VerticalAlignment.self), computeValue: try guideValue(a))
            },
        ],
        "ignoresSafeArea": [wrapping([.optional(nil, SafeAreaRegions.self, name: "regions"), .optional("edges", Edge.Set.self)]) { v, a in
            v.ignoresSafeArea(try a.optional("regions") ?? .all, edges: try a.optional("edges") ?? .all)
        }],
        "edgesIgnoringSafeArea": [wrapping([Parameter(nil, Edge.Set.self, name: "edges")]) { v, a in
            v.edgesIgnoringSafeArea(try a.get("edges"))
        }],
        "safeAreaInset": safeAreaInset(bar: false),
        "safeAreaBar": safeAreaInset(bar: true),
        "overlay": secondaryLayer(overlay: true),
        "background": secondaryLayer(overlay: false),
        "border": [wrapping([Parameter(nil, ShapeStyleValue.self, name: "style"), .optional("width", CGFloat.self)]) { v, a in
            bordered(v, try a.get("style", ShapeStyleValue.self).style, try a.checked("width", .minimum) ?? 1)
        }],
        "font": [wrapping([Parameter(nil, .optional(.bridged(Font.self)), name: "font")]) { v, a in v.font(try a.optional("font")) }],
        "truncationMode": [wrapping([Parameter(nil, Text.TruncationMode.self, name: "mode")]) { v, a in v.truncationMode(try a.get("mode")) }],
        "fontWeight": [wrapping([Parameter(nil, .optional(.bridged(Font.Weight.self)), name: "weight")]) { v, a in
            v.fontWeight(try a.optional("weight"))
        }],
        "bold": [wrapping([.optional(nil, Bool.self, name: "isActive")]) { v, a in v.bold(try a.bool("isActive") ?? true) }],
        "multilineTextAlignment": [wrapping([Parameter(nil, TextAlignment.self, name: "alignment")]) { v, a in
            v.multilineTextAlignment(try a.get("alignment"))
        }],
        "minimumScaleFactor": [wrapping([Parameter(nil, CGFloat.self, name: "factor")]) { v, a in
            v.minimumScaleFactor(try a.checked("factor", .ratio) ?? 1)
        }],
        DeclarationCollector.inspectorModifierName: [
            wrapping([Parameter(nil, String.self, name: "tag"), .optional("printPosition", Bool.self)]) { v, a in
                v.inspectLayoutProcess(try a.get("tag", String.self), printPosition: try a.bool("printPosition") ?? false)
            },
        ],
        "layoutValue": [ModifierOverload(parameters: [Parameter("key", .any), Parameter("value", .any)]) { view, a in
            try a.interpreter.settingLayoutValue(view, a)
        }],
        "containerValue": [ModifierOverload(parameters: [Parameter(nil, .any, name: "keyPath"), Parameter(nil, .any, name: "value")]) { view, a in
            try a.interpreter.settingContainerValue(view, a)
        }],
        "modifier": [ModifierOverload(parameters: [Parameter(nil, .any, name: "modifier")]) { view, a in
            try a.interpreter.applyViewModifier(view, a.value("modifier") ?? .none, at: a.node("modifier"))
        }],
        "environmentObject": [ModifierOverload(parameters: [Parameter(nil, .any, name: "object")]) { view, a in
            let object = a.value("object") ?? .none
            guard case let .object(instance) = object.unwrapped else {
                throw LocatedError("environmentObject(_:) takes an ObservableObject, not a value of type \(object.typeName)", at: a.node("object"))
            }
            return .deferred {
                try a.interpreter.withEnvironment({ $0.objects[instance.type.name] = object }) {
                    try a.interpreter.anyView(view)._attribute("environmentObject", instance.type.name)
                }
            }
        }],
        "environment": [
            ModifierOverload(parameters: [Parameter(nil, .any, name: "keyPath"), Parameter(nil, .any, name: "value")]) { view, a in
                try a.interpreter.settingEnvironment(view, a)
            },
            ModifierOverload(parameters: [Parameter(nil, .any, name: "object")]) { view, a in
                let object = a.value("object") ?? .none
                guard case let .object(instance) = object.unwrapped else {
                    throw LocatedError("environment(_:) takes an @Observable object, not a value of type \(object.typeName)", at: a.node("object"))
                }
                return .deferred {
                    try a.interpreter.withEnvironment({ $0.objects[instance.type.name] = object }) {
                        try a.interpreter.anyView(view)._attribute("environment", instance.type.name)
                    }
                }
            },
        ],
    ]

    /// A modifier that wraps the engine view: `{ view, arguments in view.padding(…) }`.
    static func wrapping(_ parameters: [Parameter], _ apply: @escaping (AnyView, Arguments) throws -> any View) -> ModifierOverload {
        ModifierOverload(parameters: parameters) { view, a in
            .deferred { try apply(try a.interpreter.anyView(view), a) }
        }
    }

    /// `.alignmentGuide(g) { d in … }`: the closure, run by the engine when it asks for the guide.
    private static func guideValue(_ a: Arguments) throws -> (ViewDimensions) -> CGFloat {
        guard let closure = a.function("computeValue") else { throw LocatedError("alignmentGuide needs a closure", at: a.call ?? a.node("guide")) }
        let interpreter = a.interpreter
        let node = a.node("computeValue")
        return { dimensions in
            interpreter.duringLayout(CGFloat(0)) {
                let value = try interpreter.invoke(closure, [dimensions.asValue], at: node)
                guard let length = value.number, length.isFinite else {
                    throw LocatedError("alignmentGuide: computeValue must return a finite number", at: node)
                }
                return CGFloat(length)
            }
        }
    }

    /// `.overlay { … }`, `.overlay(view, alignment:)`, `.overlay(.red)` and
    /// `.background(.red, in: shape)` (a style: drawing only).
    /// `.safeAreaInset(edge:…)`, and iOS 26's `.safeAreaBar(edge:…)`, which the engine lays out the same.
    private static func safeAreaInset(bar: Bool) -> [ModifierOverload] {
        [
            wrapping([Parameter("edge", VerticalEdge.self), .optional("alignment", HorizontalAlignment.self), .optional("spacing", CGFloat.self),
                      .content()]) { v, a in
                let content = try a.contentView("content")
                let edge = try a.get("edge", VerticalEdge.self), alignment = try a.optional("alignment") ?? HorizontalAlignment.center
                let spacing = try a.checked("spacing", .signed)
                return bar ? v.safeAreaBar(edge: edge, alignment: alignment, spacing: spacing) { content }
                    : v.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) { content }
            },
            wrapping([Parameter("edge", HorizontalEdge.self), .optional("alignment", VerticalAlignment.self), .optional("spacing", CGFloat.self),
                      .content()]) { v, a in
                let content = try a.contentView("content")
                let edge = try a.get("edge", HorizontalEdge.self), alignment = try a.optional("alignment") ?? VerticalAlignment.center
                let spacing = try a.checked("spacing", .signed)
                return bar ? v.safeAreaBar(edge: edge, alignment: alignment, spacing: spacing) { content }
                    : v.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) { content }
            },
        ]
    }

    private static func secondaryLayer(overlay: Bool) -> [ModifierOverload] {
        let name = overlay ? "overlay" : "background"
        return [
            wrapping([.optional("alignment", Alignment.self), .content()]) { v, a in
                let content = try a.contentView("content")
                let alignment = try a.optional("alignment", Alignment.self) ?? .center
                return overlay ? v.overlay(alignment: alignment) { content } : v.background(alignment: alignment) { content }
            },
            // A Color or gradient is a ShapeStyle first, as Swift resolves `.background(Color.red)`.
            wrapping([Parameter(nil, ShapeStyleValue.self, name: "style"), .optional("ignoresSafeAreaEdges", Edge.Set.self)]) { v, a in
                let style = try a.get("style", ShapeStyleValue.self).style
                return styled(v, style, overlay: overlay)
            },
            wrapping([.view(nil, name: "layer"), .optional("alignment", Alignment.self)]) { v, a in
                let layer = try a.contentView("layer")
                let alignment = try a.optional("alignment", Alignment.self) ?? .center
                return overlay ? v.overlay(layer, alignment: alignment) : v.background(layer, alignment: alignment)
            },
            wrapping([.optional(nil, ShapeStyleValue.self, name: "style"), Parameter("in", ShapeValue.self, name: "shape"),
                      Parameter("fillStyle", .any, default: true)]) { v, a in
                let style = try a.optional("style", ShapeStyleValue.self)?.style._styleDescription ?? "background"
                return v._attribute(name, "\(style) in \(try a.get("shape", ShapeValue.self).shape)")
            },
        ]
    }

    private static func styled(_ v: AnyView, _ style: some ShapeStyle, overlay: Bool) -> any View {
        overlay ? AnyView(v.overlay(style)) : AnyView(v.background(style))
    }

    private static func bordered(_ v: AnyView, _ style: some ShapeStyle, _ width: CGFloat) -> any View {
        v.border(style, width: width)
    }
}

extension Arguments {
    /// A length argument checked against the engine's rule for it: a value SwiftUI rejects is
    /// an error at the argument.
    func checked(_ name: String, _ rule: LengthRule) throws -> CGFloat? {
        guard let value = try length(name) else { return nil }
        if let problem = rule.problem(with: value) {
            let label = "'\(name)'"
            throw LocatedError("\(callName): \(label) \(problem), not \(value.swiftDescription)", at: node(name))
        }
        return value
    }

    /// The coordinates of a point or size argument (`CGPoint(x: 1, y: .nan)`), each checked
    /// against `rule`: a value SwiftUI rejects is an error at the argument.
    func check(_ name: String, _ coordinates: [(label: String, value: CGFloat)], _ rule: LengthRule) throws {
        for (label, value) in coordinates {
            if let problem = rule.problem(with: value) {
                throw LocatedError("\(callName): \(label) of '\(name)' \(problem), not \(value.swiftDescription)", at: node(name))
            }
        }
    }
}

extension Interpreter {
    /// `.environment(\.key, value)`: the interpreter's environment for `@Environment` reads in
    /// the content, and the engine's for the values layout depends on.
    func settingEnvironment(_ view: ViewValue, _ a: Arguments) throws -> ViewValue {
        guard case let .keyPath(keyPath)? = a.value("keyPath"), let name = keyPath.components.first else {
            throw LocatedError("environment(_:_:) takes a key path to an environment value: \\.name", at: a.node("keyPath"))
        }
        let value = a.value("value") ?? .none
        if let entry = EnvironmentKeys.entry(named: name) {
            let converted = try coerce(value, to: entry.type, in: a.scope, at: a.node("value"))
            return .deferred {
                let built = try self.withEnvironment({ try entry.set(&$0.values, converted) }) { try self.anyView(view) }
                return try entry.apply(built, converted)
            }
        }
        let description = "\\.\(name) = \(Formatting.describe(value, self))"
        return .deferred {
            try self.withEnvironment({ $0.custom[name] = value }) { try self.anyView(view)._attribute("environment", description) }
        }
    }
}
