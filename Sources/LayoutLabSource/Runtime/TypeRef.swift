import Foundation
import SwiftSyntax

/// A type as a declaration or a bridge states it: what values bound to it convert to.
///
/// Types written in source stay names (`.named`) until a value is bound, since what a name
/// means depends on where it is written (a generic parameter, a nested type, a bridged type).
/// Bridges state theirs directly (`.builtin(CGSize.bridge)`).
indirect enum TypeRef {
    case named(String, arguments: [TypeRef])
    case builtin(TypeBridge)
    /// A bridged type named by its Swift type, resolved when used: a bridge's own members can
    /// name their type while the bridge is being built.
    case bridged(any Bridged.Type)
    /// A type declared in the file, once a name is resolved.
    case user(TypeDeclaration)
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case tuple([TypeRef], labels: [String?])
    case function(parameters: [TypeRef], result: TypeRef, isViewBuilder: Bool)
    /// `some View`, `AnyView`, a generic parameter constrained to View: any view.
    case view
    /// `Any`, an inferred type, or one LayoutLab does not need to know.
    case any

    static func named(_ name: String) -> TypeRef { .named(name, arguments: []) }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type inside any optionals.
    var nonOptional: TypeRef {
        if case let .optional(wrapped) = self { return wrapped.nonOptional }
        return self
    }

    var isFunction: Bool {
        if case .function = nonOptional { return true }
        return false
    }

    /// How the type reads in messages.
    var description: String {
        switch self {
        case let .named(name, arguments):
            arguments.isEmpty ? name : name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case let .builtin(bridge): bridge.name
        case let .bridged(type): type.bridge.name
        case let .user(type): type.qualifiedName
        case let .optional(wrapped): wrapped.description + "?"
        case let .array(element): "[\(element.description)]"
        case let .dictionary(key, value): "[\(key.description): \(value.description)]"
        case let .tuple(elements, labels):
            "(" + zip(elements, labels).map { ($1.map { "\($0): " } ?? "") + $0.description }.joined(separator: ", ") + ")"
        case let .function(parameters, result, builder):
            (builder ? "@ViewBuilder " : "") + "(" + parameters.map(\.description).joined(separator: ", ") + ") -> " + result.description
        case .view: "some View"
        case .any: "Any"
        }
    }
}

extension TypeRef {
    /// The type a piece of syntax names. Attributes other than `@ViewBuilder` (`@escaping`,
    /// `@MainActor`, `inout`) do not change what values it holds.
    init(_ syntax: TypeSyntax?, viewBuilder: Bool = false) {
        guard let syntax else {
            self = .any
            return
        }
        switch syntax.as(TypeSyntaxEnum.self) {
        case let .optionalType(optional):
            self = .optional(TypeRef(optional.wrappedType))
        case let .implicitlyUnwrappedOptionalType(optional):
            self = .optional(TypeRef(optional.wrappedType))
        case let .attributedType(attributed):
            let builder = viewBuilder || attributed.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder"
            }
            self = TypeRef(attributed.baseType, viewBuilder: builder)
        case let .arrayType(array):
            self = .array(TypeRef(array.element))
        case let .dictionaryType(dictionary):
            self = .dictionary(TypeRef(dictionary.key), TypeRef(dictionary.value))
        case let .tupleType(tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                self = TypeRef(only.type, viewBuilder: viewBuilder)
            } else {
                self = .tuple(tuple.elements.map { TypeRef($0.type) }, labels: tuple.elements.map { $0.firstName?.text })
            }
        case let .functionType(function):
            self = .function(parameters: function.parameters.map { TypeRef($0.type) },
                             result: TypeRef(function.returnClause.type), isViewBuilder: viewBuilder)
        case let .someOrAnyType(some):
            let constraint = some.constraint.trimmedDescription
            self = constraint == "View" ? .view : .named(constraint)
        case let .identifierType(identifier):
            self = Self.named(identifier.name.text, identifier.genericArgumentClause)
        case let .memberType(member):
            self = Self.named(Self.dottedName(member.baseType) + "." + member.name.text, member.genericArgumentClause)
        case let .compositionType(composition):
            self = composition.elements.contains { $0.type.trimmedDescription == "View" } ? .view : .any
        default:
            self = .any
        }
    }

    /// A member type's base as a dotted name without its generic arguments: `MemoryGame<String>.Card`
    /// names the nested type `MemoryGame.Card` (CS193p's `typealias Card = MemoryGame<String>.Card`);
    /// the interpreter's values carry their own types, so the base's arguments select nothing.
    private static func dottedName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return dottedName(member.baseType) + "." + member.name.text }
        return type.trimmedDescription
    }

    private static func named(_ name: String, _ generics: GenericArgumentClauseSyntax?) -> TypeRef {
        let arguments = generics?.arguments.compactMap { argument -> TypeRef? in
            if case let .type(type) = argument.argument { return TypeRef(type) }
            return nil
        } ?? []
        switch (name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1), ("ContiguousArray", 1), ("ArraySlice", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
        case ("AnyView", _), ("Swift.AnyView", _), ("SwiftUI.AnyView", _): return .view
        case ("Any", _), ("AnyObject", _), ("Void", _): return name == "Void" ? .tuple([], labels: []) : .any
        default: return .named(name, arguments: arguments)
        }
    }
}
