import Foundation
import LayoutLab
import SwiftParser
import SwiftSyntax

/// What each Swift file of a module declares and names, by content hash (issue 31 item 2): a run
/// parses only the files its root reaches (`reached(from:)`), and a second run reads the index
/// from `ModuleIndexCache` instead of parsing the module again. `watch` can keep one per module.
///
///     let index = ModuleIndex(project, cache: .standard)
///     let files = index.reached(from: tree)
/// Unchecked: its parsed trees are immutable once made, and only read after.
public struct ModuleIndex: @unchecked Sendable {
    /// One file of the module as last read.
    public struct File: Sendable, Equatable {
        /// The file's path as discovery found it.
        public let path: String
        /// SHA-256 of its bytes, hex.
        public let contentHash: String
        /// False when it cannot be read as UTF-8, is over the size budget, trips the parser guard
        /// or has syntax errors: it is skipped, and named in one warning.
        public let parses: Bool
        /// Top-level types, functions, variables and type aliases it declares (`#if` clauses all
        /// read: a name too many only reads a file too many).
        public let declared: [String]
        /// Its extensions: the extended type's first name (`Theme` of `Theme.Colors`) and the names
        /// of their members.
        public let extensions: [Extension]
        /// Every identifier the file uses.
        public let referenced: [String]
        /// The identifiers its `#Preview`s and `PreviewProvider`s use: a preview elsewhere that
        /// constructs the run's view lays it out (`EntryPoints`).
        public let previewReferenced: [String]
    }

    public struct Extension: Sendable, Equatable {
        public let type: String
        public let members: [String]
    }

    public let project: SourceProject
    /// One per file of `project.files`, in its order.
    public let files: [File]
    /// Each file's stamp where it identifies the content its entry was made from
    /// (`FileStamp.identifiesContent`), nil where the file must be hashed next time; in `files`' order.
    let stamps: [FileStamp?]
    /// Trees parsed while the index was made (files that were not in the cache), by path, so
    /// that a reached file is not parsed twice.
    let parsed: [String: DiagnosticRenderer]
    /// How many files' entries came from the cache.
    public let cachedCount: Int
    /// How many files were read and hashed: those the cache has no entry for, or whose stamp
    /// changed or was too recent to stand for their content. The others were not read.
    public let hashedCount: Int

    /// Looks at every file of `project`: an entry of the cache whose stamp is the file's
    /// (`FileStamp`) is taken without reading the file; other files are read and hashed, a
    /// cached entry of the same hash taken, the rest parsed, on large-stack threads. Writes the
    /// cache back when anything changed.
    public init(_ project: SourceProject, cache: ModuleIndexCache? = nil) {
        self.init(project, cache: cache, now: FileStamp.now)
    }

    /// `now`: the time the files are looked at, before any is (ns since 1970); a test passes a
    /// later one to stand for files written long before.
    init(_ project: SourceProject, cache: ModuleIndexCache?, now: Int64) {
        let cached = cache?.read(project) ?? [:]
        let paths = project.files.map(\.path)
        let results = ParallelWork.map(paths) { path -> Looked in
            // The stamp is taken before the file is read: a write after it changes the stamp, so
            // a stamp kept with a hash never stands for content other than the hashed one.
            let stamp = FileStatus.of(path)?.stamp
            if let stamp, let entry = cached[path], entry.stamp == stamp {
                return Looked(file: entry.file, stamp: stamp, renderer: nil, cached: true, hashed: false)
            }
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false)) else {
                return Looked(file: File(path: path, contentHash: "", parses: false), stamp: nil, renderer: nil, cached: false, hashed: false)
            }
            let hash = SHA256.hex(of: data)
            let kept = stamp.flatMap { $0.identifiesContent(at: now) ? $0 : nil }
            if let entry = cached[path], entry.file.contentHash == hash {
                return Looked(file: entry.file, stamp: kept, renderer: nil, cached: true, hashed: true)
            }
            let renderer = Self.parse(data, path: path)
            return Looked(file: renderer.map { Self.indexed(path: path, hash: hash, tree: $0.tree) }
                            ?? File(path: path, contentHash: hash, parses: false),
                          stamp: kept, renderer: renderer, cached: false, hashed: true)
        }
        self.project = project
        files = results.map(\.file)
        stamps = results.map(\.stamp)
        cachedCount = results.filter(\.cached).count
        hashedCount = results.filter(\.hashed).count
        var parsed: [String: DiagnosticRenderer] = [:]
        for result in results { if let renderer = result.renderer { parsed[result.file.path] = renderer } }
        self.parsed = parsed
        let stampsChanged = zip(files, stamps).contains { file, stamp in cached[file.path]?.stamp != stamp }
        if let cache, cachedCount != files.count || cached.count != files.count || stampsChanged { cache.write(self) }
    }

    /// What looking at one file found.
    private struct Looked {
        let file: File
        let stamp: FileStamp?
        let renderer: DiagnosticRenderer?
        let cached: Bool
        let hashed: Bool
    }

    /// The file's renderer, or nil when it cannot be read as UTF-8, is over the size budget,
    /// trips the parser guard or has syntax errors.
    static func parse(_ data: Data, path: String) -> DiagnosticRenderer? {
        guard data.count <= SourceProgram.maximumSourceBytes, let text = String(data: data, encoding: .utf8),
              ParserGuard.firstViolation(in: text) == nil else { return nil }
        let tree = Parser.parse(source: text)
        guard !tree.hasError else { return nil }
        return DiagnosticRenderer(fileName: path, tree: tree)
    }

    /// The index entry of a parsed file.
    static func indexed(path: String, hash: String, tree: SourceFileSyntax) -> File {
        let names = IndexedNames(viewMode: .sourceAccurate)
        names.collect(tree.statements)
        var referenced: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { referenced.insert(token.identifier?.name ?? token.text) }
        }
        return File(path: path, contentHash: hash, parses: true, declared: names.declared, extensions: names.extensions,
                    referenced: referenced.sorted(), previewReferenced: names.previewReferenced.sorted())
    }

    // MARK: Reaching

    /// The module's files a run of `tree` reaches, in path order: those declaring a name it uses,
    /// then the names they use, transitively; extensions of every reached type the module
    /// declares; members of extensions of other types (`View`, `Color`, `EnvironmentValues`: the
    /// module's modifiers and environment keys) where the member's name is used; and the files
    /// whose previews name a type `tree` declares. What is not reached is not parsed, and its
    /// declarations are not visible to the run: its names are not the run's.
    public func reached(from tree: SourceFileSyntax, except ownPath: String) -> [File] {
        let own = Self.indexed(path: ownPath, hash: "", tree: tree)
        var declaring: [String: [Int]] = [:], extending: [String: [Int]] = [:], memberOf: [String: [Int]] = [:]
        var moduleTypes = Set(own.declared)
        for (index, file) in files.enumerated() where file.parses && file.path != ownPath {
            for name in file.declared { declaring[name, default: []].append(index) }
            moduleTypes.formUnion(file.declared)
            for extensionDecl in file.extensions { extending[extensionDecl.type, default: []].append(index) }
        }
        for (index, file) in files.enumerated() where file.parses && file.path != ownPath {
            for extensionDecl in file.extensions where !moduleTypes.contains(extensionDecl.type) {
                for member in extensionDecl.members { memberOf[member, default: []].append(index) }
            }
        }
        var reachedFiles: Set<Int> = []
        var seenNames: Set<String> = []
        var pending = own.referenced
        for (index, file) in files.enumerated() where file.parses && file.path != ownPath
            && !Set(file.previewReferenced).isDisjoint(with: own.declared) {
            reachedFiles.insert(index)
            pending += files[index].referenced
        }
        while let name = pending.popLast() {
            guard seenNames.insert(name).inserted else { continue }
            var found = (declaring[name] ?? []) + (memberOf[name] ?? [])
            if moduleTypes.contains(name) { found += extending[name] ?? [] }
            for index in found where reachedFiles.insert(index).inserted { pending += files[index].referenced }
        }
        return reachedFiles.sorted().map { files[$0] }
    }

    /// The files that do not parse, in path order.
    public var unparsable: [File] { files.filter { !$0.parses } }
}

extension ModuleIndex.File {
    init(path: String, contentHash: String, parses: Bool) {
        self.init(path: path, contentHash: contentHash, parses: parses, declared: [], extensions: [], referenced: [], previewReferenced: [])
    }
}

/// The names a file declares at its top level, its extensions' members, and the identifiers of
/// its previews.
private final class IndexedNames: SyntaxVisitor {
    var declared: [String] = []
    var extensions: [ModuleIndex.Extension] = []
    var previewReferenced: Set<String> = []

    func collect(_ items: CodeBlockItemListSyntax) {
        for item in items {
            if let decl = item.item.as(DeclSyntax.self) {
                collect(decl)
            } else if let macro = item.item.as(MacroExpansionExprSyntax.self)
                        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self),
                      macro.macroName.text == "Preview" {
                addPreview(macro)
            }
        }
    }

    private func collect(_ decl: DeclSyntax) {
        switch decl.as(DeclSyntaxEnum.self) {
        case let .ifConfigDecl(conditional):
            for clause in conditional.clauses {
                if case let .statements(items)? = clause.elements { collect(items) }
            }
        case let .extensionDecl(extensionDecl):
            var base = extensionDecl.extendedType
            while let member = base.as(MemberTypeSyntax.self) { base = member.baseType }
            let type = base.as(IdentifierTypeSyntax.self)?.name.text ?? base.trimmedDescription
            extensions.append(ModuleIndex.Extension(type: type, members: extensionDecl.memberBlock.members.flatMap { Self.names(of: $0.decl) }))
        case let .macroExpansionDecl(macro) where macro.macroName.text == "Preview":
            addPreview(macro)
        default:
            declared += Self.names(of: decl)
            if let structDecl = decl.as(StructDeclSyntax.self),
               structDecl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
                addPreview(structDecl)
            }
        }
    }

    private func addPreview(_ node: some SyntaxProtocol) {
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { previewReferenced.insert(token.identifier?.name ?? token.text) }
        }
    }

    /// The names a declaration introduces: a type's, a function's, each variable's, a type
    /// alias's, an enum case's.
    static func names(of decl: DeclSyntax) -> [String] {
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { binding in
                binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
                    if case .identifier = token.tokenKind { token.identifier?.name } else { nil }
                }
            }
        }
        if let enumCase = decl.as(EnumCaseDeclSyntax.self) { return enumCase.elements.map(\.name.text) }
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            return conditional.clauses.flatMap { clause -> [String] in
                guard case let .decls(members)? = clause.elements else { return [] }
                return members.flatMap { names(of: $0.decl) }
            }
        }
        return []
    }
}

/// `map` over the elements on large-stack threads (swift-syntax recurses per nesting level),
/// at most one per core and eight, results in the elements' order.
enum ParallelWork {
    static func map<Element, Result>(_ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        let queue = WorkQueue<Result>(count: elements.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, elements.count))
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let elements = elements
        for _ in 0..<workers {
            LargeStack.thread {
                while let index = queue.next() { queue.store(transform(elements[index]), at: index) }
                done.signal()
            }.start()
        }
        for _ in 0..<workers { done.wait() }
        return queue.results.map { $0! }
    }

    /// Hands out indices to the workers and keeps what they made, behind one lock.
    private final class WorkQueue<Result>: @unchecked Sendable {
        private var nextIndex = 0
        private let count: Int
        private let lock = NSLock()
        private(set) var results: [Result?]

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = result
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
