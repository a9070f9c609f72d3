import Foundation

// Modifiers that change only drawing, gestures or accessibility: no effect on sizes,
// proposals or layout positions (spec §4.5). They are kept as attributes of the node they
// modify so a recorded run still shows them.

extension View {
    public func foregroundColor(_ color: Color?) -> some View { attribute("foregroundColor", color?.name ?? "nil") }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { attribute("foregroundStyle", style._styleDescription) }
    public func tint(_ color: Color?) -> some View { attribute("tint", color?.name ?? "nil") }
    public func opacity(_ opacity: Double) -> some View { attribute("opacity", "\(opacity)") }
    public func hidden() -> some View { attribute("hidden", "true") }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { attribute("cornerRadius", radius.swiftDescription) }
    public func clipped(antialiased: Bool = false) -> some View { attribute("clipped", "true") }
    public func clipShape<S: Shape>(_ shape: S) -> some View { attribute("clipShape", "\(S.self)") }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        attribute("shadow", radius.swiftDescription)
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { attribute("blur", radius.swiftDescription) }
    public func zIndex(_ value: Double) -> some View { attribute("zIndex", "\(value)") }
    public func id<ID: Hashable>(_ id: ID) -> some View { attribute("id", "\(id)") }
    /// Identifies the view among a Picker's options or a TabView's tabs. `includeOptional`
    /// (Apple's `tag(_:includeOptional:)`) also tags it as `Optional(tag)`, for an optional
    /// selection; a selection here is matched by the tag's value either way.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        annotated { draft in
            draft.setTrait(.tag, AnyHashable(tag))
            draft.attributes.append(NodeAttribute("tag", "\(tag)"))
        }
    }

    /// A geometry effect: moves the drawing, not the layout (spec §4.5, §20.2); see
    /// `LayoutResult.drawnFrame(of:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        geometryEffect(.offset(CGSize(width: x, height: y)), NodeAttribute("offset", "(\(x.swiftDescription), \(y.swiftDescription))"))
    }

    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
    /// Geometry effects like `.offset` (issue 33 rule 5): layout is unchanged, the drawn frame
    /// that `GeometryProxy.frame(in: .global)` and anchors read is transformed about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        geometryEffect(.rotation(radians: angle.radians, anchor: anchor), NodeAttribute("rotationEffect", "\(angle.degrees)°"))
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        geometryEffect(.scale(x: scale, y: scale, anchor: anchor), NodeAttribute("scaleEffect", scale.swiftDescription))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        geometryEffect(.scale(x: x, y: y, anchor: anchor), NodeAttribute("scaleEffect", "(\(x.swiftDescription), \(y.swiftDescription))"))
    }

    private func geometryEffect(_ effect: GeometryEffect, _ attribute: NodeAttribute) -> some View {
        annotated { draft in
            draft.effects.geometryEffects.append(effect)
            draft.attributes.append(attribute)
        }
    }

    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { attribute("onTapGesture", "\(count)") }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { lifecycleAction(.appear) { action?(); return action != nil } }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { attribute("onDisappear", "action") }
    public func accessibilityLabel(_ label: String) -> some View { attribute("accessibilityLabel", label) }
    public func disabled(_ disabled: Bool) -> some View { attribute("disabled", "\(disabled)") }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { attribute("animation", "\(value)") }
}

public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle(radians: 0)
}

public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let linear = Animation(name: "linear")
    public static let spring = Animation(name: "spring")
}
