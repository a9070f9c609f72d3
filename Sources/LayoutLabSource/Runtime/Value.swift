import Foundation
import LayoutLab
import SwiftSyntax

/// A value the interpreter computes from Swift source.
///
/// The interpreter is dynamically typed: a value carries what it is, and declared types
/// (of parameters, properties, constants) convert values when they are bound (`TypeRef`).
/// Values of the file's own types are records (structs, with value semantics), objects
/// (classes, shared) and enum cases; values of the types LayoutLab bridges (CGSize, Color,
/// Alignment, LayoutSubview, …) travel as `native`, handled by their type's `TypeBridge`.
/// Swift's contextual typing (`.leading`, `.init(width: 300, height: .zero)`) is deferred:
/// such a member stays an `implicitMember` until the code that consumes it knows its type.
indirect enum Value {
    case void
    case none
    /// A non-nil value of an optional type, printed `Optional(…)` as Swift does.
    case some(Value)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case tuple(TupleValue)
    case array([Value])
    case dictionary(DictionaryValue)
    case set(SetValue)
    case range(RangeValue)
    /// An instance of a struct declared in the file.
    case record(Record)
    /// An instance of a class declared in the file.
    case object(Object)
    case enumCase(EnumCase)
    case function(Function)
    case type(TypeValue)
    /// A value of a bridged Swift type (engine and Foundation types).
    case native(any Bridged)
    case view(ViewValue)
    /// `Binding<T>`: reads and writes another place (`$count`, `.constant(3)`).
    case binding(BindingValue)
    case keyPath(KeyPathValue)
    case implicitMember(ImplicitMember)

    var isNil: Bool {
        if case .none = self { return true }
        return false
    }

    /// The value inside any `Optional(…)` wrappers.
    var unwrapped: Value {
        if case let .some(inner) = self { return inner.unwrapped }
        return self
    }

    /// Wraps in `Optional(…)` unless already optional.
    var asOptional: Value {
        switch self {
        case .none, .some: self
        default: .some(self)
        }
    }

    static func optional(_ value: Value?) -> Value { value.map { .some($0) } ?? .none }

    /// The number inside, for arithmetic and comparisons of mixed Int and floating values.
    var number: Double? {
        switch unwrapped {
        case let .int(int): Double(int)
        case let .double(double): double
        default: nil
        }
    }
}

/// `(a, b)`, `(width: 1, height: 2)`.
struct TupleValue {
    var elements: [Value]
    var labels: [String?]

    init(_ elements: [Value], labels: [String?]? = nil) {
        self.elements = elements
        self.labels = labels ?? Array(repeating: nil, count: elements.count)
    }

    func index(of label: String) -> Int? {
        if let index = labels.firstIndex(of: label) { return index }
        // `.0`, `.1`: positional access.
        guard let position = Int(label), elements.indices.contains(position) else { return nil }
        return position
    }
}

/// A dictionary. Iteration follows insertion order (Swift's order is unspecified; LayoutLab's
/// is deterministic, so that a trace does not change from run to run).
struct DictionaryValue {
    private(set) var keys: [Value] = []
    private(set) var values: [Value] = []
    private var positions: [HashKey: Int] = [:]

    init() {}

    init(_ pairs: [(Value, Value)]) throws {
        for (key, value) in pairs { try set(key, value) }
    }

    var count: Int { keys.count }

    func value(for key: Value) throws -> Value? {
        try positions[HashKey(key)].map { values[$0] }
    }

    mutating func set(_ key: Value, _ value: Value?) throws {
        let hashKey = try HashKey(key)
        if let position = positions[hashKey] {
            if let value {
                values[position] = value
            } else {
                keys.remove(at: position)
                values.remove(at: position)
                positions = Dictionary(uniqueKeysWithValues: try keys.enumerated().map { (try HashKey($1), $0) })
            }
        } else if let value {
            positions[hashKey] = keys.count
            keys.append(key)
            values.append(value)
        }
    }

    var pairs: [(key: Value, value: Value)] { zip(keys, values).map { ($0, $1) } }
}

/// A set, in insertion order (see `DictionaryValue`).
struct SetValue {
    private(set) var elements: [Value] = []
    private var members: Set<HashKey> = []

    init() {}

    init(_ elements: [Value]) throws {
        for element in elements { try insert(element) }
    }

    func contains(_ element: Value) throws -> Bool { members.contains(try HashKey(element)) }

    @discardableResult
    mutating func insert(_ element: Value) throws -> Bool {
        guard members.insert(try HashKey(element)).inserted else { return false }
        elements.append(element)
        return true
    }

    mutating func remove(_ element: Value) throws {
        let key = try HashKey(element)
        guard members.remove(key) != nil else { return }
        elements.removeAll { (try? HashKey($0)) == key }
    }
}

/// `a..<b`, `a...b`, `a...`, `..<b`: bounds are Int or floating values.
struct RangeValue {
    var lower: Value?
    var upper: Value?
    /// `...` (closed) rather than `..<`.
    var isClosed: Bool

    /// The integers in a bounded Int range, as a Swift range.
    var integers: Range<Int>? {
        guard case let .int(low)? = lower, case let .int(high)? = upper else { return nil }
        if isClosed {
            guard high < Int.max, low <= high + 1 else { return nil }
            return low..<(high + 1)
        }
        return low <= high ? low..<high : nil
    }

    func contains(_ value: Value) -> Bool {
        if let number = value.number {
            if let low = lower?.number, number < low { return false }
            if let high = upper?.number { return isClosed ? number <= high : number < high }
            return true
        }
        if case let .string(string) = value.unwrapped {
            if case let .string(low)? = lower, string < low { return false }
            if case let .string(high)? = upper { return isClosed ? string <= high : string < high }
            return true
        }
        return false
    }
}

/// An instance of a struct from the file: its type and stored properties (value semantics:
/// copying the record copies the dictionary).
struct Record {
    let type: TypeDeclaration
    var fields: [String: Value]
    /// A view's place in the hierarchy, which keeps its `@State` between layout passes
    /// (`Interpreter.persistingState`); nil for other records.
    var identity: String?
}

/// An instance of a class from the file: shared, mutated in place.
final class Object {
    let type: TypeDeclaration
    var fields: [String: Value]

    init(type: TypeDeclaration, fields: [String: Value]) {
        self.type = type
        self.fields = fields
    }
}

/// A case of an enum from the file, with its associated values.
struct EnumCase {
    let type: TypeDeclaration
    let name: String
    var associated: [Value]
    var labels: [String?]
}

/// A `Binding`: a place to read and write, shared by whoever holds it.
struct BindingValue {
    let place: Place
}

/// `\.name`, `\Type.name.other`, `\.self`.
struct KeyPathValue {
    let root: String?
    let components: [String]
}

/// `.name` or `.name(arguments)` written without a type: resolved by its consumer.
struct ImplicitMember {
    let name: String
    let arguments: [Argument]?
    let node: Syntax
}

/// A name that denotes a type: `Color`, `CGFloat`, `MyView`, `Item` (a generic parameter).
struct TypeValue {
    enum Kind {
        case user(TypeDeclaration)
        case builtin(TypeBridge)
        /// A type LayoutLab does not model (a generic parameter, a framework type): usable as a
        /// name (`T.self`, `as T`), not as a value.
        case opaque(String)
    }

    let kind: Kind
    /// True for `Name.self` (a metatype value), false for the bare name.
    var isMetatype = false

    var name: String {
        switch kind {
        case let .user(type): type.qualifiedName
        case let .builtin(bridge): bridge.name
        case let .opaque(name): name
        }
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
        case .double: "Double"
        case .string: "String"
        case let .tuple(tuple): "(" + tuple.elements.map(\.typeName).joined(separator: ", ") + ")"
        case let .array(items): "[" + (items.first?.typeName ?? "Any") + "]"
        case .dictionary: "Dictionary"
        case .set: "Set"
        case .range: "Range"
        case let .record(record): record.type.qualifiedName
        case let .object(object): object.type.qualifiedName
        case let .enumCase(value): value.type.qualifiedName
        case .function: "function"
        case let .type(type): type.isMetatype ? "\(type.name).Type" : type.name
        case let .native(unresolved as UnresolvedValue): "unresolved '\(unresolved.name)' (--placeholders)"
        case let .native(native): Swift.type(of: native).bridge.name
        case let .view(view): view.typeName
        case .binding: "Binding"
        case .keyPath: "KeyPath"
        case let .implicitMember(member): ".\(member.name)"
        }
    }
}
