import Foundation
import LayoutLab
import Testing

// Seed 000's `LayoutProcessInspector` and its `inspectLayoutProcess` modifier, as published,
// with `import LayoutLab` instead of `import SwiftUI`. Its `print` calls land in `Console`
// (below), which formats values as Apple's `print` does; everything else is the article's.

struct LayoutProcessInspector: Layout {
    var tag: String
    var printPosition: Bool

    init(_ tag: String, printPosition: Bool = false) {
        self.tag = tag
        self.printPosition = printPosition
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        print("【\(tag)】proposal size:", proposal)
        let size = subviews[0].sizeThatFits(proposal)
        print("【\(tag)】report size:", size)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let position = bounds.origin
        subviews[0].place(at: position, proposal: proposal)
        if printPosition == true { print("【\(tag)】position: \(position)") }
    }
}

extension View {
    func inspectLayoutProcess(_ tag: String, printPosition: Bool = false) -> some View {
        LayoutProcessInspector(tag, printPosition: printPosition) { self }
    }
}

// The article's views, laid out with the article's inspector.

struct OverviewView: View {
    var body: some View {
        VStack {
            Text("Hello, world.")
                .inspectLayoutProcess("Text", printPosition: true)
        }
        .frame(width: 300, height: 300)
    }
}

struct ThreeRectanglesView: View {
    var body: some View {
        VStack(spacing: 10) {
            flexibleSizeRectangle(color: .red, minHeight: 10, maxHeight: 100)
                .inspectLayoutProcess("🟥")

            fixedSizeRectangle(color: .blue, size: 100)
                .inspectLayoutProcess("🟦")

            flexibleSizeRectangle(color: .yellow, minHeight: 50, maxHeight: 100)
                .inspectLayoutProcess("🟨")
        }
        .inspectLayoutProcess("VStack")
        .frame(width: 300, height: 500)
        .border(.gray)
    }

    func flexibleSizeRectangle(color: Color, minHeight: CGFloat, maxHeight: CGFloat) -> some View {
        Rectangle()
            .fill(color)
            .frame(width: 100)
            .frame(minHeight: minHeight, maxHeight: maxHeight)
    }

    func fixedSizeRectangle(color: Color, size: CGFloat) -> some View {
        Rectangle()
            .fill(color)
            .frame(width: size, height: size)
    }
}

struct FixedSizeView: View {
    var body: some View {
        Text("Hello, world.")
            .inspectLayoutProcess("Text")
            .fixedSize(horizontal: true, vertical: false)
            .inspectLayoutProcess("fixedSize")
            .frame(width: 50, height: 50)
            .border(.pink)
    }
}

/// Expected outputs transcribed from seed 000, in Tests/Fixtures.
func fixture(_ name: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/seed-000/\(name).txt")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        .map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
}

@Suite("Seed 000's own LayoutProcessInspector, compiled against LayoutLab")
struct LayoutProcessInspectorListingTests {
    /// What the article's inspector prints while `view` is laid out.
    func printed<V: View>(_ view: V) throws -> [String] {
        try Console.$current.withValue(Console()) {
            _ = try view.layout()
            return Console.current?.lines ?? []
        }
    }

    @Test("The article's inspector prints the 20 lines of the tagged 🟥🟦🟨 VStack listing, to the character")
    func threeRectangles() throws {
        #expect(try printed(ThreeRectanglesView()) == fixture("vstack-three-rectangles-tagged"))
    }

    @Test("…and LayoutLab's built-in inspector renders the same 20 lines from the trace")
    func sameAsTheBuiltInInspector() throws {
        let builtIn = LayoutLab.LayoutProcessInspector("VStack") {
            VStack(spacing: 10) {
                LayoutLab.LayoutProcessInspector("🟥") {
                    ThreeRectanglesView().flexibleSizeRectangle(color: .red, minHeight: 10, maxHeight: 100)
                }
                LayoutLab.LayoutProcessInspector("🟦") { ThreeRectanglesView().fixedSizeRectangle(color: .blue, size: 100) }
                LayoutLab.LayoutProcessInspector("🟨") {
                    ThreeRectanglesView().flexibleSizeRectangle(color: .yellow, minHeight: 50, maxHeight: 100)
                }
            }
        }
        .frame(width: 300, height: 500)
        .border(.gray)
        let article = try printed(ThreeRectanglesView())
        #expect(try InspectorPrinter.lines(for: builtIn) == article)
    }

    @Test("Overview and fixedSize: the article's inspector prints the article's proposals, and position (0, 0) first")
    func textListings() throws {
        let overview = try printed(OverviewView())
        let expected = try fixture("overview-text-position")
        #expect(overview.count == expected.count)
        #expect(overview[0] == expected[0])
        #expect(overview[2] == "【Text】position: (0.0, 0.0)")
        #expect(overview[3].hasPrefix("【Text】position: (15"))
        let fixedSize = try printed(FixedSizeView())
        let expectedProposals = try fixture("fixed-size-after").filter { $0.contains("proposal") }
        #expect(fixedSize.filter { $0.contains("proposal") } == expectedProposals)
    }
}

/// Where the article's `print` calls go in these tests.
final class Console: @unchecked Sendable {
    @TaskLocal static var current: Console?
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

/// The article calls `print`; in this module it writes to `Console`, formatting sizes and
/// points as Apple's `print` does (Linux Foundation writes `CGSize(width:height:)`).
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { item -> String in
        switch item {
        case let size as CGSize: size.appleDescription
        case let point as CGPoint: point.appleDescription
        default: String(describing: item)
        }
    }.joined(separator: separator)
    Console.current?.append(line)
}

extension DefaultStringInterpolation {
    /// Apple's description of a point inside string interpolation (`position: \(position)`).
    mutating func appendInterpolation(_ point: CGPoint) { appendLiteral(point.appleDescription) }
}
