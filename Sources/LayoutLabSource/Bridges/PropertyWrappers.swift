import Foundation
import LayoutLab

/// The property wrappers as types source names: `Binding.constant(…)`, `Binding(get:set:)`,
/// and the wrappers an initialiser assigns to their storage (`_count = State(initialValue: 3)`).
/// A wrapper with storage is a binding to a box of its own, as `@State`'s storage is.
enum PropertyWrapperBridges {
    static let bridges: [TypeBridge] = [
        binding,
        storage("State", labels: ["wrappedValue", "initialValue"]),
        storage("FocusState", labels: []),
        storage("GestureState", labels: ["wrappedValue", "initialValue"]),
        storage("ScaledMetric", labels: ["wrappedValue"]),
        passing("StateObject", labels: ["wrappedValue"]),
        passing("ObservedObject", labels: ["wrappedValue", "initialValue"]),
        passing("Bindable", labels: ["wrappedValue"]),
    ]

    /// `Binding`: what a control's `$value` parameter is typed as.
    static let binding = TypeBridge("Binding") { b in
        b.members { if case .binding = $0.unwrapped { true } else { false } }
        b.function("constant", [Parameter(nil, .any)]) { a in .binding(BindingValue(place: .constant(a.value("value") ?? .none))) }
        b.initializer([.closure("get", name: "get"), .closure("set", name: "set", arity: 1)]) { a in
            guard let get = a.function("get"), let set = a.function("set") else { throw RuntimeError("Binding(get:set:) needs two closures") }
            let interpreter = a.interpreter, node = a.node("get")
            return .binding(BindingValue(place: .accessor(get: { try interpreter.invoke(get, [], at: node) },
                                                          set: { _ = try interpreter.invoke(set, [$0], at: node) })))
        }
        b.initializer([Parameter("projectedValue", .any, name: "binding")]) { a in a.value("binding") ?? .none }
        b.initializer([Parameter(nil, .any, name: "binding")]) { a in a.value("binding") ?? .none }
    }

    /// `State(initialValue: 3)`: a box of its own.
    private static func storage(_ name: String, labels: [String]) -> TypeBridge {
        TypeBridge(name) { b in
            for label in labels {
                b.initializer([Parameter(label, .any, name: "value")]) { a in
                    .binding(BindingValue(place: .variable(VariableBox(a.value("value") ?? .none, isMutable: true))))
                }
            }
            b.initializer([]) { _ in .binding(BindingValue(place: .variable(VariableBox(.none, isMutable: true)))) }
        }
    }

    /// `StateObject(wrappedValue: Model())`: the object itself.
    private static func passing(_ name: String, labels: [String]) -> TypeBridge {
        TypeBridge(name) { b in
            for label in labels {
                b.initializer([Parameter(label, .any, name: "value")]) { a in a.value("value") ?? .none }
            }
        }
    }
}
