import Foundation
import SwiftParser
import SwiftSyntax

/// The other files of a run's module (`SourceProject`) that its file reaches (`ModuleIndex`),
/// parsed in parallel on large-stack threads. A file that cannot be read or does not parse is
/// skipped, and the skipped files are named in one warning: an unrelated broken file does not
/// stop the run, and if the run needs one of its declarations the name is reported as unknown
/// where it is used.
struct ModuleFiles {
    /// One per parsed file, sorted by path: its tree, converter and name for diagnostics.
    var renderers: [DiagnosticRenderer]
    var warnings: [LocatedError]
    /// The module's files whose declarations the run sees, with their content hashes.
    var read: [ModuleIndex.File]

    static var empty: ModuleFiles { ModuleFiles(renderers: [], warnings: [], read: []) }
    /// Skipped files named in the warning; more are counted.
    static let namedSkips = 10

    static func parse(_ project: SourceProject, reachedFrom tree: SourceFileSyntax, fileName: String, cache: ModuleIndexCache?) -> ModuleFiles {
        let index = ModuleIndex(project, cache: cache)
        let own = URL(fileURLWithPath: fileName).standardizedFileURL.resolvingSymlinksInPath().path
        let reached = index.reached(from: tree, except: own)
        // Files indexed from the cache are parsed now; one changed since it was hashed is skipped.
        let parsed = ParallelWork.map(reached) { file -> DiagnosticRenderer? in
            if let renderer = index.parsed[file.path] { return renderer }
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: file.path)) else { return nil }
            return ModuleIndex.parse(data, path: file.path)
        }
        var renderers: [DiagnosticRenderer] = []
        var read: [ModuleIndex.File] = []
        var skipped = index.unparsable.map(\.path).filter { $0 != own }
        for (file, renderer) in zip(reached, parsed) {
            if let renderer {
                renderers.append(renderer)
                read.append(file)
            } else {
                skipped.append(file.path)
            }
        }
        var warnings: [LocatedError] = []
        if !skipped.isEmpty {
            let named = skipped.prefix(namedSkips).joined(separator: ", ")
            let more = skipped.count > namedSkips ? " and \(skipped.count - namedSkips) more" : ""
            warnings.append(LocatedError("\(skipped.count) file\(skipped.count == 1 ? "" : "s") of the module cannot be read or "
                                         + "do not parse and were skipped: \(named)\(more)",
                                         hints: ["a declaration of a skipped file is unknown to this run"]))
        }
        return ModuleFiles(renderers: renderers, warnings: warnings, read: read)
    }
}
