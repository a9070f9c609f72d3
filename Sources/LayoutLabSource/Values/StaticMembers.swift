import Foundation
import LayoutLab
import SwiftSyntax

/// `.percent` in `value.formatted(.percent)`.
enum FormatStyleValue { case percent, number }

/// The static members and initializers of engine types that source may name, explicitly
/// (`Color.blue`, `CGSize(width:height:)`) or implicitly (`.leading`, `.init(width:height:)`).
enum StaticMembers {
    nonisolated(unsafe) static let constants: [EngineType: [String: Any]] = [
        .cgFloat: [
            "infinity": CGFloat.infinity, "zero": CGFloat(0), "pi": CGFloat.pi, "nan": CGFloat.nan,
            "greatestFiniteMagnitude": CGFloat.greatestFiniteMagnitude, "leastNonzeroMagnitude": CGFloat.leastNonzeroMagnitude,
        ],
        .int: ["zero": 0, "max": Int.max, "min": Int.min],
        .color: colors,
        .shapeStyle: colors.merging([
            "primary": HierarchicalShapeStyle.primary, "secondary": HierarchicalShapeStyle.secondary,
            "tertiary": HierarchicalShapeStyle.tertiary, "quaternary": HierarchicalShapeStyle.quaternary,
            "foreground": ForegroundStyle(),
        ] as [String: Any]) { _, new in new },
        .font: [
            "largeTitle": Font.largeTitle, "title": Font.title, "title2": Font.title2, "title3": Font.title3,
            "headline": Font.headline, "subheadline": Font.subheadline, "body": Font.body, "callout": Font.callout,
            "footnote": Font.footnote, "caption": Font.caption, "caption2": Font.caption2,
        ],
        .fontWeight: [
            "ultraLight": Font.Weight.ultraLight, "thin": Font.Weight.thin, "light": Font.Weight.light,
            "regular": Font.Weight.regular, "medium": Font.Weight.medium, "semibold": Font.Weight.semibold,
            "bold": Font.Weight.bold, "heavy": Font.Weight.heavy, "black": Font.Weight.black,
        ],
        .fontDesign: [
            "default": Font.Design.default, "serif": Font.Design.serif, "rounded": Font.Design.rounded,
            "monospaced": Font.Design.monospaced,
        ],
        .textStyle: Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, $0 as Any) }),
        .alignment: [
            "center": Alignment.center, "leading": Alignment.leading, "trailing": Alignment.trailing,
            "top": Alignment.top, "bottom": Alignment.bottom, "topLeading": Alignment.topLeading,
            "topTrailing": Alignment.topTrailing, "bottomLeading": Alignment.bottomLeading,
            "bottomTrailing": Alignment.bottomTrailing, "centerFirstTextBaseline": Alignment.centerFirstTextBaseline,
            "centerLastTextBaseline": Alignment.centerLastTextBaseline,
            "leadingFirstTextBaseline": Alignment.leadingFirstTextBaseline,
            "leadingLastTextBaseline": Alignment.leadingLastTextBaseline,
            "trailingFirstTextBaseline": Alignment.trailingFirstTextBaseline,
            "trailingLastTextBaseline": Alignment.trailingLastTextBaseline,
        ],
        .horizontalAlignment: [
            "leading": HorizontalAlignment.leading, "center": HorizontalAlignment.center,
            "trailing": HorizontalAlignment.trailing,
        ],
        .verticalAlignment: [
            "top": VerticalAlignment.top, "center": VerticalAlignment.center, "bottom": VerticalAlignment.bottom,
            "firstTextBaseline": VerticalAlignment.firstTextBaseline, "lastTextBaseline": VerticalAlignment.lastTextBaseline,
        ],
        .edgeSet: [
            "top": Edge.Set.top, "leading": Edge.Set.leading, "bottom": Edge.Set.bottom, "trailing": Edge.Set.trailing,
            "all": Edge.Set.all, "horizontal": Edge.Set.horizontal, "vertical": Edge.Set.vertical,
        ],
        .verticalEdge: ["top": VerticalEdge.top, "bottom": VerticalEdge.bottom],
        .horizontalEdge: ["leading": HorizontalEdge.leading, "trailing": HorizontalEdge.trailing],
        .axis: ["horizontal": Axis.horizontal, "vertical": Axis.vertical],
        .axisSet: ["horizontal": Axis.Set.horizontal, "vertical": Axis.Set.vertical],
        .contentMode: ["fit": ContentMode.fit, "fill": ContentMode.fill],
        .unitPoint: [
            "zero": UnitPoint.zero, "center": UnitPoint.center, "leading": UnitPoint.leading,
            "trailing": UnitPoint.trailing, "top": UnitPoint.top, "bottom": UnitPoint.bottom,
            "topLeading": UnitPoint.topLeading, "topTrailing": UnitPoint.topTrailing,
            "bottomLeading": UnitPoint.bottomLeading, "bottomTrailing": UnitPoint.bottomTrailing,
        ],
        .proposal: [
            "zero": ProposedViewSize.zero, "infinity": ProposedViewSize.infinity,
            "unspecified": ProposedViewSize.unspecified,
        ],
        .size: ["zero": CGSize.zero],
        .point: ["zero": CGPoint.zero],
        .rect: ["zero": CGRect.zero],
        .edgeInsets: [:],
        .angle: ["zero": Angle.zero],
        .textAlignment: ["leading": TextAlignment.leading, "center": TextAlignment.center, "trailing": TextAlignment.trailing],
        .truncationMode: [
            "head": Text.TruncationMode.head, "tail": Text.TruncationMode.tail, "middle": Text.TruncationMode.middle,
        ],
        .safeAreaRegions: ["all": SafeAreaRegions.all, "container": SafeAreaRegions.container, "keyboard": SafeAreaRegions.keyboard],
        .roundedCornerStyle: ["circular": RoundedCornerStyle.circular, "continuous": RoundedCornerStyle.continuous],
        .coordinateSpace: ["global": CoordinateSpace.global, "local": CoordinateSpace.local],
        .animation: [
            "default": Animation.default, "easeInOut": Animation.easeInOut, "linear": Animation.linear,
            "spring": Animation.spring,
        ],
        .resizingMode: ["tile": Image.ResizingMode.tile, "stretch": Image.ResizingMode.stretch],
        .imageScale: ["small": Image.Scale.small, "medium": Image.Scale.medium, "large": Image.Scale.large],
        .renderingMode: ["template": Image.TemplateRenderingMode.template, "original": Image.TemplateRenderingMode.original],
        .interpolation: [
            "none": Image.Interpolation.none, "low": Image.Interpolation.low,
            "medium": Image.Interpolation.medium, "high": Image.Interpolation.high,
        ],
        .formatStyle: ["percent": FormatStyleValue.percent, "number": FormatStyleValue.number],
    ]

    nonisolated(unsafe) static let colors: [String: Any] = [
        "red": Color.red, "orange": Color.orange, "yellow": Color.yellow, "green": Color.green, "mint": Color.mint,
        "teal": Color.teal, "cyan": Color.cyan, "blue": Color.blue, "indigo": Color.indigo, "purple": Color.purple,
        "pink": Color.pink, "brown": Color.brown, "white": Color.white, "gray": Color.gray, "black": Color.black,
        "clear": Color.clear, "primary": Color.primary, "secondary": Color.secondary, "accentColor": Color.accentColor,
    ]

    static func color(named name: String) -> Color? { colors[name] as? Color }

    // MARK: Static functions and initializers

    struct Function {
        let signature: Signature
        let make: (ArgumentValues) throws -> Any
    }

    private static func f(_ name: String, _ parameters: [Parameter], _ make: @escaping (ArgumentValues) throws -> Any) -> Function {
        Function(signature: Signature(name: name, parameters: parameters), make: make)
    }

    nonisolated(unsafe) static let functions: [EngineType: [String: [Function]]] = [
        .proposal: ["init": [
            f("init", [P.required("width", "CGFloat?"), P.required("height", "CGFloat?")]) { a in
                ProposedViewSize(width: try a.optionalLength("width"), height: try a.optionalLength("height"))
            },
            f("init", [P.required(nil, "CGSize", name: "size")]) { a in ProposedViewSize(try a.get("size", .size, as: CGSize.self)) },
        ]],
        .size: ["init": [
            f("init", [P.required("width", "CGFloat"), P.required("height", "CGFloat")]) { a in
                CGSize(width: try a.get("width", .cgFloat, as: CGFloat.self), height: try a.get("height", .cgFloat, as: CGFloat.self))
            },
        ]],
        .point: ["init": [
            f("init", [P.required("x", "CGFloat"), P.required("y", "CGFloat")]) { a in
                CGPoint(x: try a.get("x", .cgFloat, as: CGFloat.self), y: try a.get("y", .cgFloat, as: CGFloat.self))
            },
        ]],
        .rect: ["init": [
            f("init", [P.required("x", "CGFloat"), P.required("y", "CGFloat"), P.required("width", "CGFloat"),
                       P.required("height", "CGFloat")]) { a in
                CGRect(x: try a.get("x", .cgFloat, as: CGFloat.self), y: try a.get("y", .cgFloat, as: CGFloat.self),
                       width: try a.get("width", .cgFloat, as: CGFloat.self), height: try a.get("height", .cgFloat, as: CGFloat.self))
            },
            f("init", [P.required("origin", "CGPoint"), P.required("size", "CGSize")]) { a in
                CGRect(origin: try a.get("origin", .point, as: CGPoint.self), size: try a.get("size", .size, as: CGSize.self))
            },
        ]],
        .edgeInsets: ["init": [
            f("init", [P.optional("top", "CGFloat"), P.optional("leading", "CGFloat"), P.optional("bottom", "CGFloat"),
                       P.optional("trailing", "CGFloat")]) { a in
                EdgeInsets(top: try a.optional("top", .cgFloat, as: CGFloat.self) ?? 0,
                           leading: try a.optional("leading", .cgFloat, as: CGFloat.self) ?? 0,
                           bottom: try a.optional("bottom", .cgFloat, as: CGFloat.self) ?? 0,
                           trailing: try a.optional("trailing", .cgFloat, as: CGFloat.self) ?? 0)
            },
        ]],
        .unitPoint: ["init": [
            f("init", [P.optional("x", "CGFloat"), P.optional("y", "CGFloat")]) { a in
                UnitPoint(x: try a.optional("x", .cgFloat, as: CGFloat.self) ?? 0, y: try a.optional("y", .cgFloat, as: CGFloat.self) ?? 0)
            },
        ]],
        .color: ["init": [
            f("init", [P.required("red", "Double"), P.required("green", "Double"), P.required("blue", "Double"),
                       P.optional("opacity", "Double")]) { a in
                Color(red: Double(try a.get("red", .cgFloat, as: CGFloat.self)), green: Double(try a.get("green", .cgFloat, as: CGFloat.self)),
                      blue: Double(try a.get("blue", .cgFloat, as: CGFloat.self)),
                      opacity: Double(try a.optional("opacity", .cgFloat, as: CGFloat.self) ?? 1))
            },
            f("init", [P.required("white", "Double"), P.optional("opacity", "Double")]) { a in
                Color(white: Double(try a.get("white", .cgFloat, as: CGFloat.self)),
                      opacity: Double(try a.optional("opacity", .cgFloat, as: CGFloat.self) ?? 1))
            },
            f("init", [P.required("hue", "Double"), P.required("saturation", "Double"), P.required("brightness", "Double"),
                       P.optional("opacity", "Double")]) { a in
                Color(hue: Double(try a.get("hue", .cgFloat, as: CGFloat.self)),
                      saturation: Double(try a.get("saturation", .cgFloat, as: CGFloat.self)),
                      brightness: Double(try a.get("brightness", .cgFloat, as: CGFloat.self)),
                      opacity: Double(try a.optional("opacity", .cgFloat, as: CGFloat.self) ?? 1))
            },
            f("init", [P.required(nil, "String", name: "name")]) { a in Color(try a.get("name", .string, as: String.self)) },
        ]],
        .font: [
            "system": [
                f("system", [P.required("size", "CGFloat"), P.optional("weight", "Font.Weight"), P.optional("design", "Font.Design")]) { a in
                    Font.system(size: try a.length("size"), weight: try a.optional("weight", .fontWeight, as: Font.Weight.self) ?? .regular,
                                design: try a.optional("design", .fontDesign, as: Font.Design.self) ?? .default)
                },
                f("system", [P.required("size", "CGFloat"), P.required("design", "Font.Design"), P.optional("weight", "Font.Weight")]) { a in
                    Font.system(size: try a.length("size"), weight: try a.optional("weight", .fontWeight, as: Font.Weight.self) ?? .regular,
                                design: try a.get("design", .fontDesign, as: Font.Design.self))
                },
                f("system", [P.required(nil, "Font.TextStyle", name: "style"), P.optional("design", "Font.Design"),
                             P.optional("weight", "Font.Weight")]) { a in
                    Font.system(try a.get("style", .textStyle, as: Font.TextStyle.self),
                                design: try a.optional("design", .fontDesign, as: Font.Design.self) ?? .default,
                                weight: try a.optional("weight", .fontWeight, as: Font.Weight.self))
                },
            ],
            "custom": [
                f("custom", [P.required(nil, "String", name: "name"), P.required("size", "CGFloat")]) { a in
                    Font.custom(try a.get("name", .string, as: String.self), size: try a.length("size"))
                },
                f("custom", [P.required(nil, "String", name: "name"), P.required("fixedSize", "CGFloat")]) { a in
                    Font.custom(try a.get("name", .string, as: String.self), fixedSize: try a.length("fixedSize"))
                },
            ],
        ],
        .angle: [
            "degrees": [f("degrees", [P.required(nil, "Double")]) { a in Angle.degrees(Double(try a.get("value", .cgFloat, as: CGFloat.self))) }],
            "radians": [f("radians", [P.required(nil, "Double")]) { a in Angle.radians(Double(try a.get("value", .cgFloat, as: CGFloat.self))) }],
            "init": [
                f("init", [P.required("degrees", "Double")]) { a in Angle(degrees: Double(try a.get("degrees", .cgFloat, as: CGFloat.self))) },
                f("init", [P.required("radians", "Double")]) { a in Angle(radians: Double(try a.get("radians", .cgFloat, as: CGFloat.self))) },
            ],
        ],
        .alignment: ["init": [
            f("init", [P.required("horizontal", "HorizontalAlignment"), P.required("vertical", "VerticalAlignment")]) { a in
                Alignment(horizontal: try a.get("horizontal", .horizontalAlignment, as: HorizontalAlignment.self),
                          vertical: try a.get("vertical", .verticalAlignment, as: VerticalAlignment.self))
            },
        ]],
        .cgFloat: ["init": [f("init", [P.required(nil, "Double")]) { a in try a.get("value", .cgFloat, as: CGFloat.self) }]],
        .int: ["init": [f("init", [P.required(nil, "Double")]) { a in try a.truncatedInt("value") }]],
        .string: ["init": [
            f("init", [P.required(nil, "Any")]) { a in ValueFormatter.describe(try a.raw("value")) },
            f("init", [P.required("describing", "Any")]) { a in ValueFormatter.describe(try a.raw("describing")) },
        ]],
    ]
}

/// Evaluated arguments bound to a static function's parameters.
struct ArgumentValues {
    let values: [String: EvaluatedArgument]
    let call: Syntax

    func raw(_ name: String) throws -> Value {
        guard let argument = values[name] else { throw LocatedError("missing argument '\(name)'", at: call) }
        return argument.value
    }

    func optional<T>(_ name: String, _ type: EngineType, as: T.Type) throws -> T? {
        guard let argument = values[name] else { return nil }
        if argument.value.isNil { return nil }
        let converted = try Coercion.convert(argument.value, to: type, at: argument.node)
        guard let typed = converted as? T else {
            throw LocatedError("expected a value of type \(type.rawValue)", at: argument.node)
        }
        return typed
    }

    func get<T>(_ name: String, _ type: EngineType, as: T.Type) throws -> T {
        guard let value = try optional(name, type, as: T.self) else {
            throw LocatedError("'\(name)' must not be nil", at: values[name]?.node ?? call)
        }
        return value
    }

    /// A length that must be a number (not NaN): sizes, font sizes.
    func length(_ name: String) throws -> CGFloat {
        let value = try get(name, .cgFloat, as: CGFloat.self)
        guard !value.isNaN, value >= 0 else {
            throw LocatedError("'\(name)' must be a non-negative number, not \(value.swiftDescription)", at: values[name]?.node ?? call)
        }
        return value
    }

    /// A proposal dimension: nil, a non-negative number or infinity.
    func optionalLength(_ name: String) throws -> CGFloat? {
        guard let value = try optional(name, .cgFloat, as: CGFloat.self) else { return nil }
        guard !value.isNaN, value >= 0 else {
            throw LocatedError("'\(name)' must be nil, a non-negative number or .infinity, not \(value.swiftDescription)",
                               at: values[name]?.node ?? call)
        }
        return value
    }

    func truncatedInt(_ name: String) throws -> Int {
        let value = try raw(name).unwrapped
        switch value {
        case let .int(int): return int
        case let .double(double):
            guard double.isFinite, abs(double) < 9.2e18 else {
                throw LocatedError("\(double) cannot be converted to Int", at: values[name]?.node ?? call)
            }
            return Int(double)
        case let .string(string):
            guard let int = Int(string) else { throw LocatedError("'\(string)' is not an integer", at: values[name]?.node ?? call) }
            return int
        default:
            throw LocatedError("cannot convert \(value.typeName) to Int", at: values[name]?.node ?? call)
        }
    }
}
