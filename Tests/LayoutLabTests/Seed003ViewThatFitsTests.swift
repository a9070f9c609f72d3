import Foundation
import Testing
@testable import LayoutLab
import TestSupport

// Golden test for seed 003 ("ViewThatFitsの中に状態を持たない方が良い"): Apple's
// `UploadProgressView` example picks A, B and C at maxWidth 200, 100 and 50.

// `UploadProgressView`, the listing, is in Tests/TestSupport/SeedViews.swift.

@Suite("Seed 003: ViewThatFits")
struct Seed003ViewThatFitsTests {
    @Test("UploadProgressView picks A at maxWidth 200, B at 100, C at 50")
    func picksTheFirstThatFits() throws {
        // UploadProgressStack: the example at maxWidth 200, 100 and 50, top to bottom.
        let result = try UploadProgressStack().layout()
        let fits = result.tree.nodes.filter { $0.kind == "ViewThatFits" }
        #expect(fits.count == 3)
        let chosen = fits.map { node in node.children.firstIndex { result.frame(of: $0) != nil } }
        #expect(chosen == [0, 1, 2])
        // Candidates that are not chosen get no geometry.
        #expect(fits.map { node in node.children.filter { result.frame(of: $0) != nil }.count } == [1, 1, 1])
    }

    @Test("Text formats the progress as a percentage, as in the article")
    func percentText() {
        #expect(0.75.formatted(.percent) == "75%")
    }
}
