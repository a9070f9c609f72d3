import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

/// The modifiers that take part in layout and that LayoutLab models, each calling the
/// engine's modifier of that name. The engine decides their semantics (defaults, what a bad
/// value does); this file only binds arguments.
enum LayoutModifiers {
    nonisolated(unsafe) static let all: [String: [ModifierOverload]] = [
        "frame": [
            wrapping(Declared.View.frameWidthHeightAlignment.self) { v, a in
                typealias D = Declared.View.frameWidthHeightAlignment
                return v.frame(width: try a.checked(D.width, .dimension), height: try a.checked(D.height, .dimension),
                               alignment: try a.get(D.alignment))
            },
            wrapping(Declared.View.frameMinWidthIdealWidthMaxWidthMinHeightIdealHeightMaxHeightAlignment.self) { v, a in
                typealias D = Declared.View.frameMinWidthIdealWidthMaxWidthMinHeightIdealHeightMaxHeightAlignment
                let minWidth = try a.checked(D.minWidth, .minimum), idealWidth = try a.checked(D.idealWidth, .minimum)
                let maxWidth = try a.checked(D.maxWidth, .maximum)
                let minHeight = try a.checked(D.minHeight, .minimum), idealHeight = try a.checked(D.idealHeight, .minimum)
                let maxHeight = try a.checked(D.maxHeight, .maximum)
                if FrameBounds.areContradictory(min: minWidth, ideal: idealWidth, max: maxWidth)
                    || FrameBounds.areContradictory(min: minHeight, ideal: idealHeight, max: maxHeight) {
                    a.interpreter.warn(LocatedError("Contradictory frame constraints specified (a minimum above a maximum); "
                                                    + "SwiftUI logs this and lays it out as the engine does", at: a.call))
                }
                return v.frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                               idealHeight: idealHeight, maxHeight: maxHeight, alignment: try a.get(D.alignment))
            },
        ],
        "padding": [
            wrapping(Declared.View.paddingInsets.self) { v, a in v.padding(try a.get(Declared.View.paddingInsets.insets)) },
            wrapping(Declared.View.paddingLength.self) { v, a in v.padding(try a.checked(Declared.View.paddingLength.length, .signed)) },
            wrapping(Declared.View.paddingEdgesLength.self) { v, a in
                typealias D = Declared.View.paddingEdgesLength
                return v.padding(try a.get(D.edges), try a.checked(D.length, .signed))
            },
        ],
        "fixedSize": [
            wrapping(Declared.View.fixedSize.self) { v, _ in v.fixedSize() },
            wrapping(Declared.View.fixedSizeHorizontalVertical.self) { v, a in
                typealias D = Declared.View.fixedSizeHorizontalVertical
                return v.fixedSize(horizontal: try a.get(D.horizontal), vertical: try a.get(D.vertical))
            },
        ],
        "aspectRatio": [
            wrapping(Declared.View.aspectRatioAspectRatioContentMode_CGFloat.self) { v, a in
                typealias D = Declared.View.aspectRatioAspectRatioContentMode_CGFloat
                return v.aspectRatio(try a.checked(D.aspectRatio, .ratio), contentMode: try a.get(D.contentMode))
            },
            wrapping(Declared.View.aspectRatioAspectRatioContentMode_CGSize.self) { v, a in
                typealias D = Declared.View.aspectRatioAspectRatioContentMode_CGSize
                let size = try a.get(D.aspectRatio)
                guard LengthRule.ratio.problem(with: size.width) == nil, LengthRule.ratio.problem(with: size.height) == nil else {
                    throw LocatedError("aspectRatio: the size must have a finite, positive width and height, not \(size.appleDescription)",
                                       at: a.node(D.aspectRatio))
                }
                return v.aspectRatio(size, contentMode: try a.get(D.contentMode))
            },
        ],
        "imageScale": [wrapping(Declared.View.imageScaleScale.self) { v, a in v.imageScale(try a.get(Declared.View.imageScaleScale.scale)) }],
        "scaledToFit": [wrapping(Declared.View.scaledToFit.self) { v, _ in v.scaledToFit() }],
        "scaledToFill": [wrapping(Declared.View.scaledToFill.self) { v, _ in v.scaledToFill() }],
        "layoutPriority": [wrapping(Declared.View.layoutPriorityValue.self) { v, a in
            v.layoutPriority(try a.checked(Declared.View.layoutPriorityValue.value, .number))
        }],
        "alignmentGuide": [
            wrapping(Declared.View.alignmentGuideGComputeValue_HorizontalAlignment.self) { v, a in
                typealias D = Declared.View.alignmentGuideGComputeValue_HorizontalAlignment
                return v.alignmentGuide(try a.get(D.g), computeValue: try guideValue(a, D.computeValue))
            },
            wrapping(Declared.View.alignmentGuideGComputeValue_VerticalAlignment.self) { v, a in
                typealias D = Declared.View.alignmentGuideGComputeValue_VerticalAlignment
                return v.alignmentGuide(try a.get(D.g), computeValue: try guideValue(a, D.computeValue))
            },
        ],
        "ignoresSafeArea": [wrapping(Declared.View.ignoresSafeAreaRegionsEdges.self) { v, a in
            typealias D = Declared.View.ignoresSafeAreaRegionsEdges
            return v.ignoresSafeArea(try a.get(D.regions), edges: try a.get(D.edges))
        }],
        "edgesIgnoringSafeArea": [wrapping(Declared.View.edgesIgnoringSafeAreaEdges.self) { v, a in
            v.edgesIgnoringSafeArea(try a.get(Declared.View.edgesIgnoringSafeAreaEdges.edges))
        }],
        "safeAreaInset": safeAreaInset(bar: false),
        "safeAreaBar": safeAreaInset(bar: true),
        "overlay": secondaryLayer(overlay: true),
        "background": secondaryLayer(overlay: false),
        "border": [wrapping(Declared.View.borderContentWidth.self) { v, a in
            typealias D = Declared.View.borderContentWidth
            return bordered(v, try a.get(D.content, as: ShapeStyleValue.self).style, try a.checked(D.width, .minimum))
        }],
        "font": [wrapping(Declared.View.fontFont.self) { v, a in v.font(try a.get(Declared.View.fontFont.font)) }],
        "truncationMode": [wrapping(Declared.View.truncationModeMode.self) { v, a in
            v.truncationMode(try a.get(Declared.View.truncationModeMode.mode))
        }],
        "fontWeight": [wrapping(Declared.View.fontWeightWeight.self) { v, a in v.fontWeight(try a.get(Declared.View.fontWeightWeight.weight)) }],
        "bold": [wrapping(Declared.View.boldIsActive.self) { v, a in v.bold(try a.get(Declared.View.boldIsActive.isActive)) }],
        "multilineTextAlignment": [wrapping(Declared.View.multilineTextAlignmentAlignment.self) { v, a in
            v.multilineTextAlignment(try a.get(Declared.View.multilineTextAlignmentAlignment.alignment))
        }],
        "minimumScaleFactor": [wrapping(Declared.View.minimumScaleFactorFactor.self) { v, a in
            v.minimumScaleFactor(try a.checked(Declared.View.minimumScaleFactorFactor.factor, .ratio))
        }],
        DeclarationCollector.inspectorModifierName: [
            wrapping(Declared.View.inspectLayoutProcessTagPrintPosition.self) { v, a in
                typealias D = Declared.View.inspectLayoutProcessTagPrintPosition
                return v.inspectLayoutProcess(try a.get(D.tag, as: String.self), printPosition: try a.get(D.printPosition))
            },
        ],
        // The key, the key path and the modifier are the file's own types: the interpreter applies
        // them (Views/LayoutValueKey.swift, `applyViewModifier`) through the engine's run-time-key forms.
        "layoutValue": [ModifierOverload(Declared.View.layoutValueKeyValue.self) { view, a in try a.interpreter.settingLayoutValue(view, a) }],
        "containerValue": [ModifierOverload(Declared.View.containerValueKeyPathValue.self) { view, a in
            try a.interpreter.settingContainerValue(view, a)
        }],
        "modifier": [ModifierOverload(Declared.View.modifierModifier.self) { view, a in
            try a.interpreter.applyViewModifier(view, a.required("modifier"), at: a.node("modifier"))
        }],
        // Written here, not declared by the engine: SwiftUI's `environmentObject<T: ObservableObject>(_:)`,
        // `environment(_:_:)` (a key path whose value type is the key's) and `environment<T: AnyObject &
        // Observable>(_ object: T?)` put the file's own objects and keys into the interpreter's
        // environment, which `@EnvironmentObject` and `@Environment` read; the engine has no
        // ObservableObject, Observable or interpreted key, and its `environment(_:_:)` is not in its API/.
        "environmentObject": [sharingObject("environmentObject", "an ObservableObject")],
        "environment": [
            ModifierOverload(parameters: [Parameter(nil, .any, name: "keyPath"), Parameter(nil, .any, name: "value")]) { view, a in
                try a.interpreter.settingEnvironment(view, a)
            },
            sharingObject("environment", "an @Observable object"),
        ],
    ]

    /// `.environmentObject(model)`, `.environment(model)`: the file's object, found by its class's
    /// name by the content's `@EnvironmentObject` and `@Environment(Model.self)`.
    private static func sharingObject(_ name: String, _ expected: String) -> ModifierOverload {
        ModifierOverload(parameters: [Parameter(nil, .any, name: "object")]) { view, a in
            let object = a.required("object")
            guard case let .object(instance) = object.unwrapped else {
                throw LocatedError("\(name)(_:) takes \(expected), not a value of type \(object.typeName)", at: a.node("object"))
            }
            return .deferred {
                try a.interpreter.withEnvironment({ $0.objects[instance.type.name] = object }) {
                    try a.interpreter.anyView(view)._attribute(name, instance.type.name)
                }
            }
        }
    }

    /// A modifier as the engine declares it (`Declared.View.…`) that wraps the engine view:
    /// `{ view, arguments in view.padding(…) }`.
    static func wrapping(_ declared: any DeclaredAPI.Type, _ apply: @escaping (AnyView, Arguments) throws -> any View) -> ModifierOverload {
        ModifierOverload(declared) { view, a in
            .deferred { try apply(try a.interpreter.anyView(view), a) }
        }
    }

    /// `.alignmentGuide(g) { d in … }`: the closure, run by the engine when it asks for the guide.
    private static func guideValue(_ a: Arguments, _ computeValue: DeclaredParameter<Any>) throws -> (ViewDimensions) -> CGFloat {
        // Where to point: the call, else the argument.
        guard let closure = a.function(computeValue) else { throw LocatedError("alignmentGuide needs a closure", at: a.call ?? a.node(computeValue)) }
        let interpreter = a.interpreter
        let node = a.node(computeValue)
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
    /// `safeAreaInset` and iOS 26's `safeAreaBar`, which lays out as it does (the two
    /// declarations' parameters have the same names).
    private static func safeAreaInset(bar: Bool) -> [ModifierOverload] {
        [
            wrapping(bar ? Declared.View.safeAreaBarEdgeAlignmentSpacingContent_VerticalEdge.self
                         : Declared.View.safeAreaInsetEdgeAlignmentSpacingContent_VerticalEdge.self) { v, a in
                typealias D = Declared.View.safeAreaInsetEdgeAlignmentSpacingContent_VerticalEdge
                let content = try a.contentView(D.content)
                let edge = try a.get(D.edge), alignment = try a.get(D.alignment), spacing = try a.checked(D.spacing, .signed)
                return bar ? v.safeAreaBar(edge: edge, alignment: alignment, spacing: spacing) { content }
                    : v.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) { content }
            },
            wrapping(bar ? Declared.View.safeAreaBarEdgeAlignmentSpacingContent_HorizontalEdge.self
                         : Declared.View.safeAreaInsetEdgeAlignmentSpacingContent_HorizontalEdge.self) { v, a in
                typealias D = Declared.View.safeAreaInsetEdgeAlignmentSpacingContent_HorizontalEdge
                let content = try a.contentView(D.content)
                let edge = try a.get(D.edge), alignment = try a.get(D.alignment), spacing = try a.checked(D.spacing, .signed)
                return bar ? v.safeAreaBar(edge: edge, alignment: alignment, spacing: spacing) { content }
                    : v.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing) { content }
            },
        ]
    }

    private static func secondaryLayer(overlay: Bool) -> [ModifierOverload] {
        return [
            wrapping(overlay ? Declared.View.overlayAlignmentContent.self : Declared.View.backgroundAlignmentContent.self) { v, a in
                // The two declarations' parameters have the same names.
                typealias D = Declared.View.overlayAlignmentContent
                let content = try a.contentView(D.content)
                let alignment = try a.get(D.alignment)
                return overlay ? v.overlay(alignment: alignment) { content } : v.background(alignment: alignment) { content }
            },
            // A Color or gradient is a ShapeStyle first, as Swift resolves `.background(Color.red)`.
            wrapping(overlay ? Declared.View.overlayStyleIgnoresSafeAreaEdges.self : Declared.View.backgroundStyleIgnoresSafeAreaEdges.self) { v, a in
                let style = try a.get(Declared.View.overlayStyleIgnoresSafeAreaEdges.style, as: ShapeStyleValue.self).style
                return styled(v, style, overlay: overlay)
            },
            overlay
                ? wrapping(Declared.View.overlayOverlayAlignment.self) { v, a in
                    typealias D = Declared.View.overlayOverlayAlignment
                    return v.overlay(try a.contentView(D.overlay), alignment: try a.get(D.alignment))
                }
                : wrapping(Declared.View.backgroundBackgroundAlignment.self) { v, a in
                    typealias D = Declared.View.backgroundBackgroundAlignment
                    return v.background(try a.contentView(D.background), alignment: try a.get(D.alignment))
                },
            // `(_ style:, in:, fillStyle:)` (iOS 15): drawing only (the two declarations' parameters
            // have the same names).
            wrapping(overlay ? Declared.View.overlayStyleInFillStyle.self : Declared.View.backgroundStyleInFillStyle.self) { v, a in
                typealias D = Declared.View.backgroundStyleInFillStyle
                let style = try a.get(D.style, as: ShapeStyleValue.self).style, shape = try a.get(D.shape, as: ShapeValue.self).shape
                return filled(v, style, in: shape, overlay: overlay)
            },
        ] + (overlay ? [] : [
            wrapping(Declared.View.backgroundIgnoresSafeAreaEdges.self) { v, _ in v.background() },
            wrapping(Declared.View.backgroundInFillStyle.self) { v, a in
                filled(v, in: try a.get(Declared.View.backgroundInFillStyle.shape, as: ShapeValue.self).shape)
            },
        ])
    }

    private static func styled(_ v: AnyView, _ style: some ShapeStyle, overlay: Bool) -> any View {
        overlay ? AnyView(v.overlay(style)) : AnyView(v.background(style))
    }

    private static func filled(_ v: AnyView, _ style: some ShapeStyle, in shape: some Shape, overlay: Bool) -> any View {
        overlay ? AnyView(v.overlay(style, in: shape)) : AnyView(v.background(style, in: shape))
    }

    private static func filled(_ v: AnyView, in shape: some Shape) -> any View { v.background(in: shape) }

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
        let value = a.required("value")
        if let entry = EnvironmentKeys.entry(named: name) {
            let converted = try coerce(value, to: entry.type, in: a.scope, at: a.node("value"))
            return .deferred {
                let built = try self.withEnvironment({ try entry.set(&$0, converted) }) { try self.anyView(view) }
                return try entry.apply(built, converted)
            }
        }
        let description = "\\.\(name) = \(Formatting.describe(value, self))"
        return .deferred {
            try self.withEnvironment({ $0.custom[name] = value }) { try self.anyView(view)._attribute("environment", description) }
        }
    }
}
