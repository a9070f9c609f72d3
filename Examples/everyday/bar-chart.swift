import SwiftUI

// A weekly bar chart drawn with plain shapes: each bar's height is its share of the week's
// busiest day, read from the space a GeometryReader offers.

struct DayTotal: Identifiable {
    let id = UUID()
    let day: String
    let minutes: Double
}

struct WeeklyBars: View {
    let totals: [DayTotal] = [
        DayTotal(day: "M", minutes: 30), DayTotal(day: "T", minutes: 45), DayTotal(day: "W", minutes: 60),
        DayTotal(day: "T", minutes: 15), DayTotal(day: "F", minutes: 90), DayTotal(day: "S", minutes: 75),
        DayTotal(day: "S", minutes: 0),
    ]

    private var busiest: Double { totals.map(\.minutes).max() ?? 1 }

    var body: some View {
        GeometryReader { proxy in
            HStack(alignment: .bottom, spacing: 8) {
                ForEach(totals) { total in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(total.minutes == busiest ? Color.orange : Color.blue)
                        .frame(height: proxy.size.height * total.minutes / busiest)
                }
            }
        }
        .frame(height: 180)
        .padding()
    }
}

#Preview {
    WeeklyBars()
}
