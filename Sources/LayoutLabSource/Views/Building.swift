import Foundation
@_spi(Interpreter) import LayoutLab
import SwiftSyntax

/// The environment interpreted views inherit, as `@Environment` and `@EnvironmentObject` read
/// it: the engine's values (size classes, Dynamic Type, the font, … — the root's come from the
/// device), values of keys the file declares, and the objects `.environmentObject(_:)` and
/// `.environment(_:)` put in, by type name.
struct SourceEnvironment {
    var values: EnvironmentValues
    var custom: [String: Value] = [:]
    var objects: [String: Value] = [:]
    /// `\.locale`: the run's (en_US) unless `.environment(\.locale, …)` sets another; a
    /// LocalizedStringKey's numbers are formatted in it (`LocalizedStringKeyValue.argument`).
    var locale = RunRegion.locale
    /// The identity of the view whose body is being built (see `Interpreter.persistingState`);
    /// content built later (GeometryReader's, a preference layer's) keeps the one it was written in.
    var viewIdentity = ""
}

extension Interpreter {
    /// The view `value` denotes, or a located error saying what it is instead.
    func viewValue(_ value: Value, at node: some SyntaxProtocol, role: String = "a view") throws -> ViewValue {
        switch value.unwrapped {
        case let .view(view): return view
        case let .record(record):
            if conforms(record.type, to: "View") { return ViewValue(.instance(record), source: position(of: node)) }
            if conforms(record.type, to: "Shape") || conforms(record.type, to: "InsettableShape") {
                return ViewValue(.shape(AnyShape(named: record.type.name)), source: position(of: node))
            }
        case .none, .void:
            return .empty
        case let .implicitMember(member):
            if member.arguments == nil, let color = Color.bridge.constants[member.name] {
                return try viewValue(try color(self), at: node, role: role)
            }
            throw LocatedError("'.\(member.name)' is not \(role)", at: node)
        case let .native(native):
            if let view = native as? any View { return ViewValue(.view(AnyView(existential: view)), source: position(of: node)) }
            if let unresolved = native as? UnresolvedValue { return ViewValue(.view(unresolved.placeholderView), source: position(of: node)) }
            if let style = native as? DrawingValue, style.isShapeStyle {
                guard style.isView else {
                    throw LocatedError("'\(style.type)' is a ShapeStyle, not a View", at: node, hints: [
                        "fill a shape with it: Rectangle().fill(\(style.text))",
                    ])
                }
                // A gradient used as a view is a rectangle filled with it (SwiftUI: `_ShapeView<Rectangle, Self>`).
                return ViewValue(.view(AnyView(Rectangle().fill(style))), source: position(of: node))
            }
        case let .function(function) where function.isViewBuilder:
            return try viewValue(try invoke(function, [], at: node), at: node, role: role)
        default:
            break
        }
        throw LocatedError("expected \(role), found a value of type \(value.typeName)", at: node)
    }

    /// The engine view for a view value: a file's view struct is its body, a list is its views
    /// side by side, and each carries the position it was written at.
    func anyView(_ view: ViewValue) throws -> AnyView {
        try run.budget.countView()
        let built: AnyView
        switch view.content {
        case let .view(anyView): built = anyView
        case let .deferred(build): built = try build()
        case let .text(text):
            try LocalizedStringKeyValue.checkLocale(text, in: environment.locale)
            built = AnyView(text)
        case let .image(image): built = AnyView(image)
        case let .shape(shape): built = Self.shapeView(shape)
        case let .color(color): built = AnyView(color)
        case let .instance(record):
            // A view whose body is itself (`struct A: View { var body: some View { A() } }`)
            // recurses here, not in the evaluator: count it as nesting too.
            built = try nested(at: record.type.nameNode) {
                // Not a default: a record made without an identity of its own keeps the enclosing one.
                try withEnvironment({ $0.viewIdentity = record.identity ?? $0.viewIdentity }) { try anyView(try body(of: record)) }
            }
        case let .list(items):
            let views = try items.flatMap(\.flattened).map(anyView)
            switch views.count {
            case 0: built = AnyView(EmptyView())
            case 1: built = views[0]
            default: built = AnyView(_ViewList(views))
            }
        case .toolbarContent:
            // Swift accepts toolbar items only in a toolbar builder.
            throw LocatedError("toolbar items go in .toolbar { … }, not among views", hints: [
                "move the ToolbarItem into the .toolbar modifier of the view it belongs to",
            ])
        }
        guard let source = view.source else { return built }
        return AnyView(built._sourceLocation(line: source.line, column: source.column))
    }

    private static func shapeView(_ shape: some Shape) -> AnyView { AnyView(shape) }

    /// A view struct's `body`, evaluated with the environment of where the view is used
    /// (`@Environment`, `@EnvironmentObject`).
    func body(of record: Record) throws -> ViewValue {
        let record = try readingEnvironment(record)
        guard let body = computedProperty(named: "body", of: record.type) else {
            if conforms(record.type, to: "Shape") { return ViewValue(.shape(AnyShape(named: record.type.name)), source: nil) }
            throw LocatedError("'\(record.type.name)' has no 'var body: some View'", at: record.type.nameNode)
        }
        let context = SelfContext(type: record.type, instance: VariableBox(.record(record), isMutable: false))
        return try viewValue(try computedValue(body, selfContext: context, at: body.node), at: body.node)
    }

    /// A view's or view modifier's `@Environment` and `@EnvironmentObject` properties, read
    /// from the environment where it is used.
    func readingEnvironment(_ record: Record) throws -> Record {
        var record = record
        for property in record.type.storedProperties {
            switch property.wrapper {
            case let .environment(key)?:
                record.fields[property.name] = try environmentValue(key, type: property.type, at: property.node)
            case .environmentObject?:
                record.fields[property.name] = try environmentObject(property.type, at: property.node)
            default:
                continue
            }
        }
        return record
    }

    // MARK: The environment

    /// `@Environment(\.key)` and `@Environment(Type.self)`.
    private func environmentValue(_ key: ExprSyntax, type: TypeRef, at node: Syntax) throws -> Value {
        if let keyPath = key.as(KeyPathExprSyntax.self),
           let name = keyPath.components.first.flatMap({ $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }) {
            if let value = environment.custom[name] { return value }
            if let entry = EnvironmentKeys.entry(named: name) { return entry.get(environment) }
            if let declared = program.extensions["EnvironmentValues"] {
                if let property = declared.storedProperties.first(where: { $0.name == name }), let initializer = property.initializer {
                    return try evaluate(initializer, as: property.type, in: globalScope)
                }
                if let computed = declared.computedProperties[name] {
                    return try computedValue(computed, selfContext: SelfContext(type: nil, instance: VariableBox(.native(EnvironmentValuesValue(self)), isMutable: false)), at: node)
                }
            }
            throw LocatedError("@Environment(\\.\(name)): LayoutLab does not model this environment value", at: key,
                               hints: ["the environment values LayoutLab models: " + EnvironmentKeys.names.joined(separator: ", "),
                                       "a value the file declares in `extension EnvironmentValues` is modelled too"])
        }
        // `@Environment(Model.self)`: an @Observable object put in with `.environment(model)`.
        let typeName = key.trimmedDescription.replacingOccurrences(of: ".self", with: "")
        if let object = environment.objects[typeName] { return object }
        if type.isOptional { return .none }
        throw LocatedError("no object of type \(typeName) in the environment", at: key, hints: [
            "SwiftUI stops here too; put one in where the view is used: .environment(\(typeName)())",
        ])
    }

    /// `@EnvironmentObject var model: Model`.
    private func environmentObject(_ type: TypeRef, at node: Syntax) throws -> Value {
        let typeName = type.nonOptional.description
        if let object = environment.objects[typeName] { return object }
        if userType(named: typeName, from: nil) == nil {
            throw LocatedError("'\(typeName)' is not a type this file declares", at: node, hints: [
                "the @EnvironmentObject's class comes from elsewhere in your project: paste it into the file, "
                    + "and give the preview one with .environmentObject(\(typeName)())",
            ])
        }
        throw LocatedError("no ObservableObject of type \(typeName) in the environment", at: node, hints: [
            "SwiftUI stops here too; provide one where the view is used: .environmentObject(\(typeName)())",
        ])
    }
}
