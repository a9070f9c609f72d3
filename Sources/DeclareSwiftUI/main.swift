import Foundation
import SwiftParser
import SwiftSyntax

// Writes the interpreter's declarations of SwiftUI's API from the engine's own public Swift
// API, which has SwiftUI's signatures (labels, defaults, `@ViewBuilder`), so each is written
// once, in the engine:
//
//     DeclareSwiftUI OUTPUT.swift ENGINE_API_FOLDER_OR_FILE…
//
// (`swift run DeclareSwiftUI Sources/LayoutLabSource/Generated/DeclaredSwiftUI.swift
// Sources/LayoutLab/API`; a test in layoutlabTests fails while the committed file is stale.)
//
// For each public initialiser of a public View or Shape type, and each public method of
// `extension View` (and of `extension Text`, `Image`, `Shape`, …), it writes an enum
// `Declared.<Type>.<name><Labels>` holding the parameter list the binder matches calls
// against, each default compiled from the engine's default expression, and a typed key per
// parameter that bridges read arguments by. A renamed label or parameter renames the key or
// the enum, so a bridge that reads the old name no longer builds.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

/// Protocols a generic parameter may be constrained to, and the interpreter's type for a value
/// of one: a view, or the interpreter's holder of a shape style or shape (its own types, named
/// here because the engine's protocols have no single bridged type).
let protocolTypes: [String: String] = [
    "View": ".view",
    "ShapeStyle": ".bridged(ShapeStyleValue.self)",
    "Shape": ".bridged(ShapeValue.self)",
    "InsettableShape": ".bridged(ShapeValue.self)",
    // `value: V?` of ProgressView, `step: V.Stride` of Slider: a number, whichever floating type.
    "BinaryFloatingPoint": ".bridged(Double.self)",
    // `format: F` of LabeledContent: the interpreter's format style (Runtime/Formatting).
    "FormatStyle": ".bridged(FormatStyle.self)",
    // `_ behavior: some ScrollTargetBehavior`: `.viewAligned`, `.paging` (Bridges/ScrollAndGridTypes).
    "ScrollTargetBehavior": ".bridged(ScrollTargetBehaviorValue.self)",
    // `dynamicTypeSize(_ range: T)`, `T: RangeExpression`: the interpreter's one range type.
    "RangeExpression": ".builtin(Bridges.range)",
]

/// Generic types whose values the interpreter holds in a type of its own, whatever the generic
/// stands for: `Anchor<A>.Source` (`.bounds`, `.center`) is a rect's or a point's source.
let genericHolders: [String: String] = [
    "Anchor.Source": ".bridged(AnchorSourceValue.self)",
]

/// How a generic parameter's default is compiled, for protocols whose values the interpreter
/// holds in a type of its own: the existential the engine's expression is typed as, and the holder.
let protocolDefaults: [String: (existential: String, wrap: String)] = [
    "ShapeStyle": ("any ShapeStyle", "ShapeStyleValue(style: value)"),
]

struct Declaration {
    var owner: String
    var member: String
    var isModifier: Bool
    var signature: String
    var parameters: [FunctionParameterSyntax]
    /// Generic parameter → what it is constrained to.
    var generics: [String: String]
    var file: String
}

final class Collector: SyntaxVisitor {
    var declarations: [Declaration] = []
    /// View types whose initialisers are collected (structs conforming to View or Shape, found
    /// in a first pass so extensions of them count wherever they are).
    let viewTypes: Set<String>
    let typeGenerics: [String: [String: String]]
    let file: String

    init(viewTypes: Set<String>, typeGenerics: [String: [String: String]], file: String) {
        self.viewTypes = viewTypes
        self.typeGenerics = typeGenerics
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        // Top-level types only: a source file's item list holds their items.
        guard viewTypes.contains(node.name.text), node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true else { return .skipChildren }
        collect(node.memberBlock, owner: node.name.text, extensionIsPublic: false,
                generics: constraints(node.genericParameterClause, node.genericWhereClause))
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let owner = node.extendedType.trimmedDescription
        let isPublic = node.modifiers.contains { $0.name.text == "public" }
        if owner == "View" || owner == "Shape" || owner == "InsettableShape" || viewTypes.contains(owner) {
            // An extension of a generic type states none of its parameters; the type's own
            // constraints hold, and the where clause's add to them.
            collect(node.memberBlock, owner: owner, extensionIsPublic: isPublic,
                    generics: (typeGenerics[owner] ?? [:]).merging(constraints(nil, node.genericWhereClause)) { $1 })
        }
        return .skipChildren
    }

    func constraints(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [String: String] {
        var result: [String: String] = [:]
        for parameter in clause?.parameters ?? [] {
            result[parameter.name.text] = parameter.inheritedType?.trimmedDescription ?? ""
        }
        for requirement in whereClause?.requirements ?? [] {
            if case let .conformanceRequirement(conformance) = requirement.requirement {
                result[conformance.leftType.trimmedDescription] = conformance.rightType.trimmedDescription
            } else if case let .sameTypeRequirement(same) = requirement.requirement {
                result[same.leftType.trimmedDescription] = "==" + same.rightType.trimmedDescription
            }
        }
        return result
    }

    func collect(_ members: MemberBlockSyntax, owner: String, extensionIsPublic: Bool, generics: [String: String]) {
        for member in members.members {
            let modifiers: DeclModifierListSyntax
            let attributes: AttributeListSyntax
            let name: String
            let clause: FunctionParameterClauseSyntax
            var ownGenerics = generics
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                guard initializer.optionalMark == nil else { continue }
                modifiers = initializer.modifiers
                attributes = initializer.attributes
                name = "init"
                clause = initializer.signature.parameterClause
                ownGenerics.merge(constraints(initializer.genericParameterClause, initializer.genericWhereClause)) { $1 }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                modifiers = function.modifiers
                attributes = function.attributes
                name = function.name.text
                clause = function.signature.parameterClause
                ownGenerics.merge(constraints(function.genericParameterClause, function.genericWhereClause)) { $1 }
            } else {
                continue
            }
            let isPublic = extensionIsPublic || modifiers.contains { $0.name.text == "public" }
            let isStatic = modifiers.contains { $0.name.text == "static" }
            // `@_spi` members are the engine's own hooks for the interpreter, not SwiftUI's API.
            let isSPI = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi" }
            guard isPublic, !isStatic, !isSPI, !name.hasPrefix("_") else { continue }
            let signature = name + clause.trimmedDescription.replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: "  +", with: " ", options: .regularExpression)
            declarations.append(Declaration(owner: owner, member: name, isModifier: name != "init", signature: signature,
                                            parameters: Array(clause.parameters), generics: ownGenerics, file: file))
        }
    }
}

/// The protocols whose public conforming structs' initialisers are declared: views, shapes and
/// toolbar content (`ToolbarItem(placement:content:)`).
let collectedProtocols: Set<String> = ["View", "Shape", "InsettableShape", "ToolbarContent"]

/// The public structs that are views (conforming to View, Shape or InsettableShape) or toolbar content, with
/// their generic parameters' constraints; and the types nested in each top-level type.
func viewTypes(_ files: [SourceFileSyntax]) -> (generics: [String: [String: String]], nested: [String: Set<String>]) {
    var generics: [String: [String: String]] = [:]
    var nested: [String: Set<String>] = [:]
    for file in files {
        for statement in file.statements {
            let owner: String
            let members: MemberBlockSyntax
            if let type = statement.item.as(StructDeclSyntax.self) {
                owner = type.name.text
                members = type.memberBlock
                let inherited = Set(type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
                if type.modifiers.contains(where: { $0.name.text == "public" }), !inherited.isDisjoint(with: collectedProtocols) {
                    var constraints: [String: String] = [:]
                    for parameter in type.genericParameterClause?.parameters ?? [] {
                        constraints[parameter.name.text] = parameter.inheritedType?.trimmedDescription ?? ""
                    }
                    generics[owner] = constraints
                }
            } else if let type = statement.item.as(ExtensionDeclSyntax.self) {
                owner = type.extendedType.trimmedDescription
                members = type.memberBlock
            } else {
                continue
            }
            for member in members.members {
                if let name = member.decl.as(StructDeclSyntax.self)?.name.text ?? member.decl.as(EnumDeclSyntax.self)?.name.text {
                    nested[owner, default: []].insert(name)
                }
            }
        }
    }
    return (generics, nested)
}

// MARK: Writing

func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

func swiftString(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// A type as the interpreter states it (`TypeRef`), for a parameter's type syntax.
func typeRef(_ type: TypeSyntax, _ generics: [String: String], viewBuilder: Bool, owner: String, owners: Set<String>) -> String {
    switch type.as(TypeSyntaxEnum.self) {
    case let .attributedType(attributed):
        return typeRef(attributed.baseType, generics, viewBuilder: viewBuilder, owner: owner, owners: owners)
    case let .optionalType(optional):
        return ".optional(\(typeRef(optional.wrappedType, generics, viewBuilder: false, owner: owner, owners: owners)))"
    case let .arrayType(array):
        return ".array(\(typeRef(array.element, generics, viewBuilder: false, owner: owner, owners: owners)))"
    case let .functionType(function):
        let parameters = function.parameters.map { typeRef($0.type, generics, viewBuilder: false, owner: owner, owners: owners) }
        let result = typeRef(function.returnClause.type, generics, viewBuilder: false, owner: owner, owners: owners)
        return ".function(parameters: [\(parameters.joined(separator: ", "))], result: \(result), isViewBuilder: \(viewBuilder))"
    case let .tupleType(tuple) where tuple.elements.count == 1:
        return typeRef(tuple.elements.first!.type, generics, viewBuilder: viewBuilder, owner: owner, owners: owners)
    case let .someOrAnyType(some):
        return protocolTypes[some.constraint.trimmedDescription] ?? ".any"
    default:
        let written = type.trimmedDescription
        if let constraint = generics[written] {
            return protocolTypes[constraint] ?? ".any"
        }
        // `Binding<V>` (Slider's and Stepper's `value:`, Picker's `selection:`): a `$value` or
        // `.constant(…)` whatever V is, checked as a binding when bound.
        if type.as(IdentifierTypeSyntax.self)?.name.text == "Binding", mentionsGeneric(type, generics) {
            return ".builtin(PropertyWrapperBridges.binding)"
        }
        // `Data.Element`, `KeyPath<Data.Element, ID>`: what the generic stands for is known
        // only at the call.
        if mentionsGeneric(type, generics) {
            let erased = written.replacingOccurrences(of: "<[^<>]*>", with: "", options: .regularExpression)
            return genericHolders[erased] ?? ".any"
        }
        return ".declared(\(qualified(written, owner: owner, owners: owners)).self, \(swiftString(written)))"
    }
}

/// Whether a type names a generic parameter of the declaration (or `Self`).
func mentionsGeneric(_ type: TypeSyntax, _ generics: [String: String]) -> Bool {
    final class Names: SyntaxVisitor {
        var names: [String] = []
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { names.append(node.name.text); return .visitChildren }
    }
    let names = Names(viewMode: .sourceAccurate)
    names.walk(type)
    return names.names.contains { generics[$0] != nil || $0 == "Self" }
}

/// The Swift type a parameter's key reads (`CGFloat?`), or nil for generic and function types
/// (read as content, views or closures).
func keyType(_ type: TypeSyntax, _ generics: [String: String], owner: String, owners: Set<String>) -> String? {
    let base = type.as(AttributedTypeSyntax.self)?.baseType ?? type
    if base.trimmedDescription.contains("->") || base.is(SomeOrAnyTypeSyntax.self) || mentionsGeneric(base, generics) { return nil }
    return qualified(base.trimmedDescription, owner: owner, owners: owners)
}

/// The engine's name for a type written in a declaration: inside `Declared`, `Text` names
/// `Declared.Text`, so the engine's is `LayoutLab.Text`; `ResizingMode` in `extension Image` is
/// `LayoutLab.Image.ResizingMode`.
func qualified(_ written: String, owner: String, owners: Set<String>) -> String {
    let first = String(written.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    if nestedTypes[owner]?.contains(first) == true { return "LayoutLab.\(owner)." + written }
    if owners.contains(first) { return "LayoutLab." + written }
    return written
}

func write(_ declarations: [Declaration], to output: URL) throws {
    let owners = Set(declarations.map(\.owner))
    var lines = [
        "// Generated by DeclareSwiftUI from the engine's public API (Sources/LayoutLab/API). Do not edit:",
        "// edit the engine's declaration, the one home of each SwiftUI signature and default, then run",
        "//     swift run DeclareSwiftUI Sources/LayoutLabSource/Generated/DeclaredSwiftUI.swift Sources/LayoutLab/API",
        "// (layoutlabTests' \"Declared\" test fails while this file is stale).",
        "import Foundation",
        "import LayoutLab",
        "",
    ]
    var all: [String] = []
    for owner in owners.sorted() {
        lines.append("extension Declared {")
        lines.append("    enum \(owner) {")
        let members = declarations.filter { $0.owner == owner }
        var identifiers: [String: Int] = [:]
        var used: Set<String> = []
        func baseIdentifier(_ declaration: Declaration) -> String {
            declaration.member + declaration.parameters.map { capitalized(($0.firstName.tokenKind == .wildcard ? $0.secondName : $0.firstName)?.text ?? "") }.joined()
        }
        for declaration in members { identifiers[baseIdentifier(declaration), default: 0] += 1 }
        for declaration in members {
            var identifier = baseIdentifier(declaration)
            if identifiers[identifier, default: 0] > 1 {
                // Overloads with the same labels differ by a type (alignmentGuide's guide): the
                // first parameter's names them; by their generic constraints only, a number.
                let base = identifier
                let type = declaration.parameters.first.map { ($0.type.as(AttributedTypeSyntax.self)?.baseType ?? $0.type).trimmedDescription } ?? ""
                identifier = base + "_" + type.filter { $0.isLetter || $0.isNumber }
                var number = 2
                while used.contains(identifier) {
                    identifier = base + "_" + type.filter { $0.isLetter || $0.isNumber } + "\(number)"
                    number += 1
                }
            }
            used.insert(identifier)
            lines.append("        /// `\(declaration.signature)` (\(declaration.file))")
            lines.append("        enum `\(identifier)`: DeclaredAPI {")
            var parameters: [String] = []
            for parameter in declaration.parameters {
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                // `key _: K.Type` (anchorPreference) has no inner name: its label names it.
                let name = (parameter.secondName.flatMap { $0.tokenKind == .wildcard ? nil : $0 } ?? parameter.firstName).text
                let builder = parameter.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
                let type = typeRef(parameter.type, declaration.generics, viewBuilder: builder, owner: declaration.owner, owners: owners)
                let key = keyType(parameter.type, declaration.generics, owner: declaration.owner, owners: owners)
                lines.append("            static let `\(name)` = DeclaredParameter<\(key ?? "Any")>(\(swiftString(name)))")
                var defaultValue = "nil"
                if let expression = parameter.defaultValue?.value, let key {
                    // Compiled here, in the engine's type, from the engine's default expression.
                    defaultValue = "{ let value: \(key) = \(expression.trimmedDescription); return .declared(value) }"
                } else if let expression = parameter.defaultValue?.value,
                          let holder = declaration.generics[parameter.type.trimmedDescription].flatMap({ protocolDefaults[$0] }) {
                    // A generic's default (`_ content: S = ForegroundStyle()`), held as the interpreter holds one.
                    defaultValue = "{ let value: \(holder.existential) = \(expression.trimmedDescription); return .declared(\(holder.wrap)) }"
                }
                parameters.append("""
                                Parameter(label: \(label.map(swiftString) ?? "nil"), name: \(swiftString(name)), type: \(type), \
                hasDefault: \(parameter.defaultValue != nil), isVariadic: \(parameter.ellipsis != nil), defaultValue: \(defaultValue)),
                """)
            }
            lines.append("            nonisolated(unsafe) static let declaration = Declaration(")
            lines.append("                owner: \(swiftString(declaration.owner)), name: \(swiftString(declaration.member)), isModifier: \(declaration.isModifier), parameters: [")
            lines += parameters
            lines.append("                ])")
            lines.append("        }")
            all.append("Declared.\(owner).`\(identifier)`.declaration")
        }
        lines.append("    }")
        lines.append("}")
        lines.append("")
    }
    lines.append("extension Declared {")
    lines.append("    /// Every declaration above, for tests that check each one.")
    lines.append("    nonisolated(unsafe) static let all: [Declaration] = [")
    lines += all.map { "        \($0)," }
    lines.append("    ]")
    lines.append("}")
    let text = lines.joined(separator: "\n") + "\n"
    if (try? String(contentsOf: output, encoding: .utf8)) != text {
        try text.write(to: output, atomically: true, encoding: .utf8)
    }
}

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else { fail("usage: DeclareSwiftUI OUTPUT.swift ENGINE_API_FOLDER_OR_FILE…") }
// A folder stands for every Swift file below it.
let paths = arguments.dropFirst().flatMap { path -> [String] in
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
    let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".swift") }.map { (path as NSString).appendingPathComponent($0) }
}.sorted()
let files = paths.map { path -> (String, SourceFileSyntax) in
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    let name = path.components(separatedBy: "/API/").last ?? path
    return (name, Parser.parse(source: text))
}
let (typeGenerics, nestedTypes) = viewTypes(files.map(\.1))
var declarations: [Declaration] = []
for (name, file) in files {
    let collector = Collector(viewTypes: Set(typeGenerics.keys), typeGenerics: typeGenerics, file: name)
    collector.walk(file)
    declarations += collector.declarations
}
do {
    try write(declarations, to: URL(fileURLWithPath: outputPath))
} catch {
    fail("cannot write \(outputPath): \(error)")
}
