import Foundation

/// Runs `body` on a thread whose stack fits a tree `depth` levels deep; shallow trees run here.
func withStackSize<T>(forDepth depth: Int, _ body: () -> T) -> T {
    guard depth > 200 else { return body() }
    // A few stack frames per level of nesting, generously.
    let bytesPerLevel = 16 * 1024
    return withoutActuallyEscaping(body) { body in
        let handoff = Handoff(body)
        let thread = Thread { handoff.run() }
        thread.stackSize = max(8 << 20, depth * bytesPerLevel)
        thread.start()
        handoff.done.wait()
        return handoff.result!
    }
}

/// Carries the work to the other thread and its result back; the semaphore orders the accesses.
/// It drops the work once done: the thread object may outlive the call, the work must not.
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
