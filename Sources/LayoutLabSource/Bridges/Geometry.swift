import Foundation
import LayoutLab

// Geometry: sizes, points, rectangles, insets, unit points, angles, axes and edges.

extension CGSize: Bridged {
    static let bridge = TypeBridge("CGSize") { b in
        b.constant("zero", CGSize.zero)
        b.initializer([Parameter("width", CGFloat.self), Parameter("height", CGFloat.self)]) { a in
            CGSize(width: try a.get("width", CGFloat.self), height: try a.get("height", CGFloat.self)).asValue
        }
        b.initializer([]) { _ in CGSize.zero.asValue }
        b.property("width", get: { (size: CGSize) in Value(size.width) }, set: { size, value in size.width = try length(value) })
        b.property("height", get: { (size: CGSize) in Value(size.height) }, set: { size, value in size.height = try length(value) })
        b.description { (size: CGSize) in size.appleDescription }
        b.equality { (a: CGSize, b: CGSize) in a == b }
    }
}

extension CGPoint: Bridged {
    static let bridge = TypeBridge("CGPoint") { b in
        b.constant("zero", CGPoint.zero)
        b.initializer([Parameter("x", CGFloat.self), Parameter("y", CGFloat.self)]) { a in
            CGPoint(x: try a.get("x", CGFloat.self), y: try a.get("y", CGFloat.self)).asValue
        }
        b.initializer([]) { _ in CGPoint.zero.asValue }
        b.property("x", get: { (point: CGPoint) in Value(point.x) }, set: { point, value in point.x = try length(value) })
        b.property("y", get: { (point: CGPoint) in Value(point.y) }, set: { point, value in point.y = try length(value) })
        b.method("applying", [Parameter(nil, AffineTransform.self, name: "transform")]) { (point: CGPoint, a) in
            try a.get("transform", AffineTransform.self).apply(to: point).asValue
        }
        b.description { (point: CGPoint) in point.appleDescription }
        b.equality { (a: CGPoint, b: CGPoint) in a == b }
    }
}

extension CGRect: Bridged {
    static let bridge = TypeBridge("CGRect") { b in
        b.constant("zero", CGRect.zero)
        b.constant("null", CGRect.null)
        b.constant("infinite", CGRect.infinite)
        b.initializer([Parameter("x", CGFloat.self), Parameter("y", CGFloat.self), Parameter("width", CGFloat.self), Parameter("height", CGFloat.self)]) { a in
            CGRect(x: try a.get("x", CGFloat.self), y: try a.get("y", CGFloat.self),
                   width: try a.get("width", CGFloat.self), height: try a.get("height", CGFloat.self)).asValue
        }
        b.initializer([Parameter("origin", CGPoint.self), Parameter("size", CGSize.self)]) { a in
            CGRect(origin: try a.get("origin"), size: try a.get("size")).asValue
        }
        b.initializer([]) { _ in CGRect.zero.asValue }
        b.property("origin", get: { (rect: CGRect) in rect.origin.asValue }, set: { rect, value in
            guard let origin = CGPoint.extract(value) else { throw RuntimeError("origin must be a CGPoint") }
            rect.origin = origin
        })
        b.property("size", get: { (rect: CGRect) in rect.size.asValue }, set: { rect, value in
            guard let size = CGSize.extract(value) else { throw RuntimeError("size must be a CGSize") }
            rect.size = size
        })
        let lengths: [(String, (CGRect) -> CGFloat)] = [
            ("width", \.width), ("height", \.height), ("minX", \.minX), ("midX", \.midX), ("maxX", \.maxX),
            ("minY", \.minY), ("midY", \.midY), ("maxY", \.maxY),
        ]
        for (name, length) in lengths {
            b.property(name) { (rect: CGRect) in Value(length(rect)) }
        }
        b.property("isEmpty") { (rect: CGRect) in .bool(rect.isEmpty) }
        b.method("insetBy", [Parameter("dx", CGFloat.self), Parameter("dy", CGFloat.self)]) { (rect: CGRect, a) in
            rect.insetBy(dx: try a.get("dx"), dy: try a.get("dy")).asValue
        }
        b.method("offsetBy", [Parameter("dx", CGFloat.self), Parameter("dy", CGFloat.self)]) { (rect: CGRect, a) in
            rect.offsetBy(dx: try a.get("dx"), dy: try a.get("dy")).asValue
        }
        b.method("contains", [Parameter(nil, CGPoint.self, name: "point")]) { (rect: CGRect, a) in .bool(rect.contains(try a.get("point", CGPoint.self))) }
        b.method("intersects", [Parameter(nil, CGRect.self, name: "other")]) { (rect: CGRect, a) in
            .bool(rect.intersects(try a.get("other", CGRect.self)))
        }
        b.description { (rect: CGRect) in
            "(\(rect.origin.x.swiftDescription), \(rect.origin.y.swiftDescription), "
                + "\(rect.size.width.swiftDescription), \(rect.size.height.swiftDescription))"
        }
        b.equality { (a: CGRect, b: CGRect) in a == b }
    }
}

/// A length a property setter was given, as a CGFloat.
private func length(_ value: Value) throws -> CGFloat {
    guard let number = value.number else { throw RuntimeError("expected a number, not \(value.typeName)") }
    return CGFloat(number)
}

/// `CGAffineTransform(rotationAngle:)`, `(translationX:y:)`, `(scaleX:y:)`: what layouts apply
/// to points (`point.applying(transform)`).
struct AffineTransform: Bridged {
    var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0

    func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    static let bridge = TypeBridge("CGAffineTransform") { b in
        b.constant("identity", AffineTransform())
        b.initializer([Parameter("rotationAngle", CGFloat.self, name: "angle")]) { arguments in
            let angle: CGFloat = try arguments.get("angle")
            return AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle)).asValue
        }
        b.initializer([Parameter("translationX", CGFloat.self, name: "x"), Parameter("y", CGFloat.self)]) { arguments in
            AffineTransform(tx: try arguments.get("x"), ty: try arguments.get("y")).asValue
        }
        b.initializer([Parameter("scaleX", CGFloat.self, name: "x"), Parameter("y", CGFloat.self)]) { arguments in
            AffineTransform(a: try arguments.get("x"), d: try arguments.get("y")).asValue
        }
    }
}

extension EdgeInsets: Bridged {
    static let bridge = TypeBridge("EdgeInsets") { b in
        b.initializer([.optional("top", CGFloat.self), .optional("leading", CGFloat.self), .optional("bottom", CGFloat.self),
                       .optional("trailing", CGFloat.self)]) { a in
            EdgeInsets(top: try a.checked("top", .signed) ?? 0, leading: try a.checked("leading", .signed) ?? 0,
                       bottom: try a.checked("bottom", .signed) ?? 0, trailing: try a.checked("trailing", .signed) ?? 0).asValue
        }
        b.property("top", get: { (insets: EdgeInsets) in Value(insets.top) }, set: { insets, value in insets.top = try length(value) })
        b.property("leading", get: { (insets: EdgeInsets) in Value(insets.leading) }, set: { insets, value in insets.leading = try length(value) })
        b.property("bottom", get: { (insets: EdgeInsets) in Value(insets.bottom) }, set: { insets, value in insets.bottom = try length(value) })
        b.property("trailing", get: { (insets: EdgeInsets) in Value(insets.trailing) }, set: { insets, value in insets.trailing = try length(value) })
        b.description { (insets: EdgeInsets) in
            "EdgeInsets(top: \(insets.top.swiftDescription), leading: \(insets.leading.swiftDescription), "
                + "bottom: \(insets.bottom.swiftDescription), trailing: \(insets.trailing.swiftDescription))"
        }
    }
}

extension UnitPoint: Bridged {
    static let bridge = TypeBridge("UnitPoint") { b in
        let points: [(String, UnitPoint)] = [
            ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
            ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ]
        for (name, point) in points { b.constant(name, point) }
        b.initializer([.optional("x", CGFloat.self), .optional("y", CGFloat.self)]) { a in
            UnitPoint(x: try a.length("x") ?? 0, y: try a.length("y") ?? 0).asValue
        }
        b.property("x", get: { (point: UnitPoint) in Value(point.x) }, set: { point, value in point.x = try length(value) })
        b.property("y", get: { (point: UnitPoint) in Value(point.y) }, set: { point, value in point.y = try length(value) })
        b.description { (point: UnitPoint) in "UnitPoint(x: \(point.x.swiftDescription), y: \(point.y.swiftDescription))" }
    }
}

extension Angle: Bridged {
    static let bridge = TypeBridge("Angle") { b in
        b.constant("zero", Angle.zero)
        b.function("degrees", [Parameter(nil, Double.self)]) { a in Angle.degrees(try a.get("value")).asValue }
        b.function("radians", [Parameter(nil, Double.self)]) { a in Angle.radians(try a.get("value")).asValue }
        b.initializer([Parameter("degrees", Double.self)]) { a in Angle(degrees: try a.get("degrees")).asValue }
        b.initializer([Parameter("radians", Double.self)]) { a in Angle(radians: try a.get("radians")).asValue }
        b.property("degrees") { (angle: Angle) in .double(angle.degrees) }
        b.property("radians") { (angle: Angle) in .double(angle.radians) }
        b.function("+", [Parameter(nil, Angle.self, name: "lhs"), Parameter(nil, Angle.self, name: "rhs")]) { a in
            Angle(radians: try a.get("lhs", Angle.self).radians + (try a.get("rhs", Angle.self).radians)).asValue
        }
        b.function("-", [Parameter(nil, .any, name: "lhs"), Parameter(nil, .any, name: "rhs", default: true)]) { a in
            let lhs = try a.get("lhs", Angle.self)
            guard let rhs = try a.optional("rhs", Angle.self) else { return Angle(radians: -lhs.radians).asValue }
            return Angle(radians: lhs.radians - rhs.radians).asValue
        }
        b.description { (angle: Angle) in "Angle(radians: \(angle.radians))" }
    }
}

extension ProposedViewSize: Bridged {
    static let bridge = TypeBridge("ProposedViewSize") { b in
        b.constant("zero", ProposedViewSize.zero)
        b.constant("infinity", ProposedViewSize.infinity)
        b.constant("unspecified", ProposedViewSize.unspecified)
        b.initializer([Parameter("width", .optional(.bridged(CGFloat.self))), Parameter("height", .optional(.bridged(CGFloat.self)))]) { a in
            ProposedViewSize(width: try a.length("width"), height: try a.length("height")).asValue
        }
        b.initializer([Parameter(nil, CGSize.self, name: "size")]) { a in ProposedViewSize(try a.get("size", CGSize.self)).asValue }
        b.property("width", get: { (proposal: ProposedViewSize) in Value(proposal.width) }, set: { proposal, value in
            proposal.width = value.isNil ? nil : try length(value)
        })
        b.property("height", get: { (proposal: ProposedViewSize) in Value(proposal.height) }, set: { proposal, value in
            proposal.height = value.isNil ? nil : try length(value)
        })
        b.method("replacingUnspecifiedDimensions", [Parameter("by", CGSize.self, name: "size", default: true)]) { (proposal: ProposedViewSize, a) in
            guard let size = try a.optional("size", CGSize.self) else { return proposal.replacingUnspecifiedDimensions().asValue }
            return proposal.replacingUnspecifiedDimensions(by: size).asValue
        }
        b.description { (proposal: ProposedViewSize) in proposal.description }
        b.equality { (a: ProposedViewSize, b: ProposedViewSize) in a == b }
    }
}

/// Enumerations whose cases are all source needs of them.
extension Axis: Bridged {
    static let bridge = TypeBridge("Axis") { b in
        b.constant("horizontal", Axis.horizontal)
        b.constant("vertical", Axis.vertical)
        b.nestedType(AxisSet.bridge)
        b.description { (axis: Axis) in "\(axis)" }
    }
}

extension Axis.Set: Bridged {
    static let bridge = AxisSet.bridge
}

enum AxisSet {
    static let bridge = TypeBridge("Axis.Set") { b in
        b.constant("horizontal", Axis.Set.horizontal)
        b.constant("vertical", Axis.Set.vertical)
        b.converting { value in
            if case let .array(items) = value {
                return Axis.Set(items.compactMap { Axis.Set.extract($0) ?? (Axis.extract($0).map { $0 == .horizontal ? .horizontal : .vertical }) }).asValue
            }
            return nil
        }
        b.method("contains", [Parameter(nil, Axis.Set.self, name: "member")]) { (set: Axis.Set, a) in .bool(set.contains(try a.get("member"))) }
    }
}

extension Edge: Bridged {
    static let bridge = TypeBridge("Edge") { b in
        for edge in Edge.allCases { b.constant("\(edge)", edge) }
        b.nestedType(EdgeSet.bridge)
        b.description { (edge: Edge) in "\(edge)" }
    }
}

extension Edge.Set: Bridged {
    static let bridge = EdgeSet.bridge
}

enum EdgeSet {
    static let bridge = TypeBridge("Edge.Set") { b in
        let sets: [(String, Edge.Set)] = [
            ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing), ("all", .all),
            ("horizontal", .horizontal), ("vertical", .vertical),
        ]
        for (name, set) in sets { b.constant(name, set) }
        b.converting { value in
            switch value {
            case let .array(items):
                return Edge.Set(items.compactMap { Edge.Set.extract($0) ?? Edge.extract($0).map(Edge.Set.init) }).asValue
            case let .native(edge as Edge): return Edge.Set(edge).asValue
            default: return nil
            }
        }
        b.initializer([Parameter(nil, Edge.self, name: "edge")]) { a in Edge.Set(try a.get("edge", Edge.self)).asValue }
        b.method("contains", [Parameter(nil, Edge.Set.self, name: "member")]) { (set: Edge.Set, a) in .bool(set.contains(try a.get("member"))) }
    }
}

extension HorizontalEdge: Bridged {
    static let bridge = TypeBridge("HorizontalEdge") { b in
        b.constant("leading", HorizontalEdge.leading)
        b.constant("trailing", HorizontalEdge.trailing)
    }
}

extension VerticalEdge: Bridged {
    static let bridge = TypeBridge("VerticalEdge") { b in
        b.constant("top", VerticalEdge.top)
        b.constant("bottom", VerticalEdge.bottom)
        b.nestedType(VerticalEdge.Set.bridge)
    }
}

extension ContentMode: Bridged {
    static let bridge = TypeBridge("ContentMode") { b in
        b.constant("fit", ContentMode.fit)
        b.constant("fill", ContentMode.fill)
    }
}

extension SafeAreaRegions: Bridged {
    static let bridge = TypeBridge("SafeAreaRegions") { b in
        b.constant("all", SafeAreaRegions.all)
        b.constant("container", SafeAreaRegions.container)
        b.constant("keyboard", SafeAreaRegions.keyboard)
    }
}

extension CoordinateSpace: Bridged {
    static let bridge = TypeBridge("CoordinateSpace") { b in
        b.alias("CoordinateSpaceProtocol", "NamedCoordinateSpace")
        b.constant("global", CoordinateSpace.global)
        b.constant("local", CoordinateSpace.local)
        // A named space is the one a `.coordinateSpace(name:)` ancestor declares; LayoutLab
        // measures frames in global coordinates (UNCERTAIN: exact for spaces declared at the root).
        b.function("named", [Parameter(nil, .any, name: "name")]) { _ in CoordinateSpace.global.asValue }
    }
}
