/// SwiftUI's three-entry memo (spec §1.4): keyed by exact equality, insertion pushes to the
/// front and drops the oldest, and a hit does not reorder (FIFO by insertion, not LRU).
///
/// Entries are plain values and a count rather than optionals: a lookup compares keys where
/// they lie, where optional entries were copied out whole first (a placement entry is about
/// a hundred bytes, and every size query looks one up). Slots past `count` hold `placeholder`
/// and are never read.
struct Cache3<Key: Equatable, Value> {
    private var first: (key: Key, value: Value)
    private var second: (key: Key, value: Value)
    private var third: (key: Key, value: Value)
    private var count: UInt8 = 0

    /// An empty memo; `key` and `value` only fill the unused slots.
    init(placeholder key: Key, _ value: Value) {
        first = (key, value)
        second = first
        third = first
    }

    /// `mutating` only so that a lookup in a memo stored in a class reads the entries where
    /// they lie: a non-mutating call copied all three entries out first (a placement memo's
    /// are 240 bytes, looked up at every alignment query). It changes nothing.
    @inline(__always)
    mutating func find(_ key: Key) -> Value? {
        if count > 0 && first.key == key { return first.value }
        if count > 1 && second.key == key { return second.value }
        if count > 2 && third.key == key { return third.value }
        return nil
    }

    /// The entry inserted last, nil when the memo is empty.
    @inline(__always)
    var newest: (key: Key, value: Value)? { count > 0 ? first : nil }

    mutating func insert(_ key: Key, _ value: Value) {
        third = second
        second = first
        first = (key, value)
        if count < 3 { count += 1 }
    }

    mutating func removeAll() {
        count = 0
    }
}
