/// The values and snippets the fuzzer puts into sources: extreme numbers, odd strings, views
/// and modifiers with numeric arguments, and custom `Layout`s that break the protocol's rules.
enum Catalog {
    /// Floating-point values, as Swift source: non-finite, huge, tiny, negative, and
    /// expressions that compute them.
    static let extremeNumbers = [
        "0", "-0.0", "-1", "-100", "1e308", "-1e308", "1e-308", "5e-324", "1e300", "3.4e38",
        ".infinity", "-.infinity", ".nan", "-.nan", "Double.nan", "CGFloat.nan", "Double.infinity", "-CGFloat.infinity",
        "Double.greatestFiniteMagnitude", "-Double.greatestFiniteMagnitude", ".greatestFiniteMagnitude",
        "CGFloat.greatestFiniteMagnitude", "Double.leastNonzeroMagnitude", ".ulpOfOne",
        "Double(Int.max)", "1e308 * 10", "0.0 / 0.0", "1.0 / 0.0", "-1.0 / 0.0", "Double.infinity - Double.infinity",
        "9223372036854775807", "-9223372036854775808", "99999999999999999999", "1_000_000_000", "2147483648",
    ]

    /// Integer values, as Swift source: counts, indices, line limits, ranges' bounds.
    static let extremeIntegers = [
        "0", "-1", "1", "2", "-5", "100000", "1000000", "100000000", "2147483647", "Int.max", "Int.min",
        "Int.max - 1", "Int.max + 1", "Int(1e300)", "Int(Double.nan)", "Int(-1e19)", "1 << 62", "1 << 63", "Int.min / -1",
    ]

    /// Strings that are hard to measure, wrap or store.
    static func strings(length: Int) -> [String] {
        [
            "",
            String(repeating: "a", count: length),
            String(repeating: "Hello world ", count: max(1, length / 12)),
            String(repeating: "\u{301}", count: min(length, 50_000)),              // combining marks alone
            String(repeating: "👩‍👩‍👧‍👦", count: max(1, length / 11)),                 // ZWJ sequences
            String(repeating: "مرحبا ", count: max(1, length / 6)),               // right to left
            String(repeating: "\\n", count: min(length, 10_000)),                  // escaped newlines
            String(repeating: "\\u{0}", count: min(length, 10_000)),               // NUL characters
            String(repeating: "\\(1)", count: min(length, 5_000)),                 // interpolations
            "\\u{FFFF}\\u{10FFFF}\\u{D7FF}",
            String(repeating: " ", count: length),
        ]
    }

    /// Views to put numbers in; `X` is a floating-point slot, `N` an integer one.
    static let views = [
        "Rectangle().frame(width: X, height: X)",
        "Color.red.frame(minWidth: X, idealWidth: X, maxWidth: X, minHeight: X, idealHeight: X, maxHeight: X)",
        "Text(\"Hello, world.\").frame(width: X, height: X)",
        "Text(\"Hello, world.\").fixedSize(horizontal: true, vertical: false).frame(width: X, height: X)",
        "Text(\"Hello, world. This text wraps onto several lines.\").lineLimit(N).frame(width: X)",
        "Text(\"Hello\").font(.system(size: X))",
        "Text(\"Hello\").kerning(X).tracking(X)",
        "Text(\"Hello\\nworld\").lineSpacing(X)",
        "Text(\"Hello\").minimumScaleFactor(X).frame(width: X)",
        "VStack(spacing: X) { Text(\"a\"); Spacer(minLength: X); Text(\"b\") }",
        "HStack(alignment: .top, spacing: X) { Rectangle().frame(width: X); Color.blue }",
        "ZStack(alignment: .topLeading) { Color.red.frame(width: X, height: X); Text(\"z\") }",
        "Spacer(minLength: X)",
        "Circle().frame(width: X).padding(X)",
        "Rectangle().padding(.horizontal, X).padding(.top, X)",
        "Rectangle().offset(x: X, y: X)",
        "Rectangle().position(x: X, y: X)",
        "Rectangle().aspectRatio(X, contentMode: .fit)",
        "Rectangle().aspectRatio(CGSize(width: X, height: X), contentMode: .fill)",
        "HStack { Text(\"a\").layoutPriority(X); Text(\"b\") }",
        "Rectangle().scaleEffect(X).rotationEffect(.degrees(X)).opacity(X)",
        "Rectangle().cornerRadius(X).border(.red, width: X)",
        "Rectangle().alignmentGuide(.leading) { _ in X }",
        "VStack(alignment: .leading) { Text(\"a\").alignmentGuide(.leading) { d in d.width * X }; Text(\"b\") }",
        "Color.red.containerRelativeFrame(.horizontal, count: N, span: N, spacing: X)",
        "ScrollView { VStack { ForEach(0..<N, id: \\.self) { i in Text(\"row \\(i)\") } } }",
        "ScrollView(.horizontal) { LazyHStack(spacing: X) { ForEach(0..<N, id: \\.self) { _ in Color.red.frame(width: X) } } }",
        "LazyVGrid(columns: [GridItem(.adaptive(minimum: X, maximum: X), spacing: X)]) { ForEach(0..<N, id: \\.self) { _ in Color.red } }",
        "LazyVGrid(columns: Array(repeating: GridItem(.flexible(minimum: X, maximum: X)), count: N)) { Text(\"g\") }",
        "LazyHGrid(rows: [GridItem(.fixed(X)), GridItem(.flexible())], spacing: X) { Text(\"g\"); Text(\"h\") }",
        "Grid(horizontalSpacing: X, verticalSpacing: X) { GridRow { Text(\"a\").gridCellColumns(N); Text(\"b\") } }",
        "GeometryReader { proxy in Color.red.frame(width: proxy.size.width * X, height: proxy.size.height / X) }",
        "ViewThatFits { Text(\"long long long\").frame(width: X); Text(\"short\") }",
        "Divider().frame(width: X)",
        "Image(systemName: \"star\").resizable().frame(width: X, height: X)",
        "Rectangle().safeAreaPadding(X).contentMargins(X)",
        "ForEach(0..<N, id: \\.self) { i in Text(\"\\(i)\") }",
        "ForEach(Array(stride(from: 0, to: X, by: X)), id: \\.self) { v in Text(\"\\(v)\") }",
        "VStack { ForEach(Array(repeating: 1, count: N), id: \\.self) { _ in Text(\"r\") } }",
        "Text(String(repeating: \"ab \", count: N))",
        "Text(\"\\(X)\").frame(width: CGFloat(N))",
        "List { ForEach(0..<N, id: \\.self) { i in Text(\"\\(i)\") } }",
        "Toggle(\"On\", isOn: .constant(true)).frame(width: X)",
        "TabView { Text(\"a\").frame(height: X) }",
    ]

    /// Custom layouts that break the protocol's contract: non-finite, negative or huge sizes,
    /// subviews placed twice or never, at non-finite points, proposals that are not numbers,
    /// recursion. `X` is a floating-point slot.
    static let customLayouts = [
        // A size that is not a size.
        """
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: X, height: X)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
            }
        }
        """,
        // Every subview placed twice, the second time at a point that is not a number.
        """
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: bounds.origin, proposal: proposal)
                    subview.place(at: CGPoint(x: X, y: X), anchor: .center, proposal: ProposedViewSize(width: X, height: X))
                }
            }
        }
        """,
        // No subview placed.
        """
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.first?.sizeThatFits(ProposedViewSize(width: X, height: X)) ?? .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        """,
        // Proposals that are not numbers, and dimensions read at them.
        """
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var size = CGSize.zero
                for subview in subviews {
                    let d = subview.dimensions(in: ProposedViewSize(width: X, height: X))
                    size.width += d.width + d[.leading] + X
                    size.height = max(size.height, d.height * X)
                }
                return size
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX
                for subview in subviews {
                    subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: UnitPoint(x: X, y: X), proposal: .unspecified)
                    x += X
                }
            }
        }
        """,
        // Spacing and alignment that are not numbers.
        """
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let spacing = subviews.first?.spacing.distance(to: subviews.last!.spacing, along: .horizontal) ?? 0
                return CGSize(width: spacing * X, height: X)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: CGPoint(x: bounds.minX, y: X), proposal: proposal) }
            }
            func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
                X
            }
            var layoutProperties: LayoutProperties {
                var properties = LayoutProperties()
                properties.stackOrientation = .horizontal
                return properties
            }
        }
        """,
        // A layout that asks itself: unbounded recursion.
        """
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                sizeThatFits(proposal: ProposedViewSize(width: X, height: X), subviews: subviews, cache: &cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        """,
        // A cache made from numbers that are not sizes, and a loop in sizeThatFits.
        """
        struct Broken: Layout {
            struct Cache { var widths: [CGFloat] }
            func makeCache(subviews: Subviews) -> Cache { Cache(widths: Array(repeating: X, count: subviews.count)) }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                var total: CGFloat = 0
                var i = 0
                while i < subviews.count * 1000 { total += cache.widths[i % max(cache.widths.count, 1)]; i += 1 }
                return CGSize(width: total, height: X)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: bounds.minX + cache.widths[index], y: bounds.minY), proposal: .init(width: X, height: nil))
                }
            }
        }
        """,
    ]

    /// Programs that do not end, or would not end without a budget.
    static let unbounded = [
        "struct R: View { let n: Int\n var body: some View { if n > 0 { VStack { R(n: n - 1) } } else { Text(\"end\") } } }\nR(n: N)",
        "struct R: View { var body: some View { VStack { R() } } }\nR()",
        "struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { A().padding() } }\nA()",
        "func f(_ n: Int) -> Int { f(n + 1) }\nText(\"\\(f(0))\")",
        "func f(_ n: Int) -> Int { n <= 1 ? 1 : f(n - 1) + f(n - 2) }\nText(\"\\(f(N))\")",
        "var x = 0\nwhile true { x += 1 }\nText(\"\\(x)\")",
        "var total = 0\nfor i in 0..<N { total &+= i }\nText(\"\\(total)\")",
        "var s = \"\"\nfor _ in 0..<N { s += \"aaaaaaaaaaaaaaaa\" }\nText(s)",
        "let a = Array(repeating: 0, count: N)\nText(\"\\(a.count)\")",
        "let s = String(repeating: \"a\", count: N)\nText(s)",
        "let r = (N)..<(N)\nForEach(r, id: \\.self) { Text(\"\\($0)\") }",
        "ForEach(5..<0) { Text(\"\\($0)\") }",
        "ForEach(0...N, id: \\.self) { Text(\"\\($0)\") }",
        "VStack { ForEach(Array(stride(from: 0.0, through: X, by: X)), id: \\.self) { Text(\"\\($0)\") } }",
        "let xs = (0..<N).map { $0 * 2 }\nText(\"\\(xs.count)\")",
        "let d = Dictionary(uniqueKeysWithValues: (0..<N).map { ($0, $0) })\nText(\"\\(d.count)\")",
        "let a = [1, 2, 3]\nText(\"\\(a[N])\")",
        "let n: Int = N\nText(\"\\(n * n * n)\")",
        "let v: Double = X\nText(\"\\(Int(v))\")",
        "let v: Double = X\nText(String(format: \"%.*f\", N, v))",
        "Text(\"\\(N / 0)\")",
        "Text(\"\\(N % 0)\")",
        "Text(\"\\(Int.min / -1)\")",
        "let v: CGFloat = X\nRectangle().frame(width: v.rounded(), height: v.squareRoot())",
        "let xs: [CGFloat] = [X, X]\nHStack { ForEach(xs.indices, id: \\.self) { Color.red.frame(width: xs[$0]) } }",
    ]

    /// Command lines of subcommands other than `run`, each with something wrong.
    static let badCommandLines: [[String]] = [
        ["--version"], ["--help"], ["nonsense"], [], ["run"], ["run", "{file}", "--format", "nope"],
        ["run", "{file}", "--proposal", "nanxnan"], ["run", "{file}", "--proposal", "-1x5"], ["run", "{file}", "--proposal", "1e400x1"],
        ["run", "{file}", "--proposal", "x"], ["run", "{file}", "--device", "Nokia 3310"], ["run", "{file}", "--image", "a=nanx1"],
        ["run", "{file}", "--image", "=1x1"], ["run", "{file}", "--root", "Missing"], ["run", "{file}", "--param", "="],
        ["run", "{file}", "--param", "x"], ["run", "/nonexistent/file.swift"], ["run", "{file}", "--max-steps", "-1"],
        ["run", "{file}", "--max-depth", "abc"], ["run", "{file}", "--max-queries", "0"], ["run", "{file}", "--max-nodes", "99999999999999999999"],
        ["trace", "abc"], ["trace", "-1"], ["trace", "99999999999999999999"], ["trace", "1", "--node", ""],
        ["tree", "0"], ["flex", "nan"], ["diff", "1"], ["diff", "1", "x"], ["matrix", "x"], ["matrix", "1", "--rows"],
        ["matrix", "1", "--rows", "a", "--cols", "b", "--value", "width("], ["observe", "{file}", "--labels", "fr"],
        ["query", "unknown"], ["query", "proposals-received"], ["query", "proposals-received", "-p", "run", "abc", "-p", "node", "x"],
        ["query", "proposals-received", "-p", "run"], ["query", "runs", "-p", "limit", "1e999"], ["queries", "--format", "xml"],
        ["sql"], ["sql", "DELETE FROM runs"], ["sql", "DROP TABLE runs"], ["sql", "PRAGMA journal_mode=DELETE"],
        ["sql", "ATTACH DATABASE 'fuzz-attached.sqlite' AS other"], ["sql", "VACUUM INTO 'fuzz-copy.sqlite'"],
        ["sql", "SELECT load_extension('libm.so.6')"], ["sql", "SELECT 1; DELETE FROM runs"],
        ["sql", "WITH x AS (SELECT 1) DELETE FROM runs"], ["sql", "SELECT * FROM runs WHERE id = :id"],
        ["sql", "SELECT :a", "-p", "a"], ["sql", "SELEC 1"], ["sql", "SELECT zeroblob(1000000000)"],
        ["sql", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c LIMIT 5"],
        ["runs", "--param", "novalue"], ["runs", "--format", "yaml"], ["delete"], ["delete", "abc"], ["delete", "-5"],
        ["draw", "1", "--output", "picture.gif"], ["plot", "1", "--value", "nonsense"],
        ["sweep", "{file}", "--param", "x=0...1e300:1"], ["sweep", "{file}", "--param", "minWidth=-1e308...1e308:1e300"],
        ["sweep", "{file}", "--param", "x=1,,2"], ["sweep", "{file}", "--param", "x=nan...1:1"], ["sweep", "{file}", "--param", "x=0...1:0"],
        ["sweep", "{file}", "--param", "a=1...100000:1", "--param", "b=1...100000:1"], ["sweep", "{file}", "--resume", "99999"],
        ["sweep", "{file}", "--jobs", "0"], ["sweep", "{file}", "--jobs", "-3"], ["sweep", "--resume", "abc"],
    ]
}
