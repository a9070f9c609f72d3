import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 29, item 3: nothing is dropped silently. Every modifier in the catalog, applied after
// each kind of view, either changes the tree as its class says (modelled: the tree or a frame
// changes; accepted: an attribute of its name is recorded) or is refused with an error located
// at the modifier. The list of modifiers is the catalog's, so a new modifier is covered.

/// The kinds of view a modifier can follow, as written in SwiftUI.
private let viewKinds: [(name: String, source: String)] = [
    ("shape", "Rectangle()"),
    ("gradient", "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)"),
    ("Color", "Color.red"),
    ("Text", "Text(\"Hello\")"),
    ("Image", "Image(systemName: \"star\")"),
    ("container", "VStack { Text(\"a\") }"),
]

/// A value of `type` for a modelled modifier's required parameter: a bridged type's first
/// constant (`.center`), or a literal of the basic types. Nil when no sample is known, which the
/// test reports, so a parameter type added later is noticed.
private func sample(of type: TypeRef) -> String? {
    switch type {
    case let .optional(wrapped): return sample(of: wrapped)
    case .function: return "{ Text(\"x\") }"
    case .view: return "Text(\"x\")"
    case .any: return "1"
    case let .bridged(bridged): return sample(of: bridged.bridge)
    case let .builtin(bridge): return sample(of: bridge)
    case let .named(name, _): return Bridges.named(name).flatMap(sample(of:))
    default: return nil
    }
}

private func sample(of bridge: TypeBridge) -> String? {
    switch bridge.name {
    case "CGFloat", "Double", "Int", "Float": return "10"
    case "Bool": return "true"
    case "String": return "\"a\""
    case "Text": return "Text(\"a\")"
    case "Shape": return "Circle()"
    case "ShapeStyle": return ".red"
    case "CGSize": return "CGSize(width: 10, height: 10)"
    case "EdgeInsets": return "EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)"
    case "Binding": return ".constant(\"a\")"
    case "PreviewDevice": return "\"iPhone 16 Pro\""
    default: return bridge.constants.keys.sorted().first.map { "." + $0 }
    }
}

/// The arguments of the overload with the fewest required parameters, each given a sample.
private func arguments(for overloads: [ModifierOverload]) -> String? {
    let overload = overloads.min { $0.parameters.filter { !$0.hasDefault }.count < $1.parameters.filter { !$0.hasDefault }.count }!
    var written: [String] = []
    for parameter in overload.parameters where !parameter.hasDefault {
        guard let value = sample(of: parameter.type) else { return nil }
        written.append((parameter.label.map { "\($0): " } ?? "") + value)
    }
    return written.joined(separator: ", ")
}

private func source(_ view: String, modifier: String?) -> String {
    """
    struct ContentView: View {
        var body: some View {
            \(view)
                \(modifier.map { "." + $0 } ?? "")
        }
    }
    """
}

/// What a laid-out tree shows: every node's kind, label and attributes, and its frame.
private func signature(_ run: SourceRun) -> [String] {
    run.tree.nodes.map { node in
        "\(node.kind) \(node.label ?? "") \(node.attributes.map(\.description)) \(run.result.frame(of: node.id).map { "\($0)" } ?? "")"
    }
}

/// Whether the kind's own type declares the member: a shape's path transforms, a gradient's
/// ShapeStyle methods (`opacity`, `blendMode`, `shadow`: a style, drawn in the fill recorded).
private func ownMember(_ name: String, of kind: String) -> Bool {
    switch kind {
    case "shape": ShapeValue.bridge.methods[name] != nil
    case "gradient": DrawingValue.shapeStyleMethods.contains(name)
    default: false
    }
}

@Suite("Every catalogued modifier after every kind of view: applied, recorded or refused with a location")
struct ModifierCoverageTests {
    @Test("No modifier is dropped silently", arguments: viewKinds.map(\.name))
    func everyModifier(kind: String) throws {
        let view = viewKinds.first { $0.name == kind }!.source
        let unmodified = signature(try run(source(view, modifier: nil)))
        for name in ModifierCatalog.names.sorted() {
            let written: String
            switch ModifierCatalog.kind(of: name)! {
            case _ where name.hasSuffix(":)"):
                // A use the catalog names by its label (`frame(depth:)`): that argument given.
                written = String(name.dropLast(2)) + ": 10)"
            case let .layout(overloads):
                guard let arguments = arguments(for: overloads) else {
                    Issue.record("no sample argument for a parameter of '\(name)': add one to sample(of:)")
                    continue
                }
                written = "\(name)(\(arguments))"
            case .accepted, .unmodelled:
                // Accepted modifiers record their arguments as written and never bind them.
                written = "\(name)()"
            }
            let code = source(view, modifier: written)
            do {
                let modified = try run(code)
                if case .unmodelled = ModifierCatalog.kind(of: name)! {
                    Issue.record("\(kind).\(written) ran, but the catalog says LayoutLab does not model it")
                } else if PreviewModifiers.all[name] != nil || ownMember(name, of: kind) {
                    // Canvas settings travel with the view to the preview laid out
                    // (ListsNavigationControlsSourceTests check them); a shape's own `offset` makes
                    // another shape (SwiftUI's OffsetShape, which moves the path drawn, not the
                    // frame), a gradient's `opacity` another style: none is a change of this tree.
                    continue
                } else if case .accepted = ModifierCatalog.kind(of: name)!,
                          !modified.tree.nodes.contains(where: { $0.attributes.contains { $0.name == name } }) {
                    Issue.record("\(kind).\(written) was accepted but no attribute '\(name)' was recorded")
                } else if signature(modified) == unmodified {
                    Issue.record("\(kind).\(written) changed nothing: dropped silently")
                }
            } catch let error as SourceError {
                // Refused: the error must point at the modifier's line (line 4 of the source).
                let lines = error.diagnostics.map(\.line)
                #expect(lines.contains(4), "\(kind).\(written): \(error.description)")
            }
        }
    }
}

@Suite("The modifier catalog and the bridge registry name each thing once (code review: first-wins merges hid repeats)")
struct ModifierCatalogTests {
    /// Every table a name can come from, in the catalog's order of precedence.
    private static var sources: [(table: String, names: [String])] {
        let layoutTables: [(String, [String: [ModifierOverload]])] = [
            ("LayoutModifiers", LayoutModifiers.all), ("PreviewModifiers", PreviewModifiers.all),
            ("ControlModifiers", ControlModifiers.all), ("ScrollAndGridModifiers", ScrollAndGridModifiers.all),
            ("GeometryModifiers", GeometryModifiers.all), ("TextModifiers", TextModifiers.all),
            ("PreferenceModifiers", PreferenceModifiers.all), ("LifecycleModifiers", LifecycleModifiers.all),
        ]
        return layoutTables.map { ($0.0, Array($0.1.keys)) }
            + ModifierCatalog.accepted.map { ("accepted \($0.key)", $0.value) }
            + [("unmodelled", Array(ModifierCatalog.unmodelled.keys))]
    }

    @Test("no name is in two tables, or twice in one list: the first would silently win")
    func namesAreUnique() {
        var seen: [String: String] = [:]
        var repeats: [String] = []
        for (table, names) in Self.sources {
            for name in names {
                if let first = seen[name] {
                    repeats.append("\(name): \(first) and \(table)")
                } else {
                    seen[name] = table
                }
            }
        }
        #expect(repeats.isEmpty, "\(repeats.sorted())")
        #expect(Set(ModifierCatalog.names) == Set(seen.keys))
    }

    @Test("no type name or alias is claimed by two bridges: the first would silently win")
    func bridgeNamesAreUnique() {
        let claims = Dictionary(grouping: Bridges.all.flatMap(\.names), by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(claims.isEmpty, "\(claims)")
    }
}
