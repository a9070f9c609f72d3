import Foundation
import SwiftSyntax

/// `#Preview("Name", traits: …) { … }`.
struct PreviewDeclaration {
    let name: String?
    let body: ClosureExprSyntax
    /// The arguments other than the name (`traits:`), read when the preview is laid out.
    let arguments: LabeledExprListSyntax?
    let node: Syntax
}

/// `extension ContainerValues { @Entry var name: T = default }`.
struct ContainerEntry {
    let name: String
    let type: TypeRef
    let defaultValue: ExprSyntax?
    let node: Syntax
}

/// Everything declared in a file.
final class ProgramDeclarations {
    /// Top-level types by name (nested types hang off their parent).
    var types: [String: TypeDeclaration] = [:]
    /// Extensions of types LayoutLab bridges or of protocols it knows (`View`, `Color`, `Shape`,
    /// `String`, `Array`, …), merged per extended type name.
    var extensions: [String: TypeDeclaration] = [:]
    var functions: [String: [FunctionDeclaration]] = [:]
    /// Top-level stored variables: parameters that `--param` can override.
    var globals: [String: StoredProperty] = [:]
    var globalComputed: [String: ComputedProperty] = [:]
    var previews: [PreviewDeclaration] = []
    /// The `#Preview`s of the module's other files: one that constructs a view with required
    /// parameters lays it out (`EntryPoints`).
    var modulePreviews: [PreviewDeclaration] = []
    /// Statements at the top level (a script: `Text("Hi").padding()`).
    var topLevelStatements: [CodeBlockItemSyntax] = []
    /// The statements and top-level variables in order: what a script runs, as Swift runs
    /// `main.swift` (its variables initialised in order, not lazily).
    var scriptItems: [CodeBlockItemSyntax] = []
    var containerEntries: [String: ContainerEntry] = [:]
    var typeAliases: [String: TypeRef] = [:]
    /// The modules the file imports (`import Kingfisher`): a package's views are accepted only
    /// where their module is imported (Bridges/PackageViews.swift).
    var imports: Set<String> = []
    /// The seed's `LayoutProcessInspector` or its `inspectLayoutProcess` extension was found;
    /// both map to the engine's inspector.
    var recognisedInspector = false

    /// Every type, nested ones included, in declaration order.
    private(set) var allTypes: [TypeDeclaration] = []

    func register(_ type: TypeDeclaration) { allTypes.append(type) }

    /// Every name a user may have meant, for "did you mean" hints.
    var declaredNames: [String] {
        Array(types.keys) + Array(functions.keys) + Array(globals.keys) + Array(globalComputed.keys)
    }
}

/// Collects the declarations of a parsed file, evaluating `#if` as an iPhone debug build does.
/// Declarations the interpreter cannot use are recorded on their type and reported only if
/// the type is used, so that an unused helper in a pasted file does not stop the run.
struct DeclarationCollector {
    static let inspectorTypeName = "LayoutProcessInspector"
    static let inspectorModifierName = "inspectLayoutProcess"

    private(set) var program = ProgramDeclarations()
    private(set) var errors: [LocatedError] = []
    /// What the run should be told about the module's declarations (`private` types of the
    /// same name in several files).
    private(set) var warnings: [LocatedError] = []
    /// Extensions, read once every type of the file is known (an extension may come first).
    private var pendingExtensions: [ExtensionDeclSyntax] = []

    /// Set while the module's other files are collected: their declarations only, as a
    /// compiled module gives a preview (their `#Preview`s and statements are not the run's).
    private var declarationsOnly = false
    /// `path:line:column` of a node, naming both files of a redeclaration across the module.
    var describeLocation: (Syntax) -> String? = { _ in nil }

    mutating func collect(_ file: SourceFileSyntax) {
        collect(file.statements)
        for extensionDecl in pendingExtensions { collectExtension(extensionDecl) }
    }

    /// The run's file, then the declarations of the other files of its module (`SourceProject`);
    /// extensions are read once every file's types are known.
    mutating func collect(_ file: SourceFileSyntax, module others: [SourceFileSyntax]) {
        collect(file.statements)
        declarationsOnly = true
        for other in others { collect(other.statements) }
        declarationsOnly = false
        for extensionDecl in pendingExtensions { collectExtension(extensionDecl) }
    }

    private mutating func collect(_ items: CodeBlockItemListSyntax) {
        for item in items {
            switch item.item {
            case let .decl(decl): collectTopLevel(decl, item: item)
            case let .stmt(stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self) {
                    collectMacro(name: expression.macroName.text, arguments: expression.arguments,
                                 trailingClosure: expression.trailingClosure, node: Syntax(expression), item: item)
                } else {
                    append(statement: item)
                }
            case let .expr(expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self) {
                    collectMacro(name: macro.macroName.text, arguments: macro.arguments, trailingClosure: macro.trailingClosure,
                                 node: Syntax(macro), item: item)
                } else {
                    append(statement: item)
                }
            }
        }
    }

    private mutating func append(statement item: CodeBlockItemSyntax) {
        if declarationsOnly { return }
        program.topLevelStatements.append(item)
        program.scriptItems.append(item)
    }

    private mutating func collectMacro(
        name: String, arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, node: Syntax, item: CodeBlockItemSyntax
    ) {
        guard name == "Preview" else {
            // Other freestanding macros at the top level are expressions (#colorLiteral, …).
            append(statement: item)
            return
        }
        if declarationsOnly {
            if let closure = trailingClosure {
                program.modulePreviews.append(PreviewDeclaration(name: Self.previewTitle(arguments), body: closure, arguments: arguments, node: node))
            }
            return
        }
        guard let closure = trailingClosure else {
            errors.append(LocatedError("#Preview needs a trailing closure with the view to lay out", at: node))
            return
        }
        program.previews.append(PreviewDeclaration(name: Self.previewTitle(arguments), body: closure, arguments: arguments, node: node))
    }

    /// `#Preview("Title")`'s title.
    private static func previewTitle(_ arguments: LabeledExprListSyntax) -> String? {
        arguments.first.flatMap { $0.label == nil ? $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue : nil }
    }

    private mutating func collectTopLevel(_ decl: DeclSyntax, item: CodeBlockItemSyntax) {
        switch decl.as(DeclSyntaxEnum.self) {
        case let .importDecl(importDecl):
            if let module = importDecl.path.first?.name.text { program.imports.insert(module) }
        case .operatorDecl, .precedenceGroupDecl:
            return
        case let .ifConfigDecl(conditional):
            guard let clause = CompilationConditions.activeClause(of: conditional) else { return }
            if case let .statements(items)? = clause.elements { collect(items) }
        case let .structDecl(structDecl):
            collectType(structDecl, kind: .struct, parent: nil)
        case let .classDecl(classDecl):
            collectType(classDecl, kind: .class, parent: nil)
        case let .enumDecl(enumDecl):
            collectType(enumDecl, kind: .enum, parent: nil)
        case let .protocolDecl(protocolDecl):
            collectType(protocolDecl, kind: .protocol, parent: nil)
        case let .actorDecl(actorDecl):
            collectType(actorDecl, kind: .actor, parent: nil)
        case let .functionDecl(function):
            program.functions[function.name.text, default: []].append(Self.function(function, owner: nil))
        case let .variableDecl(variable):
            collectGlobal(variable)
            if !declarationsOnly { program.scriptItems.append(item) }
        case let .extensionDecl(extensionDecl):
            pendingExtensions.append(extensionDecl)
        case let .macroExpansionDecl(macro):
            collectMacro(name: macro.macroName.text, arguments: macro.arguments, trailingClosure: macro.trailingClosure,
                         node: Syntax(macro), item: item)
        case let .typeAliasDecl(alias):
            program.typeAliases[alias.name.text] = TypeRef(alias.initializer.value)
        default:
            append(statement: item)
        }
    }

    // MARK: Types

    private mutating func collectType(_ decl: some DeclGroupSyntax & NamedDeclSyntax, kind: TypeDeclaration.Kind, parent: TypeDeclaration?) {
        let name = decl.name.text
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if parent == nil && name == Self.inspectorTypeName && inherited.contains("Layout") {
            program.recognisedInspector = true
            return
        }
        if let parent {
            guard parent.nestedTypes[name] == nil else {
                errors.append(LocatedError("invalid redeclaration of '\(name)'", at: decl.name))
                return
            }
        } else if let existing = program.types[name] {
            let elsewhere = describeLocation(existing.nameNode).map { ["'\(name)' is also declared at \($0)"] } ?? []
            // `private` types of different files do not clash in Swift; one name holds one
            // type here, so the first file's is used, and the run says so.
            if Self.isFilePrivate(decl) || existing.nameNode.parent?.asProtocol(DeclGroupSyntax.self).map({ Self.isFilePrivate($0) }) == true {
                warnings.append(LocatedError("'\(name)' is declared private in several files of the module; LayoutLab uses the first",
                                             at: decl.name, hints: elsewhere, severity: .warning))
            } else {
                errors.append(LocatedError("invalid redeclaration of '\(name)'", at: decl.name, hints: elsewhere))
            }
            return
        }
        let type = TypeDeclaration(name: name, kind: kind, nameNode: Syntax(decl.name), parent: parent)
        type.inherited = inherited
        if kind == .enum, let first = inherited.first, ["String", "Int", "Double", "Character", "CGFloat", "UInt8"].contains(first) {
            type.rawType = .named(first)
        }
        if let generic = (decl as? StructDeclSyntax)?.genericParameterClause ?? (decl as? ClassDeclSyntax)?.genericParameterClause
            ?? (decl as? EnumDeclSyntax)?.genericParameterClause {
            for parameter in generic.parameters {
                type.genericParameters[parameter.name.text] = parameter.inheritedType.map { Self.constraint($0) } ?? .any
            }
        }
        let whereClause = (decl as? StructDeclSyntax)?.genericWhereClause ?? (decl as? ClassDeclSyntax)?.genericWhereClause
        for requirement in whereClause?.requirements ?? [] {
            if case let .conformanceRequirement(conformance) = requirement.requirement {
                let name = conformance.leftType.trimmedDescription
                if type.genericParameters[name] != nil { type.genericParameters[name] = Self.constraint(conformance.rightType) }
            }
        }
        if let parent {
            parent.nestedTypes[name] = type
        } else {
            program.types[name] = type
        }
        program.register(type)
        collectMembers(decl.memberBlock.members, into: type)
    }

    private static func isFilePrivate(_ decl: some DeclGroupSyntax) -> Bool { decl.modifiers.contains(where: isFilePrivate) }

    private static func isFilePrivate(_ modifier: DeclModifierSyntax) -> Bool {
        modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate)
    }

    /// `Content: View` makes a view; any other constraint leaves the parameter open.
    private static func constraint(_ type: TypeSyntax) -> TypeRef {
        let text = type.trimmedDescription
        return text == "View" || text.hasPrefix("View ") || text.hasSuffix("& View") ? .view : .any
    }

    private mutating func collectMembers(_ members: MemberBlockItemListSyntax, into type: TypeDeclaration) {
        for member in members { collectMember(member.decl, into: type) }
    }

    private mutating func collectMember(_ decl: DeclSyntax, into type: TypeDeclaration) {
        switch decl.as(DeclSyntaxEnum.self) {
        case let .variableDecl(variable):
            collectProperty(variable, into: type)
        case let .functionDecl(function):
            let collected = Self.function(function, owner: type.kind == .extension ? nil : type)
            if collected.isStatic {
                type.staticMethods[collected.name, default: []].append(collected)
            } else {
                type.methods[collected.name, default: []].append(collected)
            }
        case let .initializerDecl(initializer):
            type.initializers.append(initializer)
        case let .subscriptDecl(subscriptDecl):
            type.subscripts.append(subscriptDecl)
        case let .enumCaseDecl(caseDecl):
            for element in caseDecl.elements {
                let values = element.parameterClause?.parameters.map { parameter in
                    EnumCaseDeclaration.AssociatedValue(
                        label: parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text },
                        type: TypeRef(parameter.type), defaultValue: parameter.defaultValue?.value)
                } ?? []
                type.enumCases.append(EnumCaseDeclaration(
                    name: element.name.text, associatedValues: values, rawValue: element.rawValue?.value, node: Syntax(element)))
            }
        case let .structDecl(nested):
            collectType(nested, kind: .struct, parent: type)
        case let .classDecl(nested):
            collectType(nested, kind: .class, parent: type)
        case let .enumDecl(nested):
            collectType(nested, kind: .enum, parent: type)
        case let .protocolDecl(nested):
            collectType(nested, kind: .protocol, parent: type)
        case let .typeAliasDecl(alias):
            type.typeAliases[alias.name.text] = TypeRef(alias.initializer.value)
        case let .ifConfigDecl(conditional):
            guard let clause = CompilationConditions.activeClause(of: conditional) else { return }
            if case let .decls(members)? = clause.elements { collectMembers(members, into: type) }
        case .associatedTypeDecl, .deinitializerDecl:
            return
        default:
            type.unsupportedMembers.append(.unsupported("this member", at: decl))
        }
    }

    static func function(_ function: FunctionDeclSyntax, owner: TypeDeclaration?) -> FunctionDeclaration {
        let modifiers = function.modifiers.map(\.name.text)
        let attributes = attributeNames(function.attributes)
        return FunctionDeclaration(
            name: function.name.text, syntax: function,
            isStatic: modifiers.contains("static") || modifiers.contains("class"),
            isMutating: modifiers.contains("mutating"), isViewBuilder: attributes.contains("ViewBuilder"), owner: owner)
    }

    private func collectProperty(_ variable: VariableDeclSyntax, into type: TypeDeclaration) {
        let modifiers = variable.modifiers.map(\.name.text)
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let isViewBuilder = attributes.contains { $0.attributeName.trimmedDescription == "ViewBuilder" }
        var wrapper: PropertyWrapper?
        for attribute in attributes {
            let name = attribute.attributeName.trimmedDescription
            if let known = Self.wrapper(attribute) {
                wrapper = known
            } else if !Self.ignoredAttributes.contains(name) {
                type.unsupportedMembers.append(LocatedError(
                    "the property wrapper @\(name) is not one LayoutLab models", at: attribute,
                    hints: ["LayoutLab lays out one moment of a view: @State, @Binding, @StateObject, @ObservedObject, "
                            + "@EnvironmentObject, @Environment, @AppStorage, @SceneStorage, @FocusState and @Namespace "
                            + "hold their initial or default values; SwiftData's @Query and Core Data's @FetchRequest are empty"]))
            }
        }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                type.unsupportedMembers.append(.unsupported("a destructuring pattern in a property", at: binding.pattern))
                continue
            }
            let declared = TypeRef(binding.typeAnnotation?.type)
            if let accessors = binding.accessorBlock, let (getter, setter) = Self.accessors(accessors) {
                let property = ComputedProperty(
                    name: name, type: declared, getter: getter, setter: setter,
                    isViewBuilder: name == "body" || isViewBuilder, node: Syntax(binding))
                if isStatic { type.staticComputedProperties[name] = property } else { type.computedProperties[name] = property }
                continue
            }
            let property = StoredProperty(
                name: name, type: declared, initializer: binding.initializer?.value, wrapper: wrapper,
                isLet: isLet, isViewBuilder: isViewBuilder, node: Syntax(binding))
            if isStatic {
                type.staticProperties[name] = property
            } else {
                type.storedProperties.append(property)
            }
        }
    }

    /// Attributes that do not change what a property holds.
    static let ignoredAttributes: Set<String> = [
        "ViewBuilder", "MainActor", "objc", "IBOutlet", "IBInspectable", "nonobjc", "discardableResult", "inlinable",
        "usableFromInline", "available", "Transient", "Attribute", "ObservationIgnored", "ObservationTracked", "preconcurrency",
        "Sendable", "frozen", "Relationship", "Entry",
    ]

    /// The wrappers LayoutLab models, by attribute.
    static func wrapper(_ attribute: AttributeSyntax) -> PropertyWrapper? {
        let name = attribute.attributeName.trimmedDescription
        let firstArgument: ExprSyntax? = {
            guard case let .argumentList(arguments)? = attribute.arguments else { return nil }
            return arguments.first?.expression
        }()
        switch name {
        case "State", "StateObject", "FocusState", "GestureState", "SceneStorage", "AppStorage", "AccessibilityFocusState":
            return .state(name)
        case "Binding": return .binding
        case "Query", "FetchRequest", "SectionedFetchRequest": return .query(name)
        case "ObservedObject", "Bindable": return .observed(name)
        case "EnvironmentObject": return .environmentObject
        case "Environment": return firstArgument.map { .environment($0) } ?? .plain(name)
        case "Namespace": return .namespace
        case "Published": return .plain(name)
        case "ScaledMetric":
            guard case let .argumentList(arguments)? = attribute.arguments else { return .scaledMetric(relativeTo: nil) }
            return .scaledMetric(relativeTo: arguments.first { $0.label?.text == "relativeTo" }?.expression)
        default: return nil
        }
    }

    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    /// A computed property's getter, and setter if any; nil for stored properties with
    /// observers (`didSet`), which stay stored.
    static func accessors(_ block: AccessorBlockSyntax) -> (CodeBlockItemListSyntax, AccessorDeclSyntax?)? {
        switch block.accessors {
        case let .getter(body): return (body, nil)
        case let .accessors(list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body else {
                return nil
            }
            return (body.statements, list.first { $0.accessorSpecifier.tokenKind == .keyword(.set) })
        }
    }

    // MARK: Top-level variables

    private mutating func collectGlobal(_ variable: VariableDeclSyntax) {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let isViewBuilder = Self.attributeNames(variable.attributes).contains("ViewBuilder")
        for binding in variable.bindings {
            // `let (a, b) = pair` runs as a statement of the script (see `scriptItems`).
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            guard program.globals[name] == nil, program.globalComputed[name] == nil else {
                if declarationsOnly && variable.modifiers.contains(where: { Self.isFilePrivate($0) }) {
                    warnings.append(LocatedError("'\(name)' is declared private in several files of the module; LayoutLab uses the first",
                                                 at: binding.pattern, severity: .warning))
                } else {
                    errors.append(LocatedError("invalid redeclaration of '\(name)'", at: binding.pattern))
                }
                continue
            }
            let declared = TypeRef(binding.typeAnnotation?.type)
            if let accessors = binding.accessorBlock, let (getter, setter) = Self.accessors(accessors) {
                program.globalComputed[name] = ComputedProperty(
                    name: name, type: declared, getter: getter, setter: setter,
                    isViewBuilder: name == "body" || isViewBuilder, node: Syntax(binding))
                continue
            }
            guard let initializer = binding.initializer?.value else {
                errors.append(LocatedError("top-level '\(name)' needs a value", at: binding))
                continue
            }
            program.globals[name] = StoredProperty(
                name: name, type: declared, initializer: initializer, wrapper: nil, isLet: isLet, isViewBuilder: false,
                node: Syntax(binding))
        }
    }

    // MARK: Extensions

    /// An extension of a file's type adds to it (conformances included); an extension of
    /// anything else (`View`, `Color`, `String`, a protocol from a framework) is kept by name,
    /// and its members apply to values of that type.
    private mutating func collectExtension(_ decl: ExtensionDeclSyntax) {
        let extended = decl.extendedType.trimmedDescription
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if let type = resolveFileType(extended) {
            type.inherited += inherited
            collectMembers(decl.memberBlock.members, into: type)
            return
        }
        switch extended {
        case "View":
            let members = decl.memberBlock.members.filter { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == Self.inspectorModifierName else {
                    return true
                }
                program.recognisedInspector = true
                return false
            }
            collectMembers(members, into: extensionType(extended, decl))
        case "ContainerValues":
            for member in decl.memberBlock.members { collectEntry(member.decl) }
        default:
            let type = extensionType(extended, decl)
            type.inherited += inherited
            collectMembers(decl.memberBlock.members, into: type)
        }
    }

    /// A file type named as an extension names it: `Card`, `Outer.Inner`.
    private func resolveFileType(_ name: String) -> TypeDeclaration? {
        var parts = name.split(separator: ".").map(String.init)
        guard !parts.isEmpty, var type = program.types[parts.removeFirst()] else { return nil }
        for part in parts {
            guard let nested = type.nestedTypes[part] else { return nil }
            type = nested
        }
        return type
    }

    private mutating func extensionType(_ name: String, _ decl: ExtensionDeclSyntax) -> TypeDeclaration {
        if let existing = program.extensions[name] { return existing }
        let type = TypeDeclaration(name: name, kind: .extension, nameNode: Syntax(decl.extendedType), parent: nil)
        program.extensions[name] = type
        return type
    }

    private mutating func collectEntry(_ decl: DeclSyntax) {
        guard let variable = decl.as(VariableDeclSyntax.self),
              Self.attributeNames(variable.attributes).contains("Entry"),
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            errors.append(.unsupported("this member of an extension of ContainerValues", at: decl,
                                       hints: ["declare container values as `@Entry var name: Type = defaultValue`"]))
            return
        }
        program.containerEntries[name] = ContainerEntry(
            name: name, type: TypeRef(binding.typeAnnotation?.type), defaultValue: binding.initializer?.value, node: Syntax(binding))
    }
}
