import Foundation
import LayoutLab

/// Where `ModuleIndex` keeps a module's index between runs: one file per module folder, under
/// `$LAYOUTLAB_CACHE_DIR`, else `$XDG_CACHE_HOME/layoutlab`, else `~/.cache/layoutlab`. Each
/// file's entry is used only while its content hash is the same, or while its stamp is, where
/// the stamp identifies the content (`FileStamp.identifiesContent`). A cache file that is damaged,
/// truncated, of another version or of another module is ignored (and rewritten), never
/// trusted; it is written to a temporary file and renamed over the old one, so a reader sees
/// the old file or the new one whole.
public struct ModuleIndexCache: Sendable {
    public let folder: URL

    public init(folder: URL) { self.folder = folder }

    /// The user's cache folder, as above.
    public static var standard: ModuleIndexCache {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["LAYOUTLAB_CACHE_DIR"], !folder.isEmpty {
            return ModuleIndexCache(folder: URL(fileURLWithPath: folder))
        }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return ModuleIndexCache(folder: base.appendingPathComponent("layoutlab"))
    }

    /// The first line of every cache file; another version's files are not read.
    static let header = "layoutlab-module-index 2"

    /// A file's cached entry and the stamp it was made at (nil: hash the file to use it).
    struct Entry {
        let file: ModuleIndex.File
        let stamp: FileStamp?
    }

    /// The module's cache file: named by a hash of its folder's path.
    func file(for project: SourceProject) -> URL {
        let key = SHA256.hex(of: Data(project.moduleRoot.path.utf8)).prefix(24)
        return folder.appendingPathComponent("module-\(key).index")
    }

    /// The cached entries by path, or none when the file is missing or not wholly valid.
    func read(_ project: SourceProject) -> [String: Entry] {
        guard let data = try? Data(contentsOf: file(for: project)) else { return [:] }
        return Self.decode(data, moduleRoot: project.moduleRoot.path) ?? [:]
    }

    /// Writes the index; a cache that cannot be written only costs the next run its speed.
    func write(_ index: ModuleIndex) {
        let target = file(for: index.project)
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.encode(index).utf8).write(to: temporary)
            if rename(temporary.path, target.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    // MARK: Format

    /// Lines of tab-separated fields: the header, `root\tPATH`, then per file
    /// `file\tHASH\tPARSES\tSTAMP\tPATH` (STAMP `-`, or device, inode, size, mtime and ctime in
    /// nanoseconds, comma-separated), `d`, `x` (one per extension: type, members), `r` and `p`
    /// lines of names, and last `end\tCOUNT`, so a truncated file is noticed. Names hold no tab
    /// or newline (a raw identifier that does is left out: it only reads a file too few, and
    /// such a name is not one SwiftUI code uses).
    static func encode(_ index: ModuleIndex) -> String {
        var lines = [header, "root\t" + index.project.moduleRoot.path]
        var count = 0
        for (file, stamp) in zip(index.files, index.stamps) where !file.contentHash.isEmpty && clean(file.path) {
            count += 1
            let stampField = stamp.map { "\($0.device),\($0.inode),\($0.size),\($0.modified),\($0.changed)" } ?? "-"
            lines.append("file\t\(file.contentHash)\t\(file.parses ? 1 : 0)\t\(stampField)\t\(file.path)")
            lines.append((["d"] + file.declared.filter(clean)).joined(separator: "\t"))
            for extensionDecl in file.extensions where clean(extensionDecl.type) {
                lines.append((["x", extensionDecl.type] + extensionDecl.members.filter(clean)).joined(separator: "\t"))
            }
            lines.append((["r"] + file.referenced.filter(clean)).joined(separator: "\t"))
            lines.append((["p"] + file.previewReferenced.filter(clean)).joined(separator: "\t"))
        }
        lines.append("end\t\(count)")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func clean(_ name: String) -> Bool { !name.isEmpty && !name.contains("\t") && !name.contains("\n") }

    /// The entries of a cache file, or nil when anything in it is not as `encode` writes. Read as
    /// bytes, not Characters: a second run decodes a 1,500-file module's index (800 KB) in it.
    static func decode(_ data: Data, moduleRoot: String) -> [String: Entry]? {
        let bytes = [UInt8](data)
        let lines = bytes.split(separator: newline, omittingEmptySubsequences: false)
        guard lines.count >= 4, lines[0].elementsEqual(header.utf8), lines[1].elementsEqual(("root\t" + moduleRoot).utf8),
              lines.last?.isEmpty == true else { return nil }
        var entries: [String: Entry] = [:]
        var index = 2
        while index < lines.count - 2 {
            let head = lines[index].split(separator: tab, maxSplits: 4, omittingEmptySubsequences: false)
            guard head.count == 5, head[0].elementsEqual("file".utf8), head[1].count == 64, head[1].allSatisfy(isHexDigit),
                  head[2].elementsEqual("0".utf8) || head[2].elementsEqual("1".utf8) else { return nil }
            let stamp: FileStamp?
            if head[3].elementsEqual("-".utf8) {
                stamp = nil
            } else {
                let numbers = head[3].split(separator: comma, omittingEmptySubsequences: false).map { Int64(string($0)) }
                guard numbers.count == 5, let device = numbers[0].flatMap(UInt64.init(exactly:)),
                      let inode = numbers[1].flatMap(UInt64.init(exactly:)), let size = numbers[2], let modified = numbers[3],
                      let changed = numbers[4] else { return nil }
                stamp = FileStamp(device: device, inode: inode, size: size, modified: modified, changed: changed)
            }
            index += 1
            func names(_ tag: UInt8) -> [String]? {
                guard index < lines.count - 2 else { return nil }
                let line = lines[index]
                guard line.first == tag, line.count == 1 || line[line.startIndex + 1] == tab else { return nil }
                index += 1
                return line.split(separator: tab, omittingEmptySubsequences: false).dropFirst().map(string)
            }
            guard let declared = names(UInt8(ascii: "d")) else { return nil }
            var extensions: [ModuleIndex.Extension] = []
            while let fields = names(UInt8(ascii: "x")) {
                guard let type = fields.first else { return nil }
                extensions.append(ModuleIndex.Extension(type: type, members: Array(fields.dropFirst())))
            }
            guard let referenced = names(UInt8(ascii: "r")), let previewReferenced = names(UInt8(ascii: "p")) else { return nil }
            let path = string(head[4])
            entries[path] = Entry(file: ModuleIndex.File(path: path, contentHash: string(head[1]), parses: head[2].first == UInt8(ascii: "1"),
                                                         declared: declared, extensions: extensions, referenced: referenced,
                                                         previewReferenced: previewReferenced),
                                  stamp: stamp)
        }
        guard index == lines.count - 2, lines[index].elementsEqual("end\t\(entries.count)".utf8) else { return nil }
        return entries
    }

    private static let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), comma = UInt8(ascii: ",")

    private static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
