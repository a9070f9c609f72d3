import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 29 item 4: a Text's string literal is a LocalizedStringKey, whose Markdown SwiftUI
// renders: the markers are not shown, and a bold run is measured bold. Each rendering is
// compared with the Text spelled out with modifiers, so no proportional width is fixed here.

@Suite("Text: LocalizedStringKey Markdown (issue 29)")
struct TextMarkdownTests {
    private func text(_ source: String) throws -> (label: String?, run: SourceRun) {
        let run = try run(source)
        return (run.tree.nodes.first { $0.kind == "Text" }?.label, run)
    }

    @Test("**bold** and *italic*: the text without its markers, laid out as Text(\"bold\").bold() + Text(\" and \") + Text(\"italic\").italic()")
    func boldAndItalic() throws {
        let markdown = try text("Text(\"**bold** and *italic*\")")
        #expect(markdown.label == "bold and italic")
        let spelled = try text("Text(\"bold\").bold() + Text(\" and \") + Text(\"italic\").italic()")
        #expect(layoutSignature(markdown.run) == layoutSignature(spelled.run))
        #expect(markdown.run.tree.nodes.map(\.attributes) == spelled.run.tree.nodes.map(\.attributes))
    }

    @Test("A bold run is measured bold: Text(\"**Hello**\") is Text(\"Hello\").bold(), wider than Text(\"Hello\")")
    func boldRunIsBold() throws {
        let markdown = try text("Text(\"**Hello**\")")
        let bold = try text("Text(\"Hello\").bold()")
        #expect(layoutSignature(markdown.run) == layoutSignature(bold.run))
        let regular = try text("Text(\"Hello\")")
        #expect((markdown.run.frames(kind: "Text").first?.width ?? 0) > (regular.run.frames(kind: "Text").first?.width ?? 0))
    }

    @Test("Text(verbatim:) and a String value keep their asterisks, as SwiftUI shows them")
    func verbatimAndStringsKeepMarkers() throws {
        #expect(try text("Text(verbatim: \"**bold**\")").label == "**bold**")
        #expect(try text("let title = \"**bold**\"\nText(title)").label == "**bold**")
    }

    @Test("Code, strikethrough and links lose their markers; an underscore inside a word is a character")
    func otherMarkers() throws {
        #expect(try text("Text(\"Run `swift build` now\")").label == "Run swift build now")
        #expect(try text("Text(\"~~old~~ new\")").label == "old new")
        #expect(try text("Text(\"See [the docs](https://example.com).\")").label == "See the docs.")
        #expect(try text("Text(\"snake_case_name and _italic_\")").label == "snake_case_name and italic")
        // A marker with nothing to close it is a character.
        #expect(try text("Text(\"5 * 3 = 15\")").label == "5 * 3 = 15")
        #expect(try text("Text(\"[](https://example.com)\")").label == "")
    }
}
