import Foundation
import LayoutLab

/// How one node is drawn, from its attributes and those it inherits from its ancestors, as
/// SwiftUI resolves them: a shape's own `fill`, else the foreground style around it, else
/// the primary colour; fonts and foreground styles flow down to Text; opacity multiplies;
/// `.hidden()` hides a subtree; `.offset` moves the drawing, not the layout (spec §4.5).
struct NodeStyle {
    /// What a node draws itself as.
    enum Role: Equatable {
        /// A colour or shape filling (or stroking) its frame.
        case shape(Shape)
        case text(String)
        /// An image: a placeholder with its name.
        case image(String)
        case divider
        case progress
        /// A control's own part, drawn as its glyph: `Switch`, `StepperControl`, `PickerIndicator`, `Slider`.
        case control(String)
        /// A container or modifier: draws nothing itself (its outline shows on hover).
        case layout
        /// A kind LayoutLab's pictures do not know: an outline and its name.
        case unknown
    }

    enum Shape: Equatable {
        case rectangle, roundedRectangle(CGFloat), capsule, ellipse, circle
    }

    var role: Role
    var fill: Paint?
    var stroke: (paint: Paint, width: CGFloat, inset: Bool)?
    var font: Font = .body
    var opacity: Double = 1
    var hidden = false
    /// The sum of the `.offset`s on the node and its ancestors.
    var offset: CGSize = .zero
    /// `.background(style)` and `.overlay(style)`: drawing-only fills of the node's frame;
    /// `.background(style, in: shape)` fills that shape.
    var backgroundStyle: Paint?
    var backgroundShape: Shape = .rectangle
    var overlayStyle: Paint?
    /// The `.listStyle` around the node (`automatic`, `insetGrouped`, `grouped`, `plain`, `sidebar`).
    var listStyle = "automatic"
    /// The value of the Toggle the node is part of.
    var isOn: Bool?
}

extension NodeStyle {
    /// Kinds that lay out children and draw nothing themselves: SwiftUI's containers and
    /// layout modifiers. Any other kind with children, or any kind not listed among the
    /// leaves, is drawn as an outline with its name.
    static let layoutKinds: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "ScrollView", "List", "Form", "Section", "Group", "ViewThatFits", "GeometryReader", "NavigationStack",
        "NavigationView", "NavigationSplitView", "TabView", "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout",
        "Button", "Link", "Menu", "NavigationLink", "Label", "LabeledContent", "PickerValue",
        "Toggle", "Stepper", "Picker", "DatePicker", "ColorPicker",
        "frame", "padding", "fixedSize", "aspectRatio", "layoutPriority", "inspectLayoutProcess", "alignmentGuide",
        "background", "overlay", "backgroundPreferenceValue", "overlayPreferenceValue", "border", "ignoresSafeArea",
        "safeAreaInset", "safeAreaPadding", "containerRelativeFrame", "offset", "position", "Spacer", "EmptyView",
    ]

    static let shapeKinds: [String: Shape] = [
        "Rectangle": .rectangle, "Color": .rectangle, "Capsule": .capsule, "Ellipse": .ellipse, "Circle": .circle,
        "RoundedRectangle": .roundedRectangle(0),
    ]

    /// The control parts drawn as glyphs (SystemChrome's `drawControl`).
    static let controlKinds: Set<String> = ["Switch", "StepperControl", "PickerIndicator", "Slider"]

    /// What a node inherits from its ancestors, carried down the tree as it is drawn.
    struct Inherited {
        /// `.foregroundColor`/`.foregroundStyle` from the nearest ancestor that sets one, or a
        /// Button's tint; the primary colour when none does.
        var foreground: Paint
        var font: String?
        var opacity: Double = 1
        var hidden = false
        var offset: CGSize = .zero
        /// The nearest `.inspectLayoutProcess` tag.
        var tag: String?
        /// A `.cornerRadius` on an ancestor with exactly this frame (the usual
        /// `.background(Color.red).cornerRadius(8)` rounds the Color).
        var corner: (frame: CGRect, radius: CGFloat)?
        /// The run's release table, for the list fonts the engine gave section headers and footers.
        var metrics: PlatformMetrics
        /// Inside a List or Form, where a Section's header and footer take those fonts.
        var inList = false
        /// The `.listStyle` and `.buttonStyle` around the node, and the nearest Toggle's value.
        var listStyle = "automatic"
        var buttonStyle: String?
        var isOn: Bool?
        /// Bordered buttons are capsules from iOS 26 (platforms §2.1, PlatformMetrics.iOS26's
        /// button insets); before, rounded rectangles (a radius of 6: a drawing choice, UNCERTAIN).
        var borderedShape: Shape
        /// The scheme's colours (light unless the run prefers dark).
        var scheme: SchemeColors

        init(platform: Platform?, scheme: SchemeColors) {
            self.scheme = scheme
            foreground = scheme.primary
            metrics = NodeStyle.metrics(platform)
            borderedShape = (platform ?? .latest).metricsOS >= .iOS26 ? .capsule : .roundedRectangle(6)
        }

        /// What `node`'s children inherit.
        func passing(through node: LayoutSnapshot.Node) -> Inherited {
            var next = self
            // `.buttonStyle` annotates the Button's own node.
            if let style = node.attribute("buttonStyle") { next.buttonStyle = style }
            if let value = node.attributes.last(where: { $0.name == "foregroundColor" || $0.name == "foregroundStyle" })?.value,
               value != "nil", value != "foreground", let paint = SystemColors.paint(value) {
                // `.primary` is the scheme's label colour: white in the dark.
                next.foreground = value.hasSuffix("primary") ? scheme.primary : paint
            } else if node.kind == "Button" {
                // A prominent button's label is white on its tint.
                next.foreground = next.buttonStyle == "borderedProminent" ? SystemColors.named["white"]! : NodeStyle.tint(of: node)
            }
            if let isOn = node.attribute("isOn") { next.isOn = isOn == "true" }
            if let style = node.attribute("listStyle") { next.listStyle = style }
            if node.kind == "List" || node.kind == "Form" { next.inList = true }
            // The font the list wrote for a section's header or footer (`Section`), under the view's own.
            if next.inList, let role = node.attribute("section") {
                next.font = (role == "header" ? metrics.listSectionHeaderFont : metrics.listSectionFooterFont).description
            }
            if node.kind != "Text", let font = node.attribute("font") { next.font = font }
            next.opacity *= node.attribute("opacity").flatMap(Double.init).map { $0.isFinite ? min(max($0, 0), 1) : 1 } ?? 1
            next.hidden = hidden || node.attribute("hidden") == "true"
            // Every `.offset` on the node counts: they add up (spec §20.2, `LayoutResult.drawingOffset(of:)`).
            for offset in node.attributes.lazy.filter({ $0.name == "offset" }).compactMap({ NodeStyle.pair($0.value) }) {
                next.offset.width += offset.width
                next.offset.height += offset.height
            }
            next.tag = node.tag ?? tag
            if node.kind != "RoundedRectangle", let frame = node.frame,
               let radius = node.attribute("cornerRadius").flatMap(Double.init), radius.isFinite {
                next.corner = (frame, CGFloat(max(radius, 0)))
            } else if let corner, corner.frame != node.frame {
                next.corner = nil
            }
            return next
        }
    }

    /// The node's style given what it inherits (`inherited` already passed through the node
    /// itself: `Inherited.passing(through:)`).
    init(_ node: LayoutSnapshot.Node, _ inherited: Inherited) {
        let foreground = inherited.foreground
        switch node.kind {
        case "Color":
            role = .shape(.rectangle)
            fill = node.label.flatMap(SystemColors.paint) ?? SystemColors.named["gray"]
        case let kind where Self.shapeKinds[kind] != nil:
            var shape = Self.shapeKinds[kind] ?? .rectangle
            if case .roundedRectangle = shape {
                shape = .roundedRectangle(node.attribute("cornerRadius").flatMap(Double.init).flatMap { $0.isFinite ? CGFloat(max($0, 0)) : nil } ?? 0)
            }
            role = .shape(shape)
            if let stroke = node.attribute("strokeBorder").map({ Self.stroke($0, foreground: foreground, inset: true) })
                ?? node.attribute("stroke").map({ Self.stroke($0, foreground: foreground, inset: false) }) {
                self.stroke = stroke
                fill = nil
            } else {
                fill = node.attribute("fill").flatMap { $0 == "foreground" ? foreground : SystemColors.paint($0) } ?? foreground
            }
        case "Text":
            role = .text(node.label ?? "")
            fill = foreground
            font = Self.font(node.attribute("font") ?? inherited.font)
            if node.attributes.contains(where: { $0.name == "italic" }) { font = font.italic() }
        case "Image":
            role = .image(node.label ?? "Image")
            fill = foreground
        case "Divider":
            role = .divider
            fill = inherited.scheme.separator
        case "ProgressView":
            role = .progress
        case let kind where Self.controlKinds.contains(kind):
            role = .control(kind)
        case let kind where Self.layoutKinds.contains(kind):
            role = .layout
        default:
            role = .unknown
        }
        if case .shape(.rectangle) = role, let corner = inherited.corner, corner.frame == node.frame {
            role = .shape(.roundedRectangle(corner.radius))
        }
        opacity = inherited.opacity
        listStyle = inherited.listStyle
        hidden = inherited.hidden
        offset = inherited.offset
        if let background = node.attribute("background") {
            // `systemBackground in Capsule()`: the style, then the shape it fills.
            let parts = background.components(separatedBy: " in ")
            backgroundStyle = parts[0] == "foreground" ? foreground : SystemColors.paint(parts[0])
            if parts.count > 1 { backgroundShape = Self.shape(described: parts[1]) }
        }
        overlayStyle = node.attribute("overlay").flatMap { $0 == "foreground" ? foreground : SystemColors.paint($0) }
        isOn = inherited.isOn
        // `.bordered`: the tint at 15 % behind the label; `.borderedProminent`: the tint itself.
        if node.kind == "Button", backgroundStyle == nil, let style = inherited.buttonStyle,
           style == "bordered" || style == "borderedProminent" {
            let tint = Self.tint(of: node)
            backgroundStyle = style == "bordered" ? tint.withOpacity(0.15) : tint
            backgroundShape = inherited.borderedShape
        }
    }

    /// A Button's tint: its `.tint`, else the accent colour.
    static func tint(of node: LayoutSnapshot.Node) -> Paint {
        node.attribute("tint").flatMap(SystemColors.paint) ?? SystemColors.named["accentColor"]!
    }

    /// `Capsule()`, `RoundedRectangle(cornerRadius: 12.0, style: .continuous)`, `Circle()` as a picture draws them.
    static func shape(described text: String) -> Shape {
        let name = String(text.prefix { $0.isLetter })
        guard case .roundedRectangle = shapeKinds[name] ?? .rectangle else { return shapeKinds[name] ?? .rectangle }
        let radius = text.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }
        return .roundedRectangle(Double(radius).map { CGFloat(max($0, 0)) } ?? 0)
    }

    /// `red, 2` (a style and a line width) or `2` (the foreground style).
    private static func stroke(_ value: String, foreground: Paint, inset: Bool) -> (paint: Paint, width: CGFloat, inset: Bool) {
        let parts = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let width = parts.last.flatMap(Double.init).flatMap { $0.isFinite ? CGFloat(max($0, 0)) : nil } ?? 1
        let paint = parts.count > 1 ? (SystemColors.paint(parts.dropLast().joined(separator: ", ")) ?? foreground) : foreground
        return (paint, width, inset)
    }

    /// `(10.0, -5.0)`.
    static func pair(_ text: String) -> CGSize? {
        let numbers = text.trimmingCharacters(in: CharacterSet(charactersIn: "() ")).split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 2, numbers.allSatisfy(\.isFinite) else { return nil }
        return CGSize(width: numbers[0], height: numbers[1])
    }

    /// A font as `Font.description` writes it: `.body`, `.headline weight 700`,
    /// `system 16 monospaced`, `Helvetica 14 italic`; the body font when there is none.
    static func font(_ description: String?) -> Font {
        guard let description else { return .body }
        var words = description.split(separator: " ").map(String.init)
        guard let first = words.first else { return .body }
        words.removeFirst()
        var font: Font
        if first.hasPrefix("."), let style = Font.TextStyle(rawValue: String(first.dropFirst())) {
            font = .system(style)
        } else if let size = words.first.flatMap(Double.init), size.isFinite, size > 0 {
            words.removeFirst()
            font = first == "system" ? .system(size: CGFloat(size)) : .custom(first, size: CGFloat(size))
        } else {
            return .body
        }
        var index = 0
        while index < words.count {
            if let design = Font.Design(rawValue: words[index]) {
                font.design = design
            } else if words[index] == "italic" {
                font = font.italic()
            } else if words[index] == "weight", index + 1 < words.count, let value = Int(words[index + 1]) {
                font = font.weight(weights[value] ?? .regular)
                index += 1
            }
            index += 1
        }
        return font
    }

    private static let weights: [Int: Font.Weight] = [
        100: .ultraLight, 200: .thin, 300: .light, 400: .regular, 500: .medium, 600: .semibold, 700: .bold, 800: .heavy, 900: .black,
    ]
}

extension NodeStyle {
    /// The release table of a run laid out for `platform` (a run recorded before runs stored
    /// their platform was laid out on the latest).
    static func metrics(_ platform: Platform?) -> PlatformMetrics { .of((platform ?? .latest).metricsOS) }

    /// The CSS weight of `font` (400 regular, 600 semibold, 700 bold, …).
    static func cssWeight(_ font: Font) -> Int {
        weights.first { $0.value == font.weight }?.key ?? 400
    }
}
