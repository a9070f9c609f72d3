import Foundation
import LayoutLab

/// Where `ModuleIndex` keeps a module's index between runs: one file per module folder, under
/// `$LAYOUTLAB_CACHE_DIR`, else `$XDG_CACHE_HOME/layoutlab`, else `~/.cache/layoutlab`. Each
/// file's entry is used only while its content hash is the same. A cache file that is damaged,
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
    static let header = "layoutlab-module-index 1"

    /// The module's cache file: named by a hash of its folder's path.
    func file(for project: SourceProject) -> URL {
        let key = SHA256.hex(of: Data(project.moduleRoot.path.utf8)).prefix(24)
        return folder.appendingPathComponent("module-\(key).index")
    }

    /// The cached entries by path, or none when the file is missing or not wholly valid.
    func read(_ project: SourceProject) -> [String: ModuleIndex.File] {
        guard let data = try? Data(contentsOf: file(for: project)), let text = String(data: data, encoding: .utf8) else { return [:] }
        return Self.decode(text, moduleRoot: project.moduleRoot.path) ?? [:]
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

    /// Lines of tab-separated fields: the header, `root\tPATH`, then per file `file\tHASH\tPARSES\tPATH`,
    /// `d`, `x` (one per extension: type, members), `r` and `p` lines of names, and last
    /// `end\tCOUNT`, so a truncated file is noticed. Names hold no tab or newline (a raw
    /// identifier that does is left out: it only reads a file too few, and such a name is not
    /// one SwiftUI code uses).
    static func encode(_ index: ModuleIndex) -> String {
        var lines = [header, "root\t" + index.project.moduleRoot.path]
        var count = 0
        for file in index.files where !file.contentHash.isEmpty && clean(file.path) {
            count += 1
            lines.append("file\t\(file.contentHash)\t\(file.parses ? 1 : 0)\t\(file.path)")
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

    /// The entries of a cache file's text, or nil when anything in it is not as `encode` writes.
    static func decode(_ text: String, moduleRoot: String) -> [String: ModuleIndex.File]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 4, lines[0] == header, lines[1] == "root\t" + moduleRoot, lines.last == "" else { return nil }
        var entries: [String: ModuleIndex.File] = [:]
        var index = 2
        while index < lines.count - 2 {
            let head = lines[index].split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard head.count == 4, head[0] == "file", head[1].count == 64, head[2] == "0" || head[2] == "1" else { return nil }
            index += 1
            func names(_ tag: String) -> [String]? {
                guard index < lines.count - 2 else { return nil }
                let fields = lines[index].split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.first.map(String.init) == tag else { return nil }
                index += 1
                return fields.dropFirst().map(String.init)
            }
            guard let declared = names("d") else { return nil }
            var extensions: [ModuleIndex.Extension] = []
            while let fields = names("x") {
                guard let type = fields.first else { return nil }
                extensions.append(ModuleIndex.Extension(type: type, members: Array(fields.dropFirst())))
            }
            guard let referenced = names("r"), let previewReferenced = names("p") else { return nil }
            let path = String(head[3])
            entries[path] = ModuleIndex.File(path: path, contentHash: String(head[1]), parses: head[2] == "1", declared: declared,
                                             extensions: extensions, referenced: referenced, previewReferenced: previewReferenced)
        }
        guard index == lines.count - 2, lines[index] == "end\t\(entries.count)" else { return nil }
        return entries
    }
}
