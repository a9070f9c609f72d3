import Foundation

/// Runs work on a thread with a large stack. Parsing, interpreting and building the view tree
/// recurse once per level of nesting; hostile input nests deeply, and test runners and
/// dispatch queues run on small stacks. The interpreter's own depth limit keeps the recursion
/// well inside this stack.
enum LargeStack {
    static let size = 512 << 20

    /// The body escapes to the worker thread, which may still hold it for a moment after
    /// signalling; so it is `@escaping` rather than wrapped in `withoutActuallyEscaping`.
    static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let handoff = Handoff(body)
        let thread = Thread { handoff.run() }
        thread.stackSize = size
        thread.start()
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
