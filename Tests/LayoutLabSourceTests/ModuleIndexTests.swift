import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutLab
@testable import LayoutLabSource
import Testing

// Issue 31 item 2: a run parses only the module files its root reaches, and a second run reads
// the module's index from its cache instead of parsing the module again.

/// A package `P` with target `App` in a scratch folder, its files written from `files`.
private func withModule<T>(_ files: [String: String], _ body: (URL, URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ModuleIndexTests-\(UUID().uuidString)")
        .resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"App\")])\n"
        .write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for (name, text) in files {
        try text.write(to: folder.appendingPathComponent("Sources/App/" + name), atomically: true, encoding: .utf8)
    }
    return try body(folder.appendingPathComponent("Sources/App"), folder.appendingPathComponent("cache"))
}

/// V.swift parsed inside its module, as `layoutlab run` parses it.
private func parseV(in app: URL, cache: ModuleIndexCache? = nil) throws -> (SourceProgram, SourceProject) {
    let view = app.appendingPathComponent("V.swift")
    let project = try #require(try SourceProject.discover(for: view))
    return (try SourceProgram.parse(try String(contentsOf: view, encoding: .utf8), fileName: view.path, project: project, cache: cache), project)
}

/// Rewrites `file` in place (its inode kept) with `text`, then sets its mtime back to `stamp`'s,
/// to the nanosecond: an edit that keeps its size and mtime (an editor or a checkout that
/// restores times). Its ctime is the time of the edit, as no program can set it.
private func editKeepingSizeAndTime(_ file: URL, _ text: String, as stamp: FileStamp) throws {
    try #require(text.utf8.count == stamp.size)
    try text.write(to: file, atomically: false, encoding: .utf8)
    let time = timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000))
    try #require(utimensat(AT_FDCWD, file.path, [time, time], 0) == 0)
    let edited = try #require(FileStatus.of(file.path)?.stamp)
    try #require(edited.size == stamp.size && edited.modified == stamp.modified && edited.inode == stamp.inode)
}

private let module = [
    "V.swift": "struct V: View {\n    var body: some View { Text(\"x\").padding(Theme.gap).cardStyle() }\n}\n",
    "Theme.swift": "enum Theme {\n    static let gap = Metrics.base * 2\n}\n",
    "Metrics.swift": "enum Metrics {}\nextension Metrics {\n    static let base: CGFloat = 5\n}\n",
    "ThemeMore.swift": "extension Theme {\n    static let unused = 1\n}\n",
    "Card.swift": "extension View {\n    func cardStyle() -> some View { padding(1) }\n}\n",
    // Not reached: declares names V does not use, and a second `Metrics` that would collide if read.
    "Unrelated.swift": "struct Unrelated {}\nenum Metrics2 {}\nextension View {\n    func otherStyle() -> some View { self }\n}\n",
    "Stale.swift": "struct Stale: View { var body: some View { Text(\"old\") } }\nenum Metrics3 { static let base = 1 }\n",
]

@Suite("The module index: lazy and cached")
struct ModuleIndexTests {
    @Test("A run reads the files its root reaches: names it uses, transitively, extensions of reached types, modifiers it calls")
    func reachedFiles() throws {
        try withModule(module) { app, _ in
            let (program, project) = try parseV(in: app)
            #expect(program.moduleFilesRead.map { URL(fileURLWithPath: $0.path).lastPathComponent }
                    == ["Card.swift", "Metrics.swift", "Theme.swift", "ThemeMore.swift"])
            let result = try program.interpret(SourceOptions(configuration: .spec, project: project)).layout()
            // padding(Theme.gap = 5 × 2) then cardStyle's padding(1): the Text sits 11 points in.
            let text = try #require(result.tree.nodes.first { $0.kind == "Text" }.flatMap { result.frame(of: $0.id) })
            let outer = try #require(result.tree.nodes.first { $0.kind == "padding" }.flatMap { result.frame(of: $0.id) })
            #expect(text.minX - outer.minX == 11)
        }
    }

    @Test("A second index reads every unchanged file from the cache and parses none; a changed file alone is parsed again")
    func cacheReused() throws {
        try withModule(module) { app, cacheFolder in
            let cache = ModuleIndexCache(folder: cacheFolder)
            let project = try #require(try SourceProject.discover(for: app.appendingPathComponent("V.swift")))
            let first = ModuleIndex(project, cache: cache)
            #expect(first.cachedCount == 0)
            #expect(first.parsed.count == 7)
            let second = ModuleIndex(project, cache: cache)
            #expect(second.cachedCount == 7)
            #expect(second.parsed.isEmpty)
            #expect(second.files == first.files)
            try "enum Theme {\n    static let gap: CGFloat = 3\n}\n".write(to: app.appendingPathComponent("Theme.swift"), atomically: true, encoding: .utf8)
            let third = ModuleIndex(project, cache: cache)
            #expect(third.cachedCount == 6)
            #expect(third.parsed.keys.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Theme.swift"])
            #expect(third.files.first { $0.path.hasSuffix("/Theme.swift") }?.contentHash
                    == SHA256.hex(of: try Data(contentsOf: app.appendingPathComponent("Theme.swift"))))
        }
    }

    @Test("On a cached run the files the root does not reach are not parsed, and it lays out as the first did")
    func cachedRunParsesReachedOnly() throws {
        try withModule(module) { app, cacheFolder in
            let cache = ModuleIndexCache(folder: cacheFolder)
            let (_, project) = try parseV(in: app, cache: cache)
            #expect(ModuleIndex(project, cache: cache).parsed.isEmpty)
            #expect(try parseV(in: app, cache: cache).0.moduleFilesRead.count == 4)
            // Unrelated.swift, which V does not reach, no longer parses: its hash changed, so it
            // is parsed to be indexed, and the run says it was skipped.
            let unrelated = app.appendingPathComponent("Unrelated.swift")
            try "struct Unrelated {".write(to: unrelated, atomically: true, encoding: .utf8)
            let changed = try parseV(in: app, cache: cache).0
            #expect(changed.moduleWarnings.map(\.message) == ["1 file of the module cannot be read or do not parse and were skipped: \(unrelated.path)"])
        }
    }

    @Test("A damaged, truncated, foreign or other module's cache file is ignored and written again whole")
    func damagedCache() throws {
        try withModule(module) { app, cacheFolder in
            let cache = ModuleIndexCache(folder: cacheFolder)
            let project = try #require(try SourceProject.discover(for: app.appendingPathComponent("V.swift")))
            // Files written long before: every stamp is kept, so each rewrite is the same bytes.
            let later = FileStamp.now + 60 * 1_000_000_000
            _ = ModuleIndex(project, cache: cache, now: later)
            let file = cache.file(for: project)
            let good = try [UInt8](Data(contentsOf: file))
            let header = Array(ModuleIndexCache.header.utf8)
            #expect(good.starts(with: header))
            let contents = try #require(ModuleIndexCache.decode(good, moduleRoot: project.moduleRoot.path))
            #expect(contents.records.count == 7)
            let otherRoot = ModuleIndexCache.encode(contents.table, records: contents.records, moduleRoot: "/elsewhere")
            let otherVersion = Array("layoutlab-module-index 2\n".utf8) + good.dropFirst(header.count)
            // A flipped bit in the checksum, the root, a count, a name, a hash, a stamp, a range.
            let flipped = stride(from: header.count, to: good.count, by: good.count / 23).map { position in
                var bytes = good
                bytes[position] ^= 0x10
                return bytes
            }
            for damaged in [Array(good.dropLast(40)), Array("garbage\n".utf8), [], otherRoot, otherVersion] + flipped {
                try Data(damaged).write(to: file)
                let index = ModuleIndex(project, cache: cache, now: later)
                #expect(index.cachedCount == 0)
                #expect(index.parsed.count == 7)
                #expect(try [UInt8](Data(contentsOf: file)) == good)
            }
            // Nothing but the cache file is left in the folder (the temporary file was renamed).
            #expect(try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path) == [file.lastPathComponent])
        }
    }

    @Test("A cache file whose checksum matches but whose counts and ranges do not is refused, never read out of range")
    func forgedCounts() throws {
        try withModule(module) { app, cacheFolder in
            let cache = ModuleIndexCache(folder: cacheFolder)
            let project = try #require(try SourceProject.discover(for: app.appendingPathComponent("V.swift")))
            _ = ModuleIndex(project, cache: cache, now: FileStamp.now + 60 * 1_000_000_000)
            let good = try [UInt8](Data(contentsOf: cache.file(for: project)))
            let sumAt = ModuleIndexCache.header.utf8.count
            var refused: Set<Int> = []
            // Every 32-bit field position set to 0xFFFF_FFFF, then to a count just past it, the
            // checksum made right: a forged file, not a damaged one.
            for position in stride(from: sumAt + 8, to: good.count - 4, by: 1) {
                for value in [UInt32.max, UInt32(good.count - position)] {
                    var bytes = good
                    withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(position..<position + 4, with: $0) }
                    let sum = ModuleIndexCache.checksum(bytes[(sumAt + 8)...])
                    withUnsafeBytes(of: sum.littleEndian) { bytes.replaceSubrange(sumAt..<sumAt + 8, with: $0) }
                    guard let contents = ModuleIndexCache.decode(bytes, moduleRoot: project.moduleRoot.path) else {
                        refused.insert(position)
                        continue
                    }
                    // What decodes (a stamp's bytes, say) is whole: every range inside its array.
                    for record in contents.records {
                        _ = contents.table.file(record)
                    }
                }
            }
            // The root's length and the name count (after the root) among them.
            let nameCountAt = sumAt + 8 + 4 + project.moduleRoot.path.utf8.count
            #expect(refused.isSuperset(of: [sumAt + 8, nameCountAt]))
        }
    }

    @Test("The cache file holds each name its files use once, and only those: a deleted file's names go with it")
    func cacheNamesCompact() throws {
        try withModule(module) { app, cacheFolder in
            let cache = ModuleIndexCache(folder: cacheFolder)
            let project = try #require(try SourceProject.discover(for: app.appendingPathComponent("V.swift")))
            let first = ModuleIndex(project, cache: cache)
            func cached(_ project: SourceProject) throws -> ModuleIndexCache.Contents {
                try #require(ModuleIndexCache.decode(try [UInt8](Data(contentsOf: cache.file(for: project))), moduleRoot: project.moduleRoot.path))
            }
            func allNames(_ files: [ModuleIndex.File]) -> Set<String> {
                Set(files.flatMap { $0.declared + $0.referenced + $0.previewReferenced + $0.extensions.flatMap { [$0.type] + $0.members } })
            }
            var contents = try cached(project)
            #expect(contents.records.map(contents.table.file) == first.files)
            #expect(contents.table.names.count == allNames(first.files).count)
            for name in allNames(first.files) {
                #expect(contents.table.names.number(of: name).map(contents.table.names.name) == name)
            }
            #expect(contents.table.names.number(of: "Metrics2") != nil)
            #expect(contents.table.names.number(of: "NotAName") == nil)
            try FileManager.default.removeItem(at: app.appendingPathComponent("Unrelated.swift"))
            let smaller = try #require(try SourceProject.discover(for: app.appendingPathComponent("V.swift")))
            let second = ModuleIndex(smaller, cache: cache)
            #expect(second.cachedCount == 6)
            contents = try cached(smaller)
            #expect(contents.records.count == 6)
            #expect(contents.table.names.number(of: "Metrics2") == nil)
            #expect(contents.table.names.count == allNames(second.files).count)
        }
    }

    @Test("A stamp identifies the file's content only when its mtime and ctime are both older than now by the granularity")
    func stampTrust() {
        let now: Int64 = 1_800_000_000_000_000_000
        func stamp(modified: Int64, changed: Int64) -> FileStamp {
            FileStamp(device: 1, inode: 2, size: 3, modified: now - modified, changed: now - changed)
        }
        let second: Int64 = 1_000_000_000
        #expect(stamp(modified: 3 * second, changed: 3 * second).identifiesContent(at: now))
        #expect(stamp(modified: 60 * second, changed: 2 * second + 1).identifiesContent(at: now))
        // Within 2 s of now (FAT's granularity): an edit in the same tick could leave it unchanged.
        #expect(!stamp(modified: 60 * second, changed: 2 * second).identifiesContent(at: now))
        #expect(!stamp(modified: second, changed: 60 * second).identifiesContent(at: now))
        // Dated in the future (another machine's clock, `touch -d tomorrow`).
        #expect(!stamp(modified: -60 * second, changed: 60 * second).identifiesContent(at: now))
    }

    @Test("A file whose stamp is old enough is not read again; an edit keeping its size and mtime changes its ctime and is read")
    func unchangedStampNotRead() throws {
        try withModule(module) { app, cacheFolder in
            let cache = ModuleIndexCache(folder: cacheFolder)
            let project = try #require(try SourceProject.discover(for: app.appendingPathComponent("V.swift")))
            // A minute from now stands for files written long before they are indexed.
            let later = FileStamp.now + 60 * 1_000_000_000
            let first = ModuleIndex(project, cache: cache, now: later)
            #expect(first.hashedCount == 7)
            #expect(first.stamps.allSatisfy { $0 != nil })
            let second = ModuleIndex(project, cache: cache, now: later)
            #expect(second.hashedCount == 0)
            #expect(second.cachedCount == 7)
            #expect(second.files == first.files)
            // More than a coarse clock tick (Linux's timestamps move by one), so the edit's ctime is later.
            Thread.sleep(forTimeInterval: 0.05)
            let theme = app.appendingPathComponent("Theme.swift")
            let before = try #require(FileStatus.of(theme.path)?.stamp)
            try editKeepingSizeAndTime(theme, "enum Theme {\n    static let gap = Metrics.base * 3\n}\n", as: before)
            let third = ModuleIndex(project, cache: cache, now: later)
            #expect(third.hashedCount == 1)
            #expect(third.parsed.keys.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Theme.swift"])
            #expect(third.files.first { $0.path == theme.path }?.contentHash == SHA256.hex(of: try Data(contentsOf: theme)))
        }
    }

    @Test("A file edited within the granularity of its indexing, keeping its size and mtime, is read again: its stamp was not kept")
    func recentStampHashed() throws {
        try withModule(module) { app, cacheFolder in
            let cache = ModuleIndexCache(folder: cacheFolder)
            let project = try #require(try SourceProject.discover(for: app.appendingPathComponent("V.swift")))
            // Indexed 1 s after the last file was written, within the granularity: no stamp is kept,
            // for an edit in the same timestamp tick would leave the whole stamp as it is.
            let written = try project.files.map { try #require(FileStatus.of($0.path)?.stamp.changed) }.max() ?? 0
            let soon = written + 1_000_000_000
            #expect(ModuleIndex(project, cache: cache, now: soon).stamps.allSatisfy { $0 == nil })
            let cachedFile = try #require(ModuleIndexCache.decode(try [UInt8](Data(contentsOf: cache.file(for: project))),
                                                                 moduleRoot: project.moduleRoot.path))
            #expect(cachedFile.records.count == 7 && cachedFile.records.allSatisfy { $0.stamp == nil && $0.parses })
            let theme = app.appendingPathComponent("Theme.swift")
            try editKeepingSizeAndTime(theme, "enum Theme {\n    static let gap = Metrics.base * 3\n}\n",
                                       as: try #require(FileStatus.of(theme.path)?.stamp))
            let index = ModuleIndex(project, cache: cache, now: soon)
            #expect(index.hashedCount == 7)
            #expect(index.parsed.keys.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Theme.swift"])
            let (program, _) = try parseV(in: app, cache: cache)
            let result = try program.interpret(SourceOptions(configuration: .spec, project: project)).layout()
            let text = try #require(result.tree.nodes.first { $0.kind == "Text" }.flatMap { result.frame(of: $0.id) })
            let outer = try #require(result.tree.nodes.first { $0.kind == "padding" }.flatMap { result.frame(of: $0.id) })
            #expect(text.minX - outer.minX == 16)
        }
    }

    @Test("A cache entry whose hash no longer matches the file is not used, even with the same size")
    func sameSizeDifferentContent() throws {
        try withModule(module) { app, cacheFolder in
            let cache = ModuleIndexCache(folder: cacheFolder)
            _ = try parseV(in: app, cache: cache)
            // gap becomes `Metrics.base * 3`: the same number of bytes.
            try "enum Theme {\n    static let gap = Metrics.base * 3\n}\n".write(to: app.appendingPathComponent("Theme.swift"),
                                                                                  atomically: true, encoding: .utf8)
            let (program, project) = try parseV(in: app, cache: cache)
            let result = try program.interpret(SourceOptions(configuration: .spec, project: project)).layout()
            let text0 = try #require(result.tree.nodes.first { $0.kind == "Text" }.flatMap { result.frame(of: $0.id) })
            let outer = try #require(result.tree.nodes.first { $0.kind == "padding" }.flatMap { result.frame(of: $0.id) })
            #expect(text0.minX - outer.minX == 16)
        }
    }
}
