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
    /// Every file's names (`ModuleIndexTable`): those of the cache file, then those of files
    /// indexed in this run.
    let table: ModuleIndexTable
    /// One per file of `project.files`, in its order.
    let records: [ModuleIndexTable.Record]
    /// Trees parsed while the index was made (files that were not in the cache), by path, so
    /// that a reached file is not parsed twice.
    let parsed: [String: DiagnosticRenderer]
    /// How many files' entries came from the cache.
    public let cachedCount: Int
    /// How many files were read and hashed: those the cache has no entry for, or whose stamp
    /// changed or was too recent to stand for their content. The others were not read.
    public let hashedCount: Int

    /// One per file of `project.files`, in its order, every name made into a string (a run
    /// makes only the files it reaches: `reached(from:except:)`).
    public var files: [File] { records.map(table.file) }

    /// Each file's stamp where it identifies the content its entry was made from
    /// (`FileStamp.identifiesContent`), nil where the file must be hashed next time; in `files`' order.
    var stamps: [FileStamp?] { records.map(\.stamp) }

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
        let contents = cache?.read(project)
        var table = contents?.table ?? ModuleIndexTable()
        let cachedRecords = contents?.records ?? []
        let paths = project.files.map(\.path)
        let cachedAt = Self.positions(of: paths, in: cachedRecords)
        let results = ParallelWork.map(Array(paths.indices)) { index -> Looked in
            let path = paths[index]
            let entry = cachedAt[index].map { cachedRecords[$0] }
            // The stamp is taken before the file is read: a write after it changes the stamp, so
            // a stamp kept with a hash never stands for content other than the hashed one. A
            // matching stamp is the only way an entry is taken unread.
            let stamp = FileStatus.of(path)?.stamp
            if let stamp, let entry, entry.stamp == stamp {
                return .cached(cachedAt[index]!, stamp: stamp, hashed: false)
            }
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false)) else {
                return .indexed(File(path: path, contentHash: "", parses: false), stamp: nil, renderer: nil)
            }
            let hash = SHA256.hex(of: data)
            let kept = stamp.flatMap { $0.identifiesContent(at: now) ? $0 : nil }
            if let entry, entry.contentHash == hash { return .cached(cachedAt[index]!, stamp: kept, hashed: true) }
            let renderer = Self.parse(data, path: path)
            return .indexed(renderer.map { Self.indexed(path: path, hash: hash, tree: $0.tree) } ?? File(path: path, contentHash: hash, parses: false),
                            stamp: kept, renderer: renderer)
        }
        var records: [ModuleIndexTable.Record] = []
        var parsed: [String: DiagnosticRenderer] = [:]
        var cachedCount = 0, hashedCount = 0, stampsChanged = false
        for result in results {
            switch result {
            case let .cached(position, stamp, hashed):
                var record = cachedRecords[position]
                stampsChanged = stampsChanged || record.stamp != stamp
                record.stamp = stamp
                records.append(record)
                cachedCount += 1
                hashedCount += hashed ? 1 : 0
            case let .indexed(file, stamp, renderer):
                records.append(table.record(of: file, stamp: stamp))
                if let renderer { parsed[file.path] = renderer }
                hashedCount += file.contentHash.isEmpty ? 0 : 1
            }
        }
        self.project = project
        self.table = table
        self.records = records
        self.parsed = parsed
        self.cachedCount = cachedCount
        self.hashedCount = hashedCount
        if let cache, cachedCount != records.count || cachedRecords.count != records.count || stampsChanged {
            cache.write(table, records: records, of: project)
        }
    }

    /// What looking at one file found: the cache's record at a position (its stamp now, and
    /// whether the file was read to match it), or the file indexed anew.
    private enum Looked {
        case cached(Int, stamp: FileStamp?, hashed: Bool)
        case indexed(File, stamp: FileStamp?, renderer: DiagnosticRenderer?)
    }

    /// Where each path's record is in `records`: at the same position while the module's files
    /// are those the cache was written with (both sorted by path), else found by path.
    private static func positions(of paths: [String], in records: [ModuleIndexTable.Record]) -> [Int?] {
        if records.count == paths.count && zip(records, paths).allSatisfy({ $0.path == $1 }) { return Array(records.indices) }
        var byPath: [String: Int] = [:]
        for (position, record) in records.enumerated() { byPath[record.path] = position }
        return paths.map { byPath[$0] }
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
        let names = table.names, numbers = table.numbers
        // By name number, never by string: the cached files' names stay bytes until reached.
        let others = records.indices.filter { records[$0].parses && records[$0].path != ownPath }
        var isModuleType = [Bool](repeating: false, count: names.count)
        for name in own.declared { if let number = names.number(of: name) { isModuleType[Int(number)] = true } }
        var declared: [(UInt32, Int)] = [], extended: [(UInt32, Int)] = [], members: [(UInt32, Int)] = []
        for index in others {
            for number in numbers[records[index].declared] {
                declared.append((number, index))
                isModuleType[Int(number)] = true
            }
            for extensionDecl in table.extensions[records[index].extensions] { extended.append((extensionDecl.type, index)) }
        }
        for index in others {
            for extensionDecl in table.extensions[records[index].extensions] where !isModuleType[Int(extensionDecl.type)] {
                for number in numbers[extensionDecl.members] { members.append((number, index)) }
            }
        }
        let declaring = FilesByName(declared, names: names.count), extending = FilesByName(extended, names: names.count)
        let memberOf = FilesByName(members, names: names.count)
        var isReached = [Bool](repeating: false, count: records.count)
        var seen = [Bool](repeating: false, count: names.count)
        var pending = own.referenced.compactMap(names.number(of:))
        func reach(_ index: Int) {
            guard !isReached[index] else { return }
            isReached[index] = true
            pending += numbers[records[index].referenced]
        }
        var ownDeclared = [Bool](repeating: false, count: names.count)
        for name in own.declared { if let number = names.number(of: name) { ownDeclared[Int(number)] = true } }
        for index in others where numbers[records[index].previewReferenced].contains(where: { ownDeclared[Int($0)] }) { reach(index) }
        while let name = pending.popLast() {
            guard !seen[Int(name)] else { continue }
            seen[Int(name)] = true
            declaring[name].forEach(reach)
            memberOf[name].forEach(reach)
            if isModuleType[Int(name)] { extending[name].forEach(reach) }
        }
        return records.indices.filter { isReached[$0] }.map { table.file(records[$0]) }
    }

    /// The files that do not parse, in path order.
    public var unparsable: [File] { records.filter { !$0.parses }.map(table.file) }
}

/// File indices by name number, made from (name, file) pairs in two passes (count, then place):
/// one array for all names rather than a dictionary of arrays.
private struct FilesByName {
    private var starts: [Int]
    private var files: [Int]

    init(_ pairs: [(UInt32, Int)], names: Int) {
        starts = [Int](repeating: 0, count: names + 1)
        for (name, _) in pairs { starts[Int(name) + 1] += 1 }
        for name in 0..<names { starts[name + 1] += starts[name] }
        var next = starts
        files = [Int](repeating: 0, count: pairs.count)
        for (name, file) in pairs {
            files[next[Int(name)]] = file
            next[Int(name)] += 1
        }
    }

    subscript(name: UInt32) -> ArraySlice<Int> { files[starts[Int(name)]..<starts[Int(name) + 1]] }
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
