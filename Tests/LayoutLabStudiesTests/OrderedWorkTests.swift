import Foundation
import Testing
@testable import LayoutLabStudies

// A sweep's workers: results handed back in position order whatever order they finish in,
// failures at their position, at most `window` positions ahead of the consumer, and deadlines.

private struct PositionError: Error, Equatable {
    var position: Int
}

/// What the workers did, shared between their threads and the test's.
private final class WorkerLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Int] = []

    func append(_ position: Int) {
        lock.lock()
        entries.append(position)
        lock.unlock()
    }

    var positions: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    /// Waits up to ten seconds for `count` entries; false if they did not come.
    func await(count: Int) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while positions.count < count {
            guard Date() < deadline else { return false }
            usleep(1_000)
        }
        return true
    }
}

/// Every result, in the order `next()` hands them out, until it says the work is finished.
private func drain(_ work: OrderedWork<Int>) -> [Result<Int, PositionError>] {
    var results: [Result<Int, PositionError>] = []
    while true {
        switch work.next() {
        case let .result(result): results.append(result.mapError { ($0 as? PositionError) ?? PositionError(position: -1) })
        case .timedOut: Issue.record("next() without a deadline timed out")
        case .finished: return results
        }
    }
}

@Suite("Ordered work")
struct OrderedWorkTests {
    @Test("Results come back in position order, though a later position finishes first")
    func positionOrder() {
        let log = WorkerLog()
        let secondDone = DispatchSemaphore(value: 0)
        let work = OrderedWork<Int>(count: 6, window: 6)
        defer { work.cancel() }
        work.start(threads: 2) {
            { position in
                // Position 0 waits for position 1, which the other worker takes.
                if position == 0 { secondDone.wait() }
                log.append(position)
                if position == 1 { secondDone.signal() }
                return position * 10
            }
        }
        #expect(drain(work) == [0, 10, 20, 30, 40, 50].map { .success($0) })
        let finished = log.positions
        #expect(finished.firstIndex(of: 1)! < finished.firstIndex(of: 0)!)
        #expect(finished.sorted() == [0, 1, 2, 3, 4, 5])
    }

    @Test("A position that fails gives its error in its place; the positions after it are still worked on")
    func failureInPlace() {
        let work = OrderedWork<Int>(count: 5, window: 2)
        defer { work.cancel() }
        work.start(threads: 3) {
            { position in
                if position == 2 { throw PositionError(position: position) }
                return position + 100
            }
        }
        #expect(drain(work) == [.success(100), .success(101), .failure(PositionError(position: 2)), .success(103), .success(104)])
    }

    @Test("A worker that cannot be made fails every position, with its maker's error")
    func workerNotMade() {
        let work = OrderedWork<Int>(count: 3, window: 8)
        defer { work.cancel() }
        work.start(threads: 2) { throw PositionError(position: 99) }
        #expect(drain(work) == Array(repeating: .failure(PositionError(position: 99)), count: 3))
    }

    @Test("Workers start no position more than `window` ahead of the next one taken")
    func window() {
        let started = WorkerLog()
        let work = OrderedWork<Int>(count: 10, window: 3)
        defer { work.cancel() }
        work.start(threads: 4) {
            { position in
                started.append(position)
                return position
            }
        }
        #expect(started.await(count: 3))
        // Time enough for a fourth position, had the window let one start.
        usleep(100_000)
        #expect(started.positions.sorted() == [0, 1, 2])
        guard case .result(.success(0)) = work.next() else {
            Issue.record("position 0 was not first")
            return
        }
        #expect(started.await(count: 4))
        usleep(100_000)
        #expect(started.positions.sorted() == [0, 1, 2, 3])
        #expect(drain(work) == (1..<10).map { .success($0) })
    }

    @Test("next(before:) times out while the next position is being worked on, then gives its result")
    func deadline() {
        let release = DispatchSemaphore(value: 0)
        let work = OrderedWork<Int>(count: 1, window: 1)
        defer { work.cancel() }
        work.start(threads: 1) {
            { position in
                release.wait()
                return position + 7
            }
        }
        guard case .timedOut = work.next(before: Date().addingTimeInterval(0.05)) else {
            Issue.record("next(before:) did not time out")
            release.signal()
            return
        }
        release.signal()
        #expect(drain(work) == [.success(7)])
    }

    @Test("No positions: finished at once")
    func empty() {
        let work = OrderedWork<Int>(count: 0, window: 4)
        work.start(threads: 2) { { $0 } }
        #expect(drain(work) == [])
    }
}
