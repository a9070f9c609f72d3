import Foundation

// Spec §6 — HStack and VStack: one algorithm, with the axes swapped. The *major* axis is
// the stacking axis (vertical for a VStack), the *minor* axis the other one.

/// The parameters of an HStack or VStack.
struct StackLayout: Sendable {
    /// The major axis.
    let axis: Axis
    /// The guide children line up on, along the minor axis (§6.1: `.center` by default).
    let alignment: AlignmentKey
    /// Between every adjacent pair; nil derives each gap from the pair's preferences (§6.2).
    let spacing: CGFloat?

    var minorAxis: Axis { axis.other }

    /// §6.2 — the stack's own preference: on minor-axis edges the union of all children's,
    /// on its leading (top) edge the first child's, on its trailing (bottom) edge the last's.
    func spacing(children: [LayoutProxy]) -> Spacing {
        var result = Spacing.empty
        let majorEdges = Spacing.edges(of: axis)
        for child in children {
            result.incorporate(Spacing.edges(of: minorAxis), of: child.spacing)
        }
        if let first = children.first { result.incorporate([majorEdges[0]], of: first.spacing) }
        if let last = children.last { result.incorporate([majorEdges[1]], of: last.spacing) }
        return result
    }
}

/// A stack node: its children's sizes come from the stack algorithm below. Controls built
/// from stacks (LabeledContent) subclass it.
class StackComputer: NodeComputer {
    let stack: StackLayout
    /// The working state, made on first use (it reads the children's priorities and
    /// spacing). `runtimeStorage` owns it; `unretainedRuntime` reaches it without a
    /// retain/release pair per query.
    @exclusivity(unchecked) private var runtimeStorage: StackRuntime?
    @exclusivity(unchecked) private var unretainedRuntime: Unmanaged<StackRuntime>?

    init(engine: LayoutEngine, node: Int, children: [Int], stack: StackLayout) {
        self.stack = stack
        super.init(engine: engine, node: node, children: children)
    }

    @inline(__always)
    private func withRuntime<T>(_ body: (StackRuntime) -> T) -> T {
        if let unretainedRuntime { return unretainedRuntime._withUnsafeGuaranteedRef(body) }
        let runtime = StackRuntime(stack: stack, children: proxies)
        runtimeStorage = runtime
        unretainedRuntime = Unmanaged.passUnretained(runtime)
        return body(runtime)
    }

    /// The runtime read the children's priorities and spacing through the last engine, and
    /// keeps its memos: the next query makes a new one.
    override func prepareForReuse(engine: LayoutEngine) {
        super.prepareForReuse(engine: engine)
        runtimeStorage = nil
        unretainedRuntime = nil
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { withRuntime { $0.sizeThatFits(proposal) } }
    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        withRuntime { $0.childGeometries(at: size, origin: origin) }
    }
    override func forEachChildGeometry(at size: ViewSize, origin: CGPoint, _ body: (ChildGeometry) -> Void) {
        withRuntime { $0.forEachChildGeometry(at: size, origin: origin, body) }
    }
    override func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        memoizedAlignment(key, at: size) { withRuntime { $0.explicitAlignment(key, at: size) } }
    }
    override var layoutPriority: Double { children.isEmpty ? -.infinity : 0 }
    override var spacing: Spacing { stack.spacing(children: proxies) }
    override func orientation(ofChildAt order: Int) -> ChildOrientation { .stack(stack.axis) }
}

/// One stack node's working state: the children's priorities, gaps, probed lengths and
/// geometry, and the memo of the last proposal laid out (§6.7).
final class StackRuntime {
    private struct Child {
        let proxy: LayoutProxy
        let priority: Double
        /// The gap before this child (0 for the first).
        let distanceToPrevious: CGFloat
        /// Major-axis lengths for the probes (major 0 / major ∞), measured lazily (§6.3).
        var minLength: CGFloat?
        var maxLength: CGFloat?
        /// Origin relative to the stack, and the size the child answered.
        var origin = CGPoint.zero
        var size = ViewSize(.zero, proposal: .unspecified)
        /// The child's computer when it is a fixed frame around a plain child
        /// (`LayoutProxy.plainChildFrame`), looked for once the child answered its first size
        /// and guide (`isClassified`): the stack then asks the frame directly (issue 36 item 3).
        var plainFrame: Unmanaged<FixedFrameComputer>?
        var isClassified = false

        /// The child's size for `proposal`.
        @inline(__always)
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            if let plainFrame { return proxy.size(in: proposal, frame: plainFrame) }
            return proxy.size(in: proposal)
        }

        /// The child's length along `axis` for `proposal` (a probe, §6.3).
        @inline(__always)
        func length(_ proposal: ProposedViewSize, in axis: Axis) -> CGFloat {
            if let plainFrame { return proxy.size(in: proposal, frame: plainFrame)[axis] }
            return proxy.lengthThatFits(proposal, in: axis)
        }

        /// The child's explicit value for `key` at `size`, a size it answered.
        @inline(__always)
        func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
            if let plainFrame {
                plainFrame._withUnsafeGuaranteedRef { $0.plainChildGuide(at: size) }
                return nil
            }
            return proxy.explicitAlignment(key, at: size)
        }
    }

    private let stack: StackLayout
    /// One entry per child, freed in `deinit`.
    private let children: FixedBuffer<Child>
    /// Indices into `children` in the order they are offered space (§6.3).
    private let fittingOrder: FixedBuffer<Int>
    private let internalSpacing: CGFloat
    /// True when every child has the same priority: one group, found without comparing them
    /// at every sizing (§6.4).
    private let hasOnePriority: Bool
    @exclusivity(unchecked) private var lastProposal: ProposedViewSize?
    /// The minor proposal the current order and probes were measured with; nil when they
    /// are stale (never measured, or an ideal sizing happened since).
    @exclusivity(unchecked) private var probedMinorProposal: CGFloat??
    @exclusivity(unchecked) private(set) var stackSize = CGSize.zero
    /// True once every child is known to be a frame the stack keeps (`Child.plainFrame`), of
    /// one priority: `prioritize` and `sizeChildren` then take loops that ask only them.
    @exclusivity(unchecked) private var hasFramedChildren = false
    /// The children not yet looked at for `Child.plainFrame`.
    @exclusivity(unchecked) private var unclassifiedChildren: Int

    init(stack: StackLayout, children proxies: [LayoutProxy]) {
        self.stack = stack
        var children: [Child] = []
        children.reserveCapacity(proxies.count)
        var total: CGFloat = 0
        for (index, proxy) in proxies.enumerated() {
            var distance: CGFloat = 0
            if index > 0 {
                distance = stack.spacing
                    ?? proxies[index - 1].spacing.distance(toSuccessor: proxy.spacing, along: stack.axis)
                    ?? Spacing.defaultDistance
                total += distance
            }
            children.append(Child(proxy: proxy, priority: proxy.layoutPriority, distanceToPrevious: distance))
        }
        self.children = FixedBuffer(children)
        fittingOrder = FixedBuffer(Array(children.indices))
        internalSpacing = total
        hasOnePriority = children.allSatisfy { $0.priority == children[0].priority }
        unclassifiedChildren = children.count
    }

    deinit {
        children.deallocate()
        fittingOrder.deallocate()
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        placeChildren(in: proposal)
        return stackSize
    }

    /// §6.7 — a nil minor component of the placement proposal becomes the stack's own size.
    private func proposalWhenPlacing(_ size: ViewSize) -> ProposedViewSize {
        var proposal = size.proposal
        if proposal[stack.minorAxis] == nil { proposal[stack.minorAxis] = size[stack.minorAxis] }
        return proposal
    }

    /// §6.7 — place the children for the placement proposal: a memo hit asks nothing more.
    func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        var geometries: [ChildGeometry] = []
        geometries.reserveCapacity(children.count)
        forEachChildGeometry(at: size, origin: origin) { geometries.append($0) }
        return geometries
    }

    /// `childGeometries` handed to `body` one at a time, without the array (the placement pass).
    func forEachChildGeometry(at size: ViewSize, origin: CGPoint, _ body: (ChildGeometry) -> Void) {
        placeChildren(in: proposalWhenPlacing(size))
        for child in children { body(ChildGeometry(node: child.proxy.node, origin: child.origin.offset(by: origin), size: child.size)) }
    }

    /// §6.7, §1.3 — the children's explicit guides, combined, after laying out for placement.
    /// A child's guide, moved into the stack's coordinates by the child's origin, combined
    /// over the children. UNCERTAIN (spec §21.2): that a stack's guide is measured from its
    /// own origin (adding each child's) is inferred, not documented.
    func explicitAlignment(_ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        placeChildren(in: proposalWhenPlacing(size))
        guard !children.isEmpty else { return nil }
        return key.combineExplicit(children.lazy.map { child in
            child.explicitAlignment(key, at: child.size).map { child.origin[key.axis] + $0 }
        })
    }

    /// Lays the children out for `proposal`, unless that is the proposal laid out last.
    private func placeChildren(in proposal: ProposedViewSize) {
        guard proposal != lastProposal, !children.isEmpty else { return }
        if let major = proposal[stack.axis] {
            sizeChildren(concreteMajor: major, minor: proposal[stack.minorAxis])
        } else {
            sizeChildrenIdeally(minor: proposal[stack.minorAxis])
        }
        positionChildren()
        lastProposal = proposal
    }

    // MARK: §6.3 Step 1 — flexibility probing and ordering

    private func minLength(_ index: Int, minor: CGFloat?) -> CGFloat {
        if let length = children[index].minLength { return length }
        let length = children[index].length(ProposedViewSize(0, in: stack.axis, by: minor), in: stack.axis)
        children[index].minLength = length
        return length
    }

    private func maxLength(_ index: Int, minor: CGFloat?) -> CGFloat {
        if let length = children[index].maxLength { return length }
        let length = children[index].length(ProposedViewSize(.infinity, in: stack.axis, by: minor), in: stack.axis)
        children[index].maxLength = length
        return length
    }

    /// Whether `current` goes before `previous` in the fitting order: higher priority first,
    /// then the less flexible child. Equal priorities are measured lazily, in this order:
    /// current's min, current's max, previous's min, previous's max.
    private func goesBefore(_ current: Int, _ previous: Int, minor: CGFloat?) -> Bool {
        let a = children[current], b = children[previous]
        if a.priority != b.priority { return a.priority > b.priority }
        let currentMin = minLength(current, minor: minor), currentMax = maxLength(current, minor: minor)
        let previousMin = minLength(previous, minor: minor), previousMax = maxLength(previous, minor: minor)
        let currentFlexibility = currentMax - currentMin, previousFlexibility = previousMax - previousMin
        // §6.3.4 — equal and infinite: the larger minimum first; equal and finite: keep order.
        if currentFlexibility == previousFlexibility {
            return currentFlexibility == .infinity && currentMin > previousMin
        }
        return currentFlexibility < previousFlexibility
    }

    /// Re-runs when the minor proposal changed or an ideal sizing came in between (§6.3).
    private func prioritize(minor: CGFloat?) {
        if let probed = probedMinorProposal, probed == minor { return }
        for index in children.indices {
            children[index].minLength = nil
            children[index].maxLength = nil
        }
        for index in fittingOrder.indices { fittingOrder[index] = index }
        if hasFramedChildren && probeFramedChildren(minor: minor) {
            probedMinorProposal = .some(minor)
            return
        }
        // A stable insertion sort, walking each child back past those it goes before.
        // (SwiftUI switches to the standard library's sort above 32 children; the resulting
        // order is the same, only the probe order may differ — spec §14.8.)
        for position in fittingOrder.indices.dropFirst() {
            var index = position
            while index > 0 && goesBefore(fittingOrder[index], fittingOrder[index - 1], minor: minor) {
                fittingOrder.swapAt(index, index - 1)
                index -= 1
            }
        }
        // §6.3.5 — children outside the top priority group need their minimum for the
        // reservation; measure those still unknown, walking from the end.
        let topPriority = children[fittingOrder[0]].priority
        for index in fittingOrder.reversed() {
            guard children[index].priority != topPriority else { break }
            _ = minLength(index, minor: minor)
        }
        probedMinorProposal = .some(minor)
    }

    /// `prioritize`'s probes when the children are frames the stack keeps, of one priority
    /// (`hasFramedChildren`). Every comparison of the sort probes both children then, and the
    /// sort first compares each child as it reaches it, child 0 after child 1: the probes go in
    /// that order whatever the sort moves. Returns true when they show equal, finite
    /// flexibilities, so that the sort would move nothing (§6.3.4); otherwise the sort runs on
    /// what was probed.
    private func probeFramedChildren(minor: CGFloat?) -> Bool {
        let axis = stack.axis
        let zero = ProposedViewSize(0, in: axis, by: minor), infinity = ProposedViewSize(.infinity, in: axis, by: minor)
        var index = 1
        var flexibility = CGFloat.zero
        var keepsOrder = true
        while index < children.count {
            let proxy = children[index].proxy, frame = children[index].plainFrame.unsafelyUnwrapped
            let minLength = proxy.size(in: zero, frame: frame)[axis], maxLength = proxy.size(in: infinity, frame: frame)[axis]
            children[index].minLength = minLength
            children[index].maxLength = maxLength
            if index == 1 { flexibility = maxLength - minLength }
            keepsOrder = keepsOrder && maxLength - minLength == flexibility
            index = index == 1 ? 0 : index == 0 ? 2 : index + 1
        }
        return keepsOrder && flexibility != .infinity
    }

    // MARK: §6.4 Step 2 — distributing a concrete major length

    private func sizeChildren(concreteMajor major: CGFloat, minor: CGFloat?) {
        prioritize(minor: minor)
        if hasFramedChildren { return sizeFramedChildren(concreteMajor: major, minor: minor) }
        var available = major - internalSpacing
        var position = 0
        while position < fittingOrder.count {
            let priority = children[fittingOrder[position]].priority
            var groupEnd = hasOnePriority ? fittingOrder.count : position
            while groupEnd < fittingOrder.count && children[fittingOrder[groupEnd]].priority == priority { groupEnd += 1 }
            if position == 0 {
                // Reserve the minimum of every child outside the first group.
                for index in fittingOrder[groupEnd...] { available -= children[index].minLength ?? 0 }
            } else {
                // Entering a later group releases its reservation.
                for index in fittingOrder[position..<groupEnd] { available += children[index].minLength ?? 0 }
            }
            var remaining = groupEnd - position
            for index in fittingOrder[position..<groupEnd] {
                let share = max(available / CGFloat(remaining), 0)
                let length = size(index, ProposedViewSize(share, in: stack.axis, by: minor))
                // ∞ − ∞ is not a number; SwiftUI keeps the previous value then.
                let next = available - length
                if !next.isNaN { available = next }
                remaining -= 1
            }
            position = groupEnd
        }
    }

    /// `sizeChildren` when the children are frames the stack keeps, of one priority
    /// (`hasFramedChildren`): one group, no reservation, each frame asked directly.
    private func sizeFramedChildren(concreteMajor major: CGFloat, minor: CGFloat?) {
        let axis = stack.axis
        var available = major - internalSpacing
        for position in fittingOrder.indices {
            let index = fittingOrder[position]
            let share = max(available / CGFloat(fittingOrder.count - position), 0)
            let proposal = ProposedViewSize(share, in: axis, by: minor)
            let proxy = children[index].proxy, frame = children[index].plainFrame.unsafelyUnwrapped
            let size = ViewSize(proxy.size(in: proposal, frame: frame), proposal: proposal)
            frame._withUnsafeGuaranteedRef { $0.plainChildGuide(at: size) }
            children[index].size = size
            children[index].origin = CGPoint(0, in: axis, by: -stack.alignment.defaultValue(in: proxy.dimensions(at: size)))
            // ∞ − ∞ is not a number; SwiftUI keeps the previous value then.
            let next = available - size[axis]
            if !next.isNaN { available = next }
        }
    }

    // MARK: §6.5 Step 2' — ideal sizing (nil major proposal)

    private func sizeChildrenIdeally(minor: CGFloat?) {
        for index in children.indices {
            _ = size(index, ProposedViewSize(nil, in: stack.axis, by: minor))
        }
        probedMinorProposal = nil
    }

    /// Asks one child for its size, then its minor-axis guide (§6.4.3 — the hidden query of
    /// §1.5), and puts the guide on the common line. Returns the major length. Inlined into the
    /// sizing loops: called once per child per size.
    @inline(__always)
    private func size(_ index: Int, _ proposal: ProposedViewSize) -> CGFloat {
        let proxy = children[index].proxy
        let size = ViewSize(children[index].sizeThatFits(proposal), proposal: proposal)
        let guide = children[index].explicitAlignment(stack.alignment, at: size)
            ?? stack.alignment.defaultValue(in: proxy.dimensions(at: size))
        if !children[index].isClassified {
            children[index].plainFrame = proxy.plainChildFrame
            children[index].isClassified = true
            unclassifiedChildren -= 1
            if unclassifiedChildren == 0 {
                hasFramedChildren = hasOnePriority && children.count > 1 && children.allSatisfy { $0.plainFrame != nil }
            }
        }
        children[index].size = size
        children[index].origin = CGPoint(0, in: stack.axis, by: -guide)
        return size[stack.axis]
    }

    // MARK: §6.6 Step 3 — the stack's size and the children's offsets

    private func positionChildren() {
        let minor = stack.minorAxis
        // The minor extent is the union of the children's extents and the point 0.
        var lower: CGFloat = 0, upper: CGFloat = 0
        for child in children {
            lower = min(lower, child.origin[minor])
            upper = max(upper, child.origin[minor] + child.size[minor])
        }
        var end: CGFloat = 0
        for index in children.indices {
            let start = end + children[index].distanceToPrevious
            children[index].origin[stack.axis] = start
            children[index].origin[minor] -= lower
            end = start + children[index].size[stack.axis]
        }
        stackSize = CGSize(end, in: stack.axis, by: upper - lower)
    }
}

extension StackLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        StackComputer(engine: engine, node: node, children: children, stack: self)
    }

    /// A plain `StackComputer`, whose working state is its runtime (see `prepareForReuse`).
    var makesReusableComputer: Bool { true }
}

/// A fixed number of elements in memory that its owner allocates once and frees in `deinit`:
/// what a computer's per-child working state lives in. Unlike an array stored in a class, reading
/// and writing an element retains nothing and checks no uniqueness, which matters on the paths
/// every size query takes. The owner must call `deallocate()` exactly once, and use no copy
/// of the buffer after it.
private struct FixedBuffer<Element>: RandomAccessCollection {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    init(_ elements: [Element]) {
        count = elements.count
        base = .allocate(capacity: Swift.max(count, 1))
        _ = UnsafeMutableBufferPointer(start: base, count: count).initialize(from: elements)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        nonmutating set {
            precondition(index >= 0 && index < count, "index out of range")
            base[index] = newValue
        }
    }

    func swapAt(_ i: Int, _ j: Int) {
        let element = self[i]
        self[i] = self[j]
        self[j] = element
    }

    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
