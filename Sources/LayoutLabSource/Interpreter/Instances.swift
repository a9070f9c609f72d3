import Foundation
import LayoutLab
import SwiftSyntax

extension Interpreter {
    /// `Type(…)` for a type from the file: a declared initialiser, the memberwise one (structs),
    /// the default one (classes), `init(rawValue:)` (enums). A view's instance is a view value;
    /// a custom `Layout` given trailing content lays it out.
    func instantiate(_ type: TypeDeclaration, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        if let problem = type.unsupportedMembers.first { throw problem }
        if type.kind == .protocol {
            throw LocatedError("'\(type.name)' is a protocol; it cannot be created", at: call)
        }
        var arguments = arguments
        var layoutContent: SyntaxArgument?
        if conforms(type, to: "Layout"), let last = arguments.last, last.isUnlabeledTrailingClosure, !initializerTakesClosure(type) {
            layoutContent = arguments.removeLast()
        }
        let instance: Value
        if !type.initializers.isEmpty {
            instance = try runInitializer(of: type, arguments, call: call, callerScope: scope, into: nil)
        } else if type.kind == .enum {
            instance = try enumInitializer(type, arguments, call: call, scope)
        } else {
            let parameters = memberwiseParameters(of: type)
            let calleeScope = Scope(parent: globalScope, typeContext: type)
            let bound: Arguments
            do {
                bound = try bind(arguments, to: [parameters], callName: type.name, call: call, scope: scope, calleeScope: calleeScope).1
            } catch let error as LocatedError {
                throw foreignConformance(of: type, explaining: error)
            }
            instance = try memberwiseInstance(of: type, bound, isRoot: false)
        }
        if let layoutContent {
            return try layoutView(instance, [layoutContent], call: Syntax(call), scope)
        }
        return wrapIfView(persistingState(instance, at: call), at: call)
    }

    /// `error`, and when `type` conforms to a protocol neither the file nor LayoutLab knows
    /// (`struct PingPong: LayoutFromFULayout`, from a package), that protocol named first: its
    /// requirements and extensions are what the call needed.
    private func foreignConformance(of type: TypeDeclaration, explaining error: LocatedError) -> LocatedError {
        let foreign = type.inherited.filter { name in
            !Self.frameworkProtocols.contains(name) && Bridges.named(name) == nil && userType(named: name, from: nil) == nil
        }
        guard let first = foreign.first else { return error }
        var explained = error
        explained.message = "'\(type.name)' conforms to '\(first)', which this file does not declare; " + error.message
        explained.hints = ["a protocol from elsewhere in your project or from a package must be pasted into the file too"] + error.hints
        return explained
    }

    /// Protocols of Swift and SwiftUI a file's types conform to without declaring them.
    static let frameworkProtocols: Set<String> = [
        "View", "Layout", "Shape", "InsettableShape", "ViewModifier", "PreviewProvider", "App", "Scene", "EnvironmentKey",
        "PreferenceKey", "AlignmentID", "LayoutValueKey", "Animatable", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle",
        "ToggleStyle", "ShapeStyle", "ObservableObject", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable",
        "Encodable", "Decodable", "Sendable", "CaseIterable", "CustomStringConvertible", "Error", "AnyObject", "RawRepresentable",
        "NSObject", "Observable",
    ]

    /// `Type(…)` with evaluated arguments (`.init(…)` implicit members, `Type.init` as a function).
    func instantiate(_ type: TypeDeclaration, evaluated arguments: [Argument], at node: Syntax, _ scope: Scope) throws -> Value {
        if let problem = type.unsupportedMembers.first { throw problem }
        let instance: Value
        if !type.initializers.isEmpty {
            let box = VariableBox(try defaultInstance(of: type), isMutable: true)
            let calleeScope = Scope(parent: globalScope, selfContext: SelfContext(type: type, instance: box))
            let candidates = type.initializers.map { parameters(of: $0.signature.parameterClause) }
            let (index, bound) = try bind(arguments, to: candidates, callName: type.name, at: node, scope: calleeScope)
            instance = try runInitializer(type.initializers[index], bound, parameters: candidates[index], type: type, box: box)
        } else if type.kind == .enum {
            guard let raw = arguments.first(where: { $0.label == "rawValue" }) else {
                throw LocatedError("'\(type.name)' has no initialiser that takes these arguments", at: node)
            }
            instance = try enumCase(rawValue: raw.value, of: type)
        } else {
            let (_, bound) = try bind(arguments, to: [memberwiseParameters(of: type)], callName: type.name, at: node, scope: scope)
            instance = try memberwiseInstance(of: type, bound, isRoot: false)
        }
        return wrapIfView(persistingState(instance, at: node), at: node)
    }

    // MARK: State between layout passes

    /// A view made again in a later layout pass (an `.onPreferenceChange` action set state) keeps
    /// the `@State` it had, as SwiftUI keeps a view's state while the view keeps its place in the
    /// hierarchy. A view's place is its parent's, the position of the call that made it, and how
    /// many views that call made before it in this build (a ForEach's rows); the first view made
    /// at a place registers its state boxes, later ones take them over (their initial values
    /// are ignored, as SwiftUI ignores them).
    func persistingState(_ instance: Value, at node: some SyntaxProtocol) -> Value {
        guard case var .record(record) = instance, conforms(record.type, to: "View"), let position = position(of: node) else { return instance }
        let place = "\(environment.viewIdentity)/\(record.type.name)@\(position.line):\(position.column)"
        let identity = run.views.nextIdentity(at: place)
        record.identity = identity
        for property in record.type.storedProperties {
            guard case .state? = property.wrapper, case let .binding(binding)? = record.fields[property.name],
                  case let .variable(box) = binding.place else { continue }
            let key = identity + "." + property.name
            if let kept = run.views.keptStateBox(key, registering: box) {
                record.fields[property.name] = .binding(BindingValue(place: .variable(kept)))
            }
        }
        return .record(record)
    }

    /// The arguments of `Type.init` called as a function (`(1...3).map(Photo.init)`): a
    /// function reference has no labels, so each value takes the label of its position in the
    /// first initialiser that takes that many arguments.
    func referenceArguments(of type: TypeDeclaration, _ values: [Value], at node: Syntax) -> [Argument] {
        let candidates = type.initializers.isEmpty ? [memberwiseParameters(of: type)]
            : type.initializers.map { parameters(of: $0.signature.parameterClause) }
        func initializer(taking count: Int) -> [Parameter]? {
            candidates.first { count <= $0.count && $0.dropFirst(count).allSatisfy(\.hasDefault) }
        }
        var values = values
        var chosen = initializer(taking: values.count)
        // `zip(a, b).map(Pair.init)`: one tuple spreads over an initialiser's parameters.
        if chosen == nil, values.count == 1, case let .tuple(tuple) = values[0], let spread = initializer(taking: tuple.elements.count) {
            values = tuple.elements
            chosen = spread
        }
        return values.enumerated().map { index, value in
            Argument(label: chosen?[index].label, value: value, node: node)
        }
    }

    private func wrapIfView(_ instance: Value, at node: some SyntaxProtocol) -> Value {
        if case let .record(record) = instance, conforms(record.type, to: "View") {
            return .view(ViewValue(.instance(record), source: position(of: node)))
        }
        return instance
    }

    private func initializerTakesClosure(_ type: TypeDeclaration) -> Bool {
        type.initializers.contains { initializer in
            initializer.signature.parameterClause.parameters.last.map { TypeRef($0.type).isFunction } ?? false
        }
    }

    // MARK: Memberwise

    /// The memberwise initialiser's parameters, as Swift synthesises them: the stored
    /// properties in order, except `let`s with a value and environment-provided wrappers; a
    /// property with a value (or an optional `var`) may be left out; `@ViewBuilder let content:
    /// Content` takes a view builder closure.
    func memberwiseParameters(of type: TypeDeclaration) -> [Parameter] {
        type.storedProperties.filter(\.isMemberwiseParameter).map { property in
            var parameterType = property.type
            if property.isViewBuilder, !property.type.isFunction {
                parameterType = .function(parameters: [], result: property.type, isViewBuilder: true)
            }
            if property.wrapper == .binding { parameterType = .named("Binding", arguments: [property.type]) }
            let hasDefault = property.initializer != nil || (!property.isLet && property.type.isOptional) || Self.hasImplicitValue(property)
            return Parameter(label: property.name, name: property.name, type: parameterType, hasDefault: hasDefault)
        }
    }

    /// An instance from bound memberwise arguments; properties not given take their initial
    /// values (or their `--param` overrides: `@State` properties, and the root view's).
    func memberwiseInstance(of type: TypeDeclaration, _ arguments: Arguments, isRoot: Bool) throws -> Value {
        var fields: [String: Value] = [:]
        let propertyScope = Scope(parent: globalScope, typeContext: type)
        for property in type.storedProperties {
            var value: Value
            if property.isMemberwiseParameter, var given = arguments.value(property.name) {
                if property.isViewBuilder, !property.type.isFunction, case let .function(function) = given {
                    given = .view(try viewValue(try invoke(function.asViewBuilder(), [], at: arguments.node(property.name)), at: arguments.node(property.name)))
                }
                value = given
            } else if let override = overrides[property.name], isRoot || property.wrapper?.hasStorage == true {
                value = try override.value(for: property, in: self)
            } else if let initializer = property.initializer {
                value = try evaluate(initializer, as: property.type, in: propertyScope)
            } else {
                value = Self.implicitValue(of: property)
            }
            fields[property.name] = try wrapperStorage(value, for: property)
        }
        return instance(of: type, fields)
    }

    /// `@FocusState var focused: Bool` needs no value: a focus state starts unfocused.
    static func hasImplicitValue(_ property: StoredProperty) -> Bool {
        if case let .state(name)? = property.wrapper { return name.hasSuffix("FocusState") }
        return false
    }

    static func implicitValue(of property: StoredProperty) -> Value {
        guard hasImplicitValue(property) else { return .none }
        if case let .named(name, _) = property.type, name == "Bool" { return .bool(false) }
        return .none
    }

    private func instance(of type: TypeDeclaration, _ fields: [String: Value]) -> Value {
        type.kind == .class || type.kind == .actor ? .object(Object(type: type, fields: fields)) : .record(Record(type: type, fields: fields))
    }

    /// What a wrapped property stores: `@State` a box of its own (shared by `$name` bindings),
    /// `@Binding` the binding it was given, others their value.
    func wrapperStorage(_ value: Value, for property: StoredProperty) throws -> Value {
        switch property.wrapper {
        case .state?, .scaledMetric?:
            if case .binding = value { return value }
            return .binding(BindingValue(place: .variable(VariableBox(value, isMutable: true))))
        case .binding?:
            if case .binding = value { return value }
            return .binding(BindingValue(place: .constant(value)))
        case let .query(wrapper)?:
            return queryResults(wrapper, for: property)
        default:
            return value
        }
    }

    /// Every stored property at its initial value: what an initialiser starts from.
    private func defaultInstance(of type: TypeDeclaration) throws -> Value {
        let propertyScope = Scope(parent: globalScope, typeContext: type)
        var fields: [String: Value] = [:]
        for property in allStoredProperties(of: type) {
            var value = Value.none
            if let override = overrides[property.name], property.wrapper?.hasStorage == true {
                value = try override.value(for: property, in: self)
            } else if let initializer = property.initializer {
                value = try evaluate(initializer, as: property.type, in: propertyScope)
            }
            fields[property.name] = property.initializer == nil && property.wrapper?.hasStorage == true
                ? .none : try wrapperStorage(value, for: property)
        }
        return instance(of: type, fields)
    }

    /// A class's stored properties, its superclasses' first.
    private func allStoredProperties(of type: TypeDeclaration) -> [StoredProperty] {
        guard type.kind == .class, let superclassName = type.inherited.first, let superclass = userType(named: superclassName, from: type.parent),
              superclass.kind == .class, superclass !== type else { return type.storedProperties }
        return allStoredProperties(of: superclass) + type.storedProperties
    }

    // MARK: Declared initialisers

    /// Runs the initialiser that takes the arguments, on `box` (for `self.init(…)`) or a new instance.
    @discardableResult
    func runInitializer(
        of type: TypeDeclaration, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, callerScope: Scope, into existing: VariableBox?
    ) throws -> Value {
        let box = try existing ?? VariableBox(defaultInstance(of: type), isMutable: true)
        let calleeScope = Scope(parent: globalScope, selfContext: SelfContext(type: type, instance: box))
        let candidates = type.initializers.map { parameters(of: $0.signature.parameterClause) }
        let (index, bound) = try bind(arguments, to: candidates, callName: type.name, call: call, scope: callerScope, calleeScope: calleeScope)
        return try runInitializer(type.initializers[index], bound, parameters: candidates[index], type: type, box: box)
    }

    private func runInitializer(
        _ initializer: InitializerDeclSyntax, _ arguments: Arguments, parameters: [Parameter], type: TypeDeclaration, box: VariableBox
    ) throws -> Value {
        try nested(at: initializer.initKeyword) {
            let scope = Scope(parent: globalScope, selfContext: SelfContext(type: type, instance: box))
            for (parameter, syntax) in zip(parameters, initializer.signature.parameterClause.parameters) {
                var value = arguments.value(parameter.name)
                if value == nil, let defaultValue = syntax.defaultValue?.value {
                    value = try evaluate(defaultValue, as: parameter.type, in: scope)
                }
                scope.declare(parameter.name, value ?? (parameter.isVariadic ? .array([]) : .none), mutable: parameter.isInout)
            }
            if let body = initializer.body {
                var ignored: [ViewValue] = []
                if case let .returned(result) = try runBlock(body.statements, scope, views: &ignored, builder: false), result.isNil {
                    return .none
                }
            }
            try completeWrappers(in: box, of: type)
            return initializer.optionalMark != nil ? box.value.asOptional : box.value
        }
    }

    /// A wrapped property an initialiser assigned through its wrapped value before the wrapper
    /// existed (`self.count = 3` for `@State var count: Int`) gets its storage now, as Swift's
    /// definite initialisation creates the wrapper from that first assignment.
    private func completeWrappers(in box: VariableBox, of type: TypeDeclaration) throws {
        guard case var .record(record) = box.value else { return }
        for property in type.storedProperties where property.wrapper?.hasStorage == true {
            if let field = record.fields[property.name], case .binding = field { continue }
            record.fields[property.name] = try wrapperStorage(record.fields[property.name] ?? .none, for: property)
        }
        box.value = .record(record)
    }

    // MARK: Enums

    private func enumInitializer(_ type: TypeDeclaration, _ arguments: [SyntaxArgument], call: some SyntaxProtocol, _ scope: Scope) throws -> Value {
        guard arguments.count == 1, arguments[0].label == "rawValue", let rawType = type.rawType else {
            throw LocatedError("'\(type.name)' has no initialiser that takes these arguments", at: call,
                               hints: type.rawType == nil ? [] : ["\(type.name)(rawValue:)"])
        }
        return try enumCase(rawValue: try evaluate(arguments[0].expression, as: rawType, in: scope), of: type)
    }

    /// `Enum(rawValue:)`: the case with that raw value, or nil.
    private func enumCase(rawValue: Value, of type: TypeDeclaration) throws -> Value {
        for declaration in type.enumCases where declaration.associatedValues.isEmpty {
            let candidate = EnumCase(type: type, name: declaration.name, associated: [], labels: [])
            if let raw = try self.rawValue(of: candidate), try Equality.equal(raw, rawValue) { return .some(.enumCase(candidate)) }
        }
        return .none
    }

    /// An enum case with evaluated associated values.
    func enumCase(_ declaration: EnumCaseDeclaration, of type: TypeDeclaration, evaluated arguments: [Argument], at node: Syntax, _ scope: Scope) throws -> Value {
        let parameters = declaration.associatedValues.enumerated().map { index, associated in
            Parameter(label: associated.label, name: associated.label ?? "_\(index)", type: associated.type, hasDefault: associated.defaultValue != nil)
        }
        let (_, bound) = try bind(arguments, to: [parameters], callName: "\(type.name).\(declaration.name)", at: node,
                                  scope: Scope(parent: globalScope, typeContext: type))
        return .enumCase(EnumCase(type: type, name: declaration.name, associated: parameters.map { bound.value($0.name) ?? .none },
                                  labels: declaration.associatedValues.map(\.label)))
    }
}
