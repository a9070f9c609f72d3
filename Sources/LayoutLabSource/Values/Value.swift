import Foundation
import LayoutLab
import SwiftSyntax

/// A value the interpreter computes from SwiftUI source.
///
/// Engine types (alignments, proposals, sizes, fonts, subviews, …) travel boxed in `native`,
/// so that the view builders call the engine's own API with them. Swift's contextual typing
/// (`.leading`, `.init(width: 300, height: .zero)`) is deferred: such a member stays an
/// `implicitMember` until the code that consumes it knows which type it must be.
indirect enum Value {
    case void
    case none
    /// A non-nil value of an optional type, printed `Optional(…)` as Swift does.
    case some(Value)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case implicitMember(ImplicitMember)
    case native(Any)
    case view(ViewValue)
    case closure(Closure)
    case instance(Instance)
    case type(TypeReference)
    case array([Value])
    case range(Range<Int>)
    case binding(VariableBox)

    var isNil: Bool {
        if case .none = self { return true }
        return false
    }

    /// The value inside an `Optional(…)` wrapper, or the value itself.
    var unwrapped: Value {
        if case let .some(inner) = self { return inner.unwrapped }
        if case let .binding(box) = self { return box.value.unwrapped }
        return self
    }
}

/// `.name` or `.name(arguments)` written without a type: resolved by its consumer.
struct ImplicitMember {
    let name: String
    let arguments: [EvaluatedArgument]?
    let node: Syntax
}

struct EvaluatedArgument {
    let label: String?
    let value: Value
    let node: Syntax
}

/// A name that denotes a type: `Color`, `CGFloat`, `MyLayoutValue` (as in `MyLayoutValue.self`).
struct TypeReference {
    let name: String
    /// True for `Name.self`.
    var isMetatypeValue = false
}

/// A mutable variable's storage, shared by a `@State` property and the bindings to it.
final class VariableBox {
    var value: Value
    let isMutable: Bool
    init(_ value: Value, isMutable: Bool) {
        self.value = value
        self.isMutable = isMutable
    }
}

/// A closure literal with the scope it captured. Evaluated only where SwiftUI would call it
/// during layout (view content, GeometryReader, alignment guides, `reduce`); button actions and
/// gestures are kept, never run.
final class Closure {
    let syntax: ClosureExprSyntax
    let scope: Scope
    init(syntax: ClosureExprSyntax, scope: Scope) {
        self.syntax = syntax
        self.scope = scope
    }
}

/// An instance of a struct declared in the file (a view, a layout, a modifier).
final class Instance {
    let type: TypeDeclaration
    var properties: [String: VariableBox]
    init(type: TypeDeclaration, properties: [String: VariableBox]) {
        self.type = type
        self.properties = properties
    }
}

extension Value {
    /// A name for the value's type in messages: `CGFloat`, `String`, `Text`, `Alignment`.
    var typeName: String {
        switch self {
        case .void: "Void"
        case .none: "nil"
        case let .some(inner): inner.typeName + "?"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "CGFloat"
        case .string: "String"
        case let .implicitMember(member): ".\(member.name)"
        case let .native(value): String(describing: Swift.type(of: value))
        case let .view(view): view.typeName
        case .closure: "closure"
        case let .instance(instance): instance.type.name
        case let .type(reference): reference.isMetatypeValue ? "\(reference.name).Type" : reference.name
        case .array: "Array"
        case .range: "Range<Int>"
        case let .binding(box): "Binding<\(box.value.typeName)>"
        }
    }
}
