import Foundation
import SwiftSyntax

/// A struct, class, enum, protocol or actor declared in the file, with the members its
/// extensions add. (An extension of a type LayoutLab bridges, `extension View` or
/// `extension Color`, is one too, of kind `.extension`.)
final class TypeDeclaration {
    enum Kind: String { case `struct`, `class`, `enum`, `protocol`, actor, `extension` }

    let name: String
    let kind: Kind
    /// Where the type is named, for messages.
    let nameNode: Syntax
    /// The type it is nested in.
    weak var parent: TypeDeclaration?
    /// Generic parameters and their constraint: `Content` in `Card<Content: View>` is a view.
    var genericParameters: [String: TypeRef] = [:]
    /// The conformances and superclass as written, extensions' included.
    var inherited: [String] = []
    var storedProperties: [StoredProperty] = []
    var staticProperties: [String: StoredProperty] = [:]
    var computedProperties: [String: ComputedProperty] = [:]
    var staticComputedProperties: [String: ComputedProperty] = [:]
    var methods: [String: [FunctionDeclaration]] = [:]
    var staticMethods: [String: [FunctionDeclaration]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    var subscripts: [SubscriptDeclSyntax] = []
    var enumCases: [EnumCaseDeclaration] = []
    /// `enum E: String`: the raw value type.
    var rawType: TypeRef?
    var nestedTypes: [String: TypeDeclaration] = [:]
    var typeAliases: [String: TypeRef] = [:]
    /// Members the interpreter cannot run: reported when the type is used, so that an unused
    /// helper in a pasted file does not stop the run.
    var unsupportedMembers: [LocatedError] = []
    /// Static stored properties, once computed (Swift computes them lazily, once).
    var staticValues: [String: VariableBox] = [:]

    init(name: String, kind: Kind, nameNode: Syntax, parent: TypeDeclaration?) {
        self.name = name
        self.kind = kind
        self.nameNode = nameNode
        self.parent = parent
    }

    var qualifiedName: String { parent.map { $0.qualifiedName + "." + name } ?? name }

    var storedPropertyNames: [String] { storedProperties.map(\.name) }

    func storedProperty(_ name: String) -> StoredProperty? { storedProperties.first { $0.name == name } }

    var isValueType: Bool { kind == .struct || kind == .enum }

    /// A case by name.
    func enumCase(_ name: String) -> EnumCaseDeclaration? { enumCases.first { $0.name == name } }
}

/// A stored property: of a type, or a top-level variable.
struct StoredProperty {
    let name: String
    let type: TypeRef
    let initializer: ExprSyntax?
    let wrapper: PropertyWrapper?
    let isLet: Bool
    /// `@ViewBuilder let content: Content`: the memberwise initialiser takes a closure.
    let isViewBuilder: Bool
    let node: Syntax

    /// Part of the memberwise initialiser: not a `let` with a value, and not a wrapper that
    /// gets its value from elsewhere (`@Environment`, `@EnvironmentObject`, `@Namespace`, …).
    var isMemberwiseParameter: Bool {
        if isLet && initializer != nil { return false }
        return wrapper?.isInitialisedFromArgument ?? true
    }
}

/// A property wrapper LayoutLab knows (spec: "Property wrappers as initial values").
enum PropertyWrapper: Equatable {
    /// `@State`, `@StateObject`, `@FocusState`, `@GestureState`, `@SceneStorage`, `@AppStorage`:
    /// storage of the view itself, holding its initial (or default) value.
    case state(String)
    /// `@Binding`: a binding passed in.
    case binding
    /// `@ObservedObject`, `@Bindable`: an object passed in (or created by the initial value).
    case observed(String)
    /// `@EnvironmentObject`: the object `.environmentObject(_:)` put in the environment.
    case environmentObject
    /// `@Environment(\.key)` or `@Environment(Type.self)`, read from the environment.
    case environment(ExprSyntax)
    /// `@Namespace`: an opaque identity.
    case namespace
    /// `@Published` and other wrappers that only observe their value.
    case plain(String)
    /// `@ScaledMetric`: a length that scales with Dynamic Type.
    case scaledMetric(relativeTo: ExprSyntax?)
    /// SwiftData's `@Query`, Core Data's `@FetchRequest` and `@SectionedFetchRequest`: results
    /// of a store LayoutLab does not run, empty (Bridges/SwiftData.swift).
    case query(String)

    static func == (a: PropertyWrapper, b: PropertyWrapper) -> Bool {
        switch (a, b) {
        case let (.state(x), .state(y)), let (.observed(x), .observed(y)), let (.plain(x), .plain(y)), let (.query(x), .query(y)): x == y
        case (.binding, .binding), (.environmentObject, .environmentObject), (.namespace, .namespace): true
        case let (.environment(x), .environment(y)): x.trimmedDescription == y.trimmedDescription
        case (.scaledMetric, .scaledMetric): true
        default: false
        }
    }

    /// Whether the memberwise initialiser has a parameter for the property.
    var isInitialisedFromArgument: Bool {
        switch self {
        case .environmentObject, .environment, .namespace, .query: false
        default: true
        }
    }

    /// Whether reads go through a box that bindings share (`$name`).
    var hasStorage: Bool {
        switch self {
        case .state, .binding, .scaledMetric: true
        default: false
        }
    }
}

/// `var name: T { … }`, with a setter when it has one.
struct ComputedProperty {
    let name: String
    let type: TypeRef
    let getter: CodeBlockItemListSyntax
    let setter: AccessorDeclSyntax?
    let isViewBuilder: Bool
    let node: Syntax
}

/// `case name(label: T, …) = rawValue`.
struct EnumCaseDeclaration {
    struct AssociatedValue {
        let label: String?
        let type: TypeRef
        let defaultValue: ExprSyntax?
    }

    let name: String
    let associatedValues: [AssociatedValue]
    let rawValue: ExprSyntax?
    let node: Syntax
}
