import Foundation

/// Watches source files by polling, as `layoutlab watch` needs on Linux and macOS alike (no
/// inotify or FSEvents): each poll compares every file's modification time and size, and reads
/// and hashes a file again only when they moved, so that a save that leaves the content unchanged (or a
/// `touch`) starts no run. A change is reported once the files have been still for `settle`
/// seconds: an editor's two writes 10 ms apart are one run. The default, 0.2 s, is short beside a
/// layout's run and long enough that a busy machine, which can pause a writer for tens of
/// milliseconds between its two writes, still makes one run of them (at 0.05 s, the watch
/// command's test saw two runs under the full suite's load).
public final class SourceWatcher {
    /// What changed since the last report.
    public struct Change: Equatable, Sendable {
        /// Files whose content differs, or that appeared.
        public var changed: [URL] = []
        /// Files that were there and are gone.
        public var deleted: [URL] = []

        public init(changed: [URL] = [], deleted: [URL] = []) {
            self.changed = changed
            self.deleted = deleted
        }
    }

    struct State: Equatable {
        var modified: Date
        var size: Int
        /// The content's hash (Swift's Hasher, seeded once per process: states compare within one watch).
        var content: Int
    }

    public private(set) var files: [URL]
    private var states: [URL: State] = [:]
    public let interval: TimeInterval
    public let settle: TimeInterval

    public init(files: [URL], interval: TimeInterval = 0.1, settle: TimeInterval = 0.2) {
        self.files = files
        self.interval = interval
        self.settle = settle
        for file in files { states[file] = Self.state(of: file, previous: nil) }
    }

    /// Watches these files from now on (a module gained or lost a file); new ones count as they are now.
    public func watch(_ files: [URL]) {
        self.files = files
        states = states.filter { files.contains($0.key) }
        for file in files where states[file] == nil { states[file] = Self.state(of: file, previous: nil) }
    }

    /// The files' states now, against those last reported: nil when nothing changed.
    public func poll() -> Change? {
        var change = Change()
        var next = states
        for file in files {
            let now = Self.state(of: file, previous: states[file])
            switch (states[file], now) {
            case let (before?, now?) where before.content != now.content: change.changed.append(file)
            case (nil, _?): change.changed.append(file)
            case (_?, nil): change.deleted.append(file)
            default: break
            }
            next[file] = now
        }
        states = next
        return change == Change() ? nil : change
    }

    /// Waits up to `timeout` seconds for a change and returns it once the files have settled
    /// (no further change for `settle` seconds, each later change joined to the first); nil on
    /// time out.
    public func nextChange(timeout: TimeInterval = .infinity) -> Change? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if var change = poll() {
                while true {
                    Thread.sleep(forTimeInterval: settle)
                    guard let later = poll() else { break }
                    change.join(later)
                }
                return change
            }
            if Date().addingTimeInterval(interval) > deadline { return nil }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    private static func state(of file: URL, previous: State?) -> State? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let modified = attributes[.modificationDate] as? Date,
              let size = (attributes[.size] as? NSNumber)?.intValue else { return nil }
        if let previous, previous.modified == modified, previous.size == size { return previous }
        guard let content = try? Data(contentsOf: file) else { return nil }
        var hasher = Hasher()
        hasher.combine(content)
        return State(modified: modified, size: size, content: hasher.finalize())
    }
}

extension SourceWatcher.Change {
    /// A file changed then deleted is deleted; deleted then back is changed.
    mutating func join(_ later: Self) {
        deleted = deleted.filter { !later.changed.contains($0) } + later.deleted.filter { !deleted.contains($0) }
        changed = changed.filter { !later.deleted.contains($0) } + later.changed.filter { !changed.contains($0) }
    }
}
