import SwiftUI
import Combine

// An ObservableObject model owned by the screen with @StateObject and handed down with
// @ObservedObject: a habit tracker's week of check marks.

final class HabitStore: ObservableObject {
    struct Habit: Identifiable, Hashable {
        let id = UUID()
        var name: String
        var days: [Bool]
    }

    @Published var habits: [Habit] = [
        Habit(name: "Read", days: [true, true, false, true, true, false, false]),
        Habit(name: "Run", days: [false, true, false, true, false, true, false]),
        Habit(name: "Stretch", days: Array(repeating: true, count: 7)),
    ]
    @Published private(set) var lastSaved: Date?
    private var cancellables = Set<AnyCancellable>()

    var bestStreak: Int {
        habits.map { habit in
            habit.days.split(separator: false).map(\.count).max() ?? 0
        }.max() ?? 0
    }

    func toggle(_ habit: Habit, day: Int) {
        guard let index = habits.firstIndex(of: habit) else { return }
        habits[index].days[day].toggle()
        lastSaved = Date()
    }
}

struct HabitRow: View {
    @ObservedObject var store: HabitStore
    let habit: HabitStore.Habit

    var body: some View {
        HStack(spacing: 6) {
            ForEach(habit.days.indices, id: \.self) { day in
                RoundedRectangle(cornerRadius: 4)
                    .fill(habit.days[day] ? Color.green : Color(.systemGray5))
                    .frame(width: 28, height: 28)
                    .onTapGesture { store.toggle(habit, day: day) }
            }
        }
    }
}

struct HabitWeek: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(store.habits) { habit in
                HabitRow(store: store, habit: habit)
            }
            Capsule()
                .fill(Color.orange)
                .frame(width: CGFloat(store.bestStreak) * 34 - 6, height: 6)
        }
        .padding()
    }
}

#Preview {
    HabitWeek()
}
