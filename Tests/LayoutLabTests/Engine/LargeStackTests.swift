import Foundation
import Testing
@testable import LayoutLab

/// Set once, from whichever thread releases the witness.
private final class Released: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// Marks `released` when the last reference to it goes.
private final class Witness {
    let released: Released
    init(_ released: Released) { self.released = released }
    deinit { released.set() }
}

@Suite("LargeStack: work on a thread with room for deep recursion")
struct LargeStackTests {
    @Test("what the work captured is released before run returns, not by the worker thread's teardown (layoutlab run left its database's -wal behind when the two raced)")
    func workIsReleasedBeforeReturning() throws {
        let released = Released()
        var witness: Witness? = Witness(released)
        let value = try LargeStack.run { [witness] in witness.map { _ in 42 } ?? 0 }
        witness = nil
        #expect(value == 42)
        #expect(released.isSet)
    }

    @Test("a deep tree's layout on a new thread releases what it captured before returning too")
    func deepWorkIsReleasedBeforeReturning() {
        let released = Released()
        var witness: Witness? = Witness(released)
        // 10,000 levels need 160 MB: more than this thread has, so a new thread runs it.
        let value = LargeStack.run(forDepth: 10_000) { [witness] in witness.map { _ in 7 } ?? 0 }
        witness = nil
        #expect(value == 7)
        #expect(released.isSet)
    }

    @Test("work on a thread made with the large stack runs in place, with no thread of its own")
    func nestedWorkRunsInPlace() throws {
        let outer = try LargeStack.run { Thread.current }
        let sameThread = try LargeStack.run { try LargeStack.run { Thread.current } == Thread.current }
        #expect(outer != Thread.current)
        #expect(sameThread)
    }
}
