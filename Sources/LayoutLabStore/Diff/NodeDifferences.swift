import Foundation
import GRDB
import GRDBSQLite

/// One node of two runs, matched by path and kind, with its final frame in each run and what
/// changed: the `nodes` table of `layoutlab diff` and the marks of its picture.
public struct NodeDifference: Hashable, Sendable {
    public enum Change: String, Sendable {
        case unchanged = ""
        case moved
        case resized
        case movedAndResized = "moved, resized"
        /// Only in the second run.
        case added
        /// Only in the first run.
        case removed
    }

    public var path: String
    public var kind: String
    public var label: String?
    /// The node's frame in the first run; nil when it is not there or was never placed.
    public var before: CGRect?
    /// The node's frame in the second run; nil when it is not there or was never placed.
    public var after: CGRect?
    public var change: Change

    public init(path: String, kind: String, label: String?, before: CGRect?, after: CGRect?, change: Change) {
        self.path = path
        self.kind = kind
        self.label = label
        self.before = before
        self.after = after
        self.change = change
    }

    /// The table's columns, as `cells` fills them: both runs' values side by side.
    public static let columns = ["path", "view", "label", "a_x", "b_x", "a_y", "b_y", "a_width", "b_width", "a_height", "b_height", "change"]

    public var cells: [SQLValue] {
        func real(_ value: CGFloat?) -> SQLValue { value.map { .real(Double($0)) } ?? .null }
        return [.text(path), .text(kind), label.map(SQLValue.text) ?? .null,
                real(before?.minX), real(after?.minX), real(before?.minY), real(after?.minY),
                real(before?.width), real(after?.width), real(before?.height), real(after?.height),
                .text(change.rawValue)]
    }
}

extension StoreReader {
    /// Every node of run `a` and of run `b` matched by path and kind (a path that now holds
    /// another kind of view is a removal and an addition), in the order of run `a`'s nodes with
    /// run `b`'s additions at their own place in its order; with `onlyChanged`, only the nodes
    /// that moved, resized, appeared or disappeared.
    ///
    /// Computed here rather than in SQL: pairing 100,001 nodes by looking each one up in the
    /// other run (four to six B-tree descents a node) took 570–720 ms; each run's nodes, with
    /// their frames, are read once in key order, both runs at once, and paired in memory.
    public func nodeDifferences(_ a: Int64, _ b: Int64, onlyChanged: Bool = false) throws -> [NodeDifference] {
        let runs = (try run(a), try run(b))
        let (before, after) = try readBoth(runs.0, runs.1)
        return NodeDifferencePairing(before: before, after: after).differences(onlyChanged: onlyChanged)
    }

    /// Both runs' nodes, the second through a connection of its own so that the two reads
    /// share the machine's cores. Recorded runs never change, so the two reads agree although
    /// they are two transactions; a run deleted in between reads as empty.
    private func readBoth(_ a: RecordedRun, _ b: RecordedRun) throws -> (RunNodeFrames, RunNodeFrames) {
        let results = ReadResults()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            do {
                let connection = index == 0 ? database : try StoreConnection.openReader(at: path, busyTimeout: busyTimeout)
                let run = index == 0 ? a : b
                results.set(index, try StoreConnection.mapErrors(path) { try connection.read { try RunNodeFrames.read(run, $0) } })
            } catch {
                results.fail(error)
            }
        }
        return try results.both()
    }
}

/// The two reads' results, filled from two threads.
private final class ReadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [RunNodeFrames?] = [nil, nil]
    private var error: (any Error)?

    func set(_ index: Int, _ run: RunNodeFrames) { lock.withLock { runs[index] = run } }
    func fail(_ error: any Error) { lock.withLock { self.error = self.error ?? error } }

    func both() throws -> (RunNodeFrames, RunNodeFrames) {
        try lock.withLock {
            if let error { throw error }
            return (runs[0]!, runs[1]!)
        }
    }
}

/// One run's nodes in node order, each with its final frame.
struct RunNodeFrames {
    var ids: [Int64] = []
    var paths: [String] = []
    var kinds: [String] = []
    var labels: [String?] = []
    var frames: [CGRect?] = []

    var count: Int { ids.count }

    /// One scan in key order: each node's frame is in its row (migration 0012).
    static let nodesSQL = """
        SELECT node_id, path, kind, label, frame_x, frame_y, frame_width, frame_height
        FROM nodes WHERE run_id = ? ORDER BY node_id
        """

    /// Steps SQLite's statement itself and reads each column once, as the recorder binds its
    /// rows: two runs of 100,000 nodes in under 50 ms leave no room for a row object each.
    static func read(_ recorded: RecordedRun, _ db: Database) throws -> RunNodeFrames {
        var nodes = RunNodeFrames()
        let run = recorded.id ?? 0, count = recorded.nodeCount
        nodes.ids.reserveCapacity(count)
        nodes.paths.reserveCapacity(count)
        nodes.kinds.reserveCapacity(count)
        nodes.labels.reserveCapacity(count)
        nodes.frames.reserveCapacity(count)
        try forEachRow(nodesSQL, run: run, db) { row in
            nodes.ids.append(sqlite3_column_int64(row, 0))
            nodes.paths.append(text(row, 1) ?? "")
            nodes.kinds.append(text(row, 2) ?? "")
            nodes.labels.append(text(row, 3))
            nodes.frames.append(sqlite3_column_type(row, 4) == SQLITE_NULL ? nil
                : CGRect(x: sqlite3_column_double(row, 4), y: sqlite3_column_double(row, 5),
                         width: sqlite3_column_double(row, 6), height: sqlite3_column_double(row, 7)))
        }
        return nodes
    }

    private static func forEachRow(_ sql: String, run: Int64, _ db: Database, _ body: (SQLiteStatement) -> Void) throws {
        let statement = try db.makeStatement(sql: sql)
        try statement.setArguments([run])
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW: body(handle)
            case SQLITE_DONE: return
            case let code: throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: sql)
            }
        }
    }

    private static func text(_ row: SQLiteStatement, _ column: Int32) -> String? {
        guard let characters = sqlite3_column_text(row, column) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: characters, count: Int(sqlite3_column_bytes(row, column))), as: UTF8.self)
    }
}

/// Pairs two runs' nodes by path and kind, in linear time.
struct NodeDifferencePairing {
    let before: RunNodeFrames
    let after: RunNodeFrames

    func differences(onlyChanged: Bool) -> [NodeDifference] {
        var partner = [Int?](repeating: nil, count: before.count)
        var paired = [Bool](repeating: false, count: after.count)
        var afterIndexByPath: [String: Int]?
        for index in 0..<before.count {
            // Most nodes keep their place: try the same position before looking the path up.
            var candidate: Int?
            if index < after.count, after.paths[index] == before.paths[index] {
                candidate = index
            } else {
                if afterIndexByPath == nil {
                    afterIndexByPath = Dictionary(after.paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                }
                candidate = afterIndexByPath![before.paths[index]]
            }
            if let candidate, after.kinds[candidate] == before.kinds[index] {
                partner[index] = candidate
                paired[candidate] = true
            }
        }

        // Run a's nodes in its order, each addition at its own node id's place in that order
        // (after run a's node of the same id).
        var differences: [NodeDifference] = []
        differences.reserveCapacity(onlyChanged ? 0 : before.count)
        func append(_ difference: NodeDifference) {
            if !onlyChanged || difference.change != .unchanged { differences.append(difference) }
        }
        var addition = 0
        func appendAdditions(below id: Int64?) {
            while addition < after.count, id.map({ after.ids[addition] < $0 }) ?? true {
                if !paired[addition] {
                    append(NodeDifference(path: after.paths[addition], kind: after.kinds[addition], label: after.labels[addition],
                                          before: nil, after: after.frames[addition], change: .added))
                }
                addition += 1
            }
        }
        for index in 0..<before.count {
            appendAdditions(below: before.ids[index])
            let frame = before.frames[index]
            let afterFrame = partner[index].map { after.frames[$0] }
            append(NodeDifference(path: before.paths[index], kind: before.kinds[index], label: before.labels[index],
                                  before: frame, after: afterFrame ?? nil,
                                  change: partner[index] == nil ? .removed : Self.change(frame, afterFrame ?? nil)))
        }
        appendAdditions(below: nil)
        return differences
    }

    /// A frame missing in one run and present in the other has moved and resized.
    static func change(_ before: CGRect?, _ after: CGRect?) -> NodeDifference.Change {
        let moved = before?.origin != after?.origin
        let resized = before?.size != after?.size
        switch (moved, resized) {
        case (true, true): return .movedAndResized
        case (true, false): return .moved
        case (false, true): return .resized
        case (false, false): return .unchanged
        }
    }
}
