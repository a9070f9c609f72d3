import Foundation

/// A module index's names and lists as its cache file keeps them (issue 31's second run): every
/// name once, numbered, and each file's lists as ranges of name numbers in one array. A run whose
/// entries come from the cache makes no `String` of a name until a file it reaches is read
/// (`file(_:)`) or one of its own names is looked up (`Names.number(of:)`); files indexed in the
/// run add their names to it.
struct ModuleIndexTable: Sendable {
    /// One file of the module: what `ModuleIndex.File` holds, its names as ranges of `numbers`.
    struct Record: Sendable {
        let path: String
        /// SHA-256 of its bytes, hex; empty when it cannot be read (such a record is not cached).
        let contentHash: String
        let parses: Bool
        /// See `ModuleIndex.stamps`.
        var stamp: FileStamp?
        let declared: Range<Int>
        /// Ranges of `extensions`.
        let extensions: Range<Int>
        let referenced: Range<Int>
        let previewReferenced: Range<Int>
    }

    struct Extension: Sendable {
        let type: UInt32
        let members: Range<Int>
    }

    var names = Names()
    /// Every record's name lists, one after another.
    var numbers: [UInt32] = []
    var extensions: [Extension] = []

    /// `file`'s record, its names added to the table.
    mutating func record(of file: ModuleIndex.File, stamp: FileStamp?) -> Record {
        func append(_ list: [String]) -> Range<Int> {
            let start = numbers.count
            for name in list { numbers.append(names.add(name)) }
            return start..<numbers.count
        }
        let declared = append(file.declared)
        let firstExtension = extensions.count
        for extensionDecl in file.extensions {
            let type = names.add(extensionDecl.type)
            extensions.append(Extension(type: type, members: append(extensionDecl.members)))
        }
        return Record(path: file.path, contentHash: file.contentHash, parses: file.parses, stamp: stamp, declared: declared,
                      extensions: firstExtension..<extensions.count, referenced: append(file.referenced),
                      previewReferenced: append(file.previewReferenced))
    }

    /// The record as a `ModuleIndex.File`, its names made into strings.
    func file(_ record: Record) -> ModuleIndex.File {
        func strings(_ range: Range<Int>) -> [String] { numbers[range].map(names.name) }
        return ModuleIndex.File(path: record.path, contentHash: record.contentHash, parses: record.parses,
                                declared: strings(record.declared),
                                extensions: extensions[record.extensions].map { ModuleIndex.Extension(type: names.name($0.type),
                                                                                                      members: strings($0.members)) },
                                referenced: strings(record.referenced), previewReferenced: strings(record.previewReferenced))
    }

    /// Names by number: those of a cache file, kept as its bytes and found by an open-addressing
    /// table of FNV-1a hashes written with it, then those added in this run, in a dictionary.
    struct Names: Sendable {
        /// The cache file's names: `bytes[starts[n]..<starts[n + 1]]` is name n's UTF-8.
        private var bytes: [UInt8] = []
        private var starts: [Int] = [0]
        /// Name number + 1 by hash, 0 for an empty slot; a power of two long, at most half full.
        private var slots: [UInt32] = []
        private var added: [String: UInt32] = [:]
        private var addedNames: [String] = []

        init() {}

        /// The names of a cache file; `slots` as `hashSlots` made them for these names (checked by
        /// the file's checksum, and bounded here so that damage never reads out of range).
        init?(bytes: [UInt8], starts: [Int], slots: [UInt32]) {
            guard let last = starts.last, starts.first == 0, last <= bytes.count, zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }),
                  slots.count.nonzeroBitCount == 1, slots.count >= 2 * (starts.count - 1),
                  slots.allSatisfy({ Int($0) <= starts.count - 1 }) else { return nil }
            (self.bytes, self.starts, self.slots) = (bytes, starts, slots)
        }

        var count: Int { starts.count - 1 + addedNames.count }
        private var stored: Int { starts.count - 1 }

        /// The name's number, or nil when the table has no such name.
        func number(of name: String) -> UInt32? {
            if let number = lookUp(name) { return number }
            return added[name]
        }

        /// The name's number, the name added when the table has none.
        mutating func add(_ name: String) -> UInt32 {
            if let number = number(of: name) { return number }
            let number = UInt32(count)
            added[name] = number
            addedNames.append(name)
            return number
        }

        func name(_ number: UInt32) -> String {
            let index = Int(number)
            if index >= stored { return addedNames[index - stored] }
            return String(decoding: bytes[starts[index]..<starts[index + 1]], as: UTF8.self)
        }

        /// Appends the name's UTF-8 to `output`.
        func append(_ number: UInt32, to output: inout [UInt8]) {
            let index = Int(number)
            if index >= stored { output += addedNames[index - stored].utf8 } else { output += bytes[starts[index]..<starts[index + 1]] }
        }

        private func lookUp(_ name: String) -> UInt32? {
            guard !slots.isEmpty else { return nil }
            var name = name
            return name.withUTF8 { utf8 -> UInt32? in
                let mask = slots.count - 1
                var slot = Int(Self.hash(utf8)) & mask
                // At most every slot once: a table that is full, as damage could make it, ends too.
                for _ in 0..<slots.count {
                    let entry = slots[slot]
                    if entry == 0 { return nil }
                    let index = Int(entry - 1)
                    if bytes[starts[index]..<starts[index + 1]].elementsEqual(utf8) { return entry - 1 }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }

        /// The open-addressing table of `names` (each given as its UTF-8): twice as many slots as
        /// names, rounded up to a power of two, linear probing.
        static func hashSlots(_ names: [ArraySlice<UInt8>]) -> [UInt32] {
            var size = 2
            while size < 2 * names.count { size *= 2 }
            var slots = [UInt32](repeating: 0, count: size)
            for (number, name) in names.enumerated() {
                var slot = Int(name.withUnsafeBufferPointer(hash)) & (size - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = UInt32(number + 1)
            }
            return slots
        }

        /// FNV-1a, 32 bits: the same in every process (Swift's `Hasher` is seeded per process).
        static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
            var hash: UInt32 = 2_166_136_261
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return hash
        }
    }
}
