import Foundation

// Spec §23 — List and Form (iPhone; style `.insetGrouped`). Geometry UNCERTAIN throughout
// (§23.2, ListMetrics); the numbers below are iOS 17/18's, iOS 26's are in brackets
// (PlatformMetrics, platforms §2.1).
//
// Sizing: a List is a scroll container that fills its proposal (§23.2, like a ScrollView's
// scrolled axis, §16.2); an unspecified axis gets 10 (ListMetrics). Its rows are not asked.
//
// Placement, at scroll offset 0 and, like a ScrollView's, at the positions it would have as an
// ordinary view in the safe area (§16.4):
// 1. The children are grouped into sections: a Section's header, rows and footer (its views
//    carry a section trait, API/Views/List.swift); loose rows next to each other form a section
//    of their own; an inline Picker is a section of its options headed by its label.
// 2. Top to bottom: a band before each section (the first section's 35, then the spacing
//    after the previous section, 35 [20]), grown to hold the header if it has one; the rows,
//    each proposed (listWidth − 2·cardInset − insets.leading − insets.trailing, nil), as tall
//    as max(44 [52], content + insets.top + insets.bottom), its content at the leading inset and
//    centred down between the insets; then the footer.
// 3. Only what intersects the visible region is measured and placed: the list's frame, grown
//    by the safe-area insets it touches (its content shows under the bars, §23.3). A row
//    below it is never asked its size — a List of 100,000 rows places a screenful.
// Separators are pixel-thin and drawn over the rows: no layout space (§23.2).

/// A List or Form node.
struct ListLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        let environment = engine.environment(of: node)
        return ListComputer(
            engine: engine, node: node, children: children,
            metrics: ListMetrics.style(environment.listStyle, on: environment.platformMetrics),
            minimumRowHeight: environment.defaultMinListRowHeight)
    }
}

/// A child that the list lays out as a section of its own (an inline Picker).
protocol ListSectionSource {
    func listSection(engine: LayoutEngine, node: Int) -> ListSectionParts?
}

struct ListSectionParts {
    var header: [Int] = []
    var rows: [Int] = []
    var footer: [Int] = []
    /// Rows that are a lazy ForEach's elements, built as they come into view (LazyElements.swift).
    var lazyRows: LazyChildren?

    init(header: Int?, rows: [Int], footer: Int?) {
        self.header = header.map { [$0] } ?? []
        self.rows = rows
        self.footer = footer.map { [$0] } ?? []
    }

    init() {}

    var isEmpty: Bool { header.isEmpty && rows.isEmpty && footer.isEmpty && (lazyRows?.isEmpty ?? true) }
    var first: Int? { header.first ?? rows.first ?? lazyRows.flatMap { $0.isEmpty ? nil : $0[0] } ?? footer.first }
}

/// Which part of which Section a view is.
struct SectionMember: Hashable, Sendable {
    enum Role: Hashable, Sendable { case header, row, footer }
    /// Unique per Section in one tree.
    let section: Int
    let role: Role
}

/// The Section trait (API/Views/List.swift writes it).
enum SectionTrait {}

/// `.listRowInsets(_:)`.
enum ListRowInsetsTrait {}

extension TraitKey {
    static let section = TraitKey(SectionTrait.self)
    static let listRowInsets = TraitKey(ListRowInsetsTrait.self)
}

final class ListComputer: NodeComputer {
    let metrics: ListMetrics
    let minimumRowHeight: CGFloat

    init(engine: LayoutEngine, node: Int, children: [Int], metrics: ListMetrics, minimumRowHeight: CGFloat) {
        self.metrics = metrics
        self.minimumRowHeight = minimumRowHeight
        super.init(engine: engine, node: node, children: children)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let unspecified = ListMetrics.unspecifiedLength
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: unspecified, height: unspecified))
    }

    /// §20.3 — a List is a container: its size (inside the safe area, like a ScrollView's,
    /// §16.4, so less no insets). Rows are asked only once it is placed.
    private var containerSize = CGSize(width: CGFloat.infinity, height: .infinity)

    override func containerRelativeSize(forChildAt order: Int) -> CGSize? { containerSize }

    override func orientation(ofChildAt order: Int) -> ChildOrientation { .layered }

    /// §16.4, §23.1 — `.contentMargins` for the list's content (ListMetrics.sectionInsets).
    private lazy var contentMargins = engine.contentMargins(of: node)

    /// Step 1: the sections, read from the children's traits once every computer exists. A
    /// lazy ForEach's elements are rows of one section, built as they come into view, unless
    /// its first element is a Section (then every element is built and read).
    private lazy var sections: [ListSectionParts] = {
        var children = children
        let elements = LazyChildren(engine: engine, node: node, children: children)
        if elements.elements != nil {
            guard let first = elements.isEmpty ? nil : elements[0], !isSection(first) else {
                children = (0..<elements.count).compactMap { elements[$0] }
                return Self.sections(of: children, engine: engine)
            }
            var parts = ListSectionParts()
            parts.lazyRows = elements
            return [parts]
        }
        return Self.sections(of: children, engine: engine)
    }()

    private func isSection(_ child: Int) -> Bool {
        if case .container(_ as ListSectionSource) = engine.tree.nodes[child].layout { return true }
        return engine.trait(.section, of: child, as: SectionMember.self) != nil
    }

    private static func sections(of children: [Int], engine: LayoutEngine) -> [ListSectionParts] {
        var sections: [ListSectionParts] = []
        var current = ListSectionParts()
        var currentID: Int?
        func close() {
            if !current.isEmpty { sections.append(current) }
            current = ListSectionParts()
            currentID = nil
        }
        for child in children {
            if case let .container(source as ListSectionSource) = engine.tree.nodes[child].layout,
               let parts = source.listSection(engine: engine, node: child) {
                close()
                sections.append(parts)
                continue
            }
            let member = engine.trait(.section, of: child, as: SectionMember.self)
            if member?.section != currentID { close() }
            currentID = member?.section
            switch member?.role ?? .row {
            case .header: current.header.append(child)
            case .row: current.rows.append(child)
            case .footer: current.footer.append(child)
            }
        }
        close()
        return sections
    }

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        containerSize = size.value
        let frame = CGRect(origin: origin, size: size.value)
        let visible = frame.outset(by: engine.safeArea(of: node).insets(of: frame))
        let insets = metrics.sectionInsets(
            forWidth: size.value.width, margins: contentMargins, on: engine.environment(of: node).scrollContentMarginEdges)
        var placer = ListPlacer(
            engine: engine, metrics: metrics, minimumRowHeight: minimumRowHeight, width: size.value.width,
            sectionInsets: insets, origin: origin, visibleBottom: visible.maxY)
        for (index, section) in sections.enumerated() {
            guard placer.hasRoom else { break }
            placer.place(section, first: index == 0, spacingBefore: index == 0 ? 0 : sectionSpacing(after: sections[index - 1]))
        }
        return placer.placed
    }

    /// `.listSectionSpacing` as the section's views (or the list) see it.
    private func sectionSpacing(after section: ListSectionParts) -> CGFloat {
        guard let first = section.first else { return metrics.sectionSpacing }
        switch engine.environment(of: first).listSectionSpacing {
        case .default: return metrics.sectionSpacing
        case .compact: return ListMetrics.compactSectionSpacing
        case let .custom(length): return length
        }
    }
}

/// Steps 2 and 3: walks down the sections, measuring and placing what is visible.
private struct ListPlacer {
    let engine: LayoutEngine
    let metrics: ListMetrics
    let minimumRowHeight: CGFloat
    let width: CGFloat
    /// The cards' distances from the list's sides, and the top margin (ListMetrics.sectionInsets).
    let sectionInsets: EdgeInsets
    let origin: CGPoint
    let visibleBottom: CGFloat
    /// The next free position down, in the list's coordinates.
    var y: CGFloat = 0
    var placed: [ChildGeometry] = []

    init(engine: LayoutEngine, metrics: ListMetrics, minimumRowHeight: CGFloat, width: CGFloat,
         sectionInsets: EdgeInsets, origin: CGPoint, visibleBottom: CGFloat) {
        self.engine = engine
        self.metrics = metrics
        self.minimumRowHeight = minimumRowHeight
        self.width = width
        self.sectionInsets = sectionInsets
        self.origin = origin
        self.visibleBottom = visibleBottom
        y = sectionInsets.top
    }

    /// Whether anything placed at `y` would still show.
    var hasRoom: Bool { origin.y + y < visibleBottom }

    private var cardInset: CGFloat { sectionInsets.leading }
    private var cardWidth: CGFloat { max(width - sectionInsets.leading - sectionInsets.trailing, 0) }

    mutating func place(_ section: ListSectionParts, first: Bool, spacingBefore: CGFloat) {
        let gap = first ? metrics.firstSectionTop : spacingBefore
        if section.header.isEmpty {
            y += gap
        } else {
            placeHeader(section.header, gap: gap)
        }
        for row in section.rows {
            guard hasRoom else { return }
            placeRow(row)
        }
        if let lazyRows = section.lazyRows {
            for index in 0..<lazyRows.count {
                guard hasRoom else { return }
                if let row = lazyRows[index] { placeRow(row) }
            }
        }
        if !section.footer.isEmpty, hasRoom {
            y += ListMetrics.footerTopPadding
            placeStacked(section.footer)
        }
    }

    /// The header's band: at least the gap, its views bottom-aligned above the card.
    private mutating func placeHeader(_ header: [Int], gap: CGFloat) {
        let proposal = headerProposal
        let heights = header.map { engine.sizeThatFits($0, proposal).height }
        let total = heights.reduce(0, +)
        let band = max(gap, ListMetrics.headerTopPadding + total + ListMetrics.headerBottomPadding)
        let bandTop = y
        y = bandTop + band - ListMetrics.headerBottomPadding - total
        placeStacked(header)
        y = bandTop + band
    }

    private var headerProposal: ProposedViewSize {
        ProposedViewSize(width: max(cardWidth - 2 * ListMetrics.headerInset, 0), height: nil)
    }

    /// Header or footer views one under the other at the header inset.
    private mutating func placeStacked(_ views: [Int]) {
        let proposal = headerProposal
        for view in views {
            let size = engine.sizeThatFits(view, proposal)
            placed.append(ChildGeometry(
                node: view, origin: CGPoint(x: cardInset + ListMetrics.headerInset, y: y).offset(by: origin),
                size: ViewSize(size, proposal: proposal)))
            y += size.height
        }
    }

    private mutating func placeRow(_ row: Int) {
        let insets = engine.trait(.listRowInsets, of: row, as: EdgeInsets.self) ?? metrics.rowInsets
        let proposal = ProposedViewSize(width: max(cardWidth - insets.leading - insets.trailing, 0), height: nil)
        let content = engine.sizeThatFits(row, proposal)
        let height = max(minimumRowHeight, content.height + insets.top + insets.bottom)
        let inner = height - insets.top - insets.bottom
        let local = CGPoint(x: cardInset + insets.leading, y: y + insets.top + (inner - content.height) / 2)
        placed.append(ChildGeometry(node: row, origin: local.offset(by: origin), size: ViewSize(content, proposal: proposal)))
        y += height
    }
}

/// The built-in list styles (SwiftUI's `ListStyle` values).
public enum _ListStyleKind: String, Hashable, Sendable {
    case automatic, insetGrouped, grouped, plain, sidebar
}

/// The space between a List's sections (mirrors SwiftUI's `ListSectionSpacing`).
public enum ListSectionSpacing: Hashable, Sendable {
    case `default`, compact
    case custom(CGFloat)
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue = _ListStyleKind.automatic }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct IsInListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The height below which list rows do not shrink: the release's (44 to iOS 18, 52 from
    /// iOS 26, PlatformMetrics) unless set.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] ?? platformMetrics.minimumListRowHeight }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// Inside a List or Form: pickers become rows, section headers and footers take the release's section fonts.
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
