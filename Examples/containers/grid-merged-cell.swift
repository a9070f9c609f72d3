import SwiftUI

// Issue 33 rule 1 — Apple's own spanning cell over two columns of fixed-width cells: the
// "Anchor alignment for merged cells" example of gridCellAnchor(_:)
// (https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:), figure
// View-gridCellAnchor-3-iOS). The red 60-point squares size the three columns; the blue
// 10-point square spans the last two, which it fits, so they stay 60 wide and its merged cell
// is 60 + 1 + 60 = 121 × 60. The grid converts its .center alignment to the .center unit point
// and the square sits in the middle of the merged cell: at (116.5, 86) in the 182 × 121 grid.

struct MergedCellGrid: View {
    var body: some View {
        Grid(alignment: .center, horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.red.frame(width: 60, height: 60)
                Color.red.frame(width: 60, height: 60)
            }
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.blue.frame(width: 10, height: 10)
                    .gridCellColumns(2)
            }
        }
    }
}

#Preview {
    MergedCellGrid()
}
