/// SwiftUI's three-entry memo (spec §1.4): keyed by exact equality, insertion pushes to the
/// front and drops the oldest, and a hit does not reorder (FIFO by insertion, not LRU).
struct Cache3<Key: Equatable, Value> {
    private var first: (key: Key, value: Value)?
    private var second: (key: Key, value: Value)?
    private var third: (key: Key, value: Value)?

    func find(_ key: Key) -> Value? {
        if let first, first.key == key { return first.value }
        if let second, second.key == key { return second.value }
        if let third, third.key == key { return third.value }
        return nil
    }

    mutating func insert(_ key: Key, _ value: Value) {
        third = second
        second = first
        first = (key, value)
    }

    mutating func removeAll() {
        first = nil
        second = nil
        third = nil
    }
}
