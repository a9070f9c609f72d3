import Foundation

// The scroll modifiers. Two change layout (spec §16.3, §16.4): `.contentMargins` and
// `.defaultScrollAnchor(_:for: .alignment)`, both environment values every ScrollView in
// scope reads. The rest change offsets, snapping, clipping or indicators only (§16.5) and
// are kept as attributes of the node they modify.

extension View {
    /// Margins around the content of the scrollable views in scope (spec §16.4, UNCERTAIN model).
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let description = Edge.allCases.filter { edges.contains(Edge.Set($0)) }
            .map { "\($0): \(insets[$0].swiftDescription)" }.joined(separator: ", ")
        return annotated { draft in
            draft.attributes.append(NodeAttribute("contentMargins", "\(description) for \(placement.name)"))
            // Indicator margins move the indicators only.
            guard placement != .scrollIndicators else { return }
            draft.environment.append(EnvironmentWrite { values in
                values.scrollContentMargins = values.scrollContentMargins.replacing(edges, with: insets)
                values.scrollContentMarginEdges.formUnion(edges)
            })
        }
    }

    /// `length` on `edges`; nil is the system's default margin, modelled as the default
    /// padding (UNCERTAIN: spec §16.4 gives no number).
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        contentMargins(edges, EdgeInsets(length ?? PaddingLayout.defaultLength, edges: .all), for: placement)
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Where a ScrollView starts scrolled to (`nil`: the default). Without a role it sets the
    /// initial offset only, which LayoutLab does not model (spec §16.3, §16.5).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        attribute("defaultScrollAnchor", anchor?.name ?? "nil")
    }

    /// With `.alignment`, content smaller than its ScrollView is placed at `anchor` instead of
    /// the top leading corner (spec §16.3, iOS 18); the other roles change offsets only.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        annotated { draft in
            draft.attributes.append(NodeAttribute("defaultScrollAnchor", "\(anchor?.name ?? "nil") for \(role.name)"))
            guard role == .alignment else { return }
            draft.environment.append(EnvironmentWrite { $0.scrollAlignmentAnchor = anchor })
        }
    }

    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        attribute("scrollIndicators", "\(visibility.name) on \(axes.names)")
    }

    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        attribute("scrollIndicatorsFlash", "onAppear: \(onAppear)")
    }

    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View {
        attribute("scrollIndicatorsFlash", "trigger: \(value)")
    }

    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        attribute("scrollTargetLayout", "\(isEnabled)")
    }

    public func scrollTargetBehavior<Behavior: ScrollTargetBehavior>(_ behavior: Behavior) -> some View {
        attribute("scrollTargetBehavior", behavior._name)
    }

    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        attribute("scrollClipDisabled", "\(disabled)")
    }

    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        attribute("scrollBounceBehavior", "\(behavior.name) on \(axes.names)")
    }

    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        attribute("scrollPosition", "id: \(id.wrappedValue.map { "\($0)" } ?? "nil"), anchor: \(anchor?.name ?? "nil")")
    }
}

/// Where `.contentMargins` applies (mirrors SwiftUI).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// What `.defaultScrollAnchor(_:for:)` is for (mirrors SwiftUI, iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    public static let alignment = ScrollAnchorRole(name: "alignment")
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
}

public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// How a ScrollView settles after scrolling (mirrors SwiftUI): no effect on layout.
public protocol ScrollTargetBehavior {
    /// How the behaviour is recorded; a behaviour of your own is recorded by its type's name.
    var _name: String { get }
}

extension ScrollTargetBehavior {
    public var _name: String { "\(Self.self)" }
}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public var _name: String { "paging" }
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
    }

    let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    public var _name: String { limitBehavior == .automatic ? "viewAligned" : "viewAligned(\(limitBehavior.name))" }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension UnitPoint {
    /// `center`, `topLeading`, …, or `(x, y)` for other points.
    var name: String {
        let named: [(UnitPoint, String)] = [
            (.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"), (.bottom, "bottom"),
            (.topLeading, "topLeading"), (.topTrailing, "topTrailing"), (.bottomLeading, "bottomLeading"),
            (.bottomTrailing, "bottomTrailing"),
        ]
        return named.first { $0.0 == self }?.1 ?? "(\(x.swiftDescription), \(y.swiftDescription))"
    }
}
