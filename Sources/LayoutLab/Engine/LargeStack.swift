import Foundation

/// Runs work on a thread with a stack large enough for it. Parsing, interpreting, building the
/// view tree and laying it out recurse once per level of nesting; hostile input nests deeply,
/// and test runners and dispatch queues run on small stacks. The interpreter's own depth limit
/// keeps its recursion well inside `size`.
///
/// A thread with a large stack is made once and reused: work already on one (a sweep's worker,
/// made by `thread(_:)`, or work nested inside `run`) runs in place. Starting a thread with a
/// 512 MiB stack maps and unmaps that much memory, and a sweep did it twice per case.
public enum LargeStack {
    static let size = 512 << 20
    /// The key under which a thread made here keeps its stack's size.
    private static let marker = "LayoutLab.LargeStack"

    /// A thread with the large stack, for work that calls into the front end many times.
    public static func thread(_ body: @escaping @Sendable () -> Void) -> Thread {
        thread(stackSize: size, body)
    }

    /// Runs `body` on the large stack: in place on a thread that has it, else on a new thread,
    /// which releases it before this returns (see `Handoff`).
    public static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        if currentStackSize >= size { return try body() }
        return try onNewThread(stackSize: size) { Result { try body() } }.get()
    }

    /// Runs `body`, which recurses a few stack frames for each of `depth` levels of a view
    /// tree, where it fits: in place for a shallow tree or on a thread made here whose stack
    /// has room to spare, else on a new thread with room.
    static func run<T>(forDepth depth: Int, _ body: @escaping () -> T) -> T {
        let needed = Swift.max(8 << 20, depth * bytesPerLevel)
        // Half the stack: the caller may already be deep in it (an interpreter laying out).
        if depth <= 200 || currentStackSize / 2 >= needed { return body() }
        return onNewThread(stackSize: needed, body)
    }

    /// A few stack frames per level of nesting, generously.
    private static let bytesPerLevel = 16 * 1024

    /// The stack size of the current thread if it was made here, else 0.
    private static var currentStackSize: Int { Thread.current.threadDictionary[marker] as? Int ?? 0 }

    private static func thread(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Thread {
        let thread = Thread {
            Thread.current.threadDictionary[marker] = stackSize
            body()
        }
        thread.stackSize = stackSize
        return thread
    }

    private static func onNewThread<T>(stackSize: Int, _ body: @escaping () -> T) -> T {
        let handoff = Handoff(body)
        thread(stackSize: stackSize) { handoff.run() }.start()
        handoff.done.wait()
        guard let result = handoff.result else { preconditionFailure("the worker thread finished without a result") }
        return result
    }

    /// Carries the work to the other thread and its result back; the semaphore orders the accesses.
    /// It drops the work before signalling: the thread object outlives the call for a moment, and
    /// what the work captured must not. A recording's database captured there was closed by the
    /// thread's teardown, racing the process's exit: `layoutlab run` left the run in
    /// `layoutlab.sqlite-wal` beside the file in 18 of 30 runs.
    private final class Handoff<T>: @unchecked Sendable {
        private var body: (() -> T)?
        var result: T?
        let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () -> T) { self.body = body }

        func run() {
            result = body?()
            body = nil
            done.signal()
        }
    }
}
