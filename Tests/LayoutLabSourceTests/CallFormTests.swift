import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Issue 29, items 2 and 3: Swift call forms Xcode accepts, and values that are views. Each
// form is run through the interpreter and checked against the frames of the form LayoutLab
// already ran, and against the values SwiftUI gives.

/// Every node's kind and placed frame, in tree order: what two spellings of one layout share.
private func placed(_ source: String) throws -> [String] {
    let run = try run(source)
    return run.tree.nodes.map { "\($0.kind) \($0.label ?? "") \(run.result.frame(of: $0.id).map { "\($0)" } ?? "-")" }
}

/// Frames of the nodes of `kind`, in tree order.
private func frames(_ source: String, kind: String) throws -> [CGRect] {
    try run(source).frames(kind: kind)
}

@Suite("Swift call forms Xcode accepts, and values that are views")
struct CallFormTests {
    // MARK: Layouts called with their content

    private static let stackContent = """
    {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 10, height: 30)
        }
    """

    @Test("HStackLayout, VStackLayout, ZStackLayout and AnyLayout take trailing content, as HStack, VStack and ZStack do")
    func layoutsWithTrailingContent() throws {
        let pairs = [
            ("HStackLayout(alignment: .top, spacing: 4)", "HStack(alignment: .top, spacing: 4)"),
            ("VStackLayout(alignment: .leading, spacing: 6)", "VStack(alignment: .leading, spacing: 6)"),
            ("ZStackLayout(alignment: .bottomTrailing)", "ZStack(alignment: .bottomTrailing)"),
            ("AnyLayout(HStackLayout(spacing: 2))", "HStack(spacing: 2)"),
            ("HStackLayout(spacing: 4).callAsFunction", "HStack(spacing: 4)"),
        ]
        for (layout, stack) in pairs {
            let laidOut = try frames(layout + " " + Self.stackContent, kind: "Color")
            #expect(laidOut == (try frames(stack + " " + Self.stackContent, kind: "Color")), "\(layout)")
        }
        // The values SwiftUI gives: top-aligned, the second 4 points after the first.
        let hstack = try frames("HStackLayout(alignment: .top, spacing: 4) " + Self.stackContent, kind: "Color")
        #expect(hstack.map(\.minY) == [hstack[0].minY, hstack[0].minY])
        #expect(hstack[1].minX - hstack[0].maxX == 4)
    }

    @Test("A layout value is called implicitly and explicitly (callAsFunction), with a trailing closure")
    func layoutValuesCalled() throws {
        let implicit = try frames("""
        let layout = AnyLayout(VStackLayout(spacing: 5))
        layout \(Self.stackContent)
        """, kind: "Color")
        let explicit = try frames("""
        let layout = AnyLayout(VStackLayout(spacing: 5))
        layout.callAsFunction \(Self.stackContent)
        """, kind: "Color")
        #expect(implicit == explicit)
        #expect(implicit[1].minY - implicit[0].maxY == 5)
    }

    @Test("A custom Layout of the file with a trailing closure, and called through callAsFunction")
    func customLayoutCalled() throws {
        let layout = """
        struct Column: Layout {
            var gap: CGFloat = 3
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                return CGSize(width: sizes.map(\\.width).max() ?? 0, height: sizes.map(\\.height).reduce(0, +) + gap * CGFloat(sizes.count - 1))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                    y += size.height + gap
                }
            }
        }
        """
        let trailing = try frames(layout + "\nColumn(gap: 7) " + Self.stackContent, kind: "Color")
        let explicit = try frames(layout + "\nColumn(gap: 7).callAsFunction " + Self.stackContent, kind: "Color")
        let stored = try frames(layout + "\nlet column = Column(gap: 7)\ncolumn " + Self.stackContent, kind: "Color")
        #expect(trailing == explicit)
        #expect(trailing == stored)
        #expect(trailing[1].minY - trailing[0].maxY == 7)
    }

    @Test("A type of the file declaring callAsFunction is called implicitly and explicitly")
    func fileTypeCallAsFunction() throws {
        let run = try run("""
        struct Scale {
            let factor: CGFloat
            func callAsFunction(_ x: CGFloat) -> CGFloat { x * factor }
        }
        let double = Scale(factor: 2)
        Color.red.frame(width: double(15), height: double.callAsFunction(2.5))
        """)
        #expect(run.result.rootSize == CGSize(width: 30, height: 5))
    }

    @Test("Functions as values: Row.init, Row.init(number:), a global, a static and a method reference as ForEach's content")
    func functionReferences() throws {
        let declarations = """
        struct Row: View {
            let number: Int
            var body: some View { Color.red.frame(width: CGFloat(number), height: 5) }
        }
        func row(_ number: Int) -> some View { Row(number: number) }
        enum Rows { static func row(_ number: Int) -> some View { Row(number: number) } }
        struct Maker { func row(_ number: Int) -> some View { Row(number: number) } }
        let maker = Maker()

        """
        let closure = try frames(declarations + "VStack(spacing: 0) { ForEach(1...3, id: \\.self) { Row(number: $0) } }", kind: "Color")
        #expect(closure.map(\.width) == [1, 2, 3])
        for reference in ["Row.init", "Row.init(number:)", "row", "Rows.row", "maker.row"] {
            let laidOut = try frames(declarations + "VStack(spacing: 0) { ForEach(1...3, id: \\.self, content: \(reference)) }", kind: "Color")
            #expect(laidOut == closure, "\(reference)")
        }
    }

    @Test("List(_:id:rowContent:) and List(_:id:selection:rowContent:) take their rows labelled or trailing, as SwiftUI declares them")
    func listRowContentLabel() throws {
        let row = "{ Color.red.frame(width: CGFloat($0), height: 5) }"
        for selection in ["", ", selection: .constant(Set<Int>())"] {
            let trailing = try frames("List([10, 20, 30], id: \\.self\(selection)) \(row)", kind: "Color")
            #expect(trailing.map(\.width) == [10, 20, 30])
            let labelled = try frames("List([10, 20, 30], id: \\.self\(selection), rowContent: \(row))", kind: "Color")
            #expect(labelled == trailing, "\(selection)")
        }
    }

    @Test(".init with the context's type, and some/any parameters")
    func inferredInitAndOpaqueParameters() throws {
        let run = try run("""
        let size: CGSize = .init(width: 12, height: 7)
        func card(_ content: some View) -> some View { content.padding(5) }
        func sized(_ shape: any Shape) -> some View { shape.frame(width: size.width, height: size.height) }
        VStack(spacing: 0) {
            card(Color.red.frame(width: .init(10), height: 1))
            sized(Rectangle())
        }
        """)
        #expect(run.frames(kind: "Color").map(\.size) == [CGSize(width: 10, height: 1)])
        #expect(run.frames(kind: "Rectangle").map(\.size) == [CGSize(width: 12, height: 7)])
        #expect(run.result.rootSize == CGSize(width: 20, height: 18))
    }

    @Test("any View and some View parameters; a file's own type's callAsFunction with a trailing view builder; .init for AnyLayout")
    func opaqueParametersAndOwnCallables() throws {
        let run = try run("""
        func boxed(_ content: any View) -> some View { AnyView(content).padding(3) }
        func framed(_ content: some View) -> some View { content.padding(3) }
        struct Card {
            let inset: CGFloat
            func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { content().padding(inset) }
        }
        let card = Card(inset: 6)
        let layout: AnyLayout = .init(VStackLayout(spacing: 0))
        layout {
            boxed(Color.red.frame(width: 10, height: 10))
            framed(Color.red.frame(width: 10, height: 10))
            card { Color.blue.frame(width: 10, height: 10) }
            card.callAsFunction { Color.blue.frame(width: 10, height: 10) }
        }
        """)
        // Two 16-point boxes (10 + 3 + 3) and two 22-point cards (10 + 6 + 6), stacked with no spacing.
        #expect(run.result.rootSize == CGSize(width: 22, height: 76))
        let colors = run.frames(kind: "Color")
        #expect(colors.map(\.size) == Array(repeating: CGSize(width: 10, height: 10), count: 4))
        // Each Color sits inside its padding: 3, 16 + 3, 32 + 6, 54 + 6 from the top.
        #expect(colors.map(\.minY).map { $0 - colors[0].minY } == [0, 16, 35, 57])
    }

    @Test("LocalizedStringKey interpolation: an Int, a String and a Double with a specifier print as SwiftUI prints them")
    func localizedStringKeyInterpolation() throws {
        func label(_ source: String) throws -> String? {
            try run(source).tree.nodes.first { $0.kind == "Text" }?.label
        }
        #expect(try label("let n = 3\nText(\"Count: \\(n)\")") == "Count: 3")
        #expect(try label("let name = \"Ada\"\nText(\"Hi \\(name)\")") == "Hi Ada")
        #expect(try label("let n = 2.5\nText(\"Total: \\(n, specifier: \"%.2f\")\")") == "Total: 2.50")
    }

    // MARK: Values that are views

    @Test("Modifiers after a gradient view apply to it: it lays out as Color does (it was one rectangle filling the screen)")
    func gradientViewKeepsModifiers() throws {
        for gradient in [
            "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)",
            "RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50)",
            "AngularGradient(colors: [.red, .blue], center: .center)",
            "EllipticalGradient(colors: [.red, .blue])",
        ] {
            let laidOut = try run(gradient + "\n    .frame(width: 200, height: 120)\n    .clipShape(RoundedRectangle(cornerRadius: 8))\n    .padding(30)")
            #expect(laidOut.result.rootSize == CGSize(width: 260, height: 180), "\(gradient)")
            // It takes the proposal as Color does (`_ShapeView<Rectangle, Self>`): the same frames.
            let asColor = try run("Color.red\n    .frame(width: 200, height: 120)\n    .clipShape(RoundedRectangle(cornerRadius: 8))\n    .padding(30)")
            #expect(laidOut.tree.nodes.map { laidOut.result.frame(of: $0.id) } == asColor.tree.nodes.map { asColor.result.frame(of: $0.id) })
        }
    }

    @Test("A gradient is still a style argument; a style that is not a View is refused as one, located")
    func stylesStayStyles() throws {
        let styled = try run("""
        Text("Hi")
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .background(.ultraThinMaterial)
            .padding(4)
        """)
        #expect(styled.tree.nodes.contains { $0.attributes.contains { $0.name == "background" } || $0.kind == "background" })
        for source in ["Color.red.gradient.frame(width: 10)", "Material.ultraThin.padding()"] {
            let error = try #require(sourceError(source))
            #expect(error.diagnostics.first?.message.contains("is a ShapeStyle, not a View") == true, "\(error)")
            #expect(error.diagnostics.first?.line == 1)
        }
    }

    // MARK: Text interpolation

    @Test("Text interpolated into a Text lays out as the two Texts added")
    func textInterpolation() throws {
        let interpolated = try run("Text(\"Hello, \\(Text(\"world\").bold())\")")
        let added = try run("Text(\"Hello, \") + Text(\"world\").bold()")
        let text = try #require(interpolated.tree.nodes.first { $0.kind == "Text" })
        #expect(text.label == "Hello, world")
        #expect(try placed("Text(\"Hello, \\(Text(\"world\").bold())\")") == (try placed("Text(\"Hello, \") + Text(\"world\").bold()")))
        #expect(interpolated.result.rootSize == added.result.rootSize)
        // Markdown in the literal's own text is still rendered.
        #expect(try run("Text(\"**Hi** \\(Text(\"there\"))\")").tree.nodes.first { $0.kind == "Text" }?.label == "Hi there")
    }

    @Test("An Image interpolated into a Text is refused, located: LayoutLab does not measure inline images")
    func imageInterpolation() throws {
        let error = try #require(sourceError("VStack {\n    Text(\"Rate \\(Image(systemName: \"star\"))\")\n}"))
        #expect(error.diagnostics.first?.line == 2, "\(error)")
        let leading = try #require(sourceError("VStack {\n    Text(\"\\(Image(systemName: \"star\")) Hi\")\n}"))
        #expect(leading.diagnostics.first?.line == 2, "\(leading)")
        #expect(leading.diagnostics.first?.message.contains("inline images") == true, "\(leading)")
    }

    @Test("Formatted values in a Text: format styles and date styles")
    func formattedInterpolation() throws {
        let run = try run("""
        let value = 1234.5
        Text("\\(value, format: .number.precision(.fractionLength(1))) and \\(Date(timeIntervalSince1970: 0), style: .date)")
        """)
        let text = try #require(run.tree.nodes.first { $0.kind == "Text" })
        #expect(text.label?.hasPrefix("1,234.5 and ") == true, "\(text.label ?? "")")
        #expect(text.label?.contains("1970") == true, "\(text.label ?? "")")
    }
}
