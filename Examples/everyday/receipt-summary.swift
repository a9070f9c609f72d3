import SwiftUI

// A receipt: line items formatted with string interpolation and format styles, totals from
// reduce, a fixed date (LayoutLab's Date() is 2024-01-01 09:41 UTC), and rows that align
// their prices to the trailing edge.

struct LineItem: Identifiable {
    let id = UUID()
    let name: String
    let quantity: Int
    let price: Double

    var total: Double { Double(quantity) * price }
}

struct ReceiptRow: View {
    let title: String
    let amount: String
    var isEmphasised = false

    var body: some View {
        HStack {
            Text(title)
            Spacer(minLength: 12)
            Text(amount)
                .monospacedDigit()
        }
        .font(isEmphasised ? .headline : .body)
    }
}

struct Receipt: View {
    let items = [
        LineItem(name: "Espresso", quantity: 2, price: 2.8),
        LineItem(name: "Croissant", quantity: 1, price: 3.25),
        LineItem(name: "Orange juice", quantity: 1, price: 4.5),
    ]
    let taxRate = 0.08
    let date = Date()

    private var subtotal: Double { items.reduce(0) { $0 + $1.total } }
    private var tax: Double { (subtotal * taxRate * 100).rounded() / 100 }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(date, style: .date)
                .font(.caption)
                .foregroundStyle(.secondary)
            ForEach(items) { item in
                ReceiptRow(title: "\(item.quantity)× \(item.name)", amount: String(format: "%.2f", item.total))
            }
            Divider()
            ReceiptRow(title: "Tax (\(Int(taxRate * 100))%)", amount: tax.formatted(.number.precision(.fractionLength(2))))
            ReceiptRow(title: "Total", amount: (subtotal + tax).formatted(.currency(code: "USD")), isEmphasised: true)
        }
        .padding(24)
        .frame(maxWidth: 320)
    }
}

#Preview {
    Receipt()
}
