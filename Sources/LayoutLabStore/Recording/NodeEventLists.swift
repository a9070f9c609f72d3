import Foundation
import GRDB
import LayoutLab

/// `node_events`: each node's event sequence numbers, in order, as a JSON array: what an index
/// of the trace by node would answer, written once per node when the run ends instead of once
/// per event while it streams (migration 0007). Keeps 8 bytes per event until then.
struct NodeEventLists {
    private var nodes: [Int32] = []
    private var sequences: [Int32] = []

    mutating func append(_ events: some Sequence<TraceEvent>) {
        for event in events {
            nodes.append(Int32(truncatingIfNeeded: event.node))
            sequences.append(Int32(truncatingIfNeeded: event.sequence))
        }
    }

    /// Writes one row per node that has events, in node order, and forgets them.
    mutating func write(run: Int64, _ db: Database) throws {
        guard let largest = nodes.max() else { return }
        // A counting sort by node keeps each node's events in trace order.
        var starts = [Int](repeating: 0, count: Int(largest) + 2)
        for node in nodes { starts[Int(node) + 1] += 1 }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        var next = starts
        var sorted = [Int32](repeating: 0, count: sequences.count)
        for (node, sequence) in zip(nodes, sequences) {
            sorted[next[Int(node)]] = sequence
            next[Int(node)] += 1
        }
        nodes = []
        sequences = []

        let listed = (0..<(starts.count - 1)).filter { starts[$0] < starts[$0 + 1] }
        var json: [UInt8] = []
        try RunRows.insertGrouped(listed, statements: RecordingStatements.insertNodeEvents, db) { node, row in
            json.removeAll(keepingCapacity: true)
            json.append(UInt8(ascii: "["))
            for (position, sequence) in sorted[starts[node]..<starts[node + 1]].enumerated() {
                if position > 0 { json.append(UInt8(ascii: ",")) }
                Self.appendDecimal(sequence, to: &json)
            }
            json.append(UInt8(ascii: "]"))
            row.bind(run)
            row.bind(node)
            row.bind(utf8: json)
        }
    }

    private static func appendDecimal(_ value: Int32, to bytes: inout [UInt8]) {
        var value = UInt32(bitPattern: value)
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }
}
