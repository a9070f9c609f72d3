import Foundation
import LayoutLab
import SwiftSyntax

// What custom layouts, GeometryReader content and alignment guides are given: subviews,
// dimensions, proxies, spacing.

extension LayoutSubviews: Bridged, BridgedSequence, BridgedSubscript {
    var elements: [Value] { map { .native($0) } }

    func element(_ indices: [Value], interpreter: Interpreter, at node: Syntax) throws -> Value {
        guard indices.count == 1 else { throw RuntimeError("subviews take one index") }
        switch indices[0].unwrapped {
        case let .int(index):
            guard self.indices.contains(index) else {
                throw RuntimeError("index \(index) is out of range: there \(count == 1 ? "is 1 subview" : "are \(count) subviews")")
            }
            return .native(self[index])
        case let .range(range):
            let lower = range.lower.flatMap { Int.extract($0) } ?? 0
            var upper = range.upper.flatMap { Int.extract($0) } ?? count
            // A closed range ending at Int.max is out of bounds either way: no overflow past it.
            if range.isClosed, range.upper != nil, upper < .max { upper += 1 }
            guard lower >= 0, upper <= count, lower <= upper else {
                throw RuntimeError("range \(lower)..<\(upper) is out of bounds: there are \(count) subviews")
            }
            return .native(self[lower..<upper])
        default:
            throw RuntimeError("a subview index must be an Int or a range, not \(indices[0].typeName)")
        }
    }

    static let bridge = TypeBridge("LayoutSubviews") { b in
        b.alias("Subviews", "Layout.Subviews")
        b.property("count") { (subviews: LayoutSubviews) in .int(subviews.count) }
        b.property("isEmpty") { (subviews: LayoutSubviews) in .bool(subviews.isEmpty) }
        b.property("first") { (subviews: LayoutSubviews) in .optional(subviews.first.map { .native($0) }) }
        b.property("last") { (subviews: LayoutSubviews) in .optional(subviews.last.map { .native($0) }) }
        b.property("indices") { (subviews: LayoutSubviews) in .range(RangeValue(lower: .int(0), upper: .int(subviews.count), isClosed: false)) }
        b.property("startIndex") { (_: LayoutSubviews) in .int(0) }
        b.property("endIndex") { (subviews: LayoutSubviews) in .int(subviews.count) }
        b.property("layoutDirection") { (_: LayoutSubviews) in DrawingValue(type: "LayoutDirection", text: "leftToRight").asValue }
        Sequences.declareMethods(on: b)
    }
}

extension LayoutSubview: Bridged, BridgedSubscript {
    func element(_ indices: [Value], interpreter: Interpreter, at node: Syntax) throws -> Value {
        guard indices.count == 1, case let .type(key) = indices[0], key.isMetatype else {
            throw RuntimeError("a subview is subscripted with a LayoutValueKey type: subview[MyKey.self]")
        }
        return try interpreter.layoutValue(of: self, key: key, at: node)
    }

    static let bridge = TypeBridge("LayoutSubview") { b in
        b.method("sizeThatFits", [Parameter(nil, ProposedViewSize.self, name: "proposal")]) { (subview: LayoutSubview, a) in
            subview.sizeThatFits(try a.get("proposal")).asValue
        }
        b.method("dimensions", [Parameter("in", ProposedViewSize.self, name: "proposal")]) { (subview: LayoutSubview, a) in
            subview.dimensions(in: try a.get("proposal")).asValue
        }
        b.method("place", [Parameter("at", CGPoint.self, name: "position"), .optional("anchor", UnitPoint.self),
                           Parameter("proposal", ProposedViewSize.self)]) { (subview: LayoutSubview, a) in
            let position: CGPoint = try a.get("position")
            guard position.x.isFinite, position.y.isFinite else {
                throw RuntimeError("place(at:) needs a finite position, not \(position.appleDescription)")
            }
            // Without an anchor, the engine's own default applies (one home for it).
            let proposal: ProposedViewSize = try a.get("proposal")
            if let anchor: UnitPoint = try a.optional("anchor") {
                subview.place(at: position, anchor: anchor, proposal: proposal)
            } else {
                subview.place(at: position, proposal: proposal)
            }
            return .void
        }
        b.property("priority") { (subview: LayoutSubview) in .double(subview.priority) }
        b.property("spacing") { (subview: LayoutSubview) in subview.spacing.asValue }
        b.property("containerValues") { (subview: LayoutSubview) in ContainerValuesReader(values: subview.containerValues).asValue }
    }
}

/// `subview.containerValues`: the values `.containerValue` set, read by name.
struct ContainerValuesReader: Bridged {
    let values: ContainerValues
    static let bridge = TypeBridge("ContainerValues") { b in
        b.dynamicMembers { interpreter, receiver, name, _ in
            guard case let .native(reader as ContainerValuesReader)? = receiver else { return .none }
            return try interpreter.containerValue(name, in: reader.values, at: Syntax(TokenSyntax.identifier(name)))
        }
    }
}

extension ViewDimensions: Bridged, BridgedSubscript {
    func element(_ indices: [Value], interpreter: Interpreter, at node: Syntax) throws -> Value {
        guard let guide = indices.first else { throw RuntimeError("dimensions are subscripted with a guide: d[.leading]") }
        var explicit = false
        var value = guide
        if case let .tuple(labeled) = guide, labeled.labels.first == "explicit" {
            explicit = true
            value = labeled.elements[0]
        }
        if let horizontal = try? interpreter.coerce(value, to: .bridged(HorizontalAlignment.self), in: interpreter.globalScope, at: node),
           let alignment = HorizontalAlignment.extract(horizontal) {
            return explicit ? Value(self[explicit: alignment]) : Value(self[alignment])
        }
        let vertical = try interpreter.coerce(value, to: .bridged(VerticalAlignment.self), in: interpreter.globalScope, at: node)
        guard let alignment = VerticalAlignment.extract(vertical) else { throw RuntimeError("expected an alignment guide") }
        return explicit ? Value(self[explicit: alignment]) : Value(self[alignment])
    }

    static let bridge = TypeBridge("ViewDimensions") { b in
        b.property("width") { (dimensions: ViewDimensions) in Value(dimensions.width) }
        b.property("height") { (dimensions: ViewDimensions) in Value(dimensions.height) }
    }
}

extension GeometryProxy: Bridged, BridgedSubscript {
    /// `proxy[anchor]`: an anchor from a preference, in this proxy's coordinates.
    func element(_ indices: [Value], interpreter: Interpreter, at node: Syntax) throws -> Value {
        guard indices.count == 1, case let .native(anchor as AnchorValue) = indices[0].unwrapped else {
            throw RuntimeError("a GeometryProxy is subscripted with an Anchor: proxy[anchor]")
        }
        return anchor.resolved(in: self)
    }

    static let bridge = TypeBridge("GeometryProxy") { b in
        b.property("size") { (proxy: GeometryProxy) in proxy.size.asValue }
        b.property("safeAreaInsets") { (proxy: GeometryProxy) in proxy.safeAreaInsets.asValue }
        b.method("frame", [Parameter("in", CoordinateSpace.self, name: "space")]) { (proxy: GeometryProxy, a) in
            proxy.frame(in: try a.get("space")).asValue
        }
        b.method("bounds", [Parameter("of", .any, name: "space")]) { (proxy: GeometryProxy, _) in
            CGRect(origin: .zero, size: proxy.size).asValue
        }
    }
}

extension ViewSpacing: Bridged {
    static let bridge = TypeBridge("ViewSpacing") { b in
        b.constant("zero", ViewSpacing.zero)
        b.initializer([]) { _ in ViewSpacing().asValue }
        b.method("distance", [Parameter("to", ViewSpacing.self, name: "next"), Parameter("along", Axis.self, name: "axis")]) { (spacing: ViewSpacing, a) in
            Value(spacing.distance(to: try a.get("next"), along: try a.get("axis")))
        }
        // Without edges, the engine's own default applies (one home for it).
        b.method("union", [Parameter(nil, ViewSpacing.self, name: "other"), .optional("edges", Edge.Set.self)]) { (spacing: ViewSpacing, a) in
            let other: ViewSpacing = try a.get("other")
            guard let edges: Edge.Set = try a.optional("edges") else { return spacing.union(other).asValue }
            return spacing.union(other, edges: edges).asValue
        }
        b.mutatingMethod("formUnion", [Parameter(nil, ViewSpacing.self, name: "other"), .optional("edges", Edge.Set.self)]) { (spacing: inout ViewSpacing, a) in
            let other: ViewSpacing = try a.get("other")
            if let edges: Edge.Set = try a.optional("edges") { spacing.formUnion(other, edges: edges) } else { spacing.formUnion(other) }
            return .void
        }
    }
}

extension LayoutProperties: Bridged {
    static let bridge = TypeBridge("LayoutProperties") { b in
        b.initializer([]) { _ in LayoutProperties().asValue }
        b.property("stackOrientation", type: .optional(.bridged(Axis.self)), get: { (properties: LayoutProperties) in Value(properties.stackOrientation) }, set: { properties, value in
            properties.stackOrientation = Axis.extract(value)
        })
    }
}
