import Foundation
import Testing
@testable import LayoutLab

// Issue 33 rule 5 — scaleEffect, rotationEffect and offset leave layout alone (Apple:
// https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:) "has no
// effect on the view's frame"; https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:))
// while frames read in global coordinates are transformed: the bounding box of the transformed
// corners (https://harshil.net/blog/swiftui-rotationeffect-is-kinda-funky: a rotated view's
// anchor bounds grow; https://www.swiftbysundell.com/tips/uiview-bounds-and-transforms/: a
// 100 × 100 view scaled 2× has the frame (-50, -50, 200, 200)).

private final class Reading: @unchecked Sendable {
    var frame: CGRect?
    var size: CGSize?
}

private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
}

@Suite("Geometry after render transforms (issue 33 rule 5)")
struct GeometryEffectTests {
    /// A 100 × 50 red view whose onGeometryChange reads its global frame, under `transform`.
    private func observed<V: View>(_ transform: (AnyView) -> V) throws -> (layout: CGRect, global: CGRect?, size: CGSize?) {
        let view = AnyView(Color.red.frame(width: 100, height: 50)
            .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { _ in }
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { _ in })
        let result = try transform(view).layout()
        // Both observers sit on the frame's node: its layout frame is the one they modify.
        let global = try #require(result.observations.first { $0.value is CGRect })
        let size = result.observations.first { $0.value is CGSize }
        let layout = try #require(result.frame(of: global.node))
        return (layout, global.value as? CGRect, size?.value as? CGSize)
    }

    @Test("scaleEffect(2): the layout frame and proxy.size stay 100 × 50; the global frame is 200 × 100 about the same centre")
    func scale() throws {
        let (layout, global, size) = try observed { $0.scaleEffect(2) }
        #expect(layout.size == CGSize(width: 100, height: 50))
        #expect(size == CGSize(width: 100, height: 50))
        #expect(close(global, CGRect(x: layout.midX - 100, y: layout.midY - 50, width: 200, height: 100)))
    }

    @Test("rotationEffect(90°): the global frame is the rotated corners' bounding box, 50 × 100 about the centre")
    func rotation() throws {
        let (layout, global, _) = try observed { $0.rotationEffect(.degrees(90)) }
        #expect(layout.size == CGSize(width: 100, height: 50))
        #expect(close(global, CGRect(x: layout.midX - 25, y: layout.midY - 50, width: 50, height: 100)))
    }

    @Test("Order counts: .offset(x: 10).scaleEffect(2) draws the offset scaled (20); .scaleEffect(2).offset(x: 10) does not")
    func order() throws {
        let inner = try observed { $0.offset(x: 10).scaleEffect(2) }
        #expect(close(inner.global, CGRect(x: inner.layout.midX - 100 + 20, y: inner.layout.midY - 50, width: 200, height: 100)))
        let outer = try observed { $0.scaleEffect(2).offset(x: 10) }
        #expect(close(outer.global, CGRect(x: outer.layout.midX - 100 + 10, y: outer.layout.midY - 50, width: 200, height: 100)))
    }

    @Test("scaleEffect(0.5, anchor: .topLeading) on an ancestor: a GeometryReader inside sees its frame scaled towards the ancestor's corner")
    func ancestorAnchor() throws {
        let reading = Reading()
        let result = try VStack(spacing: 0) {
            Color.blue.frame(width: 200, height: 100)
            GeometryReader { proxy in
                reading.frame = proxy.frame(in: .global)
                reading.size = proxy.size
                return Color.clear
            }
            .frame(width: 200, height: 100)
        }
        .scaleEffect(0.5, anchor: .topLeading)
        .layout()
        let stack = try #require(result.tree.nodes(named: "VStack").first.flatMap { result.frame(of: $0.id) })
        #expect(stack.size == CGSize(width: 200, height: 200))
        #expect(reading.size == CGSize(width: 200, height: 100))
        // The reader's layout frame starts 100 below the stack's top; halved towards the corner.
        #expect(close(reading.frame, CGRect(x: stack.minX, y: stack.minY + 50, width: 100, height: 50)))
    }
}
