import Foundation
import GRDBSQLite
import LayoutLab

/// The baseline: the rows a recorder writes for a run (runs, nodes, node_attributes, events,
/// frames), inserted with SQLite's C API and prepared statements in one transaction, on a
/// connection configured as the store's writer (WAL, synchronous NORMAL, foreign keys on).
final class RawSQLite {
    private var db: OpaquePointer?
    private var statements: [String: OpaquePointer] = [:]
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(path: String) {
        guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else { fatalError("cannot open \(path)") }
        exec("PRAGMA journal_mode = WAL")
        exec("PRAGMA synchronous = NORMAL")
        exec("PRAGMA foreign_keys = ON")
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close(db)
    }

    func exec(_ sql: String) {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { fatalError(String(cString: sqlite3_errmsg(db))) }
    }

    /// Inserts one run's rows and returns its id.
    @discardableResult
    func insertRun(tree: ViewTree, events: [TraceEvent], frames: [CGRect?]) -> Int64 {
        exec("BEGIN IMMEDIATE")
        let run = statement("""
            INSERT INTO runs (recorded_at, device, screen_width, screen_height, safe_area_top, safe_area_leading,
                safe_area_bottom, safe_area_trailing, display_scale, root_proposal_width, root_proposal_height,
                root_proposal_explicit, engine_version) VALUES (?, 'iPhone 16 Pro', 402, 874, 62, 0, 34, 0, 3, 402, 778, 0, ?)
            """)
        bind(run, 1, "2025-01-01T00:00:00.000Z")
        bind(run, 2, LayoutLabVersion.current)
        step(run)
        let id = sqlite3_last_insert_rowid(db)

        let node = statement("""
            INSERT INTO nodes (run_id, node_id, parent_id, sibling_index, depth, path, kind, label,
                               inspector_tag, inspector_prints_position, source_line, source_column)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let attribute = statement("INSERT INTO node_attributes (run_id, node_id, attribute_index, name, value) VALUES (?, ?, ?, ?, ?)")
        for n in tree.nodes {
            bind(node, 1, id); bind(node, 2, Int64(n.id)); bind(node, 3, n.parent.map(Int64.init))
            bind(node, 4, Int64(n.order)); bind(node, 5, Int64(n.depth)); bind(node, 6, n.path); bind(node, 7, n.kind)
            bind(node, 8, n.label); bind(node, 9, n.inspector?.tag); bind(node, 10, n.inspector.map { $0.printPosition ? 1 : 0 })
            bind(node, 11, n.source.map { Int64($0.line) }); bind(node, 12, n.source.map { Int64($0.column) })
            step(node)
            for (index, a) in n.attributes.enumerated() {
                bind(attribute, 1, id); bind(attribute, 2, Int64(n.id)); bind(attribute, 3, Int64(index))
                bind(attribute, 4, a.name); bind(attribute, 5, a.value)
                step(attribute)
            }
        }

        let event = statement("""
            INSERT INTO events (run_id, sequence, node_id, pass, kind, cache, proposal_width, proposal_height,
                                size_width, size_height, position_x, position_y, length, axis)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for e in events {
            bind(event, 1, id); bind(event, 2, Int64(e.sequence)); bind(event, 3, Int64(e.node))
            bind(event, 4, e.pass.rawValue); bind(event, 5, e.kind.rawValue); bind(event, 6, e.cache.rawValue)
            bind(event, 7, e.proposal?.width.map(Double.init)); bind(event, 8, e.proposal?.height.map(Double.init))
            bind(event, 9, e.size.map { Double($0.width) }); bind(event, 10, e.size.map { Double($0.height) })
            bind(event, 11, e.position.map { Double($0.x) }); bind(event, 12, e.position.map { Double($0.y) })
            bind(event, 13, e.length.map(Double.init)); bind(event, 14, e.axis.map { $0 == .horizontal ? "horizontal" : "vertical" })
            step(event)
        }

        let frame = statement("INSERT INTO frames (run_id, node_id, x, y, width, height) VALUES (?, ?, ?, ?, ?, ?)")
        for (index, f) in frames.enumerated() {
            guard let f else { continue }
            bind(frame, 1, id); bind(frame, 2, Int64(index))
            bind(frame, 3, Double(f.origin.x)); bind(frame, 4, Double(f.origin.y))
            bind(frame, 5, Double(f.size.width)); bind(frame, 6, Double(f.size.height))
            step(frame)
        }
        exec("UPDATE runs SET node_count = \(tree.count), event_count = \(events.count) WHERE id = \(id)")
        exec("COMMIT")
        return id
    }

    private func statement(_ sql: String) -> OpaquePointer {
        if let cached = statements[sql] { return cached }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            fatalError(String(cString: sqlite3_errmsg(db)))
        }
        statements[sql] = statement
        return statement
    }

    private func step(_ statement: OpaquePointer) {
        guard sqlite3_step(statement) == SQLITE_DONE else { fatalError(String(cString: sqlite3_errmsg(db))) }
        sqlite3_reset(statement)
    }

    private func bind(_ statement: OpaquePointer, _ index: Int32, _ value: Int64?) {
        if let value { sqlite3_bind_int64(statement, index, value) } else { sqlite3_bind_null(statement, index) }
    }

    private func bind(_ statement: OpaquePointer, _ index: Int32, _ value: Int?) {
        bind(statement, index, value.map(Int64.init))
    }

    private func bind(_ statement: OpaquePointer, _ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(statement, index, value) } else { sqlite3_bind_null(statement, index) }
    }

    private func bind(_ statement: OpaquePointer, _ index: Int32, _ value: String?) {
        if let value { sqlite3_bind_text(statement, index, value, -1, Self.transient) } else { sqlite3_bind_null(statement, index) }
    }
}
