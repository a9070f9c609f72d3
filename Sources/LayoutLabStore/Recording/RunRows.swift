import Foundation
import GRDB
import LayoutLab

/// Writes a run's rows below `runs` with `RecordingStatements`: shared by `RunRecorder`, which
/// writes them while the layout streams, and the sweep writer, which writes runs that worker
/// threads laid out, many to a transaction. The caller holds the transaction.
enum RunRows {
    static func insertParameters(_ parameters: [RunParameter], run: Int64, _ db: Database) throws {
        try insertGrouped(Array(parameters.enumerated()), statements: RecordingStatements.insertParameters, db) { parameter, row in
            RecordingStatements.bindParameter(parameter.element, index: parameter.offset, run: run, to: &row)
        }
    }

    /// The files the run read (migration 0014).
    static func insertFiles(_ files: [RunFile], run: Int64, _ db: Database) throws {
        try insertGrouped(files, statements: RecordingStatements.insertFiles, db) { file, row in
            RecordingStatements.bindFile(file, run: run, to: &row)
        }
    }

    /// Everything below a run's `runs` row for a run laid out (or observed) whole: its
    /// parameters, its tree's nodes with their frames (indexed by node id), and its events.
    static func insertContents(of description: RunDescription, tree: ViewTree, events: [TraceEvent], frames: [CGRect?],
                               run: Int64, _ db: Database) throws {
        try insertParameters(description.parameters, run: run, db)
        try insertFiles(description.files, run: run, db)
        try insertNodes(tree.nodes, frames: try recordedFrames(frames, tree: tree, recordedCount: tree.count), run: run, db)
        try insertEvents(events, run: run, db)
        var lists = NodeEventLists()
        lists.append(events)
        try lists.write(run: run, db)
        try TraceFingerprints.write(events: events, tree: tree, run: run, db)
    }

    /// A tree's nodes and their attributes, under their own ids, each with its frame from
    /// `frames` (by recorded id, `recordedFrames`). Two overloads rather than one over
    /// `NewNode`s, so that a tree's own nodes are not wrapped (and copied) first; each node's
    /// attributes are gathered while it is bound.
    static func insertNodes(_ nodes: [ViewNode], frames: [CGRect?], run: Int64, _ db: Database) throws {
        var attributes: [AttributeRow] = []
        try insertGrouped(nodes, statements: RecordingStatements.insertNodes, db) { node, row in
            RecordingStatements.bindNode(node, id: node.id, parent: node.parent, frame: frames[node.id], run: run, to: &row)
            for (index, attribute) in node.attributes.enumerated() { attributes.append((node.id, index, attribute)) }
        }
        try insertAttributes(attributes, run: run, db)
    }

    /// The nodes a later layout pass added, under the ids they are recorded with (`LayoutPassNodes`).
    static func insertNodes(_ nodes: [LayoutPassNodes.NewNode], frames: [CGRect?], run: Int64, _ db: Database) throws {
        var attributes: [AttributeRow] = []
        try insertGrouped(nodes, statements: RecordingStatements.insertNodes, db) { new, row in
            RecordingStatements.bindNode(new.node, id: new.id, parent: new.parent, frame: frames[new.id], run: run, to: &row)
            for (index, attribute) in new.node.attributes.enumerated() { attributes.append((new.id, index, attribute)) }
        }
        try insertAttributes(attributes, run: run, db)
    }

    private typealias AttributeRow = (node: Int, index: Int, attribute: NodeAttribute)

    private static func insertAttributes(_ attributes: [AttributeRow], run: Int64, _ db: Database) throws {
        try insertGrouped(attributes, statements: RecordingStatements.insertAttributes, db) { attribute, row in
            RecordingStatements.bindAttribute(attribute.attribute, index: attribute.index, node: attribute.node, run: run, to: &row)
        }
    }

    /// Events, in order, a few statements a batch (`insertGrouped`).
    static func insertEvents(_ events: [TraceEvent], run: Int64, _ db: Database) throws {
        try insertGrouped(events, statements: RecordingStatements.insertEvents, db) { event, row in
            RecordingStatements.bindEvent(event, run: run, to: &row)
        }
    }

    /// `rows`, as many to a statement as `RecordingStatements.rowsPerInsert` allows; `statements`
    /// holds the INSERT for each of those counts. `bind` is handed each row from the array's
    /// buffer: iterating a slice, after wrapping each tree node in a `NewNode`, copied every
    /// `ViewNode` (a dozen references retained and released) several times, where the compiler
    /// now makes one copy for the call.
    static func insertGrouped<Element>(_ rows: [Element], statements: [String], _ db: Database,
                                       bind: (Element, inout BoundRow) -> Void) throws {
        try rows.withUnsafeBufferPointer { rows in
            var start = 0
            for (count, sql) in zip(RecordingStatements.rowsPerInsert, statements) where rows.count - start >= count {
                let insert = try db.cachedStatement(sql: sql)
                while rows.count - start >= count {
                    var row = BoundRow(insert)
                    for index in start..<start + count { bind(rows[index], &row) }
                    try row.execute(db)
                    start += count
                }
            }
        }
    }

    /// The final frames, indexed by `tree`'s node ids (nodes never placed have none), moved to
    /// the ids the run records its nodes under (`LayoutPassNodes`: a run laid out more than
    /// once), for `insertNodes`; a NaN refuses the run.
    static func recordedFrames(_ frames: [CGRect?], tree: ViewTree, recordedCount: Int,
                               recordedID: (Int) -> Int = { $0 }) throws -> [CGRect?] {
        var recorded = [CGRect?](repeating: nil, count: recordedCount)
        for (node, frame) in frames.enumerated() {
            guard let frame else { continue }
            try refuseNaN([("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.size.width), ("height", frame.size.height)],
                          table: "frames", node: node, tree: tree)
            recorded[recordedID(node)] = frame
        }
        return recorded
    }

    static func insertFlexibilities(_ measured: [MeasuredFlexibility], tree: ViewTree, run: Int64, _ db: Database,
                                    recordedID: (Int) -> Int = { $0 }) throws {
        for (node, flexibility) in measured {
            let (minimum, ideal, maximum) = (flexibility.minimum, flexibility.ideal, flexibility.maximum)
            try refuseNaN([("min_width", minimum.width), ("min_height", minimum.height), ("ideal_width", ideal.width),
                           ("ideal_height", ideal.height), ("max_width", maximum.width), ("max_height", maximum.height)],
                          table: "flexibilities", node: node, tree: tree)
        }
        try insertGrouped(measured, statements: RecordingStatements.insertFlexibilities, db) { measured, row in
            RecordingStatements.bindFlexibility(measured.flexibility, node: recordedID(measured.node), run: run, to: &row)
        }
    }

    /// Issue 14: NaN never reaches the database (the schema refuses it with SQLite's words, and a
    /// NaN frame means nothing): the run is refused, naming the node, where it was written and
    /// the value, and the caller's transaction rolls back so that nothing of it stays.
    private static func refuseNaN(_ values: [(column: String, value: CGFloat)], table: String, node: Int, tree: ViewTree) throws {
        guard let bad = values.first(where: { $0.value.isNaN }) else { return }
        func describe(_ id: Int) -> String? {
            guard tree.nodes.indices.contains(id) else { return nil }
            let node = tree.nodes[id]
            return "\(node.kind) (node \(node.path)\(node.source.map { ", line \($0.line), column \($0.column)" } ?? ""))"
        }
        // A NaN placement comes from the parent that placed the node (`position`, a stack's spacing).
        let parent = tree.nodes.indices.contains(node) ? tree.nodes[node].parent.flatMap(describe) : nil
        let what = (describe(node) ?? "node \(node)") + (parent.map { " placed by \($0)" } ?? "")
        throw StoreError.notANumber(node: what, value: "\(table).\(bad.column)")
    }

    /// `runs.diagnostics`: a JSON array, or nil when there is nothing to say.
    static func diagnosticsJSON(_ diagnostics: [String]) throws -> String? {
        guard !diagnostics.isEmpty else { return nil }
        return String(decoding: try JSONEncoder().encode(diagnostics), as: UTF8.self)
    }
}

/// A node's flexibility, measured for `flexibilities`.
typealias MeasuredFlexibility = (node: Int, flexibility: Flexibility)

extension FlexibilityScope {
    /// Measures the scope's nodes of `tree` (see `ViewTree.flexibility(of:configuration:)`).
    func measure(_ tree: ViewTree, configuration: LayoutConfiguration) -> [MeasuredFlexibility] {
        let nodes = nodes(of: tree)
        return zip(nodes, tree.flexibilities(of: nodes, configuration: configuration)).map { (node: $0, flexibility: $1) }
    }
}
