import Foundation
import Testing
@testable import LayoutLab
import TestSupport

// Seed 000's custom layouts, compiled against LayoutLab unchanged but for the import (and,
// for the value checkers, printing into a buffer and declaring the container value without
// SwiftUI's `@Entry` macro, which LayoutLab does not have).

// `RedRectangleProxy` and the VStack it stands in (`RedRectangleProxyView`) are in Tests/TestSupport/SeedViews.swift.

struct MyContainerValueKey: ContainerValueKey {
    static let defaultValue: Int? = nil
}

extension ContainerValues {
    var myContainerValue: Int? {
        get { self[MyContainerValueKey.self] }
        set { self[MyContainerValueKey.self] = newValue }
    }
}

struct MyContainerValueChecker: Layout {
    let output: PrintBuffer

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else {
            return .zero
        }

        output.print("subview.containerValues.myContainerValue:", subview.containerValues.myContainerValue as Any)

        return subview.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

struct MyLayoutValue: LayoutValueKey {
    static let defaultValue: Int? = nil
}

struct MyLayoutValueChecker: Layout {
    let output: PrintBuffer

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let subview = subviews.first else {
            return .zero
        }

        output.print("subview[MyLayoutValue.self]:", subview[MyLayoutValue.self] as Any)

        return subview.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

@Suite("Seed 000: custom layouts")
struct Seed000CustomLayoutTests {
    @Test("おまけ 3: RedRectangleProxy's scripted answers decide the order, not the widths")
    func redRectangleProxy() throws {
        #expect(try inspectorLines(RedRectangleProxyView()) == Fixture.lines("seed-000/red-rectangle-proxy"))
    }

    @Test("ContainerValue: an inspector hides the value from the layout above it; without one it shows")
    func containerValue() throws {
        let hidden = PrintBuffer()
        let lines = try inspectorLines(MyContainerValueChecker(output: hidden) {
            Text("Hello, world.")
                .containerValue(\.myContainerValue, 777)
                .inspectLayoutProcess("Text")
        })
        #expect(hidden.lines == ["subview.containerValues.myContainerValue: nil"])
        #expect(lines.first == "【Text】proposal size: ProposedViewSize(width: Optional(402.0), height: Optional(778.0))")

        let shown = PrintBuffer()
        _ = try MyContainerValueChecker(output: shown) {
            Text("Hello, world.")
                .containerValue(\.myContainerValue, 777)
                .padding(1)
        }.layout()
        #expect(shown.lines == ["subview.containerValues.myContainerValue: Optional(777)"])
    }

    @Test("LayoutValue: an inspector hides the value from the layout above it; without one it shows")
    func layoutValue() throws {
        let hidden = PrintBuffer()
        _ = try MyLayoutValueChecker(output: hidden) {
            Text("Hello, world.")
                .layoutValue(key: MyLayoutValue.self, value: 777)
                .inspectLayoutProcess("Text")
        }.layout()
        #expect(hidden.lines == ["subview[MyLayoutValue.self]: nil"])

        let shown = PrintBuffer()
        _ = try MyLayoutValueChecker(output: shown) {
            Text("Hello, world.")
                .layoutValue(key: MyLayoutValue.self, value: 777)
        }.layout()
        #expect(shown.lines == ["subview[MyLayoutValue.self]: Optional(777)"])
    }
}
