import Foundation
import SwiftParser
import SwiftSyntax

/// The other files of a run's module (`SourceProject`), parsed in parallel on large-stack
/// threads. A file that cannot be read or does not parse is skipped, and the skipped files
/// are named in one warning: an unrelated broken file does not stop the run, and if the run
/// needs one of its declarations the name is reported as unknown where it is used.
struct ModuleFiles {
    /// One per parsed file, sorted by path: its tree, converter and name for diagnostics.
    var renderers: [DiagnosticRenderer]
    var warnings: [LocatedError]

    static var empty: ModuleFiles { ModuleFiles(renderers: [], warnings: []) }
    /// Skipped files named in the warning; more are counted.
    static let namedSkips = 10

    static func parse(_ project: SourceProject, except fileName: String) -> ModuleFiles {
        let own = URL(fileURLWithPath: fileName).standardizedFileURL.resolvingSymlinksInPath().path
        let files = project.files.filter { $0.standardizedFileURL.resolvingSymlinksInPath().path != own }
        let queue = WorkQueue(count: files.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, files.count))
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            LargeStack.thread {
                while let index = queue.next() { queue.store(parseFile(files[index]), at: index) }
                done.signal()
            }.start()
        }
        for _ in 0..<workers { done.wait() }
        let results = queue.results
        var renderers: [DiagnosticRenderer] = []
        var skipped: [String] = []
        for (index, renderer) in results.enumerated() {
            if let renderer { renderers.append(renderer) } else { skipped.append(files[index].path) }
        }
        var warnings: [LocatedError] = []
        if !skipped.isEmpty {
            let named = skipped.prefix(namedSkips).joined(separator: ", ")
            let more = skipped.count > namedSkips ? " and \(skipped.count - namedSkips) more" : ""
            warnings.append(LocatedError("\(skipped.count) file\(skipped.count == 1 ? "" : "s") of the module cannot be read or "
                                         + "do not parse and were skipped: \(named)\(more)",
                                         hints: ["a declaration of a skipped file is unknown to this run"]))
        }
        return ModuleFiles(renderers: renderers, warnings: warnings)
    }

    /// The file's renderer, or nil when it cannot be read, is not UTF-8, is over the size
    /// budget, trips the parser guard or has syntax errors.
    private static func parseFile(_ url: URL) -> DiagnosticRenderer? {
        guard let data = try? Data(contentsOf: url), data.count <= SourceProgram.maximumSourceBytes,
              let text = String(data: data, encoding: .utf8), ParserGuard.firstViolation(in: text) == nil else { return nil }
        let tree = Parser.parse(source: text)
        guard !tree.hasError else { return nil }
        return DiagnosticRenderer(fileName: url.path, tree: tree)
    }

    /// Hands out indices to the workers and keeps what they parsed, behind one lock.
    private final class WorkQueue: @unchecked Sendable {
        private var nextIndex = 0
        private let count: Int
        private let lock = NSLock()
        private(set) var results: [DiagnosticRenderer?]

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        func store(_ renderer: DiagnosticRenderer?, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = renderer
        }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }
    }
}
