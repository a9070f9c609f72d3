import Foundation
import Testing

// `layoutlab run FILE` inside the file's project (issue 31): README's example, and what the
// project options refuse.

@Suite("run inside a project")
struct ProjectRunTests {
    @Test("README's project example prints the tree README shows; --no-project stops at Theme and names Person too")
    func readmeExample() throws {
        let file = BinaryRunner.repository.appendingPathComponent("Examples/Project/App/Profile/ProfileView.swift").path
        let readme = try String(contentsOf: BinaryRunner.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let run = try BinaryRunner.run(["run", file, "--format", "tree", "--no-record"])
        #expect(run.status == 0)
        let tree = run.stdout.trimmingCharacters(in: .newlines)
        #expect(!tree.isEmpty && readme.contains(tree), "README's tree differs from the run's:\n\(run.stdout)")
        let alone = try BinaryRunner.run(["run", file, "--no-project", "--no-record"])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("error: 'Theme' is not a view or type LayoutLab models"))
        #expect(alone.stderr.contains("ProfileView.swift:5:17: error: 'Person' is not declared in the module either"))
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
