import Foundation
import Testing

// `layoutlab run FILE` inside a project (issue 31, item 3): the file's asset catalogs and
// sample data are found from its folder (Tests/Fixtures/assets-project holds an .xcodeproj).

@Suite("layoutlab run: a project's assets and resources")
struct RunResourcesTests {
    @Test("The feed screen finds Assets.xcassets and posts.json: avatars 44×44 (132 px at 3x), the PDF logo 120×40, no warning")
    func feedScreen() throws {
        let file = BinaryRunner.repository.appendingPathComponent("Tests/Fixtures/assets-project/AssetsApp/Views/FeedView.swift").path
        let outcome = try BinaryRunner.run(["run", file, "--no-record"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        let images = outcome.lines.filter { $0.contains(" Image ") }
        #expect(images.count == 5)
        #expect(images.first?.hasSuffix("120      40") == true, "\(images)")
        #expect(images.filter { $0.contains("Image avatar") }.allSatisfy { $0.hasSuffix("44      44") }, "\(images)")
        #expect(outcome.lines.contains { $0.contains("Text \"Evening walk by the river\"") })
    }

    @Test("The same view pasted alone (no catalog above it) keeps today's behaviour: the engine's note, the assumed size")
    func pastedAlone() throws {
        let file = try BinaryRunner.temporaryFile("VStack { Image(\"avatar\") }")
        let outcome = try BinaryRunner.run(["run", file, "--no-record"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("warning: the size of 1 image is not known (\"avatar\")"))
    }
}
