import Foundation

/// The node computers a tree keeps between its layouts (issue 36 item 2), as SwiftUI keeps a
/// view's layout computer while the view lives. Making 21,111 computers and freeing them again
/// was a tenth of a depth-4 layout's instructions; a later layout of the same tree (the side
/// engine of `flexibilities` after a recorded run, a benchmark's next repeat, a library user's
/// next configuration) takes the kept ones and clears what the last layout taught them
/// (`NodeComputer.prepareForReuse`).
///
/// Only computers whose kind and parameters follow from the node's layout value alone are
/// reused (`NodeComputer.isReusable`, set by `NodeLayout.makeComputer`): a container that reads
/// the environment or the engine when it makes its computer gets a new one in every layout.
///
/// An engine takes the whole pool when it starts and gives it back when it ends, so two
/// engines on one tree (a side measurement inside a layout, two threads) never share a
/// computer: the second finds the pool empty and makes its own.
final class ComputerPool: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [NodeComputer?] = []

    /// The kept computers, one slot per node (nil where none is kept); the pool is empty after.
    func take(count: Int) -> [NodeComputer?] {
        var computers: [NodeComputer?] = []
        lock.withLock { swap(&computers, &kept) }
        if computers.count < count { computers.append(contentsOf: repeatElement(nil, count: count - computers.count)) }
        return computers
    }

    /// Keeps an engine's computers for the tree's next layout.
    func keep(_ computers: [NodeComputer?]) {
        lock.withLock { kept = computers }
    }
}
