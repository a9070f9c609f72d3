import Foundation
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 31, item 3: what apps use that is not SwiftUI. The fixture project
// (Tests/Fixtures/assets-project: an Xcode-style folder with an asset catalog, sample JSON and
// a feed screen) was written for these tests; its PNGs and JPEG were generated at the pixel
// sizes the tests name, its PDF and SVG declare theirs in their headers.

private let project = Repository.root.appendingPathComponent("Tests/Fixtures/assets-project")
private let catalog = project.appendingPathComponent("AssetsApp/Assets.xcassets")
private let resources = ProjectResources(searching: [project])

/// Runs `source` with the fixture project's resources, on the spec's device (3x) unless told.
private func runInProject(_ source: String, dark: Bool = false, configuration: LayoutConfiguration = .spec) throws -> SourceRun {
    var configuration = configuration
    if dark { configuration.environment.colorScheme = .dark }
    let program = try SourceProgram.parse(source, fileName: "Screen.swift")
    let view = try program.interpret(SourceOptions(configuration: configuration, resources: resources))
    return SourceRun(lines: [], result: try view.layout(sink: InspectorPrinter { _ in }), warnings: view.warnings)
}

private func errorInProject(_ source: String) throws -> SourceDiagnostic {
    do {
        _ = try runInProject(source)
    } catch let error as SourceError {
        return try #require(error.diagnostics.first)
    }
    Issue.record("expected an error")
    throw CancellationError()
}

private func frames(_ run: SourceRun, _ kind: String) -> [CGSize] {
    run.frames(kind: kind).map(\.size)
}

@Suite("Project resources: asset catalogs, bundle resources, SwiftData, package views")
struct ProjectResourcesTests {
    // MARK: Image headers

    @Test("Image headers: PNG IHDR, JPEG SOF0, PDF MediaBox, SVG viewBox and width/height; HEIC is not read")
    func imageHeaders() throws {
        let read = { (path: String) in ImageFileSize.read(catalog.appendingPathComponent(path)) }
        #expect(read("avatar.imageset/avatar@3x.png") == .init(width: 132, height: 132, isVector: false))
        #expect(read("photo.imageset/photo.jpg") == .init(width: 300, height: 200, isVector: false))
        #expect(read("logo.imageset/logo.pdf") == .init(width: 120, height: 40, isVector: true))
        #expect(read("icon-star.imageset/icon-star.svg") == .init(width: 24, height: 24, isVector: true))
        #expect(read("broken.imageset/broken.heic") == nil)
        // An SVG's width and height (px) win over its viewBox; a JPEG's APP1 segment before its frame is skipped.
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="48px" height="32" viewBox="0 0 24 16"></svg>"#.utf8)
        #expect(ImageFileSize.size(of: svg) == .init(width: 48, height: 32, isVector: true))
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66]
        jpeg += [0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x01, 0x2C, 0x00, 0x64, 0x01, 0x01, 0x11, 0x00]
        #expect(ImageFileSize.size(of: Data(jpeg)) == .init(width: 100, height: 300, isVector: false))
        #expect(ImageFileSize.size(of: Data([0x89, 0x50, 0x4E, 0x47])) == nil)
    }

    // MARK: Generated symbols

    @Test("Asset symbols as Xcode generates them (names and symbols from public GeneratedAssetSymbols.swift files)")
    func assetSymbols() {
        let images: [(String, String)] = [
            ("avatar", "avatar"), ("tiko_avatar", "tikoAvatar"), ("Coffee-Mocha", "coffeeMocha"), ("img_graph_2", "imgGraph2"),
            ("Img_Intro", "imgIntro"), ("adult_products_image", "adultProducts"), ("Initial-Image", "initial"), ("Image", "image"),
            ("welcomeVCimage", "welcomeVCimage"), ("GoogleLogo", "googleLogo"), ("hero_image", "hero"), ("icon-star", "iconStar"),
        ]
        for (name, symbol) in images { #expect(AssetSymbols.symbol(for: name, kind: .image) == symbol, "\(name)") }
        let colors: [(String, String)] = [
            ("AccentColor", "accent"), ("Accent", "accent"), ("UIAccent", "uiAccent"), ("UIColour", "uiColour"), ("bubblegum", "bubblegum"),
            ("BrandColor", "brand"), ("TreeShopBlack", "treeShopBlack"),
        ]
        for (name, symbol) in colors { #expect(AssetSymbols.symbol(for: name, kind: .color) == symbol, "\(name)") }
    }

    // MARK: Reading the catalog

    @Test("The catalog's image and colour sets, namespaces, and bundle files; app icons are not images")
    func catalogContents() throws {
        #expect(resources.catalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
        #expect(Set(resources.imageSets.keys) == ["avatar", "photo", "logo", "icon-star", "hero_image", "broken", "Icons/bell"])
        #expect(Set(resources.colorSets.keys) == ["BrandColor", "Accent"])
        #expect(resources.files["posts.json"]?.lastPathComponent == "posts.json")
        #expect(resources.files["FeedView.swift"] == nil)
        #expect(resources.problems.isEmpty)
    }

    @Test("Image sizes: pixels ÷ the chosen scale (3x device: 132/3, 2x: 88/2), vectors in points, the dark variant in dark mode")
    func imageSizes() {
        let light = resources.imageSizes(scale: 3, scheme: .light)
        #expect(light["avatar"] == CGSize(width: 44, height: 44))
        #expect(light["photo"] == CGSize(width: 150, height: 100))
        #expect(light["logo"] == CGSize(width: 120, height: 40))
        #expect(light["icon-star"] == CGSize(width: 24, height: 24))
        #expect(light["hero_image"] == CGSize(width: 100, height: 50))
        #expect(light["Icons/bell"] == CGSize(width: 20, height: 20))
        #expect(light["broken"] == nil)
        #expect(resources.imageSizes(scale: 2, scheme: .light)["avatar"] == CGSize(width: 44, height: 44))
        #expect(resources.imageSizes(scale: 3, scheme: .dark)["hero_image"] == CGSize(width: 200, height: 100))
    }

    @Test("Colour sets: floats, 0–255 integers and hex bytes; the dark appearance in dark mode")
    func colorSets() throws {
        let brand = try #require(resources.colorSets["BrandColor"])
        #expect(brand.color(in: .light) == .init(red: 0.2, green: 0.4, blue: 0.6, alpha: 1, colorSpace: "srgb"))
        #expect(brand.color(in: .dark) == .init(red: 1, green: 51.0 / 255, blue: 0, alpha: 0.5, colorSpace: "srgb"))
        let accent = try #require(resources.colorSets["Accent"]?.color(in: .light))
        let expected = ColorSet.Components(red: 51.0 / 255, green: 102.0 / 255, blue: 153.0 / 255, alpha: 1, colorSpace: "display-p3")
        #expect(accent == expected)
    }

    @Test("Single-file mode searches the nearest folder holding .git, Package.swift or an .xcodeproj, else the file's own folder")
    func enclosingFolders() throws {
        let file = project.appendingPathComponent("AssetsApp/Views/FeedView.swift")
        #expect(ProjectResources.folders(enclosing: file).map(\.standardizedFileURL.path) == [project.standardizedFileURL.path])
        let lone = FileManager.default.temporaryDirectory.appendingPathComponent("lone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: lone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: lone) }
        #expect(ProjectResources.folders(enclosing: lone.appendingPathComponent("View.swift")).map(\.path) == [lone.path])
    }

    @Test("A damaged Contents.json, a symlink loop and two resources of one name: said, not fatal")
    func badInput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("A/Assets.xcassets/Bad.colorset"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("B"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: root) }
        try Data("{ not json".utf8).write(to: root.appendingPathComponent("A/Assets.xcassets/Bad.colorset/Contents.json"))
        try Data("[]".utf8).write(to: root.appendingPathComponent("A/data.json"))
        try Data("[]".utf8).write(to: root.appendingPathComponent("B/data.json"))
        try manager.createSymbolicLink(at: root.appendingPathComponent("B/loop"), withDestinationURL: root)
        let found = ProjectResources(searching: [root])
        #expect(found.colorSets.isEmpty)
        #expect(found.problems == [root.appendingPathComponent("A/Assets.xcassets/Bad.colorset/Contents.json").path + " is not a JSON object"])
        #expect(found.ambiguousFiles == ["data.json"])
        #expect(found.files["data.json"]?.path.hasSuffix("A/data.json") == true)
        // A search that reaches its bound stops, says so, and the message about a missing asset repeats it.
        let bounded = ProjectResources(searching: [project], maximumEntries: 3)
        #expect(bounded.problems == ["stopped searching for resources after 3 files and folders under \(project.path); "
                                     + "assets and resources beyond them are not known"])
        #expect(bounded.problems(naming: "avatar") == bounded.problems)
    }

    // MARK: Images and colours in a run

    @Test("The feed screen: Image(.avatar) 44×44, Image(\"logo\") 120×40 (PDF), Image(.photo) 150×100 (2x JPEG), rows from posts.json")
    func feedScreen() throws {
        let source = try String(contentsOf: project.appendingPathComponent("AssetsApp/Views/FeedView.swift"), encoding: .utf8)
        let run = try runInProject(source)
        #expect(run.warnings.isEmpty, "\(run.warnings.map(\.message))")
        let images = run.tree.nodes.filter { $0.kind == "Image" }
        #expect(images.map(\.label) == ["logo", "avatar", "avatar", "avatar", "photo"])
        #expect(frames(run, "Image") == [CGSize(width: 120, height: 40)] + Array(repeating: CGSize(width: 44, height: 44), count: 3)
            + [CGSize(width: 150, height: 100)])
        #expect(run.tree.nodes.filter { $0.kind == "Text" }.map(\.label)
            == ["Morning run", "Ann", "Lunch", "Ben", "Evening walk by the river", "Cy"])
        #expect(run.result.diagnostics.isEmpty)
    }

    @Test("Color(\"BrandColor\") and Color(.brand) are the colour set's components, dark ones in dark mode")
    func colors() throws {
        let source = """
        VStack {
            Color("BrandColor").frame(height: 10)
            Color(.brand).frame(height: 10)
            Color(.accent).frame(height: 10)
        }
        """
        let light = try runInProject(source).tree.nodes.filter { $0.kind == "Color" }.map(\.label)
        let accent = "rgb(\(51.0 / 255), \(102.0 / 255), \(153.0 / 255))"
        #expect(light == ["rgb(0.2, 0.4, 0.6)", "rgb(0.2, 0.4, 0.6)", accent])
        let dark = try runInProject(source, dark: true).tree.nodes.filter { $0.kind == "Color" }.map(\.label)
        #expect(dark.first == "rgb(1.0, \(51 / 255.0), 0.0, 0.5)")
        // Xcode also generates `Color.brand` and `ShapeStyle.brand`; an unknown one is Swift's error.
        let members = try runInProject("""
        VStack {
            Color.brand.frame(height: 10)
            Rectangle().fill(.brand).frame(height: 10)
        }
        """)
        #expect(members.tree.nodes.first { $0.kind == "Color" }?.label == "rgb(0.2, 0.4, 0.6)")
        #expect(members.tree.nodes.first { $0.kind == "Rectangle" }?.attributes.map(\.value).contains("rgb(0.2, 0.4, 0.6)") == true)
        let unknown = try errorInProject("Color.brnd")
        #expect(unknown.message == "type 'Color' has no member 'brnd'")
    }

    @Test("Unknown assets: Image(\"missing\") is laid out at 100×100 with one located warning saying what Xcode does; Image(.missing) is an error")
    func unknownAssets() throws {
        let run = try runInProject("""
        VStack {
            Image("missing")
            Image("missing")
            Image("broken")
            Color("Nope").frame(height: 5)
        }
        """)
        #expect(frames(run, "Image") == Array(repeating: CGSize(width: 100, height: 100), count: 3))
        let messages = run.warnings.map(\.message)
        #expect(messages.count == 4)
        #expect(messages[0] == "no image set named 'missing' (asset catalogs: Assets.xcassets): laid out at an assumed (100.0, 100.0)")
        #expect(run.warnings[0].line == 2 && run.warnings[1].line == 3)
        #expect(run.warnings[0].hints.first?.contains("No image named") == true)
        #expect(messages[2].hasPrefix("the size of the image set 'broken' cannot be read from "))
        #expect(messages[3].hasPrefix("no colour set named 'Nope'"))
        // Said once: the engine does not say the assumed sizes again, unlocated.
        #expect(run.result.diagnostics.isEmpty)
        let error = try errorInProject("Image(.avatr)")
        #expect(error.message.hasPrefix("type 'ImageResource' has no member 'avatr': no image set generates it"))
        #expect(error.hints.contains { $0.contains("avatar") })
    }

    @Test("UIImage(named:) shown by Image(uiImage:) is the asset; an unknown name is nil, as UIKit's")
    func uiImage() throws {
        let run = try runInProject("""
        VStack {
            Image(uiImage: UIImage(named: "avatar")!)
            Text(UIImage(named: "nothing") == nil ? "nil" : "image")
        }
        """)
        #expect(frames(run, "Image") == [CGSize(width: 44, height: 44)])
        #expect(run.tree.nodes.first { $0.kind == "Text" }?.label == "nil")
        #expect(run.warnings.isEmpty)
    }

    // MARK: Bundle resources and JSON

    @Test("JSONDecoder: property names, CodingKeys, convertFromSnakeCase, optionals, nested types, raw-value enums, date strategies")
    func jsonDecoding() throws {
        let run = try runInProject(#"""
        struct Author: Codable { var name: String; var karma: Double }
        enum Mood: Int, Codable { case low = 1, high = 2 }
        struct Entry: Codable {
            let entryId: Int
            var authorInfo: Author
            var note: String?
            var mood: Mood
            var at: Date
            var tags: [String]
        }
        let json = """
        [{"entry_id": 7, "author_info": {"name": "Ann", "karma": 2}, "mood": 2, "at": 86400, "tags": ["a", "b"]},
         {"entry_id": 8, "author_info": {"name": "Ben", "karma": 0.5}, "note": "hi", "mood": 1, "at": 0, "tags": []}]
        """
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        let entries = try! decoder.decode([Entry].self, from: Data(json.utf8))
        VStack {
            ForEach(entries, id: \.entryId) { entry in
                Text("\(entry.entryId) \(entry.authorInfo.name) \(entry.authorInfo.karma) \(entry.note ?? "-") \(entry.mood == .high) \(entry.tags.count)")
                Text(entry.at, format: .iso8601)
            }
        }
        """#)
        // The Double karma reads as a Text's literal shows a Double (%lf, LocalizedStringKeyTests).
        #expect(run.tree.nodes.filter { $0.kind == "Text" }.map(\.label)
            == ["7 Ann 2.000000 - true 2", "1970-01-02T00:00:00Z", "8 Ben 0.500000 hi false 0", "1970-01-01T00:00:00Z"])
    }

    @Test("Decoding errors are Swift's: a missing key (even with a default), a type mismatch, a custom init(from:)")
    func jsonErrors() throws {
        let missing = try errorInProject("""
        struct Post: Codable { var title: String; var likes: Int = 0 }
        let posts = try! JSONDecoder().decode([Post].self, from: Data("[{\\"title\\": \\"a\\"}]".utf8))
        Text(posts[0].title)
        """)
        #expect(missing.message == "the JSON has no key 'likes' for Post.likes at '[0]' (Swift's JSONDecoder throws keyNotFound, even for a property with a default value)")
        #expect(missing.line == 2)
        let mismatch = try errorInProject("""
        struct Post: Codable { var likes: Int }
        let post = try! JSONDecoder().decode(Post.self, from: Data("{\\"likes\\": \\"many\\"}".utf8))
        Text("\\(post.likes)")
        """)
        #expect(mismatch.message == "the JSON has a string at 'likes' where an integer is expected (Swift's JSONDecoder throws typeMismatch)")
        let custom = try errorInProject("""
        struct Post: Decodable { var likes: Int; init(from decoder: Decoder) throws { likes = 1 } }
        let post = try! JSONDecoder().decode(Post.self, from: Data("{}".utf8))
        Text("\\(post.likes)")
        """)
        #expect(custom.message == "'Post' decodes itself (init(from:)), which LayoutLab does not run")
    }

    @Test("Bundle.main: url and path of a module resource; a missing resource is a located error naming it")
    func bundle() throws {
        let run = try runInProject("""
        let path = Bundle.main.path(forResource: "posts", ofType: "json")!
        let url = Bundle.main.url(forResource: "posts.json", withExtension: nil)!
        Text("\\(path.hasSuffix("Preview Content/posts.json")) \\(url.lastPathComponent)")
        """)
        #expect(run.tree.nodes.first?.label == "true posts.json")
        let missing = try errorInProject("""
        let url = Bundle.main.url(forResource: "post", withExtension: "json")!
        Text("x")
        """)
        #expect(missing.message.hasPrefix("Bundle.main has no resource 'post.json' (searched "))
        #expect(missing.line == 1)
        #expect(missing.hints.contains { $0.contains("posts.json") })
    }

    // MARK: SwiftData, Core Data, storage

    @Test("@Query and @FetchRequest are empty with one warning each; @AppStorage and @SceneStorage hold their defaults; modelContext.insert does nothing")
    func swiftData() throws {
        let run = try runInProject("""
        import SwiftData
        @Model final class Item {
            @Attribute(.unique) var title: String = "untitled"
            var count: Int = 2
            init(title: String) { self.title = title }
        }
        struct ContentView: View {
            @Query(sort: \\Item.title) private var items: [Item]
            @FetchRequest(sortDescriptors: []) private var records: FetchedResults<Item>
            @AppStorage("name") private var name = "Ann"
            @SceneStorage("tab") private var tab = 2
            @Environment(\\.modelContext) private var context
            var body: some View {
                VStack {
                    Text("\\(items.count) \\(records.count) \\(name) \\(tab) \\(Item(title: "a").count)")
                    Button("Add") { context.insert(Item(title: "b")) }
                }
            }
        }
        """)
        #expect(run.tree.nodes.first { $0.kind == "Text" }?.label == "0 0 Ann 2 2")
        #expect(run.warnings.map(\.message) == [
            "@Query var items is laid out with no results: LayoutLab does not run SwiftData's store",
            "@FetchRequest var records is laid out with no results: LayoutLab does not run Core Data's store",
        ])
        #expect(run.warnings.map(\.line) == [8, 9])
    }

    @Test("A SwiftData container made from a Schema and a ModelConfiguration (Backyard Birds' data container) is inert and lays out nothing")
    func swiftDataContainer() throws {
        let run = try runInProject("""
        import SwiftData
        @Model final class Bird { var name: String = "Robin" }
        enum DataGeneration {
            static let schema = SwiftData.Schema([Bird.self])
        }
        let container = try! ModelContainer(for: DataGeneration.schema, configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        struct Shelf: View {
            var body: some View { Text("Shelf").padding(4) }
        }
        #Preview {
            Shelf().modelContainer(container)
        }
        """)
        let padding = try #require(run.tree.nodes.first { $0.kind == "padding" })
        let text = try #require(run.frames(kind: "Text").first)
        #expect(run.result.frame(of: padding.id)?.size == CGSize(width: text.width + 8, height: text.height + 8))
        #expect(run.tree.nodes.map(\.kind).filter { $0 != "Text" && $0 != "padding" } == [])
    }

    @Test("#Preview(traits: .modifier(SampleData())): the preview modifier's body wraps the preview, said once")
    func previewModifier() throws {
        let run = try runInProject("""
        import SwiftData
        struct SampleData: PreviewModifier {
            static func makeSharedContext() async throws -> ModelContainer {
                try ModelContainer(for: Item.self, configurations: .init(isStoredInMemoryOnly: true))
            }
            func body(content: Content, context: ModelContainer) -> some View {
                content.padding(10).modelContainer(context)
            }
        }
        #Preview(traits: .modifier(SampleData())) {
            Color.red.frame(width: 50, height: 50)
        }
        """)
        let padding = try #require(run.tree.nodes.first { $0.kind == "padding" })
        #expect(run.result.frame(of: padding.id)?.size == CGSize(width: 70, height: 70))
        #expect(run.warnings.map(\.message).first?.hasPrefix("the preview modifier SampleData wraps the preview") == true)
    }

    // MARK: Package views

    @Test("KFImage: its placeholder inside its frame, the default placeholder takes its proposal, a note names the package")
    func kingfisher() throws {
        let run = try runInProject("""
        import Kingfisher
        VStack(spacing: 0) {
            KFImage(URL(string: "https://example.com/a.png"))
                .resizable()
                .placeholder { Text("Loading") }
                .fade(duration: 0.25)
                .frame(width: 80, height: 80)
            KFImage.url(URL(string: "https://example.com/b.png")).resizable().frame(height: 50)
        }
        """)
        let text = try #require(run.tree.nodes.first { $0.kind == "Text" })
        #expect(text.label == "Loading")
        #expect(run.frames(kind: "frame").map(\.size) == [CGSize(width: 80, height: 80), CGSize(width: 402, height: 50)])
        #expect(run.frames(kind: "Color").map(\.size) == [CGSize(width: 402, height: 50)])
        #expect(run.warnings.map(\.message).allSatisfy { $0.hasPrefix("KFImage (Kingfisher) is laid out as its placeholder") })
        #expect(run.warnings.map(\.line) == [3, 8])
    }

    @Test("WebImage, LazyImage and CachedAsyncImage: placeholders and content closures given no image; refused without their import")
    func otherPackages() throws {
        let run = try runInProject("""
        import NukeUI
        import SDWebImageSwiftUI
        import CachedAsyncImage
        VStack(spacing: 0) {
            LazyImage(url: URL(string: "https://example.com/a.png")) { state in
                if let image = state.image { image.resizable() } else { Text("nuke") }
            }
            WebImage(url: URL(string: "https://example.com/b.png")) { image in image.resizable() } placeholder: { Text("sd") }
            CachedAsyncImage(url: URL(string: "https://example.com/c.png")) { phase in
                if let image = phase.image { image } else { Text("phase") }
            }
        }
        """)
        #expect(run.tree.nodes.filter { $0.kind == "Text" }.map(\.label) == ["nuke", "sd", "phase"])
        let refused = try errorInProject("""
        KFImage(URL(string: "https://example.com/a.png"))
        """)
        #expect(refused.message == "KFImage comes from the package Kingfisher, which this file does not import")
    }
}
