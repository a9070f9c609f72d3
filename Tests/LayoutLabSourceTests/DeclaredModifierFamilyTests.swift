import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 29 item 1's last hand-written parameter lists in Modifiers/: each family now binds the
// engine's declarations, SwiftUI's signatures (Apple's documentation pages; OpenSwiftUI's
// PositionLayout.swift, OffsetEffect.swift, ValueActionModifier.swift, TaskModifier.swift, Tag.swift,
// LineLimits.swift, BackgroundModifier.swift). Each test calls every overload, labelled and
// trailing where there is a closure, and checks that a label SwiftUI does not have gets the
// binder's located error naming the declared overloads.

/// The attribute values of the nodes' attributes named `name`, in tree order.
private func attributes(_ run: SourceRun, _ name: String) -> [String] {
    run.tree.nodes.flatMap { $0.attributes.filter { $0.name == name }.map(\.value) }
}

/// The one diagnostic of a source that must not run.
private func refusal(_ source: String) -> SourceDiagnostic? {
    sourceError(source)?.diagnostics.first
}

@Suite("Declared: the modifiers of Modifiers/ bound from the engine's declarations (issue 29 item 1)")
struct DeclaredModifierFamilyTests {
    private static let view = "Color.red.frame(width: 20, height: 20)"

    @Test("position(_:) and position(x:y:), x and y defaulting to 0; offset(_:) and offset(x:y:) (spec §20.1, §20.2)")
    func geometry() throws {
        // The position view takes the whole proposal, 402 × 778 at (0, 62) (spec §9, §20.1), and
        // centres the 20 × 20 view at (50, 0) in it: its origin is (40, 52).
        let expected = [CGRect(x: 40, y: 52, width: 20, height: 20)]
        for call in [".position(x: 50)", ".position(x: 50, y: 0)", ".position(CGPoint(x: 50, y: 0))"] {
            #expect(try run(Self.view + call).frames(kind: "Color") == expected, "\(call)")
        }
        #expect(try run(Self.view + ".position()").frames(kind: "Color") == [CGRect(x: -10, y: 52, width: 20, height: 20)])
        // An offset moves the drawing, not the layout: both spellings record the same effect.
        let offsets = try [".offset(CGSize(width: 5, height: 0))", ".offset(x: 5)", ".offset(x: 5, y: 0)"].map {
            attributes(try run(Self.view + $0), "offset")
        }
        #expect(offsets[0].count == 1 && offsets.allSatisfy { $0 == offsets[0] })
        let wrong = refusal(Self.view + ".position(z: 3)")
        #expect(wrong?.message == "no 'position' accepts the arguments (z:)")
        #expect(wrong?.hints.contains { $0.contains("position(x: CGFloat = …, y: CGFloat = …)") } == true)
        #expect(refusal(Self.view + ".offset(width: 5)")?.message == "no 'offset' accepts the arguments (width:)")
    }
}
