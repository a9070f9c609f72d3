import ArgumentParser
import Foundation
import LayoutLab
import LayoutLabSource
import LayoutLabStudies

/// `--project DIR` and `--no-project`: which module's declarations a file sees (`SourceProject`).
struct ProjectOptions: ParsableArguments {
    @Option(name: .customLong("project"), help: ArgumentHelp(
        "The folder of the file's module: its Swift files' declarations are visible (default: found from the nearest Package.swift or *.xcodeproj).",
        valueName: "dir"))
    var folder: String?

    @Flag(help: "Run the file alone, without its module's declarations.")
    var noProject = false

    @Flag(help: ArgumentHelp("Lay out a name nothing declares (a type of a package that is not present) as a marked "
                             + "\(Self.placeholderSize) placeholder where a view is expected, and as an opaque value elsewhere, "
                             + "with a warning per name, instead of stopping."))
    var placeholders = false

    private static var placeholderSize: String {
        "\(Int(ImageCatalog.assumedAssetSize.width))×\(Int(ImageCatalog.assumedAssetSize.height))"
    }

    /// The module of `file`, or nil when it runs alone; what discovery assumed is said on stderr
    /// unless `quiet` (watch lists the module's files to poll, and each run says it once).
    func module(for file: String, quiet: Bool = false) throws -> SourceProject? {
        if noProject && folder != nil {
            throw RunInputError(message: "--project and --no-project cannot be given together")
        }
        if noProject { return nil }
        let project: SourceProject?
        do {
            project = try folder.map { try SourceProject.folder(URL(fileURLWithPath: $0)) }
                ?? SourceProject.discover(for: URL(fileURLWithPath: file))
        } catch let error as SourceProjectError {
            throw RunInputError(message: error.message, hints: error.hints)
        }
        if let project, !quiet {
            for note in project.notes { writeToStandardError("note: " + note) }
        }
        return project
    }
}
