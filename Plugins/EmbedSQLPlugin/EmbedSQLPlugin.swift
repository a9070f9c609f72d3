import Foundation
import PackagePlugin

/// Builds `Migrations/*.sql` and `Queries/*.sql` into the target as Swift string constants,
/// so the schema and the named queries keep a single copy (the .sql files) and the tool
/// works from any directory. SwiftPM does not allow resources outside a target's folder,
/// hence a build step rather than `resources:`.
///
/// `Migrations` and `Queries` in this plugin's folder are symbolic links to the root folders.
/// SwiftPM runs build tool plugins only when it plans the build, and it plans again when the
/// files in a target's folder change. Through the links, adding, renaming or removing a .sql
/// file re-plans the build; without them, a removed file would stay an input of the planned
/// command and fail every build until the next plan. Edits to a file are inputs as usual.
@main
struct EmbedSQLPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folders = ["Migrations", "Queries"].map { context.package.directoryURL.appending(path: $0) }
        let inputs = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "sql" }
        }.sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSQL.swift")
        return [
            .buildCommand(
                displayName: "Embedding Migrations/*.sql and Queries/*.sql in \(target.name)",
                executable: try context.tool(named: "EmbedSQL").url,
                arguments: [output.path] + folders.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }
}
