import Foundation
import LayoutLab
import LayoutLabSource

/// Hands the positions `0..<count` out to worker threads and gives their results back in
/// position order, at most `window` positions ahead of the consumer (bounding memory when
/// the consumer is slower than the workers). Workers run at a lower priority than the
/// consumer, which can only be one thread (`yieldToConsumer`).
public final class OrderedWork<Output>: @unchecked Sendable {
    public enum Next {
        case result(Result<Output, any Error>)
        /// The deadline passed before the next result was ready.
        case timedOut
        /// Every position's result has been taken.
        case finished
    }

    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextToStart = 0
    private var nextToTake = 0
    private var results: [Int: Result<Output, any Error>] = [:]
    private var cancelled = false

    public init(count: Int, window: Int) {
        self.count = count
        self.window = max(1, window)
    }

    /// Starts `threads` workers; each calls `makeWorker` once, on its own thread, for the
    /// function it then runs on each position it takes.
    public func start(threads: Int, makeWorker: @escaping @Sendable () throws -> (Int) throws -> Output) {
        for _ in 0..<max(1, threads) {
            // On a large stack of its own, so the front end runs each case in place.
            let thread = LargeStack.thread { [self] in
                Self.yieldToConsumer()
                let work: (Int) throws -> Output
                do {
                    work = try makeWorker()
                } catch {
                    work = { _ in throw error }
                }
                while let position = take() {
                    finish(position, Result { try work(position) })
                }
            }
            thread.start()
        }
    }

    /// A sweep's writer is its longest thread (SQLite writes on one connection), and with a
    /// worker per core it shares a core with a worker: at equal priority the workers ran ahead,
    /// to the window's end, on its time, and it wrote the rest alone after they finished. At
    /// nice 10 the writer runs whenever it has runs to write, the workers in the time it leaves
    /// (the 10,000-run sweep of Benchmarks/SweepBenchmark on 2 cores, the same build alternating
    /// nice 0 and 10 on a busy host: 2.9–3.9 s against 3.0–3.2 s).
    private static func yieldToConsumer() {
        #if os(Linux)
        // Linux keeps a nice value per thread: `who` 0 is the calling thread alone.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #else
        Thread.current.qualityOfService = .utility
        #endif
    }

    /// The next position's result, in order: waits for it until `deadline` (forever if nil).
    public func next(before deadline: Date? = nil) -> Next {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if nextToTake == count { return .finished }
            if let result = results.removeValue(forKey: nextToTake) {
                nextToTake += 1
                condition.broadcast()
                return .result(result)
            }
            if let deadline {
                if !condition.wait(until: deadline) { return .timedOut }
            } else {
                condition.wait()
            }
        }
    }

    /// Stops handing out positions; workers finish the one they hold and exit.
    public func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && nextToStart < count && nextToStart - nextToTake >= window { condition.wait() }
        guard !cancelled, nextToStart < count else { return nil }
        nextToStart += 1
        return nextToStart - 1
    }

    private func finish(_ position: Int, _ result: Result<Output, any Error>) {
        condition.lock()
        results[position] = result
        condition.broadcast()
        condition.unlock()
    }
}
