import Foundation
import SwiftSyntax

/// A stored property: of a struct, or a top-level constant.
struct StoredProperty {
    enum Wrapper { case none, state, binding }

    let name: String
    let type: DeclaredType
    let initializer: ExprSyntax?
    let wrapper: Wrapper
    let isLet: Bool
    let node: Syntax

    /// Part of the memberwise initializer (a `let` with a value is not; `@State` is).
    var isMemberwiseParameter: Bool { !(isLet && initializer != nil) }
}

/// A computed property: `var body: some View { … }`, `var rectangle_fit: some View { … }`.
struct ComputedProperty {
    let name: String
    let type: DeclaredType
    let body: CodeBlockItemListSyntax
    let isViewBuilder: Bool
    let node: Syntax
}

/// A struct declared in the file.
final class TypeDeclaration {
    enum Role: Equatable { case view, layout, viewModifier, layoutValueKey, other }

    let name: String
    let syntax: StructDeclSyntax
    let role: Role
    var storedProperties: [StoredProperty] = []
    var staticProperties: [String: StoredProperty] = [:]
    var computedProperties: [String: ComputedProperty] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    /// Members the interpreter cannot run: reported when the type is used, so that an
    /// unused helper in a pasted file does not stop the run.
    var unsupportedMembers: [LocatedError] = []

    init(name: String, syntax: StructDeclSyntax, role: Role) {
        self.name = name
        self.syntax = syntax
        self.role = role
    }

}

/// `extension ContainerValues { @Entry var name: T = default }`.
struct ContainerEntry {
    let name: String
    let type: DeclaredType
    let defaultValue: ExprSyntax?
    let slot: Int
    let node: Syntax
}

/// Everything declared at the top level of a file.
final class ProgramDeclarations {
    var types: [String: TypeDeclaration] = [:]
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Top-level `let`/`var` with a value: parameters `--param` can override.
    var globals: [String: StoredProperty] = [:]
    var globalComputed: [String: ComputedProperty] = [:]
    /// `extension View { func name(…) -> some View }`: modifiers written in the file.
    var viewExtensionMethods: [String: [FunctionDeclSyntax]] = [:]
    var containerEntries: [String: ContainerEntry] = [:]
    /// `struct K: LayoutValueKey`, in declaration order (each gets a key slot).
    var layoutValueKeys: [String] = []
    var previews: [(closure: ClosureExprSyntax, node: Syntax)] = []
    var topLevelExpressions: [CodeBlockItemSyntax] = []
    /// The seed's `LayoutProcessInspector` or its `inspectLayoutProcess` extension was found;
    /// both map to the engine's inspector.
    var recognisedInspector = false

    /// Every name a user may have meant, for "did you mean" hints.
    var declaredNames: [String] {
        Array(types.keys) + Array(functions.keys) + Array(globals.keys) + Array(globalComputed.keys)
    }
}

/// Collects the declarations of a parsed file. Declarations the interpreter cannot use at
/// all (classes, enums, protocols) are errors; unsupported members of a struct are errors
/// only when the struct is used.
struct DeclarationCollector {
    static let inspectorTypeName = "LayoutProcessInspector"
    static let inspectorModifierName = "inspectLayoutProcess"
    static let maximumKeySlots = KeySlots.count

    private(set) var program = ProgramDeclarations()
    private(set) var errors: [LocatedError] = []
    /// Extensions of other types, read once every struct of the file is known (an extension
    /// may come before the struct it extends).
    private var typeExtensions: [ExtensionDeclSyntax] = []

    mutating func collect(_ file: SourceFileSyntax) {
        defer { collectTypeExtensions() }
        for item in file.statements {
            switch item.item {
            case let .decl(decl): collectTopLevel(decl)
            case let .stmt(stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self), expression.expression.is(MacroExpansionExprSyntax.self) {
                    collectMacro(expression.expression.cast(MacroExpansionExprSyntax.self))
                } else {
                    program.topLevelExpressions.append(item)
                }
            case let .expr(expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    collectMacro(macro)
                } else {
                    program.topLevelExpressions.append(item)
                }
            }
        }
    }

    private mutating func collectMacro(_ macro: MacroExpansionExprSyntax) {
        guard macro.macroName.text == "Preview" else {
            errors.append(.unsupported("the macro #\(macro.macroName.text)", at: macro, hints: ["#Preview { … } is the only macro LayoutLab reads"]))
            return
        }
        guard let closure = macro.trailingClosure else {
            errors.append(LocatedError("#Preview needs a trailing closure with the view to lay out", at: macro))
            return
        }
        program.previews.append((closure, Syntax(macro)))
    }

    private mutating func collectTopLevel(_ decl: DeclSyntax) {
        if decl.is(ImportDeclSyntax.self) { return }
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            // `#if DEBUG … #endif` around previews: the first branch is the one Xcode builds
            // for a debug run on a device.
            guard case let .statements(items)? = conditional.clauses.first?.elements else { return }
            for item in items {
                if case let .decl(inner) = item.item { collectTopLevel(inner) } else { program.topLevelExpressions.append(item) }
            }
            return
        }
        if let structDecl = decl.as(StructDeclSyntax.self) {
            collectStruct(structDecl)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            program.functions[function.name.text, default: []].append(function)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            collectGlobal(variable)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            collectExtension(extensionDecl)
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            guard macro.macroName.text == "Preview" else {
                errors.append(.unsupported("the macro #\(macro.macroName.text)", at: macro,
                                           hints: ["#Preview { … } is the only macro LayoutLab reads"]))
                return
            }
            guard let closure = macro.trailingClosure else {
                errors.append(LocatedError("#Preview needs a trailing closure with the view to lay out", at: macro))
                return
            }
            program.previews.append((closure, Syntax(macro)))
        } else if decl.is(TypeAliasDeclSyntax.self) {
            errors.append(.unsupported("a typealias", at: decl))
        } else {
            let kind = declarationKind(decl)
            errors.append(.unsupported("\(kind) declaration", at: decl, hints: [
                "LayoutLab interprets structs (View, Layout, ViewModifier, LayoutValueKey), functions, "
                    + "top-level constants and extensions of View and ContainerValues",
            ]))
        }
    }

    private func declarationKind(_ decl: DeclSyntax) -> String {
        if decl.is(ClassDeclSyntax.self) { return "a class" }
        if decl.is(EnumDeclSyntax.self) { return "an enum" }
        if decl.is(ProtocolDeclSyntax.self) { return "a protocol" }
        if decl.is(ActorDeclSyntax.self) { return "an actor" }
        return "this"
    }

    // MARK: Structs

    private mutating func collectStruct(_ decl: StructDeclSyntax) {
        let name = decl.name.text
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if name == Self.inspectorTypeName && inherited.contains("Layout") {
            program.recognisedInspector = true
            return
        }
        guard program.types[name] == nil else {
            errors.append(LocatedError("invalid redeclaration of '\(name)'", at: decl.name))
            return
        }
        let role: TypeDeclaration.Role =
            inherited.contains("View") ? .view
            : inherited.contains("Layout") ? .layout
            : inherited.contains("ViewModifier") ? .viewModifier
            : inherited.contains("LayoutValueKey") ? .layoutValueKey
            : .other
        let type = TypeDeclaration(name: name, syntax: decl, role: role)
        if decl.genericParameterClause != nil {
            type.unsupportedMembers.append(.unsupported("a generic struct", at: decl.name))
        }
        for member in decl.memberBlock.members {
            collectMember(member.decl, into: type)
        }
        if role == .layoutValueKey {
            guard program.layoutValueKeys.count < Self.maximumKeySlots else {
                errors.append(LocatedError("more than \(Self.maximumKeySlots) LayoutValueKey types in one file", at: decl.name))
                return
            }
            program.layoutValueKeys.append(name)
        }
        program.types[name] = type
    }

    private func collectMember(_ decl: DeclSyntax, into type: TypeDeclaration) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            collectProperty(variable, into: type)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            if function.modifiers.contains(where: { $0.name.text == "static" }) {
                type.unsupportedMembers.append(.unsupported("a static method", at: function.name))
            } else {
                type.methods[function.name.text, default: []].append(function)
            }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            type.initializers.append(initializer)
        } else if decl.is(TypeAliasDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self) {
            type.unsupportedMembers.append(.unsupported("this member", at: decl))
        } else {
            type.unsupportedMembers.append(.unsupported("a nested type or this member", at: decl))
        }
    }

    private func collectProperty(_ variable: VariableDeclSyntax, into type: TypeDeclaration) {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" }
        let attributes = attributeNames(variable.attributes)
        let wrapper: StoredProperty.Wrapper = attributes.contains("State") ? .state : attributes.contains("Binding") ? .binding : .none
        for attribute in attributes where !["State", "Binding", "ViewBuilder", "MainActor"].contains(attribute) {
            type.unsupportedMembers.append(.unsupported("the property wrapper @\(attribute)", at: variable.attributes, hints: [
                "LayoutLab lays out one moment of a view: @State and @Binding hold their initial values; "
                    + "environment and observed objects are not modelled",
            ]))
        }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                type.unsupportedMembers.append(.unsupported("a destructuring pattern", at: binding.pattern))
                continue
            }
            let declared = DeclaredType(binding.typeAnnotation?.type)
            if let accessors = binding.accessorBlock {
                guard let body = Self.getterBody(accessors) else {
                    type.unsupportedMembers.append(.unsupported("a property with get/set or observers", at: accessors))
                    continue
                }
                type.computedProperties[name] = ComputedProperty(
                    name: name, type: declared, body: body,
                    isViewBuilder: name == "body" || attributes.contains("ViewBuilder"), node: Syntax(binding))
                continue
            }
            let property = StoredProperty(
                name: name, type: declared, initializer: binding.initializer?.value, wrapper: wrapper,
                isLet: isLet, node: Syntax(binding))
            if isStatic {
                type.staticProperties[name] = property
            } else {
                type.storedProperties.append(property)
            }
        }
    }

    static func getterBody(_ accessors: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch accessors.accessors {
        case let .getter(body): return body
        case let .accessors(list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            return getter.body?.statements
        }
    }

    private func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    // MARK: Top-level constants

    private mutating func collectGlobal(_ variable: VariableDeclSyntax) {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                errors.append(.unsupported("a destructuring pattern", at: binding.pattern))
                continue
            }
            guard program.globals[name] == nil, program.globalComputed[name] == nil else {
                errors.append(LocatedError("invalid redeclaration of '\(name)'", at: binding.pattern))
                continue
            }
            let declared = DeclaredType(binding.typeAnnotation?.type)
            if let accessors = binding.accessorBlock {
                guard let body = Self.getterBody(accessors) else {
                    errors.append(.unsupported("a property with get/set or observers", at: accessors))
                    continue
                }
                let isViewBuilder = name == "body" || attributeNames(variable.attributes).contains("ViewBuilder")
                program.globalComputed[name] = ComputedProperty(
                    name: name, type: declared, body: body, isViewBuilder: isViewBuilder, node: Syntax(binding))
                continue
            }
            guard let initializer = binding.initializer?.value else {
                errors.append(LocatedError("top-level '\(name)' needs a value", at: binding))
                continue
            }
            program.globals[name] = StoredProperty(
                name: name, type: declared, initializer: initializer, wrapper: .none, isLet: isLet, node: Syntax(binding))
        }
    }

    // MARK: Extensions

    private mutating func collectExtension(_ decl: ExtensionDeclSyntax) {
        let extended = decl.extendedType.trimmedDescription
        switch extended {
        case "View":
            for member in decl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                    errors.append(.unsupported("this member of an extension of View", at: member.decl,
                                               hints: ["extensions of View may declare modifiers: func name(…) -> some View"]))
                    continue
                }
                if function.name.text == Self.inspectorModifierName {
                    program.recognisedInspector = true
                    continue
                }
                program.viewExtensionMethods[function.name.text, default: []].append(function)
            }
        case "ContainerValues":
            for member in decl.memberBlock.members {
                collectEntry(member.decl)
            }
        default:
            typeExtensions.append(decl)
        }
    }

    /// `extension MyLayout { func placeSubviews… }`: the members join the struct's own, as in
    /// Swift (seed 004's `BasicVStack` leaves its placeSubviews to be written elsewhere).
    private mutating func collectTypeExtensions() {
        for decl in typeExtensions {
            let extended = decl.extendedType.trimmedDescription
            guard let type = program.types[extended] else {
                errors.append(.unsupported("an extension of \(extended)", at: decl.extendedType, hints: [
                    "LayoutLab reads extensions of View (modifiers), ContainerValues (@Entry values) "
                        + "and of the structs the file declares",
                ]))
                continue
            }
            if let clause = decl.inheritanceClause {
                type.unsupportedMembers.append(.unsupported("a conformance added in an extension", at: clause, hints: [
                    "declare the conformance on the struct itself: struct \(extended): Layout { … }",
                ]))
            }
            for member in decl.memberBlock.members {
                collectMember(member.decl, into: type)
            }
        }
    }

    private mutating func collectEntry(_ decl: DeclSyntax) {
        guard let variable = decl.as(VariableDeclSyntax.self),
              variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Entry" }),
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            errors.append(.unsupported("this member of an extension of ContainerValues", at: decl,
                                       hints: ["declare container values as `@Entry var name: Type = defaultValue`"]))
            return
        }
        guard program.containerEntries.count < Self.maximumKeySlots else {
            errors.append(LocatedError("more than \(Self.maximumKeySlots) container values in one file", at: binding.pattern))
            return
        }
        program.containerEntries[name] = ContainerEntry(
            name: name, type: DeclaredType(binding.typeAnnotation?.type), defaultValue: binding.initializer?.value,
            slot: program.containerEntries.count, node: Syntax(binding))
    }
}
