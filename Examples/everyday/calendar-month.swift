import SwiftUI

// A month calendar: a Grid with a header row of weekday initials and six weeks of day cells,
// leading blanks for the days before the 1st, today's cell highlighted.

struct MonthGrid: View {
    let weekdays = ["M", "T", "W", "T", "F", "S", "S"]
    let firstWeekday = 0 // January 2024 starts on a Monday
    let dayCount = 31
    let today = 15

    private var cells: [Int?] {
        let blanks: [Int?] = Array(repeating: nil, count: firstWeekday)
        let days: [Int?] = (1...dayCount).map { $0 }
        let all = blanks + days
        return all + Array(repeating: nil, count: (7 - all.count % 7) % 7)
    }

    var body: some View {
        Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                ForEach(weekdays.indices, id: \.self) { index in
                    Text(weekdays[index])
                        .font(.caption.bold())
                        .foregroundStyle(.secondary)
                }
            }
            ForEach(0..<(cells.count / 7), id: \.self) { week in
                GridRow {
                    ForEach(0..<7, id: \.self) { weekday in
                        let day = cells[week * 7 + weekday]
                        Circle()
                            .fill(day == today ? Color.red : Color.clear)
                            .frame(width: 40, height: 40)
                            .overlay {
                                if let day {
                                    Text("\(day)")
                                        .font(.callout)
                                }
                            }
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    MonthGrid()
}
