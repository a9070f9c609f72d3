import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftParser
import SwiftSyntax

/// SwiftUI's API as the engine declares it: `Declared.<Type>.<member><Labels>`, one enum per
/// public initialiser or modifier of the engine's `API/`, generated at build time by
/// DeclareSwiftUI. A bridge binds by naming one and reads its arguments by its keys; an
/// argument left out reads as the engine's default, compiled from the engine's declaration.
enum Declared {}

/// One generated declaration: its parameters, in order, as the binder matches them.
struct Declaration {
    /// The type it belongs to (`VStack`), or the extended protocol for a modifier (`View`).
    let owner: String
    /// `init`, or the modifier's name.
    let name: String
    let isModifier: Bool
    let parameters: [Parameter]

    /// The engine declares SwiftUI's two titles, `(_ titleKey: LocalizedStringKey, …)` and
    /// `<S: StringProtocol>(_ title: S, …)`, as one `_ title: String` or `_ title: S`: every SwiftUI
    /// view and modifier with such a title has both (Button, Link, Menu, Label, the labelled
    /// controls, Section, NavigationLink, ContentUnavailableView, ProgressView, navigationTitle;
    /// `DeclaredBridgeTests.titleKeys` lists them), so that parameter takes a literal as a
    /// LocalizedStringKey (`Parameter.isTitleKey`).
    init(owner: String, name: String, isModifier: Bool, parameters: [Parameter]) {
        self.owner = owner
        self.name = name
        self.isModifier = isModifier
        self.parameters = parameters.map { parameter in
            var parameter = parameter
            parameter.isTitleKey = parameter.label == nil && parameter.name == "title" && parameter.type.isStringLike
            return parameter
        }
    }
}

extension TypeRef {
    /// `String`, or a generic the generator leaves as `Any` (`S: StringProtocol`).
    fileprivate var isStringLike: Bool {
        switch self {
        case .any: true
        case let .bridged(type): type == String.self
        default: false
        }
    }
}

/// A generated enum: `Declared.VStack.initAlignmentSpacingContent`.
protocol DeclaredAPI {
    static var declaration: Declaration { get }
}

/// A parameter of a declaration, by the engine's name for it, typed as the engine types it.
struct DeclaredParameter<T> {
    let name: String
    init(_ name: String) { self.name = name }
}

extension TypeRef {
    /// A concrete type of an engine declaration: its bridge when the interpreter has one, else
    /// the type as written, resolved when bound.
    static func declared<T: Bridged>(_ type: T.Type, _ written: String) -> TypeRef { .bridged(type) }

    static func declared<T>(_ type: T.Type, _ written: String) -> TypeRef {
        var parser = Parser(written)
        return TypeRef(TypeSyntax.parse(from: &parser))
    }
}

extension Value {
    /// An engine default, as the interpreter holds it.
    static func declared<T: Bridged>(_ value: T) -> Value { value.asValue }
    static func declared<T: Bridged>(_ value: T?) -> Value { value.map { .some($0.asValue) } ?? .none }
    static func declared<T: Bridged>(_ value: [T]) -> Value { .array(value.map(\.asValue)) }
}

extension TypeBridge {
    /// `Type(…)` as the engine declares it.
    func initializer(_ declared: any DeclaredAPI.Type, _ call: @escaping (Arguments) throws -> Value) {
        initializer(declared.declaration.parameters, call)
    }

    /// A method of the type (`Text(…).bold()`), as the engine declares it.
    func method<T: Bridged>(_ declared: any DeclaredAPI.Type, _ call: @escaping (T, Arguments) throws -> Value) {
        method(declared.declaration.name, declared.declaration.parameters, call)
    }
}

extension Arguments {
    /// A declared argument, or the engine's default when it was left out.
    func get<T: Bridged>(_ parameter: DeclaredParameter<T>) throws -> T { try get(parameter.name) }
    func get<T: Bridged>(_ parameter: DeclaredParameter<T?>) throws -> T? { try optional(parameter.name) }
    func get<T: Bridged>(_ parameter: DeclaredParameter<[T]>) throws -> [T] { try array(parameter.name) }
    func checked(_ parameter: DeclaredParameter<CGFloat?>, _ rule: LengthRule) throws -> CGFloat? { try checked(parameter.name, rule) }
    /// A required number checked against the engine's rule for it.
    func checked<T: BinaryFloatingPoint>(_ parameter: DeclaredParameter<T>, _ rule: LengthRule) throws -> T {
        guard let number = try checked(parameter.name, rule) else {
            throw LocatedError("\(callName): expected a number for '\(parameter.name)'", at: node(parameter.name))
        }
        return T(number)
    }
    func content(_ parameter: DeclaredParameter<Any>) throws -> ViewValue { try content(parameter.name) }
    func contentView(_ parameter: DeclaredParameter<Any>) throws -> AnyView { try contentView(parameter.name) }
    func lazyContent(_ parameter: DeclaredParameter<Any>) throws -> _LazyContent { try lazyContent(parameter.name) }
    /// A generic parameter (`_ style: S` where `S: ShapeStyle`) as the interpreter holds it.
    func get<T: Bridged>(_ parameter: DeclaredParameter<Any>, as type: T.Type) throws -> T { try get(parameter.name) }
    func function(_ parameter: DeclaredParameter<Any>) -> Function? { function(parameter.name) }
    func node<T>(_ parameter: DeclaredParameter<T>) -> Syntax { node(parameter.name) }
}
