import Foundation
import Testing

// `layoutlab run FILE` inside the file's project (issue 31): README's example, and what the
// project options refuse.

@Suite("run inside a project")
struct ProjectRunTests {
    @Test("README's project example prints the tree README shows; --no-project stops at Person, which its preview's .sample needs, and names Theme too")
    func readmeExample() throws {
        let file = BinaryRunner.repository.appendingPathComponent("Examples/Project/App/Profile/ProfileView.swift").path
        let readme = try String(contentsOf: BinaryRunner.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let run = try BinaryRunner.run(["run", file, "--format", "tree", "--no-record"])
        #expect(run.status == 0)
        let tree = run.stdout.trimmingCharacters(in: .newlines)
        #expect(!tree.isEmpty && readme.contains(tree), "README's tree differs from the run's:\n\(run.stdout)")
        let alone = try BinaryRunner.run(["run", file, "--no-project", "--no-record"])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("ProfileView.swift:17:25: error: 'Person' is not a view or type LayoutLab models"))
        #expect(alone.stderr.contains("hint: '.sample' is a member of 'Person', which the file does not declare"))
        #expect(alone.stderr.contains("ProfileView.swift:8:46: error: 'Theme' is not declared in the module either"))
    }

    @Test("--project and --no-project together, and a --project that is not a folder, are errors")
    func badProjectOptions() throws {
        let file = BinaryRunner.example("seed001-apart")
        let both = try BinaryRunner.run(["run", file, "--project", "/tmp", "--no-project", "--no-record"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--project and --no-project cannot be given together"))
        let missing = try BinaryRunner.run(["run", file, "--project", "/nonexistent-folder", "--no-record"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--project /nonexistent-folder: not a folder"))
    }

    @Test("runs --files lists what a project run read: its file, the module files it reached, by path from the module's folder, with their SHA-256")
    func recordedFiles() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        let db = folder.appendingPathComponent("lab.sqlite").path
        let file = BinaryRunner.repository.appendingPathComponent("Examples/Project/App/Profile/ProfileView.swift")
        let run = try BinaryRunner.run(["run", file.path, "--db", db, "--format", "tree"])
        #expect(run.status == 0, Comment(rawValue: run.stderr))
        let files = try BinaryRunner.run(["runs", "--files", "1", "--db", db, "--format", "csv"])
        #expect(files.status == 0, Comment(rawValue: files.stderr))
        // sha256sum of each file in Examples/Project.
        func sha(_ path: String) throws -> String {
            let digest = Process()
            digest.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            digest.arguments = [BinaryRunner.repository.appendingPathComponent("Examples/Project/" + path).path]
            let pipe = Pipe()
            digest.standardOutput = pipe
            try digest.run()
            digest.waitUntilExit()
            return String(String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64))
        }
        #expect(files.stdout == """
            role,path,sha256
            root,ProfileView.swift,\(try sha("App/Profile/ProfileView.swift"))
            module,../../Sources/DesignSystem/Theme.swift,\(try sha("Sources/DesignSystem/Theme.swift"))
            module,Models/Person.swift,\(try sha("App/Profile/Models/Person.swift"))

            """)
        let unknown = try BinaryRunner.run(["runs", "--files", "7", "--db", db])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("7"))
    }

    @Test("A refused project run records nothing: no run row, no run_files row")
    func refusedRunRecordsNothing() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        let db = folder.appendingPathComponent("lab.sqlite").path
        let file = BinaryRunner.repository.appendingPathComponent("Examples/Project/App/Profile/ProfileView.swift")
        _ = try BinaryRunner.run(["run", file.path, "--db", db, "--format", "tree"])
        let refused = try BinaryRunner.run(["run", file.path, "--db", db, "--no-project"])
        #expect(refused.status == 2)
        let counts = try BinaryRunner.run(["sql", "SELECT (SELECT count(*) FROM runs), (SELECT count(*) FROM run_files)", "--db", db, "--format", "csv"])
        #expect(counts.stdout.split(separator: "\n").last == "1,3")
    }
}

// Every missing name in one pass, --placeholders, entry points and bad input from the command
// line (issue 31 items 4 and 5, acceptance).

private let missingPackage = BinaryRunner.repository.appendingPathComponent("Tests/Fixtures/projects/MissingPackage")

/// The database and its write-ahead log, by name: a refusal must leave them as they were. (The
/// `-shm` index is left out: SQLite rewrites it whenever a reader opens the database.)
private func databaseFiles(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name == "lab.sqlite" || name == "lab.sqlite-wal" {
        files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return files
}

private func runCount(_ db: String) throws -> String? {
    try BinaryRunner.run(["sql", "SELECT count(*) FROM runs", "--db", db, "--format", "csv"]).stdout.split(separator: "\n").last.map(String.init)
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

@Suite("run inside a project: missing names, placeholders, entry points, bad input")
struct ProjectInputTests {
    @Test("Names of a package that is not present: every one listed at its first use in one run, and the hint names --placeholders")
    func everyMissingName() throws {
        let file = missingPackage.appendingPathComponent("Sources/Gallery/GalleryView.swift").path
        let run = try BinaryRunner.run(["run", file, "--no-record"])
        #expect(run.status == 2)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.map { String($0.split(separator: "/").last ?? "") } == [
            "GalleryView.swift:9:13: error: 'RemoteAvatar' is not a view or type LayoutLab models",
            "GalleryView.swift:12:13: error: 'ShimmerBanner' is not declared in the module either",
            "GalleryView.swift:12:34: error: 'RemoteStyle' is not declared in the module either",
        ])
        #expect(run.stderr.contains("--placeholders lays out what is missing as marked placeholders"))
    }

    @Test("--placeholders lays an unresolved view out as a marked 100×100 placeholder its modifiers apply to, one warning per name, recorded as node attributes")
    func placeholders() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        let db = folder.appendingPathComponent("lab.sqlite").path
        let file = missingPackage.appendingPathComponent("Sources/Gallery/GalleryView.swift").path
        let run = try BinaryRunner.run(["run", file, "--placeholders", "--db", db, "--format", "tree"])
        #expect(run.status == 0, Comment(rawValue: run.stderr))
        // The avatar's frame is 44×44 around a 100×100 placeholder; the banner is the placeholder itself;
        // the VStack is 100 wide (its widest child), 44 + 8 + 20.33 + 8 + 100 tall, padded by 12.
        #expect(run.stdout.contains("VStack"))
        let lines = run.lines.map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        let vstack = try #require(lines.first { $0.count > 1 && $0[1] == "VStack" })
        #expect(vstack.suffix(2) == ["100", "180.33"])
        // Each warning's first line (the lines under it quote the source and repeat the message after a caret).
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains("warning: ") && $0.contains("--placeholders") }
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("GalleryView.swift:9:13: warning: 'RemoteAvatar' is not declared in the module or modelled by LayoutLab") == true)
        #expect(warnings.last?.contains("GalleryView.swift:12:13: warning: 'ShimmerBanner'") == true)
        let attributes = try BinaryRunner.run(["sql", "SELECT value FROM node_attributes WHERE name = 'placeholder' ORDER BY node_id",
                                               "--db", db, "--format", "csv"])
        #expect(attributes.stdout == "value\n\"RemoteAvatar(…), 100×100 assumed\"\n\"ShimmerBanner(…), 100×100 assumed\"\n")
    }

    @Test("--placeholders does not guess a number: an opaque value given to padding is a located error, and nothing is recorded")
    func opaqueValueWhereANumberIsNeeded() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        let db = folder.appendingPathComponent("lab.sqlite").path
        let file = missingPackage.appendingPathComponent("Sources/Gallery/BadgeView.swift").path
        let run = try BinaryRunner.run(["run", file, "--placeholders", "--db", db])
        #expect(run.status == 2)
        #expect(run.stderr.contains("BadgeView.swift:8:22: error:"), Comment(rawValue: run.stderr))
        #expect(run.stderr.contains("unresolved 'RemoteMetrics.badgePadding' (--placeholders)"))
        #expect(!FileManager.default.fileExists(atPath: db))
    }

    @Test("A view with required parameters runs from a #Preview of another file; with --root and no preview, the missing arguments are named")
    func entryPoints() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        try write(manifest, to: folder.appendingPathComponent("Package.swift"))
        let profile = folder.appendingPathComponent("Sources/App/ProfileView.swift")
        try write("""
            struct ProfileView: View {
                let name: String
                let width: CGFloat
                var body: some View { Text(name).frame(width: width) }
            }
            """, to: profile)
        let alone = try BinaryRunner.run(["run", profile.path, "--root", "ProfileView", "--no-record"])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("ProfileView.swift:1:8: error: 'ProfileView' needs a value for 'name', 'width' to be laid out on its own"))
        try write("#Preview {\n    ProfileView(name: \"Ada\", width: 150)\n}\n", to: folder.appendingPathComponent("Sources/App/Previews/ProfilePreviews.swift"))
        for arguments in [["run", profile.path], ["run", profile.path, "--root", "ProfileView"]] {
            let run = try BinaryRunner.run(arguments + ["--no-record", "--format", "tree"])
            #expect(run.status == 0, Comment(rawValue: run.stderr))
            #expect(run.lines.contains { $0.contains("frame") && $0.hasSuffix("150   20.33") }, Comment(rawValue: run.stdout))
        }
    }

    @Test("Bad input refused with a clear message leaves the database as it was: same files, same bytes, same run count")
    func refusalsRecordNothing() throws {
        let folder = try BinaryRunner.temporaryDirectory()
        let db = folder.appendingPathComponent("lab.sqlite").path
        let first = try BinaryRunner.run(["run", BinaryRunner.example("seed001-apart"), "--db", db, "--format", "tree"])
        #expect(first.status == 0, Comment(rawValue: first.stderr))
        #expect(try runCount(db) == "1")
        let before = try databaseFiles(folder)
        #expect(before["lab.sqlite"] != nil)

        let project = try BinaryRunner.temporaryDirectory()
        let view = project.appendingPathComponent("Sources/App/V.swift")
        try write("struct V: View {\n    var body: some View { Text(\"x\").padding(Theme.gap) }\n}\n", to: view)
        func refused(_ expected: String) throws {
            let run = try BinaryRunner.run(["run", view.path, "--db", db])
            #expect(run.status == 2)
            #expect(run.stderr.contains(expected), Comment(rawValue: run.stderr))
            #expect(try databaseFiles(folder) == before, "the refusal changed the database: \(expected)")
        }
        // A Package.swift that cannot be read, then one that does not parse.
        try Data([0xFF, 0xFE, 0x00]).write(to: project.appendingPathComponent("Package.swift"))
        try refused("error: cannot read ")
        try write("let package = Package(name: \"P\", targets: [.target(name: ", to: project.appendingPathComponent("Package.swift"))
        try refused("Package.swift does not parse as Swift")
        // Two files declaring the same name.
        try write(manifest, to: project.appendingPathComponent("Package.swift"))
        try write("enum Theme {\n    static let gap: CGFloat = 1\n}\n", to: project.appendingPathComponent("Sources/App/A.swift"))
        try write("enum Theme {\n    static let gap: CGFloat = 2\n}\n", to: project.appendingPathComponent("Sources/App/B.swift"))
        try refused("error: invalid redeclaration of 'Theme'")
        try FileManager.default.removeItem(at: project.appendingPathComponent("Sources/App/B.swift"))
        // A module of more files than LayoutLab reads.
        let many = project.appendingPathComponent("Sources/App/Generated")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        for index in 0..<10_001 {
            try Data("struct Model\(index) {}\n".utf8).write(to: many.appendingPathComponent("Model\(index).swift"))
        }
        try refused("has more than 10000 Swift files")
        try FileManager.default.removeItem(at: many)
        #expect(try runCount(db) == "1")

        // A file that does not parse and a symlink loop are not refusals: the run goes on, says the skipped file once, and is recorded once.
        try write("struct Broken {\n    let x =\n", to: project.appendingPathComponent("Sources/App/Broken.swift"))
        try FileManager.default.createSymbolicLink(at: project.appendingPathComponent("Sources/App/Loop"),
                                                   withDestinationURL: project.appendingPathComponent("Sources/App"))
        let run = try BinaryRunner.run(["run", view.path, "--db", db, "--format", "tree"])
        #expect(run.status == 0, Comment(rawValue: run.stderr))
        #expect(run.stderr.split(separator: "\n").filter { $0.contains(".swift:") && $0.contains("were skipped") }.count == 1)
        #expect(run.stderr.contains("Sources/App/Broken.swift"))
        #expect(try runCount(db) == "2")
    }
}
