import Foundation

// Spec §18 — Grid, GridRow and the cell modifiers. Each GridRow is a row whose n-th view is
// in column n (a `.gridCellColumns(k)` view spans k columns); a view directly in the Grid is a
// row of its own spanning every column (§18.1). A column is as wide as its widest cell and a
// row as tall as its tallest (§18.2); nil spacing is, per boundary, the largest preferred
// distance between the cells facing each other across it (§18.1). Each cell is proposed its
// column width × row height and aligned in that rectangle by the Grid's alignment, the row's,
// the column's and its own anchor, in increasing precedence (§18.3); a merged cell by the
// anchor its alignment converts to (Apple, gridCellAnchor(_:)).

struct GridLayout: Sendable {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    func spacing(along axis: Axis) -> CGFloat? { axis == .horizontal ? horizontalSpacing : verticalSpacing }
}

/// What the Grid reads from its subviews: GridRow membership and the cell modifiers' values.
enum GridTraits {
    /// Which GridRow a view belongs to (each GridRow marks its views with its own id).
    struct RowMarker {
        let id: Int
        let alignment: VerticalAlignment?
    }

    enum Row {}
    enum CellColumns {}
    enum ColumnAlignment {}
    enum CellAnchor {}
    enum UnsizedAxes {}

    static func value<Key, Value>(_ key: Key.Type, in traits: [TraitKey: TraitValue]) -> Value? {
        traits[TraitKey(key)]?.value as? Value
    }
}

/// One cell: which child it is, where it sits, and what its modifiers say.
struct GridCell {
    /// The index among the Grid's children.
    let child: Int
    let row: Int
    let column: Int
    let span: Int
    let unsizedAxes: Axis.Set
    let anchor: UnitPoint?
    /// A `.gridCellColumns(n)` cell with n > 1, or a view outside any GridRow: Apple calls it a
    /// merged cell and places it by an anchor (`GridComputer.placementAnchor(of:)`).
    let isMerged: Bool

    /// Whether the cell sizes its own track along `axis`: `.gridCellUnsizedAxes` leaves a cell
    /// out on its axes (§18.2); a cell spanning several columns sizes them afterwards
    /// (`isSpanning`, issue 33 rule 1).
    func sizesTrack(along axis: Axis) -> Bool {
        !unsizedAxes.contains(axis.set) && (axis == .vertical || span == 1)
    }

    /// Issue 33 rule 1: a cell spanning several columns (a `.gridCellColumns(n)` cell, a view
    /// outside any GridRow) widens them once the single cells have sized them, unless
    /// `.gridCellUnsizedAxes` leaves it out horizontally.
    var isSpanning: Bool { span > 1 && !unsizedAxes.contains(.horizontal) }

    func track(along axis: Axis) -> Int { axis == .horizontal ? column : row }
}

/// §18.1 — the Grid's rows and columns, read once from its subviews.
struct GridStructure {
    var cells: [GridCell] = []
    var rowAlignments: [VerticalAlignment?] = []
    /// `.gridColumnAlignment` of the first cell in each column that sets one (UNCERTAIN: which
    /// wins when several cells of a column set one).
    var columnAlignments: [HorizontalAlignment?] = []
    var columnCount = 0
    var rowCount: Int { rowAlignments.count }

    func trackCount(along axis: Axis) -> Int { axis == .horizontal ? columnCount : rowCount }

    init(children: [Int], engine: LayoutEngine) {
        struct PendingRow {
            var marker: Int?
            var alignment: VerticalAlignment?
            var cells: [(child: Int, span: Int)] = []
        }
        var rows: [PendingRow] = []
        for (index, node) in children.enumerated() {
            let traits = engine.traits(node)
            let marker: GridTraits.RowMarker? = GridTraits.value(GridTraits.Row.self, in: traits)
            var span = GridTraits.value(GridTraits.CellColumns.self, in: traits) ?? 1
            if span < 1 {
                engine.diagnose("gridCellColumns(\(span)): a cell spans at least one column; using 1")
                span = 1
            } else if let problem = GridCellColumnsRule.problem(with: span) {
                engine.diagnose("gridCellColumns(\(span)): a cell \(problem); using \(GridCellColumnsRule.maximum)")
                span = GridCellColumnsRule.maximum
            }
            if let marker, let last = rows.last, last.marker == marker.id {
                rows[rows.count - 1].cells.append((index, span))
            } else {
                // A view outside any GridRow is a row of its own (§18.1); its span is set below.
                rows.append(PendingRow(marker: marker?.id, alignment: marker?.alignment,
                                       cells: [(index, marker == nil ? 0 : span)]))
            }
        }
        columnCount = rows.filter { $0.marker != nil }.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 0
        if columnCount == 0 && !rows.isEmpty { columnCount = 1 }
        columnAlignments = Array(repeating: nil, count: columnCount)
        for (rowIndex, row) in rows.enumerated() {
            rowAlignments.append(row.alignment)
            var column = 0
            for (child, span) in row.cells {
                let traits = engine.traits(children[child])
                let cell = GridCell(
                    child: child, row: rowIndex, column: column, span: row.marker == nil ? columnCount : span,
                    unsizedAxes: GridTraits.value(GridTraits.UnsizedAxes.self, in: traits) ?? [],
                    anchor: GridTraits.value(GridTraits.CellAnchor.self, in: traits),
                    isMerged: row.marker == nil || span > 1)
                if columnAlignments[column] == nil {
                    columnAlignments[column] = GridTraits.value(GridTraits.ColumnAlignment.self, in: traits)
                }
                cells.append(cell)
                column += cell.span
            }
        }
    }

    /// §18.1 — per boundary along `axis`, the largest distance the cells facing each other
    /// across it prefer (§6.2; 8 between plain views), or `fixed` everywhere when given.
    func spacings(along axis: Axis, fixed: CGFloat?, children: [Int], engine: LayoutEngine) -> [CGFloat] {
        let boundaries = max(trackCount(along: axis) - 1, 0)
        if let fixed { return Array(repeating: fixed, count: boundaries) }
        var result: [CGFloat?] = Array(repeating: nil, count: boundaries)
        func consider(_ before: GridCell, _ after: GridCell, boundary: Int) {
            let distance = engine.spacing(children[before.child])
                .distance(toSuccessor: engine.spacing(children[after.child]), along: axis) ?? Spacing.defaultDistance
            result[boundary] = max(result[boundary] ?? distance, distance)
        }
        let coverage = self.coverage()
        if axis == .horizontal {
            // Neighbours in a row: the next cell starts where this one's span ends.
            for row in coverage {
                for column in 0..<boundaries {
                    guard let before = row[column], let after = row[column + 1], before != after else { continue }
                    consider(cells[before], cells[after], boundary: column)
                }
            }
        } else {
            for boundary in 0..<boundaries {
                for column in 0..<columnCount {
                    guard let above = coverage[boundary][column], let below = coverage[boundary + 1][column] else { continue }
                    consider(cells[above], cells[below], boundary: boundary)
                }
            }
        }
        return result.map { $0 ?? Spacing.defaultDistance }
    }

    /// For each row and column, the cell covering it (rows may end before the last column).
    private func coverage() -> [[Int?]] {
        var result = Array(repeating: [Int?](repeating: nil, count: columnCount), count: rowCount)
        for (index, cell) in cells.enumerated() {
            for column in cell.column..<min(cell.column + cell.span, columnCount) { result[cell.row][column] = index }
        }
        return result
    }
}

final class GridComputer: LayeredComputer {
    let grid: GridLayout
    private lazy var structure = GridStructure(children: children, engine: engine)
    private lazy var columnSpacings = structure.spacings(along: .horizontal, fixed: grid.horizontalSpacing, children: children, engine: engine)
    private lazy var rowSpacings = structure.spacings(along: .vertical, fixed: grid.verticalSpacing, children: children, engine: engine)
    /// §18.3 — the one-entry memo: the proposal the tracks below were sized for.
    private var laidOutProposal: ProposedViewSize?
    private var columnWidths: [CGFloat] = []
    private var rowHeights: [CGFloat] = []

    init(engine: LayoutEngine, node: Int, children: [Int], grid: GridLayout) {
        self.grid = grid
        super.init(engine: engine, node: node, children: children)
    }

    private func spacings(along axis: Axis) -> [CGFloat] { axis == .horizontal ? columnSpacings : rowSpacings }

    /// §18.2 — Σ tracks + Σ spacings along each axis.
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layOut(for: proposal)
        func total(_ lengths: [CGFloat], _ spacings: [CGFloat]) -> CGFloat { lengths.reduce(0, +) + spacings.reduce(0, +) }
        return CGSize(width: total(columnWidths, columnSpacings), height: total(rowHeights, rowSpacings))
    }

    private func layOut(for proposal: ProposedViewSize) {
        guard proposal != laidOutProposal else { return }
        laidOutProposal = proposal
        if proposal == .unspecified {
            sizeIdeally()
        } else {
            columnWidths = trackLengths(along: .horizontal, proposal: proposal)
            rowHeights = trackLengths(along: .vertical, proposal: proposal)
        }
    }

    // MARK: §18.2 — the ideal proposal

    /// Every cell, in order, is proposed (nil, nil); tracks take the largest answers.
    private func sizeIdeally() {
        columnWidths = Array(repeating: 0, count: structure.columnCount)
        rowHeights = Array(repeating: 0, count: structure.rowCount)
        for cell in structure.cells {
            let size = engine.sizeThatFits(children[cell.child], .unspecified)
            if cell.sizesTrack(along: .horizontal) { columnWidths[cell.column] = max(columnWidths[cell.column], size.width) }
            if cell.sizesTrack(along: .vertical) { rowHeights[cell.row] = max(rowHeights[cell.row], size.height) }
        }
        widenForSpanningCells(&columnWidths, gridProposal: .unspecified)
    }

    // MARK: §18.2 — a concrete proposal (UNCERTAIN model, [INF])

    /// The length of a span of columns: their widths and the spacings between them.
    private func spannedWidth(_ cell: GridCell) -> CGFloat {
        let end = min(cell.column + cell.span, columnWidths.count)
        guard cell.column < end else { return 0 }
        return columnWidths[cell.column..<end].reduce(0, +) + columnSpacings[cell.column..<(end - 1)].reduce(0, +)
    }

    /// What a cell is proposed while its track along `axis` is sized: `length` along the axis;
    /// across, the Grid's own proposal while sizing columns (UNCERTAIN: as an HStack passes
    /// its height on), and its columns' width while sizing rows.
    private func proposal(for cell: GridCell, _ length: CGFloat?, along axis: Axis, gridProposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(length, in: axis, by: axis == .horizontal ? gridProposal.height : spannedWidth(cell))
    }

    private func trackLengths(along axis: Axis, proposal gridProposal: ProposedViewSize) -> [CGFloat] {
        var result = singleCellTrackLengths(along: axis, proposal: gridProposal)
        if axis == .horizontal { widenForSpanningCells(&result, gridProposal: gridProposal) }
        return result
    }

    /// Issue 33 rule 1 — the spanning cells, in order, after the single cells sized the columns.
    /// Each is probed with widths 0 and ∞ (the probes are in the trace): one that answers both
    /// alike needs that width; a flexible one is offered its columns and whatever the Grid has
    /// left, and needs its answer (with an unspecified width, each needs its ideal width). What
    /// a cell needs beyond its columns and the spacings between them is shared equally by the
    /// columns it spans (UNCERTAIN, spec §18.2: no source measures how SwiftUI splits it; equal
    /// shares keep a lone spanning cell's columns alike). A cell that fits widens nothing, as
    /// Apple's gridCellAnchor(_:) page shows ("Anchor alignment for merged cells": a 10-point
    /// square spanning two 60-point columns leaves them filled by their squares; GridTests).
    /// Searched for a wider cell's frames without finding any: Apple's Grid, GridRow,
    /// gridCellColumns(_:), gridCellAnchor(_:), gridColumnAlignment(_:) and
    /// gridCellUnsizedAxes(_:) pages (their figures are described, not sized; the macOS toggle
    /// spanning two columns is not measurable here), WWDC22 10056 and its leaderboard (a
    /// Divider row), fatbobman's nested-Grid article (no frames printed), objc.io's grid posts
    /// and code (LazyVGrid only), the docs, pages, code and issues corpora for Grid frames
    /// printed with gridCellColumns (layouts, no output), and reimplementations (OpenSwiftUI has
    /// no Grid; skiptools/skip-ui's Containers/Grid.swift carries Apple's doc comments, no
    /// frames); a decompiled `GridLayout.Cache.sizeGenerally()` listing is public but was not
    /// read far enough to say how it splits. So a view outside any GridRow, such as
    /// a Divider, takes the width the Grid is offered unless `.gridCellUnsizedAxes(.horizontal)`
    /// keeps it from sizing the Grid, as Apple's documentation of that modifier describes.
    /// UNCERTAIN: a nested Grid spanning columns makes SwiftUI's outer Grid fall short of its
    /// offered width (fatbobman.com, "Nested Grid Layout Anomaly", 2024); no frames are printed
    /// there, so the nested Grid is modelled as any flexible cell.
    private func widenForSpanningCells(_ widths: inout [CGFloat], gridProposal: ProposedViewSize) {
        let spacings = columnSpacings
        for cell in structure.cells where cell.isSpanning {
            let end = min(cell.column + cell.span, widths.count)
            guard cell.column < end else { continue }
            let spanned = widths[cell.column..<end].reduce(0, +) + spacings[cell.column..<(end - 1)].reduce(0, +)
            let child = children[cell.child], height = gridProposal.height
            let need: CGFloat
            if let available = gridProposal.width {
                let narrowest = engine.sizeThatFits(child, ProposedViewSize(width: 0, height: height)).width
                let widest = engine.sizeThatFits(child, ProposedViewSize(width: .infinity, height: height)).width
                if narrowest == widest {
                    need = narrowest
                } else {
                    let left = available - widths.reduce(0, +) - spacings.reduce(0, +)
                    need = engine.sizeThatFits(child, ProposedViewSize(width: spanned + max(left, 0), height: height)).width
                }
            } else {
                need = engine.sizeThatFits(child, ProposedViewSize(width: nil, height: height)).width
            }
            let extra = need - spanned
            guard extra > 0, extra.isFinite else { continue }
            let share = extra / CGFloat(end - cell.column)
            for column in cell.column..<end { widths[column] += share }
        }
    }

    private func singleCellTrackLengths(along axis: Axis, proposal gridProposal: ProposedViewSize) -> [CGFloat] {
        let count = structure.trackCount(along: axis)
        let sizing = structure.cells.filter { $0.sizesTrack(along: axis) }
        func lengths(_ length: CGFloat?) -> [CGFloat] {
            var result = Array(repeating: CGFloat(0), count: count)
            for cell in sizing {
                let size = engine.sizeThatFits(children[cell.child], proposal(for: cell, length, along: axis, gridProposal: gridProposal))
                result[cell.track(along: axis)] = max(result[cell.track(along: axis)], size[axis])
            }
            return result
        }
        // A nil proposal along the axis: each track as long as its longest cell's ideal length.
        guard let available = gridProposal[axis] else { return lengths(nil) }
        // 1. Probe: a track whose cells answer the same to 0 and to ∞ is fixed at that length.
        let minimum = lengths(0), maximum = lengths(.infinity)
        var result = minimum
        var flexible = (0..<count).filter { maximum[$0] != minimum[$0] }
        // 2. The rest of the length goes to the flexible tracks as an HStack shares it out
        //    (§6.4): the least flexible first (§6.3.4), each offered an equal share of what is left.
        var remaining = available - spacings(along: axis).reduce(0, +)
            - (0..<count).filter { maximum[$0] == minimum[$0] }.reduce(0) { $0 + minimum[$1] }
        flexible = flexible.enumerated().sorted { a, b in
            let da = maximum[a.element] - minimum[a.element], db = maximum[b.element] - minimum[b.element]
            if da != db { return da < db }
            if da == .infinity && minimum[a.element] != minimum[b.element] { return minimum[a.element] > minimum[b.element] }
            return a.offset < b.offset
        }.map(\.element)
        for (position, track) in flexible.enumerated() {
            let share = max(remaining / CGFloat(flexible.count - position), 0)
            var length: CGFloat = 0
            for cell in sizing where cell.track(along: axis) == track {
                let size = engine.sizeThatFits(children[cell.child], proposal(for: cell, share, along: axis, gridProposal: gridProposal))
                length = max(length, size[axis])
            }
            result[track] = length
            let next = remaining - length
            if !next.isNaN { remaining = next }
        }
        return result
    }

    // MARK: §18.3 — placement

    override func childGeometries(at size: ViewSize, origin: CGPoint) -> [ChildGeometry] {
        layOut(for: size.proposal)
        let columnStarts = starts(columnWidths, columnSpacings), rowStarts = starts(rowHeights, rowSpacings)
        let cells = structure.cells
        let dimensions = cells.map { cell -> ViewDimensions in
            let proposal = ProposedViewSize(width: spannedWidth(cell), height: rowHeights[cell.row])
            return proxy(cell.child).dimensions(in: proposal)
        }
        let keys = cells.map { alignment(of: $0) }
        let anchors = cells.map { placementAnchor(of: $0) }
        // UNCERTAIN (spec §18.3 says which alignment, not how): guides other than the frame's
        // edges and centre (baselines, custom guides) line up across the row (vertical) or the
        // column (horizontal), as in a stack, among the cells placed by guides (a cell placed
        // by an anchor takes no part); frame guides align in the cell's rectangle.
        func line(_ axis: Axis, _ index: Int) -> CGFloat {
            let cell = cells[index], key = keys[index][axis]
            return cells.indices.filter {
                anchors[$0] == nil && cells[$0].track(along: axis) == cell.track(along: axis) && keys[$0][axis] == key
            }.map { dimensions[$0][key] }.max() ?? 0
        }
        return cells.indices.map { index in
            let cell = cells[index], d = dimensions[index]
            let rect = CGSize(width: spannedWidth(cell), height: rowHeights[cell.row])
            func offset(_ axis: Axis) -> CGFloat {
                if let anchor = anchors[index] {
                    let free = rect[axis] - d.size[axis]
                    return free.isFinite ? (axis == .horizontal ? anchor.x : anchor.y) * free : 0
                }
                let key = keys[index][axis]
                if key.isFrameGuide { return key.defaultValue(in: ViewDimensions(plain: rect)) - d[key] }
                return line(axis, index) - d[key]
            }
            let local = CGPoint(x: columnStarts[cell.column] + offset(.horizontal), y: rowStarts[cell.row] + offset(.vertical))
            return ChildGeometry(node: children[cell.child], origin: local.offset(by: origin), size: d.size)
        }
    }

    /// §18.3 — the Grid's alignment, overridden by the row's, the column's (then the cell's anchor).
    private func alignment(of cell: GridCell) -> Alignment {
        Alignment(
            horizontal: structure.columnAlignments[cell.column] ?? grid.alignment.horizontal,
            vertical: structure.rowAlignments[cell.row] ?? grid.alignment.vertical)
    }

    /// The unit point a cell is placed by, or nil when its alignment guides place it. Its own
    /// `.gridCellAnchor` first; a merged cell (spanning several columns, or outside any GridRow)
    /// is placed by "the unit point equivalent" of the grid's alignment guides, since it is not
    /// clear which column's guide it should follow (Apple, gridCellAnchor(_:), "Anchor alignment
    /// for merged cells"; gridCellColumns(_:): "the grid changes the merged cell to use anchor
    /// alignment, rather than the usual alignment guides"). UNCERTAIN: the equivalent of a
    /// baseline or custom guide is `AlignmentKey.fraction` (its value in a 1×1 view), and the
    /// row's `GridRow(alignment:)` still sets the vertical one (the page converts the grid's).
    private func placementAnchor(of cell: GridCell) -> UnitPoint? {
        if let anchor = cell.anchor { return anchor }
        guard cell.isMerged else { return nil }
        let vertical = structure.rowAlignments[cell.row] ?? grid.alignment.vertical
        return UnitPoint(x: grid.alignment.horizontal.key.fraction, y: vertical.key.fraction)
    }

    private func starts(_ lengths: [CGFloat], _ spacings: [CGFloat]) -> [CGFloat] {
        var result: [CGFloat] = []
        var position: CGFloat = 0
        for (index, length) in lengths.enumerated() {
            result.append(position)
            position += length + (index < spacings.count ? spacings[index] : 0)
        }
        return result
    }

    /// UNCERTAIN (spec §18.1): a Divider in a Grid is a horizontal line, in a GridRow too
    /// (WWDC22 gives `GridRow { Divider().gridCellColumns(3) }` as the equivalent of a
    /// Divider between rows): the Grid arranges its views as a vertical stack of rows.
    override func orientation(ofChildAt order: Int) -> ChildOrientation { .stack(.vertical) }
}

extension AlignmentKey {
    /// Leading, centre, trailing, top, bottom: guides every view has at a fixed place (a guide
    /// of a custom type or made at run time never is one).
    var isFrameGuide: Bool {
        guard case let .standard(guide) = identity else { return false }
        return guide.id is any FrameAlignmentID.Type
    }
}

extension GridLayout: ContainerLayout {
    func makeComputer(engine: LayoutEngine, node: Int, children: [Int]) -> NodeComputer {
        GridComputer(engine: engine, node: node, children: children, grid: self)
    }
}
