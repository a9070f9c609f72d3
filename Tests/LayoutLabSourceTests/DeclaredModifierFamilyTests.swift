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

    @Test("onChange's three overloads, onAppear and task's two, labelled and trailing; what runs after the first layout")
    func lifecycle() throws {
        func printed(_ modifier: String) throws -> [String] {
            try run(Self.view + modifier).lines.filter { $0.hasPrefix("ran") }
        }
        // iOS 17's forms run with `initial: true`, the two-parameter one given the value twice.
        #expect(try printed(".onChange(of: 3, initial: true) { print(\"ran\") }") == ["ran"])
        #expect(try printed(".onChange(of: 3, initial: true, { print(\"ran\") })") == ["ran"])
        #expect(try printed(".onChange(of: 3, initial: true) { old, new in print(\"ran\", old, new) }") == ["ran 3 3"])
        #expect(try printed(".onChange(of: 3, initial: true, { old, new in print(\"ran\", old, new) })") == ["ran 3 3"])
        // Without `initial: true`, and iOS 14's `perform:` (which has none), only a change runs it.
        for call in [".onChange(of: 3) { print(\"ran\") }", ".onChange(of: 3) { value in print(\"ran\", value) }",
                     ".onChange(of: 3, perform: { value in print(\"ran\", value) })"] {
            let run = try run(Self.view + call)
            #expect(run.lines.filter { $0.hasPrefix("ran") }.isEmpty, "\(call)")
            #expect(attributes(run, "onChange") == ["not run: only when the value changes"], "\(call)")
        }
        for call in [".onAppear { print(\"ran\") }", ".onAppear(perform: { print(\"ran\") })", ".task { print(\"ran\") }",
                     ".task(priority: .background, { print(\"ran\") })", ".task(id: 3) { print(\"ran\") }",
                     ".task(id: 3, priority: .high) { print(\"ran\") }"] {
            #expect(try printed(call) == ["ran"], "\(call)")
        }
        // SwiftUI's action is unlabelled, and `onChange` has no `initial:` with `perform:`.
        #expect(refusal(Self.view + ".task(id: 3, action: { })")?.message == "no 'task' accepts the arguments (id:action:)")
        #expect(refusal(Self.view + ".onChange(of: 3, initial: true, perform: { _ in })")?.message
                == "no 'onChange' accepts the arguments (of:initial:perform:)")
        #expect(refusal(Self.view + ".onChange(off: 3) { }")?.message == "no 'onChange' accepts the arguments (off:{…})")
    }

    @Test("tag(_:includeOptional:), toolbar(_:for:), toolbar(id:content:), toolbar(removing:), dynamicTypeSize's two, styles")
    func controls() throws {
        for call in [".tag(2)", ".tag(2, includeOptional: false)"] {
            #expect(attributes(try run(Self.view + call), "tag") == ["2"], "\(call)")
        }
        let bars = try run("NavigationStack { \(Self.view).toolbar(.hidden, for: .navigationBar, .tabBar) }")
        #expect(attributes(bars, "toolbar") == ["hidden for navigationBar, tabBar"])
        // A customizable toolbar lays out as `toolbar(content:)`: the bottom bar takes its 44 (spec §24).
        let item = "ToolbarItem(id: \"add\", placement: .bottomBar) { Text(\"Add\") }"
        let plain = try run("NavigationStack { \(Self.view).toolbar { \(item) } }")
        for call in [".toolbar(id: \"main\") { \(item) }", ".toolbar(id: \"main\", content: { \(item) })"] {
            #expect(layoutSignature(try run("NavigationStack { \(Self.view)\(call) }")) == layoutSignature(plain), "\(call)")
        }
        #expect(attributes(try run(Self.view + ".toolbar(removing: .sidebarToggle)"), "toolbar") == ["removing .sidebarToggle"])
        #expect(attributes(try run(Self.view + ".toolbar(removing: nil)"), "toolbar") == ["removing nil"])
        #expect(attributes(try run(Self.view + ".dynamicTypeSize(.xLarge)"), "dynamicTypeSize") == ["xLarge"])
        #expect(attributes(try run(Self.view + ".dynamicTypeSize(...DynamicTypeSize.large)"), "dynamicTypeSize").count == 1)
        #expect(attributes(try run(Self.view + ".listStyle(.plain)"), "listStyle") == ["plain"])
        // `datePickerStyle<S: DatePickerStyle>(_:)`: the engine lays out the compact style only.
        for call in [".datePickerStyle(.compact)", ".datePickerStyle(.automatic)", ".datePickerStyle(CompactDatePickerStyle())"] {
            #expect(attributes(try run(Self.view + call), "datePickerStyle") == ["compact"], "\(call)")
        }
        #expect(refusal(Self.view + ".datePickerStyle(.wheel)") != nil)
        #expect(refusal(Self.view + ".controlSize(size: .small)")?.message == "no 'controlSize' accepts the arguments (size:)")
        let removing = refusal(Self.view + ".toolbar(remove: .sidebarToggle)")
        #expect(removing?.message == "no 'toolbar' accepts the arguments (remove:)")
        #expect(removing?.hints.contains { $0.contains("toolbar(removing: ToolbarDefaultItemKind?)") } == true)
    }

    @Test("background(_:in:fillStyle:), background(in:fillStyle:), overlay(_:in:fillStyle:); imageScale; lineLimit's ranges")
    func layoutAndText() throws {
        for call in [".background(.red, in: Capsule())", ".background(.red, in: Capsule(), fillStyle: FillStyle(eoFill: true))"] {
            #expect(attributes(try run(Self.view + call), "background").first?.hasPrefix("red in Capsule") == true, "\(call)")
        }
        #expect(attributes(try run(Self.view + ".background(in: Capsule())"), "background").first?.hasPrefix("background in Capsule") == true)
        #expect(attributes(try run(Self.view + ".overlay(.blue, in: Circle())"), "overlay").first?.hasPrefix("blue in Circle") == true)
        // SwiftUI has no `overlay(in:)`: the hand-written list accepted it.
        #expect(refusal(Self.view + ".overlay(in: Circle())")?.message == "no 'overlay' accepts the arguments (in:)")
        #expect(attributes(try run("Image(systemName: \"star\").imageScale(.large)"), "imageScale") == ["large"])
        let text = "Text(\"One two three four five six seven eight nine ten\").frame(width: 60)"
        for (call, attribute) in [(".lineLimit(2...4)", "2...4"), (".lineLimit(2...)", "2..."), (".lineLimit(...3)", "...3")] {
            #expect(attributes(try run(text + call), "lineLimit") == [attribute], "\(call)")
        }
        #expect(refusal(text + ".lineLimit(2..<4)")?.message.contains("lineLimit takes a number of lines or a range of them") == true)
        #expect(attributes(try run("ScrollView { \(Self.view) }.scrollTargetBehavior(.paging)"), "scrollTargetBehavior").count == 1)
    }
}
