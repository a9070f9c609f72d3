import SwiftUI

// A season table: a Grid whose header row aligns the number columns to the trailing edge
// (.gridColumnAlignment), a Divider between rows (a view outside a GridRow spans every
// column), and a total whose label spans two columns (.gridCellColumns). Spec §18.
//
// The colour swatches are fixed frames, so the first column is 24 wide whatever the text;
// a column is as wide as its widest cell, a row as tall as its tallest (§18.2).

struct Player: Identifiable {
    let id: Int
    let name: String
    let color: Color
    let wins: Int
    let losses: Int
}

struct SeasonTable: View {
    let players = [
        Player(id: 1, name: "Ana", color: .red, wins: 12, losses: 3),
        Player(id: 2, name: "Ben", color: .green, wins: 9, losses: 5),
        Player(id: 3, name: "Chloe", color: .blue, wins: 15, losses: 1),
    ]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Color.clear
                    .frame(width: 24, height: 24)
                Text("Player")
                Text("W")
                    .gridColumnAlignment(.trailing)
                Text("L")
                    .gridColumnAlignment(.trailing)
            }
            .font(.headline)
            Divider()
            ForEach(players) { player in
                GridRow(alignment: .center) {
                    Circle()
                        .fill(player.color)
                        .frame(width: 24, height: 24)
                    Text(player.name)
                    Text("\(player.wins)")
                    Text("\(player.losses)")
                }
            }
            Divider()
            GridRow {
                Text("Season")
                    .gridCellColumns(2)
                    .gridCellAnchor(.center)
                Text("\(players.map(\.wins).reduce(0, +))")
                Text("\(players.map(\.losses).reduce(0, +))")
            }
            .bold()
        }
        .padding(20)
    }
}

#Preview {
    SeasonTable()
}
