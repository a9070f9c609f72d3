import Foundation
import LayoutLab
import LayoutLabSource
import Testing

// Seed 003, ViewThatFits: the listings run from Examples/, checking which candidate is shown.

@Suite("Seed 003 listings run from source")
struct Seed003ListingTests {
    /// The kind of the candidate a ViewThatFits placed (its unchosen candidates get no frame).
    static func chosen(_ run: SourceRun, in fits: ViewNode) -> ViewNode? {
        fits.children.map { run.tree[$0] }.first { run.result.frame(of: $0.id) != nil }
    }

    @Test("UploadProgressView: A at 200, B at 100, C at 50; the label reads 75%")
    func uploadProgress() throws {
        let run = try runExample("seed003-upload-progress")
        let expected = try Repository.fixture("source-seed-003/upload-progress").map { $0.split(separator: " ").map(String.init) }
        let fits = run.tree.nodes.filter { $0.kind == "ViewThatFits" }
        #expect(fits.count == 3)
        let kinds = fits.map { Self.chosen(run, in: $0)?.kind }
        // A is the HStack, B the ProgressView's frame, C the Text.
        #expect(kinds == ["HStack", "frame", "Text"])
        #expect(expected.map { $0[1] } == ["A", "B", "C"])
        let outer = run.frames(kind: "frame", withAttribute: ["maxWidth"]).map(\.width)
        #expect(outer == expected.map { CGFloat(Double($0[0]) ?? 0) })
        #expect(run.tree.nodes.contains { $0.kind == "Text" && $0.label == "75%" })
    }

    @Test("SampleView2: the HStack on iPhone 16 (393 pt), the VStack on iPhone SE (375 pt)")
    func sampleView2() throws {
        for (device, kind) in [(Device.iPhone16, "frame"), (Device.iPhoneSE, "VStack")] {
            let run = try runExample("seed003-sample-view2", root: "SampleView2", configuration: LayoutConfiguration(device: device))
            let fits = try #require(run.tree.nodes.first { $0.kind == "ViewThatFits" })
            #expect(Self.chosen(run, in: fits)?.kind == kind, "\(device.name)")
            #expect(run.tree.nodes.contains { $0.kind == "Text" && $0.label == "0" })
        }
    }

    @Test("SampleView3: the @Binding count shows 0; the same choice as SampleView2")
    func sampleView3() throws {
        let run = try runExample("seed003-sample-view3", root: "SampleView3", configuration: LayoutConfiguration(device: .iPhoneSE))
        let fits = try #require(run.tree.nodes.first { $0.kind == "ViewThatFits" })
        #expect(Self.chosen(run, in: fits)?.kind == "VStack")
        #expect(run.tree.nodes.contains { $0.kind == "Text" && $0.label == "0" })
    }

    @Test("検証: Text at 2/3 width, Image at 1/2, Color at 1/3")
    func verification() throws {
        for line in try Repository.fixture("source-seed-003/verification") {
            let parts = line.split(separator: " ")
            let width = CGFloat(Double(parts[0]) ?? 0)
            let run = try runExample("seed003-verification", configuration: LayoutConfiguration(
                rootProposal: ProposedViewSize(width: width, height: 1000)))
            let fits = try #require(run.tree.nodes.first { $0.kind == "ViewThatFits" })
            let chosen = try #require(Self.chosen(run, in: fits))
            let leaf = chosen.kind == "frame" ? run.tree[chosen.children[0]].kind : chosen.kind
            #expect(leaf == String(parts[1]), "at width \(width)")
        }
    }
}
