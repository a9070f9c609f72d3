import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// What the front end accepts: file shapes, expressions, parameters, views and modifiers.

@Suite("Front end: files and roots")
struct FileShapeTests {
    @Test("A bare view expression is the root; several become an implicit VStack")
    func bareExpressions() throws {
        let one = try run("Rectangle().frame(width: 10, height: 20)")
        #expect(one.tree.root.kind == "frame")
        #expect(one.result.rootSize == CGSize(width: 10, height: 20))
        let two = try run("import SwiftUI\nimport Foundation\nColor.red.frame(height: 10)\nColor.blue.frame(height: 20)")
        #expect(two.tree.root.kind == "VStack")
        #expect(two.tree.root.attributes.contains(NodeAttribute("implicit", "true")))
        #expect(two.tree.root.children.count == 2)
    }

    @Test("ContentView is the root; --root picks another struct, a top-level property or function")
    func roots() throws {
        let source = """
        struct ContentView: View { var body: some View { Color.red.frame(width: 1) } }
        struct Other: View { var body: some View { Color.red.frame(width: 2) } }
        var body: some View { Color.red.frame(width: 3) }
        func make() -> some View { Color.red.frame(width: 4) }
        #Preview { Color.red.frame(width: 5) }
        """
        // As Xcode's canvas: the #Preview first, then ContentView.
        #expect(try run(source).result.rootSize.width == 5)
        #expect(try run(source.replacingOccurrences(of: "#Preview { Color.red.frame(width: 5) }", with: "")).result.rootSize.width == 1)
        #expect(try run(source, root: "Other").result.rootSize.width == 2)
        #expect(try run(source, root: "body").result.rootSize.width == 3)
        #expect(try run(source, root: "make").result.rootSize.width == 4)
        #expect(try run(source, root: "#Preview").result.rootSize.width == 5)
    }

    @Test("#Preview is the root when there is no ContentView")
    func preview() throws {
        let run = try run("struct Box: View { var body: some View { Color.red } }\n#Preview { Box().frame(width: 7, height: 8) }")
        #expect(run.result.rootSize == CGSize(width: 7, height: 8))
    }

    @Test("Nodes carry the line and column they were written at")
    func sourcePositions() throws {
        let run = try run("VStack {\n    Text(\"a\")\n        .padding(3)\n}")
        let text = try #require(run.tree.nodes.first { $0.kind == "Text" })
        #expect(text.source == SourcePosition(line: 2, column: 5))
        let padding = try #require(run.tree.nodes.first { $0.kind == "padding" })
        #expect(padding.source == SourcePosition(line: 3, column: 10))
        #expect(run.tree.root.source == SourcePosition(line: 1, column: 1))
    }
}

@Suite("Front end: expressions")
struct ExpressionTests {
    @Test("Number literals take their context's type: 1/2 is 0.5 as a CGFloat, 0 as an Int")
    func literals() throws {
        let ratio = try run("Rectangle().aspectRatio(1/2, contentMode: .fit).frame(width: 100, height: 100)")
        let rectangle = try #require(ratio.tree.nodes.first { $0.kind == "Rectangle" })
        #expect(ratio.result.frame(of: rectangle.id)?.size == CGSize(width: 50, height: 100))
        let integer = try run("let n = 7 / 2\nColor.red.frame(width: CGFloat(n) * 10, height: 300 - 20)")
        #expect(integer.result.rootSize == CGSize(width: 30, height: 280))
    }

    @Test(".infinity, CGFloat.infinity, Double.infinity, .zero and nil")
    func specialValues() throws {
        let run = try run("""
        VStack(spacing: .zero) {
            Color.red.frame(maxWidth: .infinity, maxHeight: 10)
            Color.red.frame(maxWidth: CGFloat.infinity, maxHeight: 10)
            Color.red.frame(width: nil, height: 10).frame(maxWidth: Double.infinity)
        }
        """)
        #expect(run.result.rootSize == CGSize(width: 402, height: 30))
    }

    @Test("Operators follow Swift's precedence; comparisons, ?:, ?? and && work")
    func operators() throws {
        let run = try run("""
        let a = 2 + 3 * 4
        let b: CGFloat? = nil
        let wide = a > 10 && !(a == 15) || false
        Color.red.frame(width: wide ? CGFloat(a) : 1, height: b ?? 5)
        """)
        #expect(run.result.rootSize == CGSize(width: 14, height: 5))
    }

    @Test("first and last of an empty array are nil, not unknown members")
    func emptyArrayEnds() throws {
        let run = try run("""
        let widths: [CGFloat] = []
        Color.red.frame(width: widths.first ?? 30, height: widths.last ?? 10)
        """)
        #expect(run.result.rootSize == CGSize(width: 30, height: 10))
    }

    @Test("Strings: interpolation, escapes, formatted(.percent), description, concatenation")
    func strings() throws {
        let run = try run(#"""
        let progress = 0.75
        let n = 3
        VStack {
            Text("\(progress.formatted(.percent))")
            Text("n = \(n + 1)\t!")
            Text(n.description + "x")
            Text("a") + Text("b")
            Text(verbatim: "\(0.125.formatted(.percent))")
        }
        """#)
        let labels = run.tree.nodes.filter { $0.kind == "Text" }.compactMap(\.label)
        #expect(labels == ["75%", "n = 4\t!", "3x", "ab", "12.5%"])
    }

    @Test("Colors, fonts, alignments and enum cases resolve against the parameter's type")
    func members() throws {
        let run = try run("""
        VStack(alignment: .leading) {
            Text("t").font(.system(size: 16, design: .monospaced)).bold()
            Rectangle().fill(Color.blue.opacity(0.5)).frame(width: 10, height: 10, alignment: .topLeading)
            Capsule().stroke(.red, lineWidth: 2).frame(width: 20, height: 4)
            Text("u").font(.title).fontWeight(.bold).lineLimit(1).truncationMode(.middle)
            Text("s").font(.system(.body, design: .serif))
            Text("w").font(.system(.body, weight: .semibold))
        }
        .padding(.horizontal, 10)
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        """)
        let text = try #require(run.tree.nodes.first { $0.label == "t" })
        #expect(text.attributes.contains(NodeAttribute("font", "system 16.0 monospaced weight 700")))
        // `system(_:design:weight:)`: a design given, or none (the default design, the engine's nil).
        #expect(run.tree.nodes.first { $0.label == "s" }?.attributes.contains(NodeAttribute("font", ".body serif")) == true)
        #expect(run.tree.nodes.first { $0.label == "w" }?.attributes.contains(NodeAttribute("font", ".body weight 600")) == true)
        #expect(run.frame(of: "t")?.width == 10)
        let fill = try #require(run.tree.nodes.first { $0.kind == "Rectangle" })
        #expect(fill.attributes.contains(NodeAttribute("fill", "blue @ 0.5")))
        let paddings = run.tree.nodes.filter { $0.kind == "padding" }.flatMap(\.attributes)
        #expect(paddings.contains(NodeAttribute("insets", "1.0, 2.0, 3.0, 4.0")))
        #expect(paddings.contains(NodeAttribute("insets", "0.0, 10.0, 0.0, 10.0")))
    }

    @Test("Drawing-only modifiers are kept as attributes; their closures never run")
    func drawing() throws {
        let run = try run("""
        Text("a")
            .foregroundColor(.red)
            .opacity(0.5)
            .onTapGesture { print("never") }
            .shadow(radius: 3)
            .offset(x: 5)
        """)
        #expect(run.lines.isEmpty)
        let text = try #require(run.tree.nodes.first { $0.kind == "Text" })
        let names = text.attributes.map(\.name)
        #expect(["foregroundColor", "opacity", "onTapGesture", "shadow", "offset"].allSatisfy(names.contains))
    }
}

@Suite("Front end: declarations in the file")
struct DeclarationTests {
    @Test("Helper functions, computed properties and view structs with stored properties")
    func helpers() throws {
        let run = try run("""
        struct Tile: View {
            let side: CGFloat
            var color: Color = .red
            var body: some View { shape.frame(width: side, height: side) }
            var shape: some View { Rectangle().fill(color) }
        }
        func pair(_ a: CGFloat, b: CGFloat = 5) -> some View {
            HStack(spacing: 0) { Tile(side: a); Tile(side: b, color: .blue) }
        }
        pair(10)
        """)
        #expect(run.result.rootSize == CGSize(width: 15, height: 10))
        #expect(run.tree.nodes.filter { $0.kind == "Rectangle" }.flatMap(\.attributes).contains(NodeAttribute("fill", "blue")))
    }

    @Test("if and switch over constants choose views; a false if without else adds none")
    func conditions() throws {
        let run = try run("""
        let mode = 2
        let show = false
        VStack(spacing: 0) {
            if show { Color.red.frame(height: 100) }
            if mode > 1 { Color.red.frame(height: 1) } else { Color.red.frame(height: 2) }
            switch mode {
            case 0: Color.red.frame(height: 10)
            case 1...3: Color.red.frame(height: 20)
            default: EmptyView()
            }
        }.frame(width: 10)
        """)
        #expect(run.result.rootSize.height == 21)
    }

    @Test("--param overrides top-level constants and @State initial values")
    func parameters() throws {
        let source = """
        let width: CGFloat = 100
        let label = "x"
        struct ContentView: View {
            @State private var on = false
            var body: some View {
                Text(label).frame(width: on ? width : 1)
            }
        }
        """
        #expect(try run(source).result.rootSize.width == 1)
        let changed = try run(source, parameters: ["width": "250", "on": "true", "label": "Hello"])
        #expect(changed.result.rootSize.width == 250)
        #expect(changed.tree.nodes.contains { $0.label == "Hello" })
        #expect(try run(source, parameters: ["label": "\"quoted\""]).tree.nodes.contains { $0.label == "quoted" })
    }

    @Test("A root struct's stored properties without defaults can be given with --param")
    func rootProperties() throws {
        let source = try Repository.example("seed003-upload-progress")
        let run = try run(source, root: "UploadProgressView", parameters: ["uploadProgress": "0.5"])
        #expect(run.tree.nodes.contains { $0.label == "50%" })
    }

    @Test("ViewModifier structs and View extension methods")
    func modifiers() throws {
        let run = try run("""
        struct Inset: ViewModifier {
            var amount: CGFloat
            func body(content: Content) -> some View { content.padding(amount) }
        }
        extension View {
            func inset(_ amount: CGFloat = 4) -> some View { modifier(Inset(amount: amount)) }
            func boxed() -> some View { inset().border(.red) }
        }
        Color.red.frame(width: 10, height: 10).boxed()
        """)
        #expect(run.result.rootSize == CGSize(width: 18, height: 18))
    }

    @Test("GeometryReader content sees the reader's size; ForEach over ranges and arrays; Group")
    func containers() throws {
        let run = try run("""
        VStack(spacing: 0) {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 4, height: proxy.size.height / 2)
            }
            .frame(width: 200, height: 100)
            ForEach(0..<3) { i in Color.blue.frame(width: 10, height: CGFloat(i + 1)) }
            ForEach(["a", "b"], id: \\.self) { name in Text(name) }
            Group { Color.green.frame(width: 5, height: 5); Color.green.frame(width: 5, height: 5) }
        }
        """)
        let reader = try #require(run.tree.nodes.first { $0.kind == "GeometryReader" })
        let content = try #require(reader.children.first)
        #expect(run.result.frame(of: content)?.size == CGSize(width: 50, height: 50))
        #expect(run.tree.nodes.first { $0.kind == "VStack" }?.children.count == 8)
    }

    @Test("alignmentGuide closures run during layout")
    func alignmentGuide() throws {
        let run = try run("""
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d.width / 2 - 60 }
        }
        """)
        let frames = run.frames(kind: "frame", withAttribute: ["width"])
        #expect(frames.count == 2)
        #expect(frames[1].minX - frames[0].minX == 50)
    }
}

@Suite("Front end: custom Layout subset")
struct CustomLayoutTests {
    @Test("A BasicVStack written with reduce and for-in lays out and places its subviews")
    func basicVStack() throws {
        let run = try run("""
        struct BasicVStack: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.reduce(CGSize.zero) { result, subview in
                    let size = subview.sizeThatFits(.unspecified)
                    return CGSize(width: max(result.width, size.width), height: result.height + size.height)
                }
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
                    y += size.height
                }
            }
        }
        BasicVStack {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 30)
        }
        """)
        #expect(run.result.rootSize == CGSize(width: 40, height: 40))
        let frames = run.frames(kind: "frame")
        #expect(frames.map(\.minY) == [frames[0].minY, frames[0].minY + 10])
        #expect(frames[1].midX == frames[0].midX)
        // The trace names the layout as the file declares it, as it would compiled.
        #expect(run.result.tree.root.kind == "BasicVStack")
    }

    @Test("Defaults the source leaves out are the engine's: union and formUnion on every edge, place at the top-leading corner")
    func omittedArgumentsTakeTheEnginesDefaults() throws {
        let run = try run("""
        var all = ViewSpacing()
        all.formUnion(.zero)
        let top = ViewSpacing().union(.zero, edges: .top)
        print(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal), ViewSpacing().distance(to: ViewSpacing(), along: .vertical))
        print(all.distance(to: ViewSpacing(), along: .horizontal), ViewSpacing().union(.zero).distance(to: ViewSpacing(), along: .vertical))
        print(top.distance(to: ViewSpacing(), along: .horizontal), ViewSpacing().distance(to: top, along: .vertical))
        struct Corner: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), proposal: .unspecified)
                subviews[1].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
            }
        }
        Corner {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 30)
        }
        """)
        // ViewSpacing() holds only text-edge preferences (none of its own: 8 between two, the
        // default), .zero a 0 on every edge (OpenSwiftUI's Spacing.init() and Spacing.zero). A
        // union on every edge takes .zero's 0 on all four; one on .top only on the top edge.
        #expect(run.lines == ["8.0 8.0", "0.0 0.0", "8.0 0.0"])
        let frames = run.frames(kind: "frame")
        let corner = try #require(run.result.frame(of: 0))
        #expect(frames[0].origin == CGPoint(x: corner.midX, y: corner.midY))
        #expect(frames[1].origin == CGPoint(x: corner.midX - 10, y: corner.midY - 15))
    }

    @Test("Seed 004: BasicVStack as documented, its placeSubviews in an extension; 120 × 90 whatever it is offered")
    func seed004BasicVStack() throws {
        for proposal in [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 300, height: 300)] {
            let run = try runExample("seed004-basic-vstack", configuration: LayoutConfiguration(rootProposal: proposal))
            #expect(run.result.rootSize == CGSize(width: 120, height: 90))
            let stack = try #require(run.tree.nodes.first { $0.kind == "BasicVStack" })
            let origin = try #require(run.result.frame(of: stack.id)).origin
            // Stacked from the top leading corner at their ideal heights: 30, then 10, then 50.
            #expect(stack.children.compactMap { run.result.frame(of: $0)?.minY } == [0, 30, 40].map { origin.y + $0 })
        }
    }

    @Test("An extension of a bridged view type adds members its values have")
    func bridgedExtension() throws {
        let run = try run("""
        extension Circle { func grow() -> some View { self.frame(width: 30, height: 30).padding(5) } }
        Circle().grow()
        """)
        #expect(run.result.rootSize == CGSize(width: 40, height: 40))
    }

    @Test("Layout values and container values reach a custom layout when nothing hides them")
    func valuesVisible() throws {
        let run = try run("""
        extension ContainerValues { @Entry var rank: Int? = nil }
        struct Weight: LayoutValueKey { static let defaultValue: Double = 1 }
        struct Reader: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                for subview in subviews {
                    print(subview.containerValues.rank as Any, subview[Weight.self])
                }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        Reader {
            Color.red.containerValue(\\.rank, 777).layoutValue(key: Weight.self, value: 2.5)
            Color.blue
        }
        """)
        #expect(run.lines == ["Optional(777) 2.5", "nil 1.0"])
        // Recorded on the node too (keyed by the interpreter's slot type, see KeySlots.swift).
        let red = try #require(run.tree.nodes.first { $0.label == "red" })
        #expect(red.attributes.contains { $0.name == "containerValue" && $0.value.hasSuffix(" = Optional(777)") })
        #expect(red.attributes.contains { $0.name == "layoutValue" && $0.value.hasSuffix(" = 2.5") })
    }
}
