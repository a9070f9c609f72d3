import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Issue 14: every numeric layout argument follows one rule (LengthRule): SwiftUI documents no
// answer for a NaN or infinite position, offset, spacing or font size, so each is a located
// error at the argument (its line and column), as frames, padding and kerning already were.
// Negative positions, offsets and spacings are legal SwiftUI and lay out.

@Suite("Source: NaN and infinite numeric arguments are located errors at the argument (issue 14)")
struct NonFiniteArgumentTests {
    @Test("Each non-finite or negative-size argument: the message and the argument's column", arguments: [
        // (source, message, column of the argument)
        ("Text(\"a\").position(x: .nan, y: 0)", "position: 'x' must be a finite number, not nan", 23),
        ("Text(\"a\").position(x: 0, y: -.infinity)", "position: 'y' must be a finite number, not -inf", 29),
        ("Text(\"a\").position(CGPoint(x: 1, y: .infinity))", "position: y of 'position' must be a finite number, not inf", 20),
        ("Text(\"a\").offset(x: .infinity)", "offset: 'x' must be a finite number, not inf", 21),
        ("Text(\"a\").offset(CGSize(width: .nan, height: 0))", "offset: width of 'offset' must be a finite number, not nan", 18),
        ("VStack(spacing: .infinity) { Text(\"a\"); Text(\"b\") }", "VStack: 'spacing' must be a finite number, not inf", 17),
        ("HStack(spacing: .nan) { Text(\"a\"); Text(\"b\") }", "HStack: 'spacing' must be a finite number, not nan", 17),
        ("ScrollView { LazyVStack(spacing: .nan) { Text(\"a\") } }", "LazyVStack: 'spacing' must be a finite number, not nan", 34),
        ("Grid(horizontalSpacing: .nan) { GridRow { Text(\"a\") } }", "Grid: 'horizontalSpacing' must be a finite number, not nan", 25),
        ("LazyVGrid(columns: [GridItem(spacing: .infinity)]) { Text(\"a\") }", "GridItem: 'spacing' must be a finite number, not inf", 39),
        ("let layout = HStackLayout(spacing: .nan)\nlayout { Text(\"a\") }", "HStackLayout: 'spacing' must be a finite number, not nan", 36),
        ("Text(\"a\").font(.system(size: .nan))", "Font.system: 'size' must be a finite, non-negative number, not nan", 30),
        ("Text(\"a\").font(.system(size: .infinity, weight: .bold))", "Font.system: 'size' must be a finite, non-negative number, not inf", 30),
        ("Text(\"a\").font(.system(size: -3))", "Font.system: 'size' must be a finite, non-negative number, not -3.0", 30),
        ("Text(\"a\").font(.custom(\"Menlo\", size: .nan))", "Font.custom: 'size' must be a finite, non-negative number, not nan", 39),
        ("Text(\"a\").padding(EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0))", "EdgeInsets: 'top' must be a finite number, not nan", 35),
        ("Text(\"a\").safeAreaPadding(.infinity)", "safeAreaPadding: 'length' must be a finite number, not inf", 27),
    ])
    func nonFinite(_ source: String, _ message: String, _ column: Int) throws {
        let error = try #require(sourceError(source))
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message == message)
        #expect(diagnostic.line == 1 && diagnostic.column == column)
    }

    @Test("Negative positions, offsets and spacings lay out; an offset moves the drawing, not the frame (spec §4.5)")
    func negativesLayOut() throws {
        let run = try TracedSourceRun("""
        VStack(spacing: -5) {
            Text("a").position(x: -10, y: 20)
            Text("b").offset(x: -3, y: 4)
        }
        """)
        let b = try run.node("b")
        let frame = try #require(run.result.frame(of: b.id))
        #expect(run.result.drawnFrame(of: b.id) == frame.offsetBy(dx: -3, dy: 4))
        #expect(b.attributes.contains(NodeAttribute("offset", "(-3.0, 4.0)")))
    }
}
