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

    /// The start of every cache file; another version's files are not read.
    static let header = "layoutlab-module-index 3\n"

    /// What a cache file holds: its names and each file's record, in path order.
    struct Contents {
        var table: ModuleIndexTable
        var records: [ModuleIndexTable.Record]
    }

    /// The module's cache file: named by a hash of its folder's path.
    func file(for project: SourceProject) -> URL {
        let key = SHA256.hex(of: Data(project.moduleRoot.path.utf8)).prefix(24)
        return folder.appendingPathComponent("module-\(key).index")
    }

    /// The cached records, or none when the file is missing or not wholly valid.
    func read(_ project: SourceProject) -> Contents? {
        guard let data = try? Data(contentsOf: file(for: project)) else { return nil }
        return Self.decode([UInt8](data), moduleRoot: project.moduleRoot.path)
    }

    /// Writes the records; a cache that cannot be written only costs the next run its speed.
    func write(_ table: ModuleIndexTable, records: [ModuleIndexTable.Record], of project: SourceProject) {
        let target = file(for: project)
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.encode(table, records: records, moduleRoot: project.moduleRoot.path)).write(to: temporary)
            if rename(temporary.path, target.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    // MARK: Format

    /// Binary, little-endian, read in one `read` and decoded without a `String` per name
    /// (`ModuleIndexTable`): the header, a checksum of the rest (`checksum`), then the module's
    /// root; the names (count, n + 1 byte offsets, their UTF-8, the hash slots `Names.hashSlots`
    /// made); the name numbers of every list one after another; the extensions (type's name,
    /// first member, member count); and per file its path, its hash's 64 hex digits, whether it
    /// parses, its stamp (present or not; device, inode, size, mtime, ctime in nanoseconds) and
    /// the start and count of its declared, extension, referenced and preview lists. Lengths and
    /// counts are UInt32, stamps Int64. Only the names the records use are written, renumbered
    /// in the order the records use them. A file that cannot be read is not written.
    static func encode(_ table: ModuleIndexTable, records: [ModuleIndexTable.Record], moduleRoot: String) -> [UInt8] {
        var renumbered = [UInt32](repeating: .max, count: table.names.count)
        var used: [UInt32] = []
        func renumber(_ number: UInt32) -> UInt32 {
            if renumbered[Int(number)] == .max {
                renumbered[Int(number)] = UInt32(used.count)
                used.append(number)
            }
            return renumbered[Int(number)]
        }
        var numbers: [UInt32] = []
        func list(_ range: Range<Int>) -> (start: Int, count: Int) {
            let start = numbers.count
            for number in table.numbers[range] { numbers.append(renumber(number)) }
            return (start, range.count)
        }
        var extensions: [(type: UInt32, members: (start: Int, count: Int))] = []
        var body = Writer()
        var written = 0
        var recordBytes = Writer()
        for record in records where !record.contentHash.isEmpty {
            written += 1
            recordBytes.string(record.path)
            recordBytes.bytes.append(contentsOf: record.contentHash.utf8)
            recordBytes.bytes.append(record.parses ? 1 : 0)
            recordBytes.bytes.append(record.stamp == nil ? 0 : 1)
            let stamp = record.stamp
            for value in [Int64(bitPattern: stamp?.device ?? 0), Int64(bitPattern: stamp?.inode ?? 0), stamp?.size ?? 0,
                          stamp?.modified ?? 0, stamp?.changed ?? 0] { recordBytes.int64(value) }
            let firstExtension = extensions.count
            for extensionDecl in table.extensions[record.extensions] {
                extensions.append((renumber(extensionDecl.type), list(extensionDecl.members)))
            }
            for (start, count) in [list(record.declared), (firstExtension, extensions.count - firstExtension), list(record.referenced),
                                   list(record.previewReferenced)] {
                recordBytes.uint32(start)
                recordBytes.uint32(count)
            }
        }
        body.string(moduleRoot)
        var nameBytes: [UInt8] = []
        var starts = [0]
        for number in used {
            table.names.append(number, to: &nameBytes)
            starts.append(nameBytes.count)
        }
        body.uint32(used.count)
        for start in starts { body.uint32(start) }
        body.bytes += nameBytes
        let slots = ModuleIndexTable.Names.hashSlots(zip(starts, starts.dropFirst()).map { nameBytes[$0..<$1] })
        body.uint32(slots.count)
        for slot in slots { body.uint32(Int(slot)) }
        body.uint32(numbers.count)
        for number in numbers { body.uint32(Int(number)) }
        body.uint32(extensions.count)
        for extensionDecl in extensions {
            body.uint32(Int(extensionDecl.type))
            body.uint32(extensionDecl.members.start)
            body.uint32(extensionDecl.members.count)
        }
        body.uint32(written)
        body.bytes += recordBytes.bytes
        var output = Writer(bytes: Array(header.utf8))
        output.int64(Int64(bitPattern: checksum(body.bytes[...])))
        return output.bytes + body.bytes
    }

    /// The contents of a cache file, or nil when anything in it is not as `encode` writes: another
    /// version or module, a checksum that does not match (a flipped bit), a truncated file, a
    /// count or range past its end.
    static func decode(_ bytes: [UInt8], moduleRoot: String) -> Contents? {
        let headerBytes = Array(header.utf8)
        guard bytes.count >= headerBytes.count + 8, bytes[..<headerBytes.count].elementsEqual(headerBytes) else { return nil }
        var reader = Reader(bytes: bytes, position: headerBytes.count)
        guard let sum = reader.int64(), UInt64(bitPattern: sum) == checksum(bytes[reader.position...]),
              let root = reader.string(), root == moduleRoot,
              let nameCount = reader.count(), nameCount < (bytes.count - reader.position) / 4 else { return nil }
        var starts: [Int] = []
        starts.reserveCapacity(nameCount + 1)
        for _ in 0...nameCount {
            guard let start = reader.count() else { return nil }
            starts.append(start)
        }
        guard let nameBytes = reader.bytes(starts.last ?? 0), let slotCount = reader.count(), let slots = reader.uint32s(slotCount),
              let names = ModuleIndexTable.Names(bytes: Array(nameBytes), starts: starts, slots: slots),
              let numberCount = reader.count(), let numbers = reader.uint32s(numberCount),
              numbers.allSatisfy({ Int($0) < nameCount }), let extensionCount = reader.count() else { return nil }
        var table = ModuleIndexTable()
        table.names = names
        table.numbers = numbers
        func range(_ limit: Int) -> Range<Int>? {
            guard let start = reader.count(), let count = reader.count(), start <= limit, count <= limit - start else { return nil }
            return start..<start + count
        }
        for _ in 0..<extensionCount {
            guard let type = reader.count(), type < nameCount, let members = range(numberCount) else { return nil }
            table.extensions.append(ModuleIndexTable.Extension(type: UInt32(type), members: members))
        }
        guard let fileCount = reader.count() else { return nil }
        var records: [ModuleIndexTable.Record] = []
        for _ in 0..<fileCount {
            guard let path = reader.string(), let hash = reader.bytes(64), hash.allSatisfy(isHexDigit),
                  let parses = reader.flag(), let hasStamp = reader.flag(),
                  let device = reader.int64(), let inode = reader.int64(), let size = reader.int64(),
                  let modified = reader.int64(), let changed = reader.int64(),
                  let declared = range(numberCount), let extensions = range(extensionCount),
                  let referenced = range(numberCount), let previewReferenced = range(numberCount) else { return nil }
            let stamp = hasStamp ? FileStamp(device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: size,
                                             modified: modified, changed: changed) : nil
            records.append(ModuleIndexTable.Record(path: path, contentHash: String(decoding: hash, as: UTF8.self), parses: parses,
                                                   stamp: stamp, declared: declared, extensions: extensions, referenced: referenced,
                                                   previewReferenced: previewReferenced))
        }
        guard reader.position == bytes.count else { return nil }
        return Contents(table: table, records: records)
    }

    /// A 64-bit checksum of the bytes, eight at a time: it tells damage (a flipped bit, a
    /// truncated or spliced file) from a file `encode` wrote, not a forgery; a reader also
    /// bounds every count and range, so no file makes it read out of range.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var sum: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                sum = (sum ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01b3
                sum ^= sum >> 29
                offset += 8
            }
            while offset < raw.count {
                sum = (sum ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01b3
                offset += 1
            }
            return sum
        }
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func uint32(_ value: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes += $0 }
        }

        mutating func int64(_ value: Int64) {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }

        mutating func string(_ value: String) {
            uint32(value.utf8.count)
            bytes += value.utf8
        }
    }

    /// Reads what `Writer` wrote; nil past the end.
    private struct Reader {
        let bytes: [UInt8]
        var position: Int

        mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
            guard count <= bytes.count - position else { return nil }
            defer { position += count }
            return bytes[position..<position + count]
        }

        mutating func count() -> Int? {
            guard let field = bytes(4) else { return nil }
            return field.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
        }

        mutating func uint32s(_ count: Int) -> [UInt32]? {
            guard count <= (bytes.count - position) / 4, let field = bytes(4 * count) else { return nil }
            return field.withUnsafeBytes { raw in
                (0..<count).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * $0, as: UInt32.self)) }
            }
        }

        mutating func int64() -> Int64? {
            guard let field = bytes(8) else { return nil }
            return field.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(as: Int64.self)) }
        }

        mutating func flag() -> Bool? {
            guard let field = bytes(1), let byte = field.first, byte <= 1 else { return nil }
            return byte == 1
        }

        mutating func string() -> String? {
            guard let count = count(), let field = bytes(count) else { return nil }
            return String(decoding: field, as: UTF8.self)
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
