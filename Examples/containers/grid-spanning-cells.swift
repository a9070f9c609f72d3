import SwiftUI

// Issue 33 rule 1 — spanning cells size the columns they span. Two fixed columns (50 and 60)
// with a 200-wide banner spanning both: once the single cells have sized the columns, the
// banner is probed at widths 0 and ∞ (see the trace), needs 200, and its 82 beyond 50 + 8 + 60
// widens each column by 41 (the equal split is UNCERTAIN). The Divider outside any GridRow is
// kept from sizing the Grid by .gridCellUnsizedAxes(.horizontal); without it the Grid would
// take the whole width it is offered (Apple's documentation of gridCellUnsizedAxes(_:)).

struct SpanningGrid: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow {
                Color.red.frame(width: 50, height: 20)
                Color.orange.frame(width: 60, height: 20)
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Color.blue.frame(width: 200, height: 20)
                    .gridCellColumns(2)
            }
        }
    }
}

#Preview {
    SpanningGrid()
}
