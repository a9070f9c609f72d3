import Foundation

// The cell modifiers a Grid reads from its views (spec §18.1): values passed up to the Grid,
// with no layout of their own, recorded as attributes.

extension View {
    /// Makes the cell span `count` columns (spec §18.1).
    public func gridCellColumns(_ count: Int) -> some View {
        gridTrait(GridTraits.CellColumns.self, count, attribute: "gridCellColumns", "\(count)")
    }

    /// Aligns every cell of this cell's column horizontally (spec §18.3).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        gridTrait(GridTraits.ColumnAlignment.self, guide, attribute: "gridColumnAlignment", guide.key.name)
    }

    /// Places the cell at `anchor` of its rectangle, overriding every alignment (spec §18.3).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        gridTrait(GridTraits.CellAnchor.self, anchor, attribute: "gridCellAnchor", anchor.name)
    }

    /// Keeps a flexible cell from sizing its column or row on `axes` (spec §18.2).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        gridTrait(GridTraits.UnsizedAxes.self, axes, attribute: "gridCellUnsizedAxes", axes.names)
    }

    private func gridTrait<Key, Value>(_ key: Key.Type, _ value: Value, attribute name: String, _ description: String) -> some View {
        annotated { draft in
            draft.traits[TraitKey(key)] = TraitValue(value: value, description: description)
            draft.attributes.append(NodeAttribute(name, description))
        }
    }
}

/// What `gridCellColumns` accepts, for both front ends (as `LengthRule` is for lengths).
public enum GridCellColumnsRule {
    /// The most columns one cell may span. Not SwiftUI's limit (it documents none) but ours: a
    /// grid makes a track per column, and `gridCellColumns(1 << 62)` would ask for more memory
    /// than any machine has. The engine lays a larger span out as this many, with a warning.
    public static let maximum = 100_000

    /// Why `count` cannot be a cell's span, or nil when it can (below 1 is SwiftUI's 1, §18.1).
    public static func problem(with count: Int) -> String? {
        count > maximum ? "spans at most \(maximum) columns in LayoutLab" : nil
    }
}
