#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An aligned table's cells between the pass that measures its columns and the pass that writes
/// them (issue 34 item 3: memory stays flat whatever the output's size). Cells are written once
/// and read back once, in order, each with its display width. Up to `memoryLimit` bytes stay in
/// memory, so a small table never touches a file; past it they go to a file in the system's
/// temporary folder that is unlinked as soon as it is made, so it is removed however the process
/// ends. When no such file can be made or written, the rest stays in memory (said once on
/// stderr): the output is the same, only its memory is not bounded.
final class Spool {
    /// A large run's trace is hundreds of MB of cells; 1 MB of them in memory is a few thousand
    /// short rows, so most tables never make a file.
    static let memoryLimit = 1 << 20
    /// How much of the file is read back at a time.
    static let readChunk = 1 << 18

    private let memoryLimit: Int
    /// What is not yet in the file: every cell when there is none.
    private var pending: [UInt8] = []
    private var file: Int32 = -1
    /// The file's bytes: the cells before `pending`.
    private var fileLength = 0
    /// No file could be made or written: the rest stays in `pending`.
    private var inMemoryOnly = false

    init(memoryLimit: Int = Spool.memoryLimit) {
        self.memoryLimit = memoryLimit
    }

    deinit {
        if file >= 0 { close(file) }
    }

    /// Adds a cell: its width, its byte count, its bytes.
    func append(_ text: String, width: Int) {
        var text = text
        text.withUTF8 { Self.append($0, width: width, to: &pending) }
        spillIfFull()
    }

    /// Adds a row's cells, laid one after another in `cells`, each ending at its entry of `ends`
    /// and `widths` wide: in one access to the buffer (a class's property, each access checked).
    func append(cells: UnsafeBufferPointer<UInt8>, ends: [Int], widths: [Int]) {
        Self.append(cells: cells, ends: ends, widths: widths, to: &pending)
        spillIfFull()
    }

    private static func append(cells: UnsafeBufferPointer<UInt8>, ends: [Int], widths: [Int], to pending: inout [UInt8]) {
        var start = 0
        for (end, width) in zip(ends, widths) {
            append(UnsafeBufferPointer(rebasing: cells[start..<end]), width: width, to: &pending)
            start = end
        }
    }

    /// The width and the byte count as 4 little-endian bytes each (one append of 8 bytes, not
    /// eight of one), then the bytes.
    private static func append(_ cell: UnsafeBufferPointer<UInt8>, width: Int, to pending: inout [UInt8]) {
        let header = UInt64(UInt32(clamping: width)) | UInt64(UInt32(clamping: cell.count)) << 32
        withUnsafeBytes(of: header.littleEndian) { pending.append(contentsOf: $0) }
        pending.append(contentsOf: cell)
    }

    private func spillIfFull() {
        if pending.count >= memoryLimit && !inMemoryOnly { spill() }
    }

    private func spill() {
        if file < 0 {
            guard let descriptor = Self.unlinkedTemporaryFile() else { return keepInMemory("no file could be made in \(Self.folder)") }
            file = descriptor
        }
        let written = pending.withUnsafeBytes { bytes -> Int in
            var offset = 0
            while offset < bytes.count {
                let count = write(file, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                offset += count
            }
            return offset
        }
        fileLength += written
        pending.removeFirst(written)
        if !pending.isEmpty { keepInMemory("writing to a file in \(Self.folder) failed (\(String(cString: strerror(errno))))") }
    }

    private func keepInMemory(_ reason: String) {
        inMemoryOnly = true
        writeToStandardError("note: \(reason); the table's columns are measured in memory instead")
    }

    private static var folder: String { FileManager.default.temporaryDirectory.path }

    /// A new file in the temporary folder, open for reading and writing, its name already removed.
    private static func unlinkedTemporaryFile() -> Int32? {
        var template = Array((folder + "/layoutlab-table-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return descriptor
    }

    /// Reads every cell back in order, then forgets them: `body` gets each cell's width and bytes
    /// (valid during the call).
    func replay(_ body: (_ width: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Void) {
        var window: [UInt8] = []
        var position = 0
        var fileOffset = 0
        var pendingRead = false
        // Makes `count` bytes from `position` available; false at the end of the cells.
        func ensure(_ count: Int) -> Bool {
            while window.count - position < count {
                if position > 0 {
                    window.removeFirst(position)
                    position = 0
                }
                if fileOffset < fileLength {
                    let chunk = max(count - window.count, Self.readChunk)
                    let start = window.count
                    window.append(contentsOf: repeatElement(0, count: min(chunk, fileLength - fileOffset)))
                    let read = window.withUnsafeMutableBytes { pread(file, $0.baseAddress! + start, $0.count - start, off_t(fileOffset)) }
                    guard read > 0 else {
                        // The file was written a moment ago: a failure here is the disk's, and
                        // writing on without these cells would print a wrong table.
                        writeToStandardError("error: reading back the table's cells from a file in \(Self.folder) failed (\(String(cString: strerror(errno))))")
                        exit(1)
                    }
                    window.removeLast(window.count - start - read)
                    fileOffset += read
                } else if !pendingRead {
                    window.append(contentsOf: pending)
                    pending = []
                    pendingRead = true
                } else {
                    return false
                }
            }
            return true
        }
        func count() -> Int {
            var value: UInt32 = 0
            for shift in 0..<4 { value |= UInt32(window[position + shift]) << UInt32(8 * shift) }
            position += 4
            return Int(value)
        }
        while ensure(8) {
            let width = count(), length = count()
            guard ensure(length) else { break }
            window.withUnsafeBufferPointer { body(width, UnsafeBufferPointer(rebasing: $0[position..<position + length])) }
            position += length
        }
        pending = []
        fileLength = 0
        if file >= 0 {
            close(file)
            file = -1
        }
    }
}
