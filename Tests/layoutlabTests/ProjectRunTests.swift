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
}
