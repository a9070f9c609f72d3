import Foundation
import LayoutLab
import SwiftSyntax

/// Method calls, `receiver.name(…)`: on the file's types, bridged values and implicit members
/// (`.red.opacity(0.5)`). Members.swift finds the members these call.
extension Interpreter {
    /// `receiver.name(…)`. `place` is where the receiver lives, for mutating methods.
    func callMember(
        _ receiver: Value, _ name: String, _ arguments: [SyntaxArgument], call: Syntax, nameNode: Syntax, _ scope: Scope,
        place: Place? = nil, expected: TypeRef? = nil
    ) throws -> Value {
        switch receiver {
        case let .view(view):
            if case let .instance(record) = view.content, let methods = instanceMethods(named: name, of: record.type) {
                return try callMethod(methods, on: VariableBox(.record(record), isMutable: false), arguments, call: call, scope)
            }
            return .view(try applyModifier(view, name, arguments, call: call, nameNode: nameNode, scope))
        case .record, .object, .enumCase:
            let type = typeDeclaration(of: receiver)!
            if let methods = instanceMethods(named: name, of: type) {
                let box = VariableBox(receiver, isMutable: true)
                let result = try callMethod(methods, on: box, arguments, call: call, scope)
                if methods.contains(where: \.isMutating), let place { try write(box.value, to: place, at: nameNode, scope) }
                return result
            }
            // A stored or computed property holding a closure: `model.transform(x)`. (`try?`
            // flattens the optional field, so a missing one is nil here.)
            if (try? rawField(name, of: receiver)) != nil || computedProperty(named: name, of: type) != nil {
                return try callValue(try member(of: receiver, name, at: nameNode, scope), arguments, call: call, scope)
            }
            if case let .record(record) = receiver, conforms(type, to: "View") {
                let view = ViewValue(.instance(record), source: position(of: call))
                return .view(try applyModifier(view, name, arguments, call: call, nameNode: nameNode, scope))
            }
            if case let .record(record) = receiver, conforms(type, to: "Shape") || conforms(type, to: "InsettableShape") {
                return .view(try applyModifier(try viewValue(.record(record), at: call), name, arguments, call: call, nameNode: nameNode, scope))
            }
            if case let .record(record) = receiver, conforms(type, to: "Layout"), name == "callAsFunction" {
                return try layoutView(.record(record), arguments, call: call, scope)
            }
            throw LocatedError("'\(type.qualifiedName)' has no method '\(name)'", at: nameNode,
                               hints: Suggestions.hint(for: name, in: memberNames(of: receiver)))
        case let .type(type):
            return try callStatic(type, name, arguments, call: call, nameNode: nameNode, scope)
        case let .implicitMember(member):
            return try callMember(try guessType(of: member, scope, expected: expected), name, arguments, call: call, nameNode: nameNode,
                                  scope, place: nil, expected: expected)
        case let .binding(binding):
            if ["animation", "transaction"].contains(name) { return receiver }
            return try callMember(try read(binding.place, at: nameNode, scope), name, arguments, call: call, nameNode: nameNode, scope)
        case let .some(inner):
            if Bridges.optional.methods[name] == nil {
                return try callMember(inner, name, arguments, call: call, nameNode: nameNode, scope, place: place.map { .unwrapped($0) })
            }
        case let .function(function) where name == "callAsFunction":
            return try invoke(function, arguments, call: call, scope)
        case .native(is ModuleName):
            return try callValue(try lookup(name: name, at: nameNode, globalScope), arguments, call: call, scope)
        case .native(is UnresolvedValue) where ModifierCatalog.kind(of: name) != nil:
            // `ProfileImageView(user: user).frame(width: 40)` with --placeholders: the modifier applies to the placeholder.
            return try callMember(.view(try viewValue(receiver, at: call)), name, arguments, call: call, nameNode: nameNode, scope)
        case let .native(style as DrawingValue) where style.isShapeStyle && !DrawingValue.shapeStyleMethods.contains(name):
            // `LinearGradient(…).frame(width: 200)`: a modifier of a style that is a View makes a
            // view (it was folded into the style's description and dropped). A style that is not
            // a View (`Material`, `AnyGradient`) has no modifiers in Swift.
            guard style.isView else {
                guard ModifierCatalog.kind(of: name) != nil else { break }
                throw LocatedError("'\(style.type)' is a ShapeStyle, not a View: it has no modifier '\(name)'", at: nameNode, hints: [
                    "fill a shape with it and modify the shape: Rectangle().fill(…).\(name)(…)",
                ])
            }
            return .view(try applyModifier(try viewValue(receiver, at: call), name, arguments, call: call, nameNode: nameNode, scope))
        case .native(is RemoteImageValue) where RemoteImageValue.bridge.methods[name] == nil:
            // `KFImage(url).frame(…)`: a View modifier of a package's image view (Bridges/PackageViews.swift).
            return .view(try applyModifier(try viewValue(receiver, at: call), name, arguments, call: call, nameNode: nameNode, scope))
        default:
            break
        }
        if let bridge = bridge(of: receiver), let methods = bridge.methods[name] {
            var value = receiver
            let result = try callBridged(methods, on: &value, arguments, callName: name, call: call, scope)
            if methods.contains(where: \.isMutating), let place { try write(value, to: place, at: nameNode, scope) }
            return result
        }
        if let methods = extensionMethods(named: name, for: receiver) {
            let box = VariableBox(receiver, isMutable: true)
            let result = try callDeclared(methods, arguments, call: call, callerScope: scope,
                                          selfContext: SelfContext(type: nil, instance: box), definitionScope: globalScope)
            if methods.contains(where: \.isMutating), let place { try write(box.value, to: place, at: nameNode, scope) }
            return result
        }
        if let bridge = bridge(of: receiver), bridge.properties[name] != nil {
            return try callValue(try member(of: receiver, name, at: nameNode, scope), arguments, call: call, scope)
        }
        if let dynamic = bridge(of: receiver)?.dynamicMember {
            return try dynamic(self, receiver, name, try evaluated(arguments, scope))
        }
        if receiver.isNil {
            throw LocatedError("value of optional type is nil here; use '?.' to call '\(name)'", at: nameNode)
        }
        throw LocatedError("a value of type \(receiver.typeName) has no method '\(name)' LayoutLab models", at: nameNode,
                           hints: Suggestions.hint(for: name, in: memberNames(of: receiver)) + (receiver.isLayoutValue ? [LocatedError.customLayoutHint] : []))
    }

    /// Calls a bridged method with written arguments.
    func callBridged(
        _ methods: [TypeBridge.Method], on receiver: inout Value, _ arguments: [SyntaxArgument], callName: String, call: Syntax,
        _ scope: Scope
    ) throws -> Value {
        let (index, bound) = try bind(arguments, to: methods.map(\.parameters), callName: callName, call: call, scope: scope)
        return try LocatedError.locating(at: call) { try methods[index].call(&receiver, bound) }
    }

    /// What `.red.opacity(0.5)` or `.title.bold()` means when the context's type is not known:
    /// the context's type if it is, else a colour, else a font (the members such chains use).
    private func guessType(of member: ImplicitMember, _ scope: Scope, expected: TypeRef?) throws -> Value {
        if let expected, case .builtin = resolve(expected, in: scope).nonOptional {
            return try coerce(.implicitMember(member), to: expected.nonOptional, in: scope, at: member.node)
        }
        for bridge in [Color.bridge, Font.bridge] {
            if member.arguments == nil ? bridge.constants[member.name] != nil : bridge.functions[member.name] != nil {
                return try resolve(member, in: bridge, scope)
            }
        }
        throw LocatedError("cannot infer the type of '.\(member.name)' here", at: member.node,
                           hints: ["name the type: Color.\(member.name), Font.\(member.name), …"])
    }
}
