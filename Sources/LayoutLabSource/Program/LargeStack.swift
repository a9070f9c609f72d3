import Foundation

/// Runs work on a thread with a large stack. Parsing, interpreting and building the view tree
/// recurse once per level of nesting; hostile input nests deeply, and test runners and
/// dispatch queues run on small stacks. The interpreter's own depth limit keeps the recursion
/// well inside this stack.
///
/// A thread with a large stack is made once and reused: work already on one (a sweep's worker,
/// made by `thread(_:)`, or work nested inside `run`) runs in place. Starting a thread with a
/// 512 MiB stack maps and unmaps that much memory, and a sweep did it twice per case.
public enum LargeStack {
    static let size = 512 << 20
    private static let marker = "LayoutLab.LargeStack"

    /// A thread with the large stack, for work that calls into the front end many times.
    public static func thread(_ body: @escaping @Sendable () -> Void) -> Thread {
        let thread = Thread {
            Thread.current.threadDictionary[marker] = true
            body()
        }
        thread.stackSize = size
        return thread
    }

    /// The body escapes to the worker thread, which may still hold it for a moment after
    /// signalling; so it is `@escaping` rather than wrapped in `withoutActuallyEscaping`.
    static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        if Thread.current.threadDictionary[marker] as? Bool == true { return try body() }
        let handoff = Handoff(body)
        thread { handoff.run() }.start()
        handoff.done.wait()
        switch handoff.result {
        case let .success(value)?: return value
        case let .failure(error)?: throw error
        case nil: preconditionFailure("the worker thread finished without a result")
        }
    }

    private final class Handoff<T>: @unchecked Sendable {
        let body: () throws -> T
        var result: Result<T, Error>?
        let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () throws -> T) { self.body = body }

        func run() {
            result = Result { try body() }
            done.signal()
        }
    }
}
