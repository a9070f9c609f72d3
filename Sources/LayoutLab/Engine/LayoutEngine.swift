import Foundation

/// Runs SwiftUI's layout process over a `ViewTree`: the parent proposes, the child reports,
/// the parent places. Each node has a computer (its algorithm and working state); the engine
/// keeps each node's size memo (spec §1.4) and reports every query to the trace sink as it
/// happens.
final class LayoutEngine {
    let tree: ViewTree
    let configuration: LayoutConfiguration
    /// The device's safe area, which the root is placed in (spec §9).
    let rootSafeArea: SafeAreaGeometry
    // The engine runs on one thread and never holds an access across a call that could
    // touch the same property, so the per-access exclusivity checks are skipped.
    /// The pass's events on their way to the sink, and their numbering.
    @exclusivity(unchecked) private var trace: TraceBuffer
    /// One computer per node, readied the first time the node is asked anything, so nodes a
    /// lazy container never reaches (spec §17.3) cost nothing: taken from the tree's pool when
    /// one was kept and can be reused, else made (ComputerPool.swift). `computers` owns them
    /// and goes back to the pool when the engine ends; `unretained` holds those readied for
    /// this engine and reaches them on the hot path without a retain/release pair per query.
    @exclusivity(unchecked) private var computers: [NodeComputer?]
    @exclusivity(unchecked) private var unretained: [Unmanaged<NodeComputer>?]
    @exclusivity(unchecked) private var frames: [CGRect?]
    /// What the root inherits, made once (the configuration builds it anew each time).
    private lazy var rootEnvironment = configuration.rootEnvironment
    /// The rest of each node's state (environment, safe area, spacing), in one array rather
    /// than one per field (issue 36 item 2): an array of optionals of a type with references is
    /// freed element by element through the generic Optional witness, about 150 instructions
    /// an element, so each array per field cost about 3 M instructions at depth 4.
    @exclusivity(unchecked) private var nodeStates: [NodeState]

    private struct NodeState {
        /// The node's environment, once asked for (see `environment(of:)`).
        var environment: EnvironmentValues?
        /// The safe area the node was placed in when its parent handed it another than its
        /// own (see `safeArea(of:)`).
        var safeArea: SafeAreaGeometry?
        /// The node's spacing preference once asked for (see `spacing(_:)`).
        var spacing: Spacing?
    }
    /// Long texts' layouts by node and proposal (see `textLayout(of:for:make:)`).
    private var longTextLayouts: [Int: [ProposedViewSize: TextLayout]] = [:]

    @exclusivity(unchecked) private(set) var pass: TraceEvent.Pass = .sizing {
        didSet { passBits = TraceRecord.passBits(pass) }
    }
    /// The pass's bits of a query's record header, made when the pass changes, not per query.
    @exclusivity(unchecked) private var passBits = TraceRecord.passBits(.sizing)

    /// The size queries this pass may still ask, one less per query (below zero once it asked
    /// more than its maximum), and what it started from (`sizeQueries` is the difference): a
    /// query counts and checks its budget in one decrement and one sign test.
    @exclusivity(unchecked) private var sizeQueriesLeft: Int
    @exclusivity(unchecked) private var sizeQueryAllowance: Int
    private var sizeQueries: Int { sizeQueryAllowance - sizeQueriesLeft }
    /// Set when the pass asked more size queries than it may: from then on every
    /// query answers .zero at once, so the pass ends quickly and then throws.
    @exclusivity(unchecked) private(set) var exceededQueryBudget = false
    /// Set when the run's events passed `maximumTraceEvents` (see `TraceBuffer.flush()`): the
    /// sink gets no more, and the query budget is spent so the pass ends as it does past that one.
    var exceededEventBudget: Bool { trace.exceededEventBudget }
    private var diagnostics: [String] = []
    private var diagnosed = Set<String>()
    /// Images whose size was assumed, with the first node showing each (one note for all,
    /// at the end, in the order of the source).
    private var unknownImages: [ImageSource: Int] = [:]
    private var nodesWithUnknownImages = Set<Int>()
    /// Lazy containers with a ForEach element that made no view or several, noted once.
    private var lazyContainersNoted = Set<Int>()

    /// The `.containerRelativeFrame` views that read each container's size (see
    /// `containerSizeDidChange`).
    private var containerReaders: [Int: Set<Int>] = [:]

    /// Where a custom layout's `LayoutSubview.place` calls land while its `placeSubviews` runs.
    @exclusivity(unchecked) private var placementBuffers: [[ChildGeometry?]] = []

    /// Which layout of the run this is (1, then one more per re-layout; LayoutPasses.swift).
    let layoutPass: Int

    init(
        tree: ViewTree, configuration: LayoutConfiguration, sink: (any TraceSink)?, layoutPass: Int = 1, firstSequence: Int = 0,
        maximumSizeQueries: Int = ViewTree.maximumSizeQueries, maximumTraceEvents: Int = ViewTree.maximumTraceEvents
    ) {
        // The most size queries this pass may ask: `ViewTree.maximumSizeQueries` unless raised,
        // lowered to those asked once the event budget is spent (`flushEvents`).
        sizeQueriesLeft = maximumSizeQueries
        sizeQueryAllowance = maximumSizeQueries
        trace = TraceBuffer(sink: sink, firstSequence: firstSequence, layoutPass: layoutPass, maximumTraceEvents: maximumTraceEvents)
        self.tree = tree
        self.configuration = configuration
        self.rootSafeArea = configuration.safeArea
        self.layoutPass = layoutPass
        frames = Array(repeating: nil, count: tree.count)
        nodeStates = Array(repeating: NodeState(), count: tree.count)
        computers = tree.computerPool.take(count: tree.count)
        unretained = Array(repeating: nil, count: tree.count)
    }

    deinit {
        trace.deallocate()
        tree.computerPool.keep(computers)
    }

    /// The node's computer, readied on first use.
    @inline(__always)
    private func computer(_ node: Int) -> Unmanaged<NodeComputer> {
        if let computer = unretained[node] { return computer }
        return readyComputer(node)
    }

    /// The computer a previous layout kept for `node`, cleared for this one, or a new one.
    private func readyComputer(_ node: Int) -> Unmanaged<NodeComputer> {
        // A kept computer is reached unretained, as on the hot path: `computers` owns it (a
        // retain and a release per node and layout otherwise).
        let reference: Unmanaged<NodeComputer>
        if let kept = computers.withUnsafeBufferPointer({ $0[node].map(Unmanaged.passUnretained) }),
           kept._withUnsafeGuaranteedRef({ $0.isReusable }) {
            kept._withUnsafeGuaranteedRef { $0.prepareForReuse(engine: self) }
            reference = kept
        } else {
            let computer = tree.nodes[node].layout.makeComputer(engine: self, node: node, children: tree.nodes[node].children)
            computers[node] = computer
            reference = Unmanaged.passUnretained(computer)
        }
        unretained[node] = reference
        return reference
    }

    /// The node's computer, for the paths off the hot one.
    private func computerObject(_ node: Int) -> NodeComputer { computer(node).takeUnretainedValue() }

    /// Sizes and places the tree, then reads what its preference observers receive. The
    /// caller tells the sink that layout begins and ends (a run can have several passes).
    func run() -> LayoutResult {
        let proposal = configuration.proposal
        pass = .sizing
        let size = sizeThatFits(0, proposal)
        pass = .placement
        place(0, at: ViewSize(size, proposal: proposal), origin: configuration.rootOrigin(for: size),
              safeArea: Unmanaged.passUnretained(rootSafeArea))
        let observations = PreferenceEvaluator(engine: self).observations()
        flushEvents()
        return LayoutResult(
            tree: tree, rootProposal: proposal, frames: frames, sizeQueries: sizeQueries,
            eventCount: trace.sequence, diagnostics: diagnostics + ImageCatalog.assumptionNotes(for: unknownImages.sorted { $0.value < $1.value }.map(\.key)), observations: observations, layoutPass: layoutPass)
    }

    // MARK: - Queries

    /// The size `node` reports for `proposal`, from its memo when it has one (spec §1.4).
    func sizeThatFits(_ node: Int, _ proposal: ProposedViewSize) -> CGSize {
        computer(node)._withUnsafeGuaranteedRef { sizeThatFits(node, proposal, computer: $0) }
    }

    private func sizeThatFits(_ node: Int, _ proposal: ProposedViewSize, computer: NodeComputer) -> CGSize {
        guard countQuery() else { return .zero }
        let header = header(node)
        guard computer.usesSizeCache else {
            guard let size = computer.sizing.answer(proposal) else { return measure(header, proposal, .uncached, computer) }
            append(query: header, proposal, answer: size, cache: .uncached)
            return size
        }
        if let size = computer.sizeCache.find(proposal) {
            append(query: header, proposal, answer: size, cache: .hit)
            return size
        }
        guard let size = computer.sizing.answer(proposal) else { return measure(header, proposal, .miss, computer) }
        computer.sizeCache.insert(proposal, size)
        append(query: header, proposal, answer: size, cache: .miss)
        return size
    }

    /// The computer of `node` when it is a fixed frame whose child is plain
    /// (`FixedFrameComputer.hasPlainChild`), nil otherwise. A stack keeps it for the layout and
    /// asks the frame through it (`sizeThatFits(_:_:frame:)`, `FixedFrameComputer.plainChildGuide`):
    /// the same queries, without looking the computer up and calling it dynamically twice per
    /// child per size (issue 36 item 3). Such a frame is never dropped while the engine runs: no
    /// view inside it reads a container's size (`containerSizeDidChange`).
    func plainChildFrame(_ node: Int) -> Unmanaged<FixedFrameComputer>? {
        // Looked at unretained (a cast makes a new reference: a retain and a release per child).
        computer(node)._withUnsafeGuaranteedRef { computer in
            guard type(of: computer) == FixedFrameComputer.self else { return nil }
            let frame = unsafeDowncast(computer, to: FixedFrameComputer.self)
            return frame.hasPlainChild ? Unmanaged.passUnretained(frame) : nil
        }
    }

    /// The size query of a frame a stack keeps (`plainChildFrame`).
    @inline(__always)
    func sizeThatFits(_ node: Int, _ proposal: ProposedViewSize, frame: FixedFrameComputer) -> CGSize {
        sizeThatFits(node, proposal, computer: frame)
    }

    /// The rest of a query whose node measures (`KnownSizing.measured`): its answer, memoised
    /// on a miss, and the report. Out of line, so that nothing of the query is kept across the
    /// node's call, and the commoner answers (a memo's, a known one) save fewer registers.
    @inline(never)
    private func measure(_ header: UInt64, _ proposal: ProposedViewSize, _ cache: TraceEvent.CacheOutcome,
                         _ computer: NodeComputer) -> CGSize {
        append(TraceRecord(query: header, proposal, cache: cache))
        let size = computer.sizeThatFits(proposal)
        if cache == .miss { computer.sizeCache.insert(proposal, size) }
        append(TraceRecord(report: header, size, cache: cache))
        return size
    }

    /// How `node` answers a size query when it is plain: it keeps no memo and knows its answer
    /// without measuring (Color, a shape); nil otherwise. A plain node is always asked the same
    /// way, so a parent that knows it can ask it in place (`sizeThatFits(plain:_:sizing:)`).
    func plainSizing(_ node: Int) -> KnownSizing? {
        computer(node)._withUnsafeGuaranteedRef { computer in
            if computer.usesSizeCache { return nil }
            if case .measured = computer.sizing { return nil }
            return computer.sizing
        }
    }

    /// The size a plain node (`plainSizing`) reports for `proposal`: the same query, events and
    /// answer as `sizeThatFits(_:_:)`, without reaching for the node's computer. A modifier's
    /// hidden guide query (spec §1.5) calls it once per stack probe; out of line it saves four
    /// registers, where the closure the compiler made of it inlined saved six (−3.7 M
    /// instructions at depth 4).
    @inline(never)
    func sizeThatFits(plain node: Int, _ proposal: ProposedViewSize, sizing: KnownSizing) -> CGSize {
        guard countQuery() else { return .zero }
        let size = sizing.answer(proposal) ?? .zero
        append(query: header(node), proposal, answer: size, cache: .uncached)
        return size
    }

    /// A length along `axis`; Text answers some probes without measuring (spec §2.5). Inlined
    /// into a stack's probes, two a child: a call frame each cost 5 M instructions at depth 4.
    @inline(__always)
    func lengthThatFits(_ node: Int, _ proposal: ProposedViewSize, _ axis: Axis) -> CGFloat {
        computer(node)._withUnsafeGuaranteedRef { computer in
            guard computer.answersLengthsWithoutMeasuring, let length = computer.lengthThatFits(proposal, in: axis) else {
                return sizeThatFits(node, proposal, computer: computer)[axis]
            }
            sizeQueriesLeft &-= 1
            append(TraceRecord(query: header(node), proposal, cache: .uncached))
            emit(TraceEvent(kind: .report, node: node, pass: pass, length: length, axis: axis))
            return length
        }
    }

    /// The node's size for `size.proposal` together with its guides.
    func dimensions(_ node: Int, _ size: ViewSize) -> ViewDimensions {
        ViewDimensions(size: size, engine: self, node: node)
    }

    /// The node's explicit value for a guide, or nil when it only has the default (spec §1.3).
    /// Containers and modifiers compute it from their children's placement, which can ask
    /// children for sizes: the hidden queries of spec §1.5.
    func explicitAlignment(_ node: Int, _ key: AlignmentKey, at size: ViewSize) -> CGFloat? {
        computer(node)._withUnsafeGuaranteedRef { $0.hasExplicitGuides ? $0.explicitAlignment(key, at: size) : nil }
    }

    /// False when `node` never has explicit guides, so asking for one makes no query and
    /// answers nil (see `NodeComputer.hasExplicitGuides`).
    func mayHaveExplicitGuides(_ node: Int) -> Bool { computer(node)._withUnsafeGuaranteedRef { $0.hasExplicitGuides } }

    /// The priority a stack reads from a child (spec §1.6).
    func layoutPriority(_ node: Int) -> Double { computer(node)._withUnsafeGuaranteedRef { $0.layoutPriority } }

    /// A long Text's layout for a proposal, made once per engine. A Text's layout depends
    /// only on its proposal and its environment, which is fixed for the pass; a long one
    /// probed at width 0 with an unbounded height (under `.fixedSize(vertical:)`, in a
    /// ScrollView) wraps into a line per character, and its ancestors and the flexibility
    /// measurement ask for that again and again (a word of 1,000,000 characters was wrapped
    /// nine times, 13.8 s). Short texts skip the memo: they cost less than its lookup.
    func textLayout(of node: Int, for proposal: ProposedViewSize, make: () -> TextLayout) -> TextLayout {
        if let known = longTextLayouts[node]?[proposal] { return known }
        let made = make()
        longTextLayouts[node, default: [:]][proposal] = made
        return made
    }

    /// The node's spacing preference (spec §6.2). It depends on the node's subtree, never on a
    /// proposal, so it is computed once: a stack reads each child's two or three times, and
    /// recomputing made 50 nested `HStack { Spacer(); … }` take 2^50 steps.
    func spacing(_ node: Int) -> Spacing {
        if let known = nodeStates[node].spacing { return known }
        let computed = computerObject(node).spacing
        nodeStates[node].spacing = computed
        return computed
    }

    // MARK: - Placement

    /// Places `node` at a global origin with the size it reported, then its children, depth first.
    /// Children inherit the node's safe area unless its computer hands them another, which is
    /// kept for the child (`safeArea(of:)` finds an inherited one above). Passed unretained: the
    /// engine owns the root's, and the node states each other (issue 36: a retain and a release
    /// per node and per child were a tenth of the placement pass).
    private func place(_ node: Int, at size: ViewSize, origin: CGPoint, safeArea: Unmanaged<SafeAreaGeometry>) {
        emit(TraceEvent(kind: .place, node: node, pass: pass, proposal: size.proposal, size: size.value, position: origin))
        frames[node] = CGRect(origin: origin, size: size.value)
        let computer = computerObject(node)
        guard computer.placesChildren else { return }
        computer.forEachChildGeometry(at: size, origin: origin) { place($0, inheriting: safeArea) }
        guard computer.placesChildrenAfterPlacement else { return }
        for child in computer.childGeometriesAfterPlacement(at: size, origin: origin) { place(child, inheriting: safeArea) }
    }

    /// Places a child in its parent's safe area, or in the one its parent hands it.
    @inline(__always)
    private func place(_ child: ChildGeometry, inheriting safeArea: Unmanaged<SafeAreaGeometry>) {
        var placedIn = safeArea
        if let changed = child.safeArea {
            nodeStates[child.node].safeArea = changed
            placedIn = Unmanaged.passUnretained(changed)
        }
        place(child.node, at: child.size, origin: child.origin, safeArea: placedIn)
    }

    /// The global frame `node` was placed at in this run, nil until it is placed (preferences
    /// read it after layout; a lazy container reads the ScrollView's around it, spec §17.3).
    func frame(of node: Int) -> CGRect? { frames[node] }

    /// The safe area `node` was placed in; before placement (an alignment query in the sizing
    /// pass), its nearest placed ancestor's, else the device's. A node keeps one only where its
    /// parent handed it another than its own (`place`): the others inherit the nearest above.
    func safeArea(of node: Int) -> SafeAreaGeometry {
        var current: Int? = node
        while let id = current {
            if let known = nodeStates[id].safeArea { return known }
            current = tree.nodes[id].parent
        }
        return rootSafeArea
    }

    /// Runs a custom layout's `placeSubviews`, collecting what its subviews' `place` calls say.
    /// Subviews it does not place are centred with the container's proposal (spec §6.7).
    func collectPlacements(
        _ node: Int, size: ViewSize, origin: CGPoint, placeSubviews: () -> Void
    ) -> [ChildGeometry] {
        emit(TraceEvent(kind: .placeSubviews, node: node, pass: pass, proposal: size.proposal,
                        size: size.value, position: origin))
        let children = computerObject(node).children
        placementBuffers.append(Array(repeating: nil, count: children.count))
        placeSubviews()
        let placed = placementBuffers.removeLast()
        return placed.enumerated().map { index, geometry in
            if let geometry { return geometry }
            let child = children[index]
            let childSize = sizeThatFits(child, size.proposal)
            return ChildGeometry(
                node: child,
                origin: CGPoint(x: origin.x + size.value.width / 2 - childSize.width / 2,
                                y: origin.y + size.value.height / 2 - childSize.height / 2),
                size: ViewSize(childSize, proposal: size.proposal))
        }
    }

    /// `LayoutSubview.place(at:anchor:proposal:)`: sizes the subview for `proposal` and records it.
    func placeSubview(_ index: Int, of node: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let child = computerObject(node).children[index]
        let childSize = sizeThatFits(child, proposal)
        guard !placementBuffers.isEmpty else {
            diagnose("LayoutSubview.place was called outside placeSubviews; ignored")
            return
        }
        let placement = Placement(proposal: proposal, anchoring: anchor, at: position)
        placementBuffers[placementBuffers.count - 1][index] = ChildGeometry(
            node: child, origin: placement.origin(childSize: childSize), size: ViewSize(childSize, proposal: proposal))
    }

    /// Builds a GeometryReader's content once its size is known (its computers come on first use).
    func buildContent(of node: Int, _ content: (GeometryProxy) -> AnyView, proxy: GeometryProxy) -> [Int] {
        buildContent(of: node) { content(proxy) }
    }

    /// Builds children of `node` during layout (after its existing ones); their computers come
    /// on first use.
    func buildContent(of node: Int, _ content: () -> AnyView) -> [Int] {
        let added = tree.appendChildren(of: node) { content().buildNodes(into: $0) }
        let newNodes = tree.count - nodeStates.count
        nodeStates.append(contentsOf: repeatElement(NodeState(), count: newNodes))
        computers.append(contentsOf: repeatElement(nil, count: newNodes))
        unretained.append(contentsOf: repeatElement(nil, count: newNodes))
        frames.append(contentsOf: repeatElement(nil, count: newNodes))
        return added
    }

    /// Element `index` of a lazy container's ForEach (LazyElements.swift): built now, with those
    /// before it, the first time it is asked for; its node after that, in every pass.
    func lazyElement(_ index: Int, of node: Int) -> Int? {
        guard let elements = tree.lazyElements[node], index < elements.count else { return nil }
        while elements.nodes.count <= index {
            let element = elements.nodes.count
            let built = buildContent(of: node) { elements.element(element) }
            // Noted for the first such element only: after a runtime error (the views budget) every
            // later element is empty, and a note each made 100,000 notes.
            if built.count != 1, lazyContainersNoted.insert(node).inserted {
                diagnose("\(tree.nodes[node].kind): ForEach element \(element) made \(built.count) views where one was expected; "
                    + (built.isEmpty ? "it takes no room" : "only the first is laid out"))
            }
            elements.nodes.append(built.first)
        }
        return elements.nodes[index]
    }

    // MARK: - Context the computers read

    func childNode(_ index: Int, of node: Int) -> Int { computerObject(node).children[index] }

    /// A custom layout's default alignment (see `CustomLayoutComputer.mergedChildAlignment`).
    func mergedChildAlignment(_ node: Int, _ key: AlignmentKey, size: ViewSize, placeSubviews: () -> Void) -> CGFloat? {
        computerObject(node).mergedChildAlignment(key, size: size, placeSubviews: placeSubviews)
    }

    /// Whether `node` is a modifier whose child's traits stay visible above it.
    func passesTraits(_ node: Int) -> Bool { computerObject(node).passesTraitsThrough }

    /// Traits written on a view stay visible through the modifiers that wrap it, up to the
    /// nearest container: a Layout (the inspector too) hides its subviews' traits.
    func traits(_ node: Int) -> [TraitKey: TraitValue] {
        var current = node
        var result: [TraitKey: TraitValue] = [:]
        while true {
            result.merge(tree.nodes[current].traits) { outer, _ in outer }
            let computer = computerObject(current)
            guard computer.passesTraitsThrough else { return result }
            current = computer.children[0]
        }
    }

    /// The environment `node` sees: the root's (from the configuration) with the writes of
    /// the node and its ancestors applied, nearest last. Memoised per node.
    func environment(of node: Int) -> EnvironmentValues {
        if let known = nodeStates[node].environment { return known }
        var chain: [Int] = []
        var inherited: EnvironmentValues?
        var current: Int? = node
        while let id = current {
            if let known = nodeStates[id].environment {
                inherited = known
                break
            }
            chain.append(id)
            current = tree.nodes[id].parent
        }
        var values = inherited ?? rootEnvironment
        for id in chain.reversed() {
            // A node's writes are stored innermost modifier first; the innermost wins, as in
            // SwiftUI (`.font(.title).font(.body)` is title), so it is applied last.
            for write in tree.nodes[id].environment.reversed() { write.apply(&values) }
            nodeStates[id].environment = values
        }
        return values
    }

    /// The axis of the stack-like container nearest above `node`, if any (spec §2.2, §2.3).
    func stackOrientation(of node: Int) -> Axis? {
        var current = node
        while let parent = tree.nodes[current].parent {
            switch computerObject(parent).orientation(ofChildAt: tree.nodes[current].order) {
            case .transparent: current = parent
            case .layered: return nil
            case let .stack(axis): return axis
            }
        }
        return nil
    }

    /// Spec §20.3 — what `.containerRelativeFrame` inside `node` measures against: the nearest
    /// ancestor that says it is a container, else the window (the root's safe area). A length
    /// the container does not know yet (it is laying out for an unspecified or infinite
    /// proposal there) is the next container's, as the window falls back to the device's.
    func containerRelativeSize(of node: Int) -> CGSize {
        var width: CGFloat?, height: CGFloat?
        var current = node
        while width == nil || height == nil, let parent = tree.nodes[current].parent {
            if let size = computerObject(parent).containerRelativeSize(forChildAt: tree.nodes[current].order) {
                containerReaders[parent, default: []].insert(node)
                if width == nil, size.width.isFinite { width = size.width }
                if height == nil, size.height.isFinite { height = size.height }
            }
            current = parent
        }
        let window = configuration.windowContainerSize
        return CGSize(width: width ?? window.width, height: height ?? window.height)
    }

    /// Spec §20.3 — `container` now lays out for another size than views inside it read: those
    /// views and the views between them and the container lay out again (new computers, empty
    /// memos), as SwiftUI invalidates a view whose input changed and the views above it. Their
    /// memos are keyed by proposal alone and would answer for the old size; the rest of the
    /// content keeps its own. Containers call it before laying their content out again.
    func containerSizeDidChange(_ container: Int) {
        guard let readers = containerReaders.removeValue(forKey: container) else { return }
        for reader in readers {
            var current = reader
            while current != container {
                computers[current] = nil
                unretained[current] = nil
                guard let parent = tree.nodes[current].parent else { break }
                current = parent
            }
        }
    }

    /// Notes that `image`'s size was assumed, keeping the first node that shows it.
    func noteUnknownImage(_ image: ImageSource, shownBy node: Int) {
        // A node shows one image: noted once, its name is hashed once (an image named with a
        // million characters was hashed at every size query).
        guard nodesWithUnknownImages.insert(node).inserted else { return }
        unknownImages[image] = min(unknownImages[image] ?? node, node)
    }

    func diagnose(_ message: String) {
        if diagnosed.insert(message).inserted { diagnostics.append(message) }
    }

    // MARK: - Trace

    /// Hands the buffered events to the sink; once the event budget is spent, spends the
    /// query budget too (issue 34). Kept out of line: a buffer fills once in 1,024 events, and
    /// the paths that append stay short.
    @inline(never)
    private func flushEvents() {
        if trace.flush() && sizeQueriesLeft > 0 {
            sizeQueryAllowance -= sizeQueriesLeft
            sizeQueriesLeft = 0
        }
    }

    /// Counts a size query; false once the pass asked more than it may (`exceededQueryBudget`),
    /// and the query answers .zero at once.
    @inline(__always)
    private func countQuery() -> Bool {
        sizeQueriesLeft &-= 1
        if sizeQueriesLeft >= 0 { return true }
        exceededQueryBudget = true
        return false
    }

    /// The header a size query's two records share: its node and the pass (`TraceRecord`).
    @inline(__always)
    private func header(_ node: Int) -> UInt64 { TraceRecord.nodeAndPass(node, passBits: passBits) }

    /// Hands a full buffer over before an event is appended.
    @inline(__always)
    private func makeRoom() {
        if trace.isFull { flushEvents() }
    }

    @inline(__always)
    private func append(_ record: TraceRecord) {
        makeRoom()
        trace.append(record)
    }

    /// A size query's two records, when its answer was known without asking anyone (no event
    /// comes between them): one check for room instead of two (issue 36 item 3).
    @inline(__always)
    private func append(query header: UInt64, _ proposal: ProposedViewSize, answer size: CGSize,
                        cache: TraceEvent.CacheOutcome) {
        let query = TraceRecord(query: header, proposal, cache: cache), report = TraceRecord(report: header, size, cache: cache)
        guard trace.hasRoomForTwo else { return appendAcrossFlush(query, report) }
        trace.append(query)
        trace.append(report)
    }

    /// Two records where the buffer has room for one: handed over between them, where a
    /// record appended alone would be.
    @inline(never)
    private func appendAcrossFlush(_ first: TraceRecord, _ second: TraceRecord) {
        append(first)
        append(second)
    }

    /// Buffers an event that is not a size query's (a placement, a length report); the buffer
    /// numbers it.
    private func emit(_ event: TraceEvent) {
        makeRoom()
        trace.append(wide: event)
    }
}
