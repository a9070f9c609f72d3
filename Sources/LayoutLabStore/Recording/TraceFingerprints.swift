import Foundation
import GRDB
import LayoutLab

/// `trace_fingerprints` (migration 0010): a 64-bit hash of each block of a run's events, of
/// exactly what `Queries/first-divergence.sql` compares, so that `diff` compares two traces
/// from the first block whose fingerprints differ instead of from their first event.
///
/// Equal events give equal fingerprints (the same values hashed in the same order, with
/// -0 as 0, since SQL's `IS` holds them equal), so a block skipped is a block equal in both
/// runs unless two different blocks collide, one chance in 2⁶⁴.
struct TraceFingerprints {
    /// Events to a block: a diff reads a thousandth of a large run's trace event by event.
    static let blockSize = 1024

    /// A run laid out whole (a sweep's, an import's): its rows at once.
    static func write(events: [TraceEvent], tree: ViewTree, run: Int64, _ db: Database) throws {
        // Not even hashed when it would not be written: a sweep's runs are one block each.
        guard let first = events.first, let last = events.last,
              storesBlocks(last.sequence / blockSize - first.sequence / blockSize + 1) else { return }
        var fingerprints = TraceFingerprints()
        for node in tree.nodes { fingerprints.addNode(id: node.id, path: node.path) }
        fingerprints.append(events)
        try fingerprints.write(run: run, db)
    }

    /// Each recorded node's path, hashed once, by recorded id.
    private var pathHashes: [UInt64] = []
    private var blockStart: Int?
    private var hash: UInt64 = 0
    private var finished: [(sequence: Int, fingerprint: UInt64)] = []

    /// Nodes are known before their events; `id` is the id their events carry.
    mutating func addNode(id: Int, path: String) {
        if id >= pathHashes.count { pathHashes.append(contentsOf: repeatElement(0, count: id + 1 - pathHashes.count)) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        pathHashes[id] = hash
    }

    /// Events in trace order, their nodes under their recorded ids.
    mutating func append(_ events: some Sequence<TraceEvent>) {
        for event in events {
            let start = event.sequence - event.sequence % Self.blockSize
            if start != blockStart {
                endBlock()
                blockStart = start
                hash = 0
            }
            mix(event.node < pathHashes.count ? pathHashes[event.node] : 0)
            mix(UInt64(RecordingStatements.code(of: event)))
            mix(event.proposal?.width)
            mix(event.proposal?.height)
            mix(event.size?.width)
            mix(event.size?.height)
            mix(event.position?.x)
            mix(event.position?.y)
            mix(event.length)
        }
    }

    /// Each block's first sequence and fingerprint, the last block as far as it goes.
    var blocks: [(sequence: Int, fingerprint: UInt64)] {
        blockStart.map { finished + [($0, hash)] } ?? finished
    }

    /// A run of one block has no rows: a comparison reads it whole as fast as its fingerprint
    /// (a sweep's 10,000 runs kept 0.4 MB of them).
    private static func storesBlocks(_ count: Int) -> Bool { count > 1 }

    /// Writes every block's row and forgets them.
    mutating func write(run: Int64, _ db: Database) throws {
        let rows = blocks
        finished = []
        blockStart = nil
        guard Self.storesBlocks(rows.count) else { return }
        try RunRows.insertGrouped(rows, statements: RecordingStatements.insertFingerprints, db) { block, row in
            row.bind(run)
            row.bind(block.sequence)
            row.bind(Int64(bitPattern: block.fingerprint))
        }
    }

    private mutating func endBlock() {
        if let blockStart { finished.append((blockStart, hash)) }
    }

    /// A present value and nil hash apart; -0 hashes as 0.
    private mutating func mix(_ value: CGFloat?) {
        guard let value else { return mix(0x6e69_6c00) }
        mix(1)
        mix(value == 0 ? 0 : Double(value).bitPattern)
    }

    /// One word into the running hash (a multiply-xorshift mix, as splitmix64 finalises).
    private mutating func mix(_ word: UInt64) {
        var z = (hash ^ word) &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        hash = z ^ (z >> 31)
    }
}
