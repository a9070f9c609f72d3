import Foundation
import LayoutLab

/// A Swift type whose values the interpreter holds as they are (`Value.native`): engine types
/// (CGSize, Alignment, LayoutSubview, …) and a few Foundation ones. Each type's `bridge` is the
/// one place that says what source can do with it.
protocol Bridged {
    static var bridge: TypeBridge { get }
    /// The value as the interpreter holds it (numbers and strings as themselves).
    var asValue: Value { get }
    /// The Swift value inside an interpreted value already converted to this type.
    static func extract(_ value: Value) -> Self?
}

extension Bridged {
    var asValue: Value { .native(self) }

    static func extract(_ value: Value) -> Self? {
        if case let .native(native) = value.unwrapped { return native as? Self }
        return nil
    }
}

/// How the interpreter sees one bridged type: its name in source, its static members and
/// initialisers, its instance properties and methods, and how values convert to it.
///
/// A bridge is built once, by a closure that declares its members:
///
///     extension CGSize: Bridged {
///         nonisolated(unsafe) static let bridge = TypeBridge("CGSize") { b in
///             b.constant("zero", CGSize.zero)
///             b.initializer([.init("width", CGFloat.self), .init("height", CGFloat.self)]) { a in
///                 CGSize(width: try a.get("width"), height: try a.get("height")).asValue
///             }
///             b.property("width") { (size: CGSize) in Value(size.width) }
///         }
///     }
final class TypeBridge: @unchecked Sendable {
    typealias Getter = (Value) throws -> Value
    typealias Setter = (inout Value, Value) throws -> Void

    let name: String
    private(set) var aliases: [String] = []
    /// `Type.name`: constants and static properties, computed when asked.
    private(set) var constants: [String: (Interpreter) throws -> Value] = [:]
    /// `Type(…)` (named `init`) and `Type.name(…)`.
    private(set) var functions: [String: [Overload]] = [:]
    /// `value.name`.
    private(set) var properties: [String: Getter] = [:]
    /// `value.name = …` for the settable ones.
    private(set) var setters: [String: Setter] = [:]
    /// The type a settable property's new value is converted to (so `.horizontal` resolves).
    private(set) var propertyTypes: [String: TypeRef] = [:]
    /// `value.name(…)`; a mutating method writes the receiver back.
    private(set) var methods: [String: [Method]] = [:]
    /// `Type.Nested`.
    private(set) var nested: [String: TypeBridge] = [:]
    /// Integer literals bound to this type are floating point (`CGFloat`, `Double`).
    private(set) var prefersFloatingLiterals = false
    /// Conversions other than "already this type" and "an implicit member of this type":
    /// numbers to CGFloat, a Color view to a ShapeStyle, …; nil when the value does not convert.
    private(set) var conversion: ((Value) throws -> Value?)?
    /// Whether a value already is of this type; by default, a native whose bridge is this one.
    private(set) var membership: ((Value) -> Bool)?
    private(set) var equal: ((any Bridged, any Bridged) -> Bool)?
    private(set) var less: ((any Bridged, any Bridged) -> Bool?)?
    /// How `print` and `String(describing:)` show a value; by default Swift's description.
    private(set) var describe: ((any Bridged) -> String)?
    /// For types whose members do not matter to layout (drawing values, inert framework
    /// types): what any member not declared answers, given the receiver (nil for a static
    /// member), the name and the arguments (nil when not called).
    private(set) var dynamicMember: ((Interpreter, Value?, String, [Argument]?) throws -> Value)?

    init(_ name: String, build: (TypeBridge) -> Void = { _ in }) {
        self.name = name
        build(self)
    }

    struct Method {
        let parameters: [Parameter]
        let isMutating: Bool
        let call: (inout Value, Arguments) throws -> Value
    }

    // MARK: Declaring members

    func alias(_ names: String...) { aliases += names }

    func constant(_ name: String, _ value: @autoclosure @escaping () -> Value) {
        constants[name] = { _ in value() }
    }

    func constant(_ name: String, _ value: some Bridged) {
        constants[name] = { _ in value.asValue }
    }

    /// Several constants of one type: the cases of an enumeration-like type.
    func constants<T: Bridged>(_ pairs: KeyValuePairs<String, T>) {
        for (name, value) in pairs { constant(name, value) }
    }

    /// A static member that depends on the run (`UIScreen.main`: the device laid out on).
    func computedConstant(_ name: String, _ value: @escaping (Interpreter) throws -> Value) {
        constants[name] = value
    }

    func function(_ name: String, _ parameters: [Parameter], _ call: @escaping (Arguments) throws -> Value) {
        functions[name, default: []].append(Overload(parameters: parameters, call: call))
    }

    func initializer(_ parameters: [Parameter], _ call: @escaping (Arguments) throws -> Value) {
        function("init", parameters, call)
    }

    func property<T: Bridged>(_ name: String, _ get: @escaping (T) throws -> Value) {
        properties[name] = { value in
            guard let receiver = Self.receiver(value, as: T.self) else {
                throw RuntimeError("'\(name)' expects a value of type \(self.name), not \(value.typeName)")
            }
            return try get(receiver)
        }
    }

    /// A settable property: `point.x += 1`; `type` is what a new value is converted to first.
    func property<T: Bridged>(
        _ name: String, type: TypeRef? = nil, get: @escaping (T) throws -> Value, set: @escaping (inout T, Value) throws -> Void
    ) {
        property(name, get)
        propertyTypes[name] = type
        setters[name] = { receiver, newValue in
            guard var typed = Self.receiver(receiver, as: T.self) else { return }
            try set(&typed, newValue)
            receiver = typed.asValue
        }
    }

    func method<T: Bridged>(_ name: String, _ parameters: [Parameter] = [], _ call: @escaping (T, Arguments) throws -> Value) {
        methods[name, default: []].append(Method(parameters: parameters, isMutating: false) { receiver, arguments in
            guard let typed = Self.receiver(receiver, as: T.self) else {
                throw RuntimeError("'\(name)' expects a value of type \(self.name), not \(receiver.typeName)")
            }
            return try call(typed, arguments)
        })
    }

    /// A method given the receiver as an interpreted value (for types with several forms).
    func valueMethod(_ name: String, _ parameters: [Parameter] = [], _ call: @escaping (Value, Arguments) throws -> Value) {
        methods[name, default: []].append(Method(parameters: parameters, isMutating: false) { receiver, arguments in
            try call(receiver, arguments)
        })
    }

    func mutatingMethod<T: Bridged>(_ name: String, _ parameters: [Parameter] = [], _ call: @escaping (inout T, Arguments) throws -> Value) {
        methods[name, default: []].append(Method(parameters: parameters, isMutating: true) { receiver, arguments in
            guard var typed = Self.receiver(receiver, as: T.self) else {
                throw RuntimeError("'\(name)' expects a value of type \(self.name), not \(receiver.typeName)")
            }
            let result = try call(&typed, arguments)
            receiver = typed.asValue
            return result
        })
    }

    /// Static members named as Swift names them (`.compact`, `.destructive`), values shown by
    /// those names.
    func cases<T: Bridged & Hashable>(_ named: [(String, T)]) {
        for (name, value) in named { constant(name, value) }
        let names = Dictionary(named.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
        description { (value: T) in names[value] ?? "\(value)" }
    }

    /// Every case of an enumeration, named as Swift names it.
    func cases<T: Bridged & Hashable & CaseIterable>(_ type: T.Type) {
        cases(T.allCases.map { ("\($0)", $0) })
    }

    func nestedType(_ bridge: TypeBridge) { nested[bridge.name.split(separator: ".").last.map(String.init) ?? bridge.name] = bridge }

    func floatingLiterals() { prefersFloatingLiterals = true }

    func converting(_ conversion: @escaping (Value) throws -> Value?) { self.conversion = conversion }

    func members(_ membership: @escaping (Value) -> Bool) { self.membership = membership }

    func equality<T: Bridged>(_ equal: @escaping (T, T) -> Bool) {
        self.equal = { a, b in
            guard let a = a as? T, let b = b as? T else { return false }
            return equal(a, b)
        }
    }

    func ordering<T: Bridged>(_ less: @escaping (T, T) -> Bool) {
        self.less = { a, b in
            guard let a = a as? T, let b = b as? T else { return nil }
            return less(a, b)
        }
    }

    func dynamicMembers(_ member: @escaping (Interpreter, Value?, String, [Argument]?) throws -> Value) { dynamicMember = member }

    func description<T: Bridged>(_ describe: @escaping (T) -> String) {
        self.describe = { value in (value as? T).map(describe) ?? String(describing: value) }
    }

    private static func receiver<T: Bridged>(_ value: Value, as type: T.Type) -> T? {
        T.extract(value)
    }

    // MARK: Reading

    /// All the names this type answers to: `Edge.Set`, `Axis.Set`, and aliases (`Double` for CGFloat).
    var names: [String] { [name] + aliases }

    func contains(_ value: Value) -> Bool {
        if let membership { return membership(value) }
        if case let .native(native) = value.unwrapped { return type(of: native).bridge === self }
        return false
    }

    func description(of value: any Bridged) -> String {
        describe?(value) ?? String(describing: value)
    }

    var memberNames: [String] { Array(constants.keys) + Array(functions.keys) + Array(properties.keys) + Array(methods.keys) }
}

/// One way to call a function: its parameters, and what it does with the arguments.
struct Overload {
    let parameters: [Parameter]
    let call: (Arguments) throws -> Value
}

/// A parameter of a callable: its label, its name inside the callee, its type, and whether it
/// may be left out.
struct Parameter {
    /// The argument label; nil for `_`.
    let label: String?
    let name: String
    let type: TypeRef
    let hasDefault: Bool
    var isVariadic = false
    var isInout = false
    /// SwiftUI's pair `(_ titleKey: LocalizedStringKey, …)` and `<S: StringProtocol>(_ title: S, …)`,
    /// declared as one parameter: a string literal given to it is a LocalizedStringKey, as Swift
    /// picks that overload for a literal, and a String value is taken as it is
    /// (`Interpreter.boundTitle`, `Declaration.init`).
    var isTitleKey = false
    /// The value a left-out argument reads as, for an engine declaration (`Declared`): the
    /// engine's default expression, compiled. Nil elsewhere (the callee supplies its own).
    var defaultValue: (() -> Value)?

    init(label: String?, name: String, type: TypeRef, hasDefault: Bool, isVariadic: Bool = false, isInout: Bool = false,
         defaultValue: (() -> Value)? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.hasDefault = hasDefault
        self.isVariadic = isVariadic
        self.isInout = isInout
        self.defaultValue = defaultValue
    }

    /// A parameter of a bridged function: `.init("width", CGFloat.self)`, `.init(nil, Color.self, name: "color")`.
    init(_ label: String?, _ type: TypeRef, name: String? = nil, default hasDefault: Bool = false) {
        self.init(label: label, name: name ?? label ?? "value", type: type, hasDefault: hasDefault)
    }

    init(_ label: String?, _ type: any Bridged.Type, name: String? = nil, default hasDefault: Bool = false) {
        self.init(label, .bridged(type), name: name, default: hasDefault)
    }

    /// Any arguments, with any labels (`LinearGradient(…)` recorded as written): the bridge reads
    /// them from `Arguments.all`.
    nonisolated(unsafe) static let anyArguments = Parameter(label: "*", name: "arguments", type: .any, hasDefault: true, isVariadic: true)

    /// A title SwiftUI declares as a `LocalizedStringKey` and as a `StringProtocol` (`isTitleKey`):
    /// `.navigationTitle(_:)`'s, `Text(_:)`'s own (typed `LocalizedStringKey`, which it keeps).
    static func titleKey(_ type: TypeRef = .bridged(String.self), name: String = "title") -> Parameter {
        var parameter = Parameter(nil, type, name: name)
        parameter.isTitleKey = true
        return parameter
    }

    /// An optional parameter whose default is nil: `width: CGFloat? = nil`.
    static func optional(_ label: String?, _ type: any Bridged.Type, name: String? = nil) -> Parameter {
        Parameter(label, .optional(.bridged(type)), name: name, default: true)
    }

    /// `@ViewBuilder content: () -> Content`.
    static func content(_ label: String? = nil, name: String = "content", default hasDefault: Bool = false) -> Parameter {
        Parameter(label, .function(parameters: [], result: .view, isViewBuilder: true), name: label ?? name, default: hasDefault)
    }

    /// A closure parameter (an action, a transform): bound unevaluated.
    static func closure(_ label: String?, name: String? = nil, arity: Int = 0, default hasDefault: Bool = false) -> Parameter {
        Parameter(label, .function(parameters: Array(repeating: .any, count: arity), result: .any, isViewBuilder: false),
                  name: name, default: hasDefault)
    }

    /// A view value (`some View`).
    static func view(_ label: String?, name: String? = nil, default hasDefault: Bool = false) -> Parameter {
        Parameter(label, .view, name: name, default: hasDefault)
    }

    static func any(_ label: String?, name: String? = nil, default hasDefault: Bool = false) -> Parameter {
        Parameter(label, .any, name: name, default: hasDefault)
    }

    /// The declaration as Swift documentation writes it, for messages.
    var declaration: String {
        (label ?? "_") + ": " + type.description + (isVariadic ? "..." : "") + (hasDefault ? " = …" : "")
    }
}

extension Array where Element == Parameter {
    func declaration(named name: String) -> String {
        "\(name)(" + map(\.declaration).joined(separator: ", ") + ")"
    }
}

extension Value {
    init(_ number: CGFloat) { self = .double(Double(number)) }
    init(_ number: Double) { self = .double(number) }
    init(_ number: Int) { self = .int(number) }
    init(_ bool: Bool) { self = .bool(bool) }
    init(_ string: String) { self = .string(string) }
    init(_ value: some Bridged) { self = value.asValue }
    init(_ number: CGFloat?) { self = number.map { .some(.double(Double($0))) } ?? .none }
    init<T: Bridged>(_ value: T?) { self = value.map { .some($0.asValue) } ?? .none }
}
