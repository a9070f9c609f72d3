import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Issue 14: a ForEach that is a lazy container's whole content builds its element views when
// the container asks for them (spec §17.3, §19.3, §23.2), so a 100,000-row List from source
// evaluates the rows it shows; what is placed is what the engine places with every row built
// (the Swift API's ForEach builds them all).

/// Every placed node of a layout, by path: its kind, label and frame.
private func placed(_ result: LayoutResult) -> [String: String] {
    var placed: [String: String] = [:]
    for node in result.tree.nodes {
        guard let frame = result.frame(of: node.id) else { continue }
        placed[node.path] = "\(node.kind) \(node.label ?? "") \(frame)"
    }
    return placed
}

@Suite("Source: a lazy container's ForEach is built as it is asked (issue 14, spec §17.3, §19.3, §23.2)")
struct LazyForEachSourceTests {
    @Test("§23.2: List { ForEach(0..<100_000) } from source builds the 18 rows that show; they are placed as with every row built")
    func hundredThousandListRows() throws {
        let start = Date()
        let run = try TracedSourceRun("List { ForEach(0..<100_000) { i in Text(\"Row \\(i)\") } }")
        let elapsed = Date().timeIntervalSince(start)
        let eager = try List { ForEach(0..<100_000) { Text("Row \($0)") } }.layout(configuration: .spec)
        #expect(placed(run.result) == placed(eager))
        #expect(placed(run.result).count == 1 + 18)
        // The List and the 18 rows it built: the other 99,982 were never evaluated.
        #expect(run.tree.count == 1 + 18)
        print("100,000 List rows from source, lazily: \(elapsed) s")
    }

    @Test("§17.3: ScrollView(.horizontal) { LazyHStack { ForEach(0..<100_000) } } builds the items near the screen, placed as with all built")
    func hundredThousandLazyHStackItems() throws {
        let run = try TracedSourceRun("""
        ScrollView(.horizontal) { LazyHStack { ForEach(0..<100000) { i in Text("Item \\(i)").padding() } } }
        """)
        let eager = try ScrollView(.horizontal) { LazyHStack { ForEach(0..<100_000) { Text("Item \($0)").padding() } } }.layout(configuration: .spec)
        #expect(placed(run.result) == placed(eager))
        // The stack's length is estimated from the items measured, as with every item built.
        #expect(run.result.frame(of: 1) == eager.frame(of: 1))
        #expect(run.tree.count < 100)
    }

    @Test("§19.3: a LazyVGrid's ForEach in a ScrollView: the rows near the screen, placed as with every cell built")
    func lazyGrid() throws {
        let run = try TracedSourceRun("""
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<30_000) { i in Color.blue.frame(height: 80) }
            }
        }
        """)
        let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
        let eager = try ScrollView { LazyVGrid(columns: columns) { ForEach(0..<30_000) { _ in Color.blue.frame(height: 80) } } }.layout(configuration: .spec)
        #expect(placed(run.result) == placed(eager))
        #expect(run.tree.count < 200)
    }

    @Test("§17.3: a row that is a view struct of the file (one view in its body) is built lazily too; ids and state as before")
    func viewStructRows() throws {
        let run = try TracedSourceRun("""
        struct Row: View {
            let index: Int
            var body: some View { HStack { Text("Row \\(index)"); Spacer() }.padding(4) }
        }
        ScrollView { LazyVStack(spacing: 2) { ForEach(0..<50_000, id: \\.self) { Row(index: $0) } } }
        """)
        #expect(run.tree.count < 500)
        #expect(try run.isPlaced("Row 0"))
        #expect(try run.frame("Row 1").minY > run.frame("Row 0").maxY)
    }

    @Test("SwiftUI builds every element when their number of views is not constant: an `if` in the ForEach builds them all, placed the same")
    func conditionalContentIsEager() throws {
        let run = try TracedSourceRun("""
        List { ForEach(0..<40) { i in if i % 2 == 0 { Text("Row \\(i)") } } }
        """)
        let eager = try List { ForEach(0..<40) { i in if i % 2 == 0 { Text("Row \(i)") } } }.layout(configuration: .spec)
        #expect(placed(run.result) == placed(eager))
        #expect(run.tree.count == 1 + 20)
    }

    @Test("A ForEach among other views in a lazy container builds every element; placed the same as the engine's")
    func forEachWithSiblings() throws {
        let run = try TracedSourceRun("""
        List { Text("Header"); ForEach(0..<30) { i in Text("Row \\(i)") } }
        """)
        let eager = try List { Text("Header"); ForEach(0..<30) { Text("Row \($0)") } }.layout(configuration: .spec)
        #expect(placed(run.result) == placed(eager))
        #expect(run.tree.count == 1 + 31)
    }

    @Test("Budgets apply: a lazy List of 300,000 rows is refused by --max-elements; an error in a row built during layout is located")
    func budgets() throws {
        let error = try #require(sourceError("List { ForEach(0..<300_000) { i in Text(\"Row \\(i)\") } }"))
        #expect(error.diagnostics.first?.message.contains("300000 elements") == true)
        let rowError = try #require(sourceError("""
        let names = ["a", "b"]
        List { ForEach(0..<3) { i in Text(names[i]) } }
        """))
        #expect(rowError.diagnostics.first?.line == 2)
    }

    @Test("§23.2: List(data) { row } from source is lazy too")
    func listOfData() throws {
        let run = try TracedSourceRun("List(0..<100_000, id: \\.self) { i in Text(\"Row \\(i)\") }")
        let eager = try List(0..<100_000, id: \.self) { Text("Row \($0)") }.layout(configuration: .spec)
        #expect(placed(run.result) == placed(eager))
        #expect(run.tree.count == 1 + 18)
    }
}
