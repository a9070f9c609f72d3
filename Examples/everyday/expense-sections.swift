import SwiftUI
import Observation

// Expenses grouped by category in an inset-grouped List, with a total per section in the
// footer, using an @Observable store and LabeledContent rows.

@Observable
final class ExpenseStore {
    struct Expense: Identifiable {
        let id = UUID()
        var name: String
        var category: String
        var amount: Double
    }

    var expenses = [
        Expense(name: "Groceries", category: "Food", amount: 64.2),
        Expense(name: "Lunch", category: "Food", amount: 12.5),
        Expense(name: "Train pass", category: "Travel", amount: 89),
        Expense(name: "Taxi", category: "Travel", amount: 23.4),
        Expense(name: "Cinema", category: "Fun", amount: 14),
    ]

    var categories: [String] { Array(Set(expenses.map(\.category))).sorted() }

    func items(in category: String) -> [Expense] { expenses.filter { $0.category == category } }

    func total(in category: String) -> Double { items(in: category).reduce(0) { $0 + $1.amount } }
}

struct ExpensesView: View {
    @State private var store = ExpenseStore()

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.categories, id: \.self) { category in
                    Section {
                        ForEach(store.items(in: category)) { expense in
                            LabeledContent(expense.name, value: expense.amount, format: .currency(code: "EUR"))
                        }
                    } header: {
                        Text(category)
                    } footer: {
                        Text("Total: \(store.total(in: category), format: .currency(code: "EUR"))")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Expenses")
        }
    }
}

#Preview {
    ExpensesView()
}
