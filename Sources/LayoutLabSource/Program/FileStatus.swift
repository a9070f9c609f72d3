import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says of a path, in one system call: project discovery walks a module's
/// folders with it (a folder or a file, which file a symlink names) and `ModuleIndex` validates
/// its cache entries by the file's `FileStamp` instead of reading and hashing every file.
struct FileStatus: Sendable {
    let stamp: FileStamp
    let isDirectory: Bool
    let isSymbolicLink: Bool
    /// A plain file: not a folder, link, FIFO (reading one would wait forever), socket or device.
    let isRegularFile: Bool

    /// The path's status, following a symbolic link unless `followingLinks` is false; nil when
    /// it does not exist or cannot be looked at.
    static func of(_ path: String, followingLinks: Bool = true) -> FileStatus? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        let kind = info.st_mode & S_IFMT
        return FileStatus(stamp: FileStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                                           modified: FileStamp.nanoseconds(modified), changed: FileStamp.nanoseconds(changed)),
                          isDirectory: kind == S_IFDIR, isSymbolicLink: kind == S_IFLNK, isRegularFile: kind == S_IFREG)
    }
}

/// One entry of a folder as `readdir(3)` gives it: its name, the kind its directory records
/// (`d_type`) and its inode (`d_ino`). A walk of a module's folders (discovery, the resource
/// search) reads each folder in one pass and stats only links and entries whose file system
/// records no kind, instead of a `stat` per file: a module has thousands of files, walked on
/// every run (issue 31's second run).
struct FolderEntry: Sendable {
    enum Kind: Sendable {
        case file, folder, symbolicLink, other
        /// The file system records no kind (`DT_UNKNOWN`): stat the entry to know.
        case unknown
    }

    let name: String
    let kind: Kind
    let inode: UInt64

    /// The entries of the folder at `path`, `.` and `..` left out, in the order the directory
    /// gives them; nil when it cannot be opened.
    static func entries(of path: String) -> [FolderEntry]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name != "." && name != ".." else { continue }
            let kind: Kind = switch Int(entry.pointee.d_type) {
            case Int(DT_REG): .file
            case Int(DT_DIR): .folder
            case Int(DT_LNK): .symbolicLink
            case Int(DT_UNKNOWN): .unknown
            default: .other
            }
            entries.append(FolderEntry(name: name, kind: kind, inode: UInt64(entry.pointee.d_ino)))
        }
        return entries
    }
}

/// A file's identity and last change as its file system records them: device and inode (a file
/// replaced by a rename is another inode), size, and modification and status-change times in
/// nanoseconds since 1970. `ctime` cannot be set by a program (`touch -d` and `utimes` set it
/// to now), so an edit that restores the size and the mtime still changes it.
struct FileStamp: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let changed: Int64

    /// The file whatever path names it: a folder reached twice through a symlink, a file and a
    /// link to it.
    var identity: Identity { Identity(device: device, inode: inode) }

    struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    /// How much older than the moment of looking a stamp's times must be for it to stand for the
    /// file's content: 2 s, the coarsest timestamp granularity of the file systems a module may
    /// live on (FAT's mtime); Linux's own timestamps lag the clock by up to a scheduler tick.
    static let granularity: Int64 = 2_000_000_000

    /// True when the stamp, taken at `now` (ns since 1970) or later, identifies the content read
    /// after it: a later write at wall time t > now gets an mtime and ctime of at least
    /// t − granularity > now − granularity, so it differs from a stamp whose times are both
    /// below now − granularity. A more recent stamp is "racy" (the racy-git problem): an edit in
    /// the same timestamp tick, of the same size, would leave it unchanged, so such a file is
    /// hashed on every run until its stamp is old enough. A file dated in the future is racy too.
    /// What this assumes: the clock is not set back by more than the granularity between two
    /// runs, and the file system keeps ctime (a network share whose server clock is behind, or
    /// a file system without ctime, breaks it); where a stamp differs in any field the file is
    /// read and hashed, as before stamps.
    func identifiesContent(at now: Int64) -> Bool {
        max(modified, changed) < now - Self.granularity
    }

    /// The wall clock in the stamps' unit.
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
}
