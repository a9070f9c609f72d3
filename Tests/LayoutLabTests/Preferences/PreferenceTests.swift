import Foundation
import Testing
@_spi(Interpreter) @testable import LayoutLab

private struct Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Keeps the last value it is given: shows which children take part in a reduction.
private struct Last: PreferenceKey {
    static func reduce(value: inout String?, nextValue: () -> String?) { value = nextValue() }
}

private struct MaxHeight: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct Bounds: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// What each observer received, by preference key name.
private func received(_ result: LayoutResult) -> [String: [String]] {
    result.observations.reduce(into: [:]) { $0[$1.name, default: []].append("\($1.value)") }
}

@Suite("Preferences: values after layout, reduced in tree order")
struct PreferenceTests {
    @Test("Only the children that produce a key are reduced, in tree order; the first value is taken as is")
    func reduction() throws {
        let result = try VStack {
            Color.red.preference(key: Names.self, value: ["a"])
            Color.green
            HStack {
                Color.blue.preference(key: Names.self, value: ["b"])
                Color.gray.preference(key: Names.self, value: ["c"])
            }
        }
        .onPreferenceChange(Names.self) { _ in }
        .layout()
        #expect(received(result)["Names"] == [#"["a", "b", "c"]"#])

        // A key that keeps the last value: the green square, which sets nothing, does not reset it.
        let last = try VStack {
            Color.red.preference(key: Last.self, value: "red")
            Color.green
        }.onPreferenceChange(Last.self) { _ in }.layout()
        #expect(received(last)["Last"] == [#"Optional("red")"#])
    }

    @Test(".preference replaces what the content produced; .transformPreference changes it, from the default when there is none")
    func writeAndTransform() throws {
        let replaced = try VStack { Color.red.preference(key: Names.self, value: ["inner"]) }
            .preference(key: Names.self, value: ["outer"])
            .onPreferenceChange(Names.self) { _ in }.layout()
        #expect(received(replaced)["Names"] == [#"["outer"]"#])

        let transformed = try VStack { Color.red.preference(key: Names.self, value: ["inner"]) }
            .transformPreference(Names.self) { $0.append("t") }
            .onPreferenceChange(Names.self) { _ in }.layout()
        #expect(received(transformed)["Names"] == [#"["inner", "t"]"#])

        let fromDefault = try Color.red.transformPreference(Names.self) { $0.append("t") }
            .onPreferenceChange(Names.self) { _ in }.layout()
        #expect(received(fromDefault)["Names"] == [#"["t"]"#])
    }

    @Test("onPreferenceChange receives nothing when nothing inside it produces the key, and sees only the modifiers inside it")
    func observerPlacement() throws {
        let nothing = try Color.red.onPreferenceChange(Names.self) { _ in }.layout()
        #expect(nothing.observations.isEmpty)
        let outside = try Color.red.onPreferenceChange(Names.self) { _ in }.preference(key: Names.self, value: ["x"]).layout()
        #expect(outside.observations.isEmpty)
        let inside = try Color.red.preference(key: Names.self, value: ["x"]).onPreferenceChange(Names.self) { _ in }.layout()
        #expect(received(inside)["Names"] == [#"["x"]"#])
        #expect(inside.tree.root.attributes.contains(NodeAttribute("onPreferenceChange", "Names")))
    }

    @Test("A ViewThatFits candidate that was not chosen produces nothing")
    func unplacedViews() throws {
        let result = try ViewThatFits {
            Color.red.frame(width: 500, height: 10).preference(key: Names.self, value: ["too wide"])
            Color.blue.frame(width: 50, height: 10).preference(key: Names.self, value: ["chosen"])
        }
        .onPreferenceChange(Names.self) { _ in }
        .frame(width: 100).layout()
        #expect(received(result)["Names"] == [#"["chosen"]"#])
    }

    @Test("An anchor is resolved in the reading GeometryProxy's coordinates; overlayPreferenceValue builds its content once the primary is placed")
    func anchorsAndOverlay() throws {
        let traced = try LaidOut(VStack(spacing: 10) {
            Color.gray.frame(width: 100, height: 30)
            Color.red.frame(width: 40, height: 20).anchorPreference(key: Bounds.self, value: .bounds) { $0 }
        }
        .padding(5)
        .overlayPreferenceValue(Bounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.blue.frame(width: rect.width, height: rect.height).position(x: rect.midX, y: rect.midY)
                }
            }
        })
        // The blue rectangle is drawn exactly over the red one.
        #expect(try traced.placed("blue") == traced.placed("red"))
        // Its GeometryReader is sized to the primary and built after every primary node is placed.
        let layer = try traced.node("overlayPreferenceValue")
        #expect(try traced.placed("GeometryReader") == traced.result.frame(of: layer.id))
        let reader = try traced.node("GeometryReader").id
        let firstReaderEvent = try #require(traced.events.firstIndex { $0.node == reader })
        let lastPrimaryPlace = try #require(traced.events.lastIndex { $0.kind == .place && $0.node != reader && $0.node < reader && $0.node != layer.id })
        #expect(lastPrimaryPlace < firstReaderEvent)
    }

    @Test("Anchors follow drawing offsets: an offset view's anchor is where it is drawn")
    func anchorsAndOffsets() throws {
        let result = try VStack {
            Color.red.frame(width: 40, height: 20).anchorPreference(key: Bounds.self, value: .bounds) { $0 }.offset(x: 7, y: 3)
        }
        .frame(width: 200, height: 200)
        .overlayPreferenceValue(Bounds.self, alignment: .topLeading) { anchor in
            GeometryReader { proxy in
                Color.blue.frame(width: 1, height: 1).offset(x: anchor.map { proxy[$0].minX } ?? 0)
            }
        }
        .layout()
        let red = try #require(result.tree.nodes(named: "red").first?.id)
        let reader = try #require(result.tree.nodes(named: "GeometryReader").first?.id)
        let blue = try #require(result.tree.nodes(named: "blue").first?.id)
        let expected = try #require(result.drawnFrame(of: red)).minX - #require(result.frame(of: reader)).minX
        #expect(result.drawingOffset(of: blue).width == expected)
    }

    @Test("Point anchors: unit points of the view's bounds")
    func pointAnchors() throws {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        let proxy = GeometryProxy(size: CGSize(width: 300, height: 300), safeAreaInsets: EdgeInsets(), globalOrigin: CGPoint(x: 10, y: 10))
        #expect(proxy[Anchor<CGPoint>.Source.center.make(bounds)] == CGPoint(x: 50, y: 35))
        #expect(proxy[Anchor<CGPoint>.Source.bottomTrailing.make(bounds)] == CGPoint(x: 100, y: 60))
        #expect(proxy[Anchor<CGRect>.Source.rect(CGRect(x: 1, y: 2, width: 3, height: 4)).make(bounds)] == CGRect(x: 1, y: 12, width: 3, height: 4))
        #expect(Anchor<CGPoint>.Source.top.make(bounds) == Anchor<CGPoint>.Source.point(CGPoint(x: 50, y: 0)).make(bounds))
    }
}

// MARK: - Actions and layout passes

private struct MatchWidth: View {
    @State var width: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("Hello").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
            Color.red.frame(width: width, height: 10)
        }
    }
}

private struct TallestText: View {
    @State var height: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("One").background(GeometryReader { proxy in Color.clear.preference(key: MaxHeight.self, value: proxy.size.height) })
            Text("Two\nlines").background(GeometryReader { proxy in Color.clear.preference(key: MaxHeight.self, value: proxy.size.height) })
            Color.blue.frame(width: 10, height: height)
        }
        .onPreferenceChange(MaxHeight.self) { height = $0 }
    }
}

private struct Grows: View {
    @State var width: CGFloat = 10
    var body: some View {
        Color.red.frame(width: width, height: 10).onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 + 1 }
    }
}

@Suite("Preferences: actions run after layout, and the view is laid out again")
struct LayoutPassTests {
    @Test("onGeometryChange sets state from the first layout; the second uses it and settles")
    func geometryFeedback() throws {
        let collector = TraceCollector()
        let result = try MatchWidth().layout(sink: collector, maximumPasses: 4)
        let text = try #require(result.tree.nodes(named: "Text").first?.id)
        let red = try #require(result.tree.nodes(named: "red").first?.id)
        #expect(result.layoutPass == 2)
        #expect(result.frame(of: red)?.width == result.frame(of: text)?.width)
        #expect(result.observations.count == 1 && result.observations[0].fires == false)
        // Every event says which pass it belongs to; numbering runs on across passes.
        #expect(Set(collector.events.map(\.layoutPass)) == [1, 2])
        #expect(collector.events.map(\.sequence) == Array(0..<collector.events.count))
        #expect(result.eventCount == collector.events.count)
        let firstOfPass2 = try #require(collector.events.firstIndex { $0.layoutPass == 2 })
        #expect(collector.events[..<firstOfPass2].allSatisfy { $0.layoutPass == 1 })
        // Pass 1 laid red out 0 wide.
        #expect(collector.events.contains { $0.layoutPass == 1 && $0.node == red && $0.kind == .place && $0.size?.width == 0 })
    }

    @Test("A single layout reports what observers receive without running their actions")
    func singlePass() throws {
        let view = MatchWidth()
        let result = try view.layout()
        #expect(result.layoutPass == 1)
        #expect(result.observations.count == 1 && result.observations[0].fires)
        #expect(view.width == 0)
        // A front end with its own loop runs the action itself.
        result.observations[0].perform()
        #expect(view.width == result.observations[0].value as? CGFloat)
    }

    @Test("onPreferenceChange with GeometryReader preferences: the tallest Text's height reaches state in pass 2")
    func preferenceFeedback() throws {
        let result = try TallestText().layout(maximumPasses: 4)
        let blue = try #require(result.tree.nodes(named: "blue").first?.id)
        let two = try #require(result.tree.nodes(named: "Two\nlines").first?.id)
        #expect(result.layoutPass == 2)
        #expect(result.frame(of: blue)?.height == result.frame(of: two)?.height)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("A loop that never settles: an observer runs twice, then SwiftUI's cycle detector stops it, with its message")
    func neverSettles() throws {
        let view = Grows()
        let result = try view.layout(maximumPasses: 8)
        #expect(result.layoutPass == 3)
        #expect(view.width == 12)
        #expect(result.diagnostics.contains("Geometry action tried to update multiple times per frame."))
        #expect(result.observations.allSatisfy { !$0.fires })
    }

    @Test("maximumPasses caps the run with a diagnostic")
    func passCap() throws {
        let result = try Grows().layout(maximumPasses: 2)
        #expect(result.layoutPass == 2)
        #expect(result.diagnostics.contains { $0.contains("did not settle after 2 passes") })
    }

    @Test("TraceEvent: layoutPass defaults to 1, is left out of JSON when 1, and old JSON decodes to 1")
    func traceEventCoding() throws {
        let event = TraceEvent(kind: .proposal, node: 3, pass: .sizing, proposal: ProposedViewSize(width: 10, height: nil))
        #expect(event.layoutPass == 1)
        let json = String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
        #expect(!json.contains("layoutPass"))
        #expect(try JSONDecoder().decode(TraceEvent.self, from: Data(json.utf8)) == event)
        var second = event
        second.layoutPass = 2
        let secondJSON = try JSONEncoder().encode(second)
        #expect(String(decoding: secondJSON, as: UTF8.self).contains("\"layoutPass\":2"))
        #expect(try JSONDecoder().decode(TraceEvent.self, from: secondJSON) == second)
        let node = ViewTree(Color.red)[0]
        #expect(JSONLinesTracePrinter.line(for: second, node: node).hasSuffix(",\"layoutPass\":2}"))
        #expect(!JSONLinesTracePrinter.line(for: event, node: node).contains("layoutPass"))
    }
}

@Suite("Run-time keys for an interpreter (@_spi(Interpreter))")
struct RuntimeKeyTests {
    @Test("A preference key named at run time reduces and reaches observers as a compiled one does")
    func runtimePreferenceKey() throws {
        let key = AnyPreferenceKey(name: "Widths", defaultValue: { CGFloat(0) }) { value, next in
            value = (value as? CGFloat ?? 0) + (next() as? CGFloat ?? 0)
        }
        var seen: [CGFloat] = []
        let result = try VStack {
            Color.red.preference(key, value: CGFloat(3))
            Color.blue.preference(key, value: CGFloat(4))
        }
        .onPreferenceChange(key, isEqual: { ($0 as? CGFloat) == ($1 as? CGFloat) }) { seen.append($0 as? CGFloat ?? -1) }
        .layout()
        #expect(result.observations.map { $0.value as? CGFloat } == [7])
        result.observations.forEach { $0.perform() }
        #expect(seen == [7])
        #expect(AnyPreferenceKey(name: "Widths", defaultValue: { 0 }, reduce: { _, _ in }) == key)
    }

    @Test("A trait key named at run time carries layout values and container values")
    func runtimeTraitKey() throws {
        let rank = TraitKey(name: "Rank")
        let badge = TraitKey(name: "Badge")
        var read: [String] = []
        let layout = RecordingLayout { subviews in
            for subview in subviews {
                read.append("\(subview[trait: rank] ?? "none") \(subview.containerValues[trait: badge] ?? "none")")
            }
        }
        let result = try layout {
            Color.red.layoutValue(rank, value: 1)
            Color.blue.containerValue(\.[trait: badge], 9)
            Color.green
        }.layout()
        #expect(read.prefix(3) == ["1 none", "none 9", "none none"])
        let red = try #require(result.tree.nodes(named: "red").first)
        #expect(red.attributes.contains(NodeAttribute("layoutValue", "Rank = 1")))
        #expect(TraitKey(name: "Rank") == rank && TraitKey(name: "Rank") != badge)
    }
}

/// A layout that stacks nothing but lets a test read its subviews.
private struct RecordingLayout: Layout {
    let read: (LayoutSubviews) -> Void

    init(read: @escaping (LayoutSubviews) -> Void) { self.read = read }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        read(subviews)
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

