import Foundation
import LayoutLab
import SwiftSyntax

/// Converts interpreted values to the engine's Swift types, resolving implicit members
/// (`.leading`, `.init(width:height:)`) against the type the consumer wants.
enum Coercion {
    static func convert(_ value: Value, to type: EngineType, at node: some SyntaxProtocol) throws -> Any {
        let value = value.unwrapped
        switch (type, value) {
        case (.cgFloat, .double(let double)): return CGFloat(double)
        case (.cgFloat, .int(let int)): return CGFloat(int)
        case (.int, .int(let int)): return int
        case (.int, .double(let double)) where double.rounded() == double && abs(double) < 9.2e18: return Int(double)
        case (.string, .string(let string)): return string
        case (.bool, .bool(let bool)): return bool
        case (.color, .view(let view)), (.shapeStyle, .view(let view)):
            if case let .color(color) = view.content { return color }
        case (.shapeStyle, .native(let style as any ShapeStyle)):
            return style
        case (.edgeSet, .array(let items)):
            return Edge.Set(try items.map { try convert($0, to: .edgeSet, at: node) as? Edge.Set ?? [] })
        case (.axisSet, .array(let items)):
            return Axis.Set(try items.map { try convert($0, to: .axisSet, at: node) as? Axis.Set ?? [] })
        case (.edgeSet, .native(let edge as Edge)):
            return Edge.Set(edge)
        case (_, .native(let native)) where EngineType.of(native) == type:
            return native
        case (_, .implicitMember(let member)):
            return try resolve(member, as: type)
        default:
            break
        }
        throw mismatch(value, type, at: node)
    }

    /// `.name` or `.name(arguments)` as a member of `type`.
    static func resolve(_ member: ImplicitMember, as type: EngineType) throws -> Any {
        if let arguments = member.arguments {
            let functions = StaticMembers.functions[type]?[member.name] ?? []
            guard !functions.isEmpty else {
                let known = StaticMembers.functions[type]?.keys.map { $0 } ?? []
                throw LocatedError("type '\(type.rawValue)' has no member '\(member.name)(…)'", at: member.node,
                                   hints: Suggestions.hint(for: member.name, in: known))
            }
            for function in functions {
                guard let matched = ArgumentMatcher.match(arguments, to: function.signature.parameters) else { continue }
                let values = matched.mapValues { arguments[$0] }
                return try function.make(ArgumentValues(values: values, call: member.node))
            }
            let labels = "(" + arguments.map { "\($0.label ?? "_"):" }.joined() + ")"
            throw LocatedError("no '\(type.rawValue).\(member.name)' accepts the arguments \(labels)", at: member.node,
                               hints: ["\(type.rawValue) offers: " + functions.map(\.signature.declaration).joined(separator: "; ")])
        }
        if let constant = StaticMembers.constants[type]?[member.name] { return constant }
        let known = Array(StaticMembers.constants[type]?.keys.map { $0 } ?? [])
        throw LocatedError("type '\(type.rawValue)' has no member '\(member.name)'", at: member.node,
                           hints: Suggestions.hint(for: member.name, in: known))
    }

    static func mismatch(_ value: Value, _ type: EngineType, at node: some SyntaxProtocol) -> LocatedError {
        LocatedError("cannot convert a value of type \(value.typeName) to \(type.rawValue)", at: node)
    }

    /// An engine value back in the interpreter's form: numbers and strings as themselves.
    static func value(of native: Any) -> Value {
        switch native {
        case let number as CGFloat: .double(Double(number))
        case let number as Double: .double(number)
        case let number as Int: .int(number)
        case let string as String: .string(string)
        case let bool as Bool: .bool(bool)
        case let color as Color: .native(color)
        default: .native(native)
        }
    }
}

extension Interpreter {
    /// A value converted to a declared type (of a parameter, property or constant), so that
    /// `color: Color` receiving `.red` holds the colour and `size: CGFloat` receiving `100` a CGFloat.
    func convert(_ value: Value, to declared: DeclaredType, at node: some SyntaxProtocol) throws -> Value {
        if value.isNil {
            guard declared.isOptional || declared.text.isEmpty || declared.text == "Any" else {
                throw LocatedError("nil cannot be used as a value of type \(declared.text)", at: node)
            }
            return .none
        }
        if declared.isView {
            if case .closure = value { return value }
            return .view(try viewValue(value, at: node))
        }
        guard let type = declared.engineType else { return value }
        if case .binding = value { return value }
        let converted = Coercion.value(of: try Coercion.convert(value, to: type, at: node))
        return declared.isOptional ? .some(converted) : converted
    }
}
