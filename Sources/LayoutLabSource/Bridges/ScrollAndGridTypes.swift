import Foundation
import LayoutLab

// The values scroll views, lazy stacks and grids take: GridItem and its sizes, the pinned
// views of a lazy container, the scroll proxy, and the parameters of the scroll modifiers.
// The engine decides what each means (Layout/Scroll, Layout/Grid); these only name them.

extension GridItem: Bridged {
    static let bridge = TypeBridge("GridItem") { b in
        b.nestedType(GridItem.Size.bridge)
        b.initializer([Parameter(nil, GridItem.Size.self, name: "size", default: true), .optional("spacing", CGFloat.self),
                       .optional("alignment", Alignment.self)]) { a in
            let size = try a.optional("size", GridItem.Size.self)
            let spacing = try a.checked("spacing", .signed), alignment = try a.optional("alignment", Alignment.self)
            return (size.map { GridItem($0, spacing: spacing, alignment: alignment) } ?? GridItem(spacing: spacing, alignment: alignment)).asValue
        }
        b.property("size", type: .bridged(GridItem.Size.self), get: { (item: GridItem) in item.size.asValue }, set: { item, value in
            guard let size = GridItem.Size.extract(value) else { throw RuntimeError("GridItem.size is a GridItem.Size, not \(value.typeName)") }
            item.size = size
        })
        b.property("spacing", type: .optional(.bridged(CGFloat.self)), get: { (item: GridItem) in Value(item.spacing) }, set: { item, value in
            item.spacing = CGFloat.extract(value)
        })
        b.property("alignment", type: .optional(.bridged(Alignment.self)), get: { (item: GridItem) in Value(item.alignment) }, set: { item, value in
            item.alignment = Alignment.extract(value)
        })
        b.description { (item: GridItem) in item.description }
    }
}

extension GridItem.Size: Bridged {
    /// `.flexible()`'s and `.adaptive(minimum:)`'s bounds as the engine declares them, so that
    /// an argument left out takes SwiftUI's default from one place.
    private static let flexibleDefaults: (minimum: CGFloat, maximum: CGFloat) = {
        if case let .flexible(minimum, maximum) = GridItem.Size.flexible() { return (minimum, maximum) }
        return (0, .infinity)
    }()

    private static let adaptiveMaximum: CGFloat = {
        if case let .adaptive(_, maximum) = GridItem.Size.adaptive(minimum: 0) { return maximum }
        return .infinity
    }()

    static let bridge = TypeBridge("GridItem.Size") { b in
        b.function("fixed", [Parameter(nil, CGFloat.self, name: "size")]) { a in GridItem.Size.fixed(try a.get("size")).asValue }
        b.function("flexible", [.optional("minimum", CGFloat.self), .optional("maximum", CGFloat.self)]) { a in
            GridItem.Size.flexible(minimum: try a.length("minimum") ?? flexibleDefaults.minimum,
                                   maximum: try a.length("maximum") ?? flexibleDefaults.maximum).asValue
        }
        b.function("adaptive", [Parameter("minimum", CGFloat.self), .optional("maximum", CGFloat.self)]) { a in
            GridItem.Size.adaptive(minimum: try a.get("minimum"), maximum: try a.length("maximum") ?? adaptiveMaximum).asValue
        }
        b.description { (size: GridItem.Size) in
            GridItem(size).description.replacingOccurrences(of: "GridItem(", with: "").dropLast().description
        }
    }
}

extension PinnedScrollableViews: Bridged {
    static let bridge = TypeBridge("PinnedScrollableViews") { b in
        b.constants(["sectionHeaders": PinnedScrollableViews.sectionHeaders, "sectionFooters": .sectionFooters])
        b.initializer([]) { _ in PinnedScrollableViews().asValue }
        b.converting { value in
            guard case let .array(items) = value else { return nil }
            return items.reduce(into: PinnedScrollableViews()) { set, item in
                if let member = PinnedScrollableViews.extract(item) { set.formUnion(member) }
            }.asValue
        }
        b.method("contains", [Parameter(nil, PinnedScrollableViews.self, name: "member")]) { (set: PinnedScrollableViews, a) in
            .bool(set.contains(try a.get("member")))
        }
    }
}

extension ScrollViewProxy: Bridged {
    static let bridge = TypeBridge("ScrollViewProxy") { b in
        // Scrolling is not layout: positions are those at offset 0 (spec §16.5).
        b.method("scrollTo", [Parameter(nil, .any, name: "id"), .optional("anchor", UnitPoint.self)]) { (proxy: ScrollViewProxy, a) in
            proxy.scrollTo(try HashKey(a.value("id") ?? .none), anchor: try a.optional("anchor"))
            return .void
        }
    }
}

extension ContentMarginPlacement: Bridged {
    static let bridge = TypeBridge("ContentMarginPlacement") { b in
        b.constants(["automatic": ContentMarginPlacement.automatic, "scrollContent": .scrollContent, "scrollIndicators": .scrollIndicators])
    }
}

extension ScrollAnchorRole: Bridged {
    static let bridge = TypeBridge("ScrollAnchorRole") { b in
        b.constants(["alignment": ScrollAnchorRole.alignment, "initialOffset": .initialOffset, "sizeChanges": .sizeChanges])
    }
}

extension ScrollIndicatorVisibility: Bridged {
    static let bridge = TypeBridge("ScrollIndicatorVisibility") { b in
        b.constants(["automatic": ScrollIndicatorVisibility.automatic, "visible": .visible, "hidden": .hidden, "never": .never])
    }
}

extension ScrollBounceBehavior: Bridged {
    static let bridge = TypeBridge("ScrollBounceBehavior") { b in
        b.constants(["automatic": ScrollBounceBehavior.automatic, "always": .always, "basedOnSize": .basedOnSize])
    }
}

/// `.scrollTargetBehavior(.paging)`: one of SwiftUI's behaviours, or one the file declares
/// (`struct Snap: ScrollTargetBehavior`), recorded by its type's name as the engine records a
/// compiled one.
struct ScrollTargetBehaviorValue: Bridged, ScrollTargetBehavior {
    let _name: String

    static let bridge = TypeBridge("ScrollTargetBehavior") { b in
        b.alias("PagingScrollTargetBehavior", "ViewAlignedScrollTargetBehavior")
        b.constant("paging", ScrollTargetBehaviorValue(PagingScrollTargetBehavior.paging))
        b.constant("viewAligned", ScrollTargetBehaviorValue(ViewAlignedScrollTargetBehavior.viewAligned))
        b.function("viewAligned", [Parameter("limitBehavior", ViewAlignedScrollTargetBehavior.LimitBehavior.self)]) { a in
            ScrollTargetBehaviorValue(.viewAligned(limitBehavior: try a.get("limitBehavior"))).asValue
        }
        b.nestedType(ViewAlignedScrollTargetBehavior.LimitBehavior.bridge)
        b.converting { value in
            if case let .record(record) = value, record.type.inherited.contains("ScrollTargetBehavior") {
                return ScrollTargetBehaviorValue(_name: record.type.name).asValue
            }
            return nil
        }
    }

    init(_ behavior: some ScrollTargetBehavior) { _name = behavior._name }
    init(_name: String) { self._name = _name }
}

extension ViewAlignedScrollTargetBehavior.LimitBehavior: Bridged {
    static let bridge = TypeBridge("ViewAlignedScrollTargetBehavior.LimitBehavior") { b in
        b.alias("LimitBehavior")
        b.constants(["automatic": ViewAlignedScrollTargetBehavior.LimitBehavior.automatic, "always": .always, "never": .never])
    }
}
