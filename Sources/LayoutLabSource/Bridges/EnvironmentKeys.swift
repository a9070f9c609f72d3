import Foundation
import LayoutLab
import SwiftSyntax

/// The environment values source reads with `@Environment(\.name)` and sets with
/// `.environment(\.name, value)`: those layout depends on are the engine's (`EnvironmentValues`),
/// read from and written to it; the others only matter to behaviour (dismissing, opening URLs)
/// and answer fixed, inert values.
enum EnvironmentKeys {
    struct Entry {
        let type: TypeRef
        let get: (SourceEnvironment) -> Value
        /// Writes the interpreter's copy (for `@Environment` reads in the content).
        let set: (inout SourceEnvironment, Value) throws -> Void
        /// Applies the value to the engine's view (for layout).
        let apply: (AnyView, Value) throws -> AnyView
    }

    static func entry(named name: String) -> Entry? { entries[name] }

    static var names: [String] { entries.keys.sorted() }

    nonisolated(unsafe) private static let entries: [String: Entry] = {
        var table: [String: Entry] = layoutEntries
        table["font"] = .engine(\.font)
        table["lineLimit"] = .engine(\.lineLimit)
        table["truncationMode"] = .engine(\.truncationMode)
        // The interpreter's own: a LocalizedStringKey's numbers are formatted in it; the engine has no locale.
        table["locale"] = Entry(type: .bridged(Locale.self), get: { $0.locale.asValue },
                                set: { environment, value in environment.locale = Locale.extract(value) ?? environment.locale },
                                apply: { view, _ in view })
        // Behaviour, not layout: fixed answers.
        let inert: [(String, Value)] = [
            ("dismiss", .function(Function(.builtin(name: "dismiss", parameters: []) { _, _ in .void }))),
            ("openURL", .function(Function(.builtin(name: "openURL", parameters: nil) { _, _ in .void }))),
            ("isEnabled", .bool(true)),
            ("isPresented", .bool(false)),
            ("isSearching", .bool(false)),
            ("isFocused", .bool(false)),
            ("editMode", .none),
            ("presentationMode", .native(InertValue(typeName: "PresentationMode"))),
            ("scenePhase", DrawingValue(type: "ScenePhase", text: ".active").asValue),
            ("managedObjectContext", .native(InertValue(typeName: "NSManagedObjectContext"))),
            ("modelContext", .native(InertValue(typeName: "ModelContext"))),
            ("calendar", RunRegion.calendar.asValue),
            ("timeZone", RunRegion.timeZone.asValue),
            ("accessibilityReduceMotion", .bool(false)),
            ("accessibilityReduceTransparency", .bool(false)),
            ("accessibilityDifferentiateWithoutColor", .bool(false)),
            ("redactionReasons", DrawingValue(type: "RedactionReasons", text: "[]").asValue),
            ("openWindow", .function(Function(.builtin(name: "openWindow", parameters: nil) { _, _ in .void }))),
            ("requestReview", .function(Function(.builtin(name: "requestReview", parameters: []) { _, _ in .void }))),
        ]
        for (name, value) in inert {
            table[name] = Entry(type: .any, get: { _ in value }, set: { _, _ in }, apply: { view, _ in view })
        }
        return table
    }()
}

/// `self` inside a computed property of `extension EnvironmentValues`: `self[MyKey.self]` reads a
/// key the file declares (its value set with `.environment(\.name, value)`, else its default).
struct EnvironmentValuesValue: Bridged, BridgedSubscript {
    unowned let interpreter: Interpreter

    init(_ interpreter: Interpreter) { self.interpreter = interpreter }

    func element(_ indices: [Value], interpreter: Interpreter, at node: Syntax) throws -> Value {
        guard case let .type(key)? = indices.first, case let .user(type) = key.kind else {
            throw RuntimeError("environment values are subscripted with an EnvironmentKey type: self[MyKey.self]")
        }
        if let value = interpreter.environment.custom[type.name] { return value }
        guard let value = try interpreter.staticProperty("defaultValue", of: type, at: node) else {
            throw RuntimeError("'\(type.name)' needs static var defaultValue to be an EnvironmentKey")
        }
        return value
    }

    static let bridge = TypeBridge("EnvironmentValues")
}
