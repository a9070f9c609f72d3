import Foundation
import PackagePlugin

/// Builds the interpreter's declarations of SwiftUI's API (`Declared`) into LayoutLabSource
/// from the engine's public API files (LayoutLab's `API/`), so each SwiftUI signature and
/// default is written once, in the engine (Sources/DeclareSwiftUI says what is written).
@main
struct DeclareSwiftUIPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let engine = target.dependencies.lazy.compactMap { dependency -> SourceModuleTarget? in
            if case let .target(target) = dependency, target.name == "LayoutLab" { return target.sourceModule }
            return nil
        }.first
        guard let engine else { throw DeclareError.noEngine(target.name) }
        let inputs = engine.sourceFiles(withSuffix: "swift").map(\.url)
            .filter { $0.pathComponents.contains("API") }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "DeclaredSwiftUI.swift")
        return [
            .buildCommand(
                displayName: "Declaring SwiftUI's API in \(target.name) from \(engine.name)'s API/",
                executable: try context.tool(named: "DeclareSwiftUI").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }

    enum DeclareError: Error, CustomStringConvertible {
        case noEngine(String)
        var description: String {
            switch self {
            case let .noEngine(name): "\(name) does not depend on LayoutLab, whose API/ declares SwiftUI's API"
            }
        }
    }
}
