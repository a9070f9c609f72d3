import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutLab
@testable import LayoutLabSource
import Testing

// A file runs inside its module (issue 31): the module is found as Xcode finds it, and the
// declarations of its other files are visible, with errors located in the file they are about.

private let examplePackage = Repository.root.appendingPathComponent("Examples/Project")
private let xcodeFixture = Repository.root.appendingPathComponent("Tests/Fixtures/projects/XcodeApp")

/// Runs the file at `url` inside `project` as `layoutlab run` does.
private func runInProject(_ url: URL, project: SourceProject?, root: String? = nil) throws -> SourceRun {
    let program = try SourceProgram.parse(try String(contentsOf: url, encoding: .utf8), fileName: url.path, project: project)
    let view = try program.interpret(SourceOptions(root: root, configuration: .spec, project: project))
    return SourceRun(lines: [], result: try view.layout(), warnings: view.warnings)
}

/// A scratch folder for one test, removed afterwards.
private func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SourceProjectTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
}

private let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "P", targets: [.target(name: "App")])
    """

@Suite("A file runs inside its project")
struct SourceProjectTests {
    @Test("A package target's module: its path: folder and the local target it depends on, not the package's other targets")
    func packageModule() throws {
        let file = examplePackage.appendingPathComponent("App/Profile/ProfileView.swift")
        let project = try #require(try SourceProject.discover(for: file))
        #expect(project.kind == .package(manifest: examplePackage.appendingPathComponent("Package.swift"), target: "Profile"))
        #expect(project.moduleRoot.path == examplePackage.appendingPathComponent("App/Profile").path)
        #expect(project.files.map { $0.path.replacingOccurrences(of: examplePackage.path + "/", with: "") }
                == ["App/Profile/Models/Person.swift", "App/Profile/ProfileView.swift", "Sources/DesignSystem/Theme.swift"])
    }

    @Test("The bundled example: Theme.spacing, .cardStyle() and Person.sample from other files and another target")
    func exampleProjectRuns() throws {
        let file = examplePackage.appendingPathComponent("App/Profile/ProfileView.swift")
        let run = try runInProject(file, project: try SourceProject.discover(for: file))
        let texts = run.frames(kind: "Text")
        try #require(texts.count == 2)
        // VStack(spacing: Theme.spacing) puts 12 points between the lines; .cardStyle() pads by 16.
        #expect(texts[1].minY - texts[0].maxY == 12)
        let padding = try #require(run.tree.nodes.first { $0.kind == "padding" }.flatMap { run.result.frame(of: $0.id) })
        #expect(texts[0].minX - padding.minX == 16)
        #expect(texts[0].minY - padding.minY == 16)
    }

    @Test("Without its project the example stops at the first name from another file")
    func exampleAloneFails() throws {
        let file = examplePackage.appendingPathComponent("App/Profile/ProfileView.swift")
        #expect(throws: SourceError.self) { try runInProject(file, project: nil) }
    }

    @Test("An Xcode project's app folder, named by project.pbxproj; the test target's folder is not read")
    func xcodeModule() throws {
        let file = xcodeFixture.appendingPathComponent("Sample/ContentView.swift")
        let project = try #require(try SourceProject.discover(for: file))
        #expect(project.kind == .xcodeProject(xcodeFixture.appendingPathComponent("Sample.xcodeproj")))
        #expect(project.moduleRoot.path == xcodeFixture.appendingPathComponent("Sample").path)
        #expect(project.files.map(\.lastPathComponent) == ["ContentView.swift", "Theme.swift"])
        #expect(project.notes.isEmpty)
        let run = try runInProject(file, project: project)
        // Text("Hello").padding(Theme.padding): the app's Theme (24), not the test target's (1).
        let text = try #require(run.frames(kind: "Text").first)
        let padding = try #require(run.tree.nodes.first { $0.kind == "padding" }.flatMap { run.result.frame(of: $0.id) })
        #expect(text.minX - padding.minX == 24)
    }

    @Test("An Xcode app's local package: the targets of the products the project links are read, the package's other targets are not")
    func xcodeLocalPackage() throws {
        let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/projects/PackagedApp")
        let file = fixture.appendingPathComponent("Shop/ContentView.swift")
        let project = try #require(try SourceProject.discover(for: file))
        #expect(project.moduleRoot.path == fixture.appendingPathComponent("Shop").path)
        #expect(project.files.map { String($0.path.dropFirst(fixture.path.count + 1)) } == [
            "Packages/Kit/Sources/KitCore/PriceTag.swift", "Shop/ContentView.swift",
        ])
        let run = try runInProject(file, project: project)
        // PriceTag's Text padded by KitCore's inset, 6 (KitPreviews' 100 is not read).
        let text = try #require(run.frames(kind: "Text").first)
        let padding = try #require(run.tree.nodes.first { $0.kind == "padding" }.flatMap { run.result.frame(of: $0.id) })
        #expect(text.minX - padding.minX == 6)
    }

    @Test("Xcode 16's synchronized group: a file in the target's membershipExceptions is not read (a stale copy does not collide)")
    func synchronizedGroupExceptions() throws {
        let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/projects/SyncedApp")
        let file = fixture.appendingPathComponent("Birds/ContentView.swift")
        let project = try #require(try SourceProject.discover(for: file))
        // The widget target's exception (ContentView.swift) is another target's: it is read.
        #expect(project.files.map { String($0.path.dropFirst(project.moduleRoot.path.count + 1)) } == ["BirdView.swift", "ContentView.swift"])
        #expect(project.notes == ["1 Swift file is in 'Birds' but not in its target, as Birds.xcodeproj says, and not read: Old/BirdView.swift"])
        let run = try runInProject(file, project: project)
        #expect(run.frames(kind: "frame").first?.width == 120)
    }

    @Test("An older project's Sources build phase: a file of the folder it does not list is not read")
    func sourcesBuildPhase() throws {
        let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/projects/ClassicApp")
        let file = fixture.appendingPathComponent("Shop/ContentView.swift")
        let project = try #require(try SourceProject.discover(for: file))
        #expect(project.files.map(\.lastPathComponent) == ["Badge.swift", "ContentView.swift"])
        let run = try runInProject(file, project: project)
        #expect(run.frames(kind: "frame").first?.width == 80)
        // Read as a plain folder, the stale copy collides.
        let folder = try SourceProject.folder(fixture.appendingPathComponent("Shop"))
        let error = try #require(throws: SourceError.self) { try runInProject(file, project: folder) }
        #expect(error.diagnostics.first?.message == "invalid redeclaration of 'Badge'")
    }

    @Test("An older project's target spanning top-level groups: its files in other groups are read, another target's and a stale copy are not")
    func targetAcrossGroups() throws {
        let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/projects/GroupsApp")
        let file = fixture.appendingPathComponent("Profile/ProfileView.swift")
        let project = try #require(try SourceProject.discover(for: file))
        // Onboarding/UserModel.swift by its group, Shared/Spacing.swift by a SOURCE_ROOT path; not
        // the test target's AppTests/UserTests.swift nor Onboarding/Stale.swift, each another `User`.
        #expect(project.files.map { String($0.path.dropFirst(fixture.path.count + 1)) }
                == ["Onboarding/UserModel.swift", "Profile/ProfileView.swift", "Shared/Spacing.swift"])
        let run = try runInProject(file, project: project)
        let text = try #require(run.frames(kind: "Text").first)
        let padding = try #require(run.tree.nodes.first { $0.kind == "padding" }.flatMap { run.result.frame(of: $0.id) })
        #expect(text.minX - padding.minX == 14)
    }

    @Test("A project file that cannot be read: the file's top folder is the module, and a note says so")
    func unreadableXcodeProject() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
            try write("struct A {}", to: folder.appendingPathComponent("App/Views/A.swift"))
            try write("struct B {}", to: folder.appendingPathComponent("App/B.swift"))
            let project = try #require(try SourceProject.discover(for: folder.appendingPathComponent("App/Views/A.swift")))
            #expect(project.files.map(\.lastPathComponent) == ["B.swift", "A.swift"])
            #expect(project.notes == ["App.xcodeproj/project.pbxproj cannot be read; the folder 'App' is read as the module"])
        }
    }

    @Test("A file with no Package.swift or Xcode project around it runs alone")
    func noProject() throws {
        try withTemporaryFolder { folder in
            try write("Text(\"x\")", to: folder.appendingPathComponent("Loose.swift"))
            #expect(try SourceProject.discover(for: folder.appendingPathComponent("Loose.swift")) == nil)
        }
    }

    @Test("A Package.swift that cannot be read or does not parse is a clear error")
    func badManifest() throws {
        try withTemporaryFolder { folder in
            try write("Text(\"x\")", to: folder.appendingPathComponent("Sources/App/V.swift"))
            try write("let package = Package(name: \"P\", targets: [.target(name: ", to: folder.appendingPathComponent("Package.swift"))
            let error = try #require(throws: SourceProjectError.self) {
                try SourceProject.discover(for: folder.appendingPathComponent("Sources/App/V.swift"))
            }
            #expect(error.message.hasSuffix("Package.swift does not parse as Swift; LayoutLab reads a package's targets from it"))
            #expect(error.hints.contains { $0.contains("--no-project") })
            try Data([0xFF, 0xFE, 0x00]).write(to: folder.appendingPathComponent("Package.swift"))
            let unreadable = try #require(throws: SourceProjectError.self) {
                try SourceProject.discover(for: folder.appendingPathComponent("Sources/App/V.swift"))
            }
            #expect(unreadable.message.hasPrefix("cannot read "))
        }
    }

    @Test("A symlink loop in the module is walked once")
    func symlinkLoop() throws {
        try withTemporaryFolder { folder in
            try write(manifest, to: folder.appendingPathComponent("Package.swift"))
            try write("struct A {}", to: folder.appendingPathComponent("Sources/App/A.swift"))
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Sources/App/Loop"),
                                                       withDestinationURL: folder.appendingPathComponent("Sources/App"))
            let project = try #require(try SourceProject.discover(for: folder.appendingPathComponent("Sources/App/A.swift")))
            #expect(project.files.map(\.lastPathComponent) == ["A.swift"])
        }
    }

    @Test("Discovery reads a folder's entries once: a file linked twice (a symlink, a hard link) is read once, by its first name; a FIFO, a link to nothing and a folder named .swift are not files")
    func linkedFilesAndOddEntries() throws {
        try withTemporaryFolder { folder in
            try write(manifest, to: folder.appendingPathComponent("Package.swift"))
            let app = folder.appendingPathComponent("Sources/App")
            try write("struct B {}", to: app.appendingPathComponent("B.swift"))
            try write("struct C {}", to: app.appendingPathComponent("Nested/C.swift"))
            let manager = FileManager.default
            // A.swift, earlier by name, is a link to B.swift; D.swift is B's hard link; Z.swift a link to Nested/C.swift.
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("A.swift").path, withDestinationPath: "B.swift")
            try manager.linkItem(at: app.appendingPathComponent("B.swift"), to: app.appendingPathComponent("D.swift"))
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("Z.swift").path, withDestinationPath: "Nested/C.swift")
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("Gone.swift").path, withDestinationPath: "Missing.swift")
            #expect(mkfifo(app.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
            try manager.createDirectory(at: app.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
            try write("struct E {}", to: app.appendingPathComponent("Folder.swift/E.swift"))
            let project = try #require(try SourceProject.discover(for: app.appendingPathComponent("B.swift")))
            #expect(project.files.map { String($0.path.dropFirst(app.path.count + 1)) } == ["A.swift", "Folder.swift/E.swift", "Nested/C.swift"])
            // Without links followed, a hard link alone is still one file (its inode as the folder records it).
            try manager.removeItem(at: app.appendingPathComponent("A.swift"))
            try manager.removeItem(at: app.appendingPathComponent("Z.swift"))
            try manager.removeItem(at: app.appendingPathComponent("Gone.swift"))
            let unlinked = try #require(try SourceProject.discover(for: app.appendingPathComponent("B.swift")))
            #expect(unlinked.files.map { String($0.path.dropFirst(app.path.count + 1)) } == ["B.swift", "Folder.swift/E.swift", "Nested/C.swift"])
        }
    }

    @Test("Two files declaring the same type: an error at the second naming the first's file")
    func sameNameTwice() throws {
        try withTemporaryFolder { folder in
            try write(manifest, to: folder.appendingPathComponent("Package.swift"))
            let view = folder.appendingPathComponent("Sources/App/V.swift")
            try write("struct V: View {\n    var body: some View { Text(\"x\").padding(Theme.gap) }\n}\n", to: view)
            try write("enum Theme {\n    static let gap: CGFloat = 1\n}\n", to: folder.appendingPathComponent("Sources/App/A.swift"))
            try write("import SwiftUI\nenum Theme {\n    static let gap: CGFloat = 2\n}\n", to: folder.appendingPathComponent("Sources/App/B.swift"))
            let project = try SourceProject.discover(for: view)
            let error = try #require(throws: SourceError.self) { try runInProject(view, project: project) }
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message == "invalid redeclaration of 'Theme'")
            #expect(diagnostic.fileName.hasSuffix("Sources/App/B.swift"))
            #expect((diagnostic.line, diagnostic.column) == (2, 6))
            #expect(diagnostic.hints == ["'Theme' is also declared at \(folder.resolvingSymlinksInPath().path)/Sources/App/A.swift:1:6"])
        }
    }

    @Test("Module files that do not parse are skipped with one warning naming them; an error in another file names that file")
    func brokenFilesSkipped() throws {
        try withTemporaryFolder { folder in
            try write(manifest, to: folder.appendingPathComponent("Package.swift"))
            let view = folder.appendingPathComponent("Sources/App/V.swift")
            try write("struct V: View {\n    var body: some View { Label() }\n}\n", to: view)
            try write("struct Label: View {\n    var body: some View {\n        Text(missing)\n    }\n}\n",
                      to: folder.appendingPathComponent("Sources/App/Label.swift"))
            try write("struct Broken {\n    let x =\n", to: folder.appendingPathComponent("Sources/App/Broken.swift"))
            let project = try SourceProject.discover(for: view)
            let error = try #require(throws: SourceError.self) { try runInProject(view, project: project) }
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.fileName.hasSuffix("Sources/App/Label.swift"))
            #expect((diagnostic.line, diagnostic.column) == (3, 14))
            #expect(diagnostic.message == "cannot find 'missing' in scope")

            try write("struct Label: View {\n    var body: some View {\n        Text(\"ok\")\n    }\n}\n",
                      to: folder.appendingPathComponent("Sources/App/Label.swift"))
            let run = try runInProject(view, project: try SourceProject.discover(for: view))
            #expect(run.warnings.map(\.message) == [
                "1 file of the module cannot be read or do not parse and were skipped: "
                    + folder.resolvingSymlinksInPath().appendingPathComponent("Sources/App/Broken.swift").path,
            ])
        }
    }

    @Test("A module of 3,000 files is found and run; more than SourceProject.maximumFiles is refused")
    func thousandsOfFiles() throws {
        try withTemporaryFolder { folder in
            try write(manifest, to: folder.appendingPathComponent("Package.swift"))
            let sources = folder.appendingPathComponent("Sources/App")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            for index in 0..<3_000 {
                try "struct Model\(index) { let value = \(index) }\n".write(to: sources.appendingPathComponent("Model\(index).swift"),
                                                                           atomically: false, encoding: .utf8)
            }
            let view = sources.appendingPathComponent("V.swift")
            try write("Text(\"x\").frame(width: CGFloat(Model2999().value / 10))", to: view)
            let project = try #require(try SourceProject.discover(for: view))
            #expect(project.files.count == 3_001)
            let run = try runInProject(view, project: project)
            #expect(run.frames(kind: "frame").first?.width == 299)
        }
    }

    @Test("A view with required parameters and no preview of its own is laid out from a #Preview elsewhere in the module")
    func previewElsewhere() throws {
        try withTemporaryFolder { folder in
            try write(manifest, to: folder.appendingPathComponent("Package.swift"))
            let card = folder.appendingPathComponent("Sources/App/Card.swift")
            try write("struct Card: View {\n    let width: CGFloat\n    var body: some View { Text(\"x\").frame(width: width) }\n}\n", to: card)
            try write("#Preview {\n    Card(width: 150)\n}\n", to: folder.appendingPathComponent("Sources/App/Previews.swift"))
            let run = try runInProject(card, project: try SourceProject.discover(for: card))
            #expect(run.frames(kind: "frame").first?.width == 150)
        }
    }

    @Test("A view with required parameters is laid out from a PreviewProvider of another file that constructs it")
    func providerElsewhere() throws {
        try withTemporaryFolder { folder in
            try write(manifest, to: folder.appendingPathComponent("Package.swift"))
            let card = folder.appendingPathComponent("Sources/App/Card.swift")
            try write("struct Card: View {\n    let width: CGFloat\n    var body: some View { Text(\"x\").frame(width: width) }\n}\n", to: card)
            try write("struct Other_Previews: PreviewProvider {\n    static var previews: some View { Text(\"other\") }\n}\n"
                      + "struct Card_Previews: PreviewProvider {\n    static var previews: some View {\n        Card(width: 120)\n    }\n}\n",
                      to: folder.appendingPathComponent("Sources/App/Previews.swift"))
            let run = try runInProject(card, project: try SourceProject.discover(for: card))
            #expect(run.frames(kind: "frame").first?.width == 120)
        }
    }

    @Test("--root naming a view with required parameters and no preview lists every missing argument")
    func missingArguments() throws {
        let source = "struct Pair: View {\n    let a: Int\n    let b: String\n    var c = 1\n    var body: some View { Text(b) }\n}\n"
        let error = try #require(sourceError(source, root: "Pair"))
        #expect(error.diagnostics.first?.message == "'Pair' needs a value for 'a', 'b' to be laid out on its own")
        #expect(error.diagnostics.first?.hints == [
            "write a preview that creates it: #Preview { Pair(a: …, b: …) }, or set them with --param a=… --param b=…",
        ])
    }

    @Test("A run stopping at an unknown type lists every other unknown type name of the file, once each, at its first use")
    func everyMissingName() throws {
        let source = """
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    VStack(spacing: Theme.spacing) {
                        Avatar(size: 40)
                        ForEach(posts) { post in PostRow(post: post) }
                        Avatar(size: 20)
                    }
                }
            }
            #Preview { Feed(posts: []) }
            """
        let error = try #require(sourceError(source))
        #expect(error.diagnostics.map(\.message) == [
            "'Theme' is not a view or type LayoutLab models",
            "'Post' is not declared in the module either",
            "'Avatar' is not declared in the module either",
            "'PostRow' is not declared in the module either",
        ])
        #expect(error.diagnostics.map(\.line) == [4, 2, 5, 6])
    }

    @Test("The missing-name check finds nothing in the examples that run (it lists no name the interpreter knows)")
    func missingNamesHasNoFalsePositives() throws {
        var found: [String] = []
        for folder in ["Examples", "Examples/everyday", "Examples/containers"] {
            let directory = Repository.root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).filter({ $0.hasSuffix(".swift") }).sorted() {
                let source = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                guard let program = try? SourceProgram.parse(source, fileName: name) else { continue }
                for use in MissingNames(declarations: program.declarations).uses(in: program.tree) { found.append("\(folder)/\(name): \(use.name)") }
            }
        }
        #expect(found.isEmpty, Comment(rawValue: found.joined(separator: "\n")))
    }
}
