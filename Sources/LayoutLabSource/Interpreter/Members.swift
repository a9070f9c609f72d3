import Foundation
import LayoutLab
import SwiftSyntax

/// A layout subview's container values, as `subview.containerValues` returns them.
struct ContainerValuesReader {
    let values: ContainerValues
}

extension Interpreter {
    func memberAccess(_ member: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            return .implicitMember(ImplicitMember(name: name, arguments: nil, node: Syntax(member)))
        }
        return try self.member(of: try evalChain(base, scope), name, at: member.declName)
    }

    func member(of value: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case let .type(reference):
            return try staticMember(reference, name, at: node)
        case let .instance(instance):
            if let box = instance.properties[name] { return Self.read(box) }
            if let computed = instance.type.computedProperties[name] {
                return try computedValue(computed, instance: instance, at: node)
            }
            throw LocatedError("'\(instance.type.name)' has no member '\(name)'", at: node,
                               hints: Suggestions.hint(for: name, in: Array(instance.properties.keys) + instance.type.computedProperties.keys))
        case let .binding(box):
            return name == "wrappedValue" ? box.value : try member(of: box.value, name, at: node)
        case let .some(inner):
            return try member(of: inner, name, at: node)
        case .none:
            throw LocatedError("value of optional type is nil here; use '?.' to access '\(name)'", at: node)
        case .view where ModifierTable.isModifier(name) || SpecificModifiers.owner(of: name) != nil:
            throw LocatedError("the modifier '\(name)' is named but not called", at: node,
                               hints: ["call it with its arguments: .\(name)(…)"])
        default:
            if let result = try simpleMember(of: value, name, at: node) { return result }
            throw LocatedError("a value of type \(value.typeName) has no member '\(name)'", at: node,
                               hints: Self.memberHint(for: value))
        }
    }

    private static func memberHint(for value: Value) -> [String] {
        switch value {
        case .native(is LayoutSubview): ["a subview offers sizeThatFits(_:), place(at:anchor:proposal:), dimensions(in:), priority, containerValues and subview[Key.self]"]
        case .native(is LayoutSubviews): ["subviews offer [index], first, last, count, isEmpty, indices, reduce and map"]
        case .native(is ProposedViewSize): ["a proposal offers width, height and replacingUnspecifiedDimensions(by:)"]
        default: []
        }
    }

    private func simpleMember(of value: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        switch (value, name) {
        case (.double(let double), "description"): return .string(double.description)
        case (.double(let double), "isFinite"): return .bool(double.isFinite)
        case (.double(let double), "isInfinite"): return .bool(double.isInfinite)
        case (.double(let double), "isNaN"): return .bool(double.isNaN)
        case (.double(let double), "magnitude"): return .double(double.magnitude)
        case (.int(let int), "description"): return .string(int.description)
        case (.int(let int), "magnitude"): return .int(int == Int.min ? Int.max : abs(int))
        case (.bool(let bool), "description"): return .string(bool.description)
        case (.bool(let bool), "toggle"): return .bool(!bool)
        case (.string(let string), "count"): return .int(string.count)
        case (.string(let string), "isEmpty"): return .bool(string.isEmpty)
        case (.string(let string), "description"): return .string(string)
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return items.first.map { .some($0) } ?? Value.none
        case (.array(let items), "last"): return items.last.map { .some($0) } ?? Value.none
        case (.array(let items), "indices"): return .range(items.indices)
        case (.range(let range), "count"):
            let (count, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            if overflow { throw LocatedError("arithmetic overflow: the range has more than \(Int.max) elements", at: node) }
            return .int(count)
        case (.range(let range), "lowerBound"): return .int(range.lowerBound)
        case (.range(let range), "upperBound"): return .int(range.upperBound)
        case (.native(let native), _): return try nativeMember(native, name, at: node)
        default: return nil
        }
    }

    private func nativeMember(_ native: Any, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        func length(_ value: CGFloat) -> Value { .double(Double(value)) }
        switch native {
        case let size as CGSize:
            switch name {
            case "width": return length(size.width)
            case "height": return length(size.height)
            default: return nil
            }
        case let point as CGPoint:
            switch name {
            case "x": return length(point.x)
            case "y": return length(point.y)
            default: return nil
            }
        case let rect as CGRect:
            switch name {
            case "origin": return .native(rect.origin)
            case "size": return .native(rect.size)
            case "width": return length(rect.width)
            case "height": return length(rect.height)
            case "minX": return length(rect.minX)
            case "midX": return length(rect.midX)
            case "maxX": return length(rect.maxX)
            case "minY": return length(rect.minY)
            case "midY": return length(rect.midY)
            case "maxY": return length(rect.maxY)
            default: return nil
            }
        case let proposal as ProposedViewSize:
            switch name {
            case "width": return proposal.width.map { .some(length($0)) } ?? Value.none
            case "height": return proposal.height.map { .some(length($0)) } ?? Value.none
            default: return nil
            }
        case let insets as EdgeInsets:
            switch name {
            case "top": return length(insets.top)
            case "leading": return length(insets.leading)
            case "bottom": return length(insets.bottom)
            case "trailing": return length(insets.trailing)
            default: return nil
            }
        case let subviews as LayoutSubviews:
            switch name {
            case "count": return .int(subviews.count)
            case "isEmpty": return .bool(subviews.isEmpty)
            case "first": return subviews.first.map { .some(.native($0)) } ?? Value.none
            case "last": return subviews.last.map { .some(.native($0)) } ?? Value.none
            case "indices": return .range(subviews.indices)
            default: return nil
            }
        case let subview as LayoutSubview:
            switch name {
            case "priority": return .double(subview.priority)
            case "containerValues": return .native(ContainerValuesReader(values: subview.containerValues))
            default: return nil
            }
        case let reader as ContainerValuesReader:
            guard let entry = program.containerEntries[name] else {
                throw LocatedError("ContainerValues has no entry '\(name)'", at: node, hints:
                    Suggestions.hint(for: name, in: program.containerEntries.keys)
                        + ["declare it: extension ContainerValues { @Entry var \(name): Int? = nil }"])
            }
            if let stored = reader.values[layoutLabSlot: entry.slot].value { return stored }
            return try containerDefault(entry)
        case let proxy as GeometryProxy:
            switch name {
            case "size": return .native(proxy.size)
            case "safeAreaInsets": return .native(proxy.safeAreaInsets)
            default: return nil
            }
        case let dimensions as ViewDimensions:
            switch name {
            case "width": return length(dimensions.width)
            case "height": return length(dimensions.height)
            default: return nil
            }
        case let point as UnitPoint:
            switch name {
            case "x": return length(point.x)
            case "y": return length(point.y)
            default: return nil
            }
        case let angle as Angle:
            switch name {
            case "degrees": return .double(angle.degrees)
            case "radians": return .double(angle.radians)
            default: return nil
            }
        default:
            return nil
        }
    }

    func containerDefault(_ entry: ContainerEntry) throws -> Value {
        guard let initializer = entry.defaultValue else { return .none }
        return try convert(try eval(initializer, globalScope, hint: entry.type.numberHint), to: entry.type, at: initializer)
    }

    /// `Color.red`, `CGFloat.infinity`, `Edge.Set.all`, `MyLayoutValue.defaultValue`, `K.self`.
    func staticMember(_ reference: TypeReference, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        if name == "self" { return .type(TypeReference(name: reference.name, isMetatypeValue: true)) }
        if let type = program.types[reference.name] {
            guard let property = type.staticProperties[name], let initializer = property.initializer else {
                throw LocatedError("type '\(reference.name)' has no static member '\(name)'", at: node)
            }
            return try convert(try eval(initializer, globalScope, hint: property.type.numberHint), to: property.type, at: initializer)
        }
        let nested = reference.name + "." + name
        if EngineType.named(nested) != nil { return .type(TypeReference(name: nested)) }
        guard let type = EngineType.named(reference.name) else {
            throw LocatedError("type '\(reference.name)' has no member '\(name)' LayoutLab knows", at: node)
        }
        guard let constant = StaticMembers.constants[type]?[name] else {
            let known = Array(StaticMembers.constants[type]?.keys.map { $0 } ?? [])
            throw LocatedError("type '\(type.rawValue)' has no member '\(name)'", at: node, hints: Suggestions.hint(for: name, in: known))
        }
        if let color = constant as? Color { return .view(ViewValue(.color(color), source: position(of: node))) }
        return Coercion.value(of: constant)
    }

    // MARK: Subscripts

    func `subscript`(_ subscriptCall: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        let base = try evalChain(subscriptCall.calledExpression, scope).unwrapped
        guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first else {
            throw LocatedError.unsupported("a subscript with several arguments", at: subscriptCall)
        }
        let index = try eval(argument.expression, scope)
        let node = argument.expression
        switch base {
        case let .native(subviews as LayoutSubviews):
            if case let .range(range) = index {
                guard range.lowerBound >= 0, range.upperBound <= subviews.count else {
                    throw LocatedError("range \(range) is out of bounds: there are \(subviews.count) subviews", at: node)
                }
                return .native(subviews[range])
            }
            let position = try integerIndex(index, at: node)
            guard subviews.indices.contains(position) else {
                throw LocatedError("index \(position) is out of range: there \(subviews.count == 1 ? "is 1 subview" : "are \(subviews.count) subviews")", at: node)
            }
            return .native(subviews[position])
        case let .native(subview as LayoutSubview):
            guard case let .type(key) = index, key.isMetatypeValue else {
                throw LocatedError("a subview is subscripted with a LayoutValueKey type: subview[MyKey.self]", at: node)
            }
            return try layoutValue(of: subview, key: key.name, at: node)
        case let .array(items):
            let position = try integerIndex(index, at: node)
            guard items.indices.contains(position) else {
                throw LocatedError("index \(position) is out of range: the array has \(items.count) elements", at: node)
            }
            return items[position]
        case let .native(dimensions as ViewDimensions):
            let explicit = argument.label?.text == "explicit"
            if let horizontal = try? Coercion.convert(index, to: .horizontalAlignment, at: node) as? HorizontalAlignment {
                return explicit ? dimensions[explicit: horizontal].map { .some(.double(Double($0))) } ?? Value.none
                    : .double(Double(dimensions[horizontal]))
            }
            let vertical = try Coercion.convert(index, to: .verticalAlignment, at: node) as? VerticalAlignment ?? .center
            return explicit ? dimensions[explicit: vertical].map { .some(.double(Double($0))) } ?? Value.none
                : .double(Double(dimensions[vertical]))
        default:
            throw LocatedError("a value of type \(base.typeName) cannot be subscripted", at: subscriptCall.calledExpression)
        }
    }

    private func integerIndex(_ value: Value, at node: some SyntaxProtocol) throws -> Int {
        guard case let .int(index) = value.unwrapped else {
            throw LocatedError("an index must be an Int, not \(value.typeName)", at: node)
        }
        return index
    }

    /// `subview[MyLayoutValue.self]`: the value the subview set, or the key's default.
    func layoutValue(of subview: LayoutSubview, key: String, at node: some SyntaxProtocol) throws -> Value {
        guard let slot = program.layoutValueKeys.firstIndex(of: key), let type = program.types[key] else {
            throw LocatedError("'\(key)' is not a LayoutValueKey declared in this file", at: node,
                               hints: Suggestions.hint(for: key, in: program.layoutValueKeys))
        }
        if let stored = KeySlots.all[slot].layoutValue(of: subview).value { return stored }
        return try layoutValueDefault(type, at: node)
    }

    func layoutValueDefault(_ type: TypeDeclaration, at node: some SyntaxProtocol) throws -> Value {
        guard let property = type.staticProperties["defaultValue"] else {
            throw LocatedError("'\(type.name)' needs 'static let defaultValue'", at: type.syntax.name)
        }
        guard let initializer = property.initializer else { return .none }
        return try convert(try eval(initializer, globalScope, hint: property.type.numberHint), to: property.type, at: initializer)
    }
}
